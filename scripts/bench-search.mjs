#!/usr/bin/env node
// Measures the local search of a production build (`npm run build` first):
//
// - the size of each locale's search index, in its two stages: the head
//   (titles, headings, descriptions), which the first query loads, and the
//   body (paragraphs), loaded after it; gzip -5 is what nginx sends (see
//   deploy/nginx/site-locations.conf);
// - the time from typing to results in headless Chromium: from the last
//   character typed (its input event) to the frame after the dialog has shown its results
//   (the dialog waits 100 ms after the last keystroke, then searches the
//   index, src/lib/search/engine.ts). The first query of a page also loads
//   the head; the next queries are timed once the body is in (whole index).
// - with --phone: the same on a throttled phone profile (CPU 4× slower,
//   1.6 Mbit/s down, 150 ms round trips, as Lighthouse's mobile preset).
//
// Usage: npm run bench:search [-- --runs 3] [-- --phone] [-- --locale en|zh-CN]
// Serves build/ with nginx on BENCH_PORT (default 4290) unless BASE_URL is
// given (another build on another server: then no index sizes). Prints a
// Markdown table (scripts/README.md, "Benchmarks") and writes
// tests/.artifacts/bench-search.json.
import {spawn} from 'node:child_process';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {launchChromium, waitForServer} from './lib/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const PHONE = process.argv.includes('--phone');
const localeArg = process.argv.indexOf('--locale');
const ONLY_LOCALE = localeArg > 0 ? process.argv[localeArg + 1] : undefined;

/** Lighthouse's mobile throttling, applied through the DevTools protocol. */
async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

const LOCALES = [
  {
    name: 'en',
    dir: 'build',
    start: '/guide',
    queries: ['docker compose', 'refresh token', 'config.json', 'AliyundriveOpen', 'cancel2fa', 'reverse proxy nginx'],
  },
  {
    name: 'zh-CN',
    dir: 'build/zh',
    start: '/zh/guide',
    queries: ['挂载', '刷新令牌', '阿里云盘', '配置文件', '反向代理', '挂载本机文件夹'],
  },
];

/** Sizes of a locale's index stages (src/plugins/search): head (first query) and body. */
function indexSize(dir) {
  const folder = path.join(root, dir, 'assets/search');
  const files = readdirSync(folder);
  const stage = (name) => {
    const file = files.find((f) => new RegExp(`^${name}-[0-9a-f]+\\.json$`).test(f));
    if (!file) throw new Error(`no search index ${name} in ${folder}: run npm run build first`);
    const data = readFileSync(path.join(folder, file));
    return {file, raw: data.length, gzip9: gzipSync(data, {level: 9}).length, gzip5: gzipSync(data, {level: 5}).length};
  };
  return {head: stage('head'), body: stage('body')};
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const max = (xs) => Math.max(...xs);

/** Types `query` into the open dialog; ms from its last keystroke to the frame after its results. */
async function timeQuery(page, query) {
  const input = page.locator('.DocSearch-Modal input.DocSearch-Input');
  await input.fill('');
  await page.evaluate((q) => {
    const w = window;
    w.__bench = {query: q, lastKey: 0, done: 0};
    // `input`, not `keydown`: Chinese text arrives without key events. The
    // clock starts at the input event that completes the query.
    if (!w.__benchListening) {
      w.__benchListening = true;
      document.addEventListener(
        'input',
        (event) => {
          if (event.target.value === w.__bench.query) w.__bench.lastKey = performance.now();
        },
        {capture: true},
      );
    }
    const container = document.querySelector('.site-search');
    const observer = new MutationObserver(() => {
      if (container.dataset.answered !== q || !w.__bench.lastKey || w.__bench.done) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => (w.__bench.done = performance.now())));
    });
    observer.observe(container, {attributes: true, attributeFilter: ['data-answered']});
  }, query);
  await input.pressSequentially(query, {delay: 40});
  await page.waitForFunction(() => window.__bench.done > 0, null, {timeout: 20_000});
  if (!(await page.evaluate(() => window.__bench.lastKey > 0))) throw new Error('no input event recorded');
  const hits = await page.locator('.DocSearch-Modal .DocSearch-Hit').count();
  if (hits === 0) throw new Error(`no results for ${query}`);
  return page.evaluate(() => window.__bench.done - window.__bench.lastKey);
}

async function main() {
  let server;
  let base = process.env.BASE_URL;
  if (!base) {
    const port = process.env.BENCH_PORT ?? '4290';
    base = `http://127.0.0.1:${port}`;
    server = spawn('bash', ['scripts/serve-nginx.sh'], {cwd: root, env: {...process.env, PORT: port}, stdio: 'ignore'});
    await waitForServer(`${base}/`);
  }
  const browser = await launchChromium(chromium);
  const report = [];
  try {
    for (const locale of LOCALES.filter((l) => !ONLY_LOCALE || l.name === ONLY_LOCALE)) {
      // Another server (BASE_URL) may serve another build: the local files do not describe it.
      const size = process.env.BASE_URL ? null : indexSize(locale.dir);
      const cold = [];
      const warm = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext(
          PHONE
            ? {serviceWorkers: 'block', viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true}
            : {serviceWorkers: 'block'},
        );
        const page = await context.newPage();
        if (PHONE) await throttle(page);
        await page.goto(`${base}${locale.start}`);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Modal input.DocSearch-Input').waitFor();
        const [first, ...rest] = locale.queries;
        cold.push(await timeQuery(page, first));
        await page.waitForFunction(
          () => document.querySelector('.site-search')?.dataset.indexComplete === 'ready',
          null,
          {
            timeout: 60_000,
          },
        );
        for (const q of rest) warm.push(await timeQuery(page, q));
        await context.close();
      }
      report.push({locale: locale.name, size, cold, warm});
    }
  } finally {
    await browser.close();
    server?.kill();
  }

  const kb = (n) => (n === undefined ? '—' : `${(n / 1024).toFixed(0)} KiB`);
  const ms = (n) => `${Math.round(n)} ms`;
  console.log(
    `\nLocal search, ${RUNS} run(s) per locale, Chromium headless on this machine${PHONE ? ', throttled phone profile' : ''}:\n`,
  );
  console.log(
    '| Locale | First part (head), gzip -5 | Rest (body), gzip -5 | First query (loads the head), median | Next queries (whole index), median | Next queries, max |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of report) {
    console.log(
      `| ${r.locale} | ${kb(r.size?.head.gzip5)} | ${kb(r.size?.body.gzip5)} | ${ms(median(r.cold))} | ${ms(median(r.warm))} | ${ms(max(r.warm))} |`,
    );
  }
  mkdirSync(path.join(root, 'tests/.artifacts'), {recursive: true});
  writeFileSync(
    path.join(root, `tests/.artifacts/bench-search${PHONE ? '-phone' : ''}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
