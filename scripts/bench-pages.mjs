#!/usr/bin/env node
// Measures what a first visit costs on a few representative pages of a
// production build (`npm run build` first), in headless Chromium against the
// build served by nginx (gzip as deployed), with third-party hosts blocked:
//
// - bytes over the wire (compressed) by kind: HTML, JS, CSS, other;
// - first contentful paint and the time until the page has hydrated.
//
// Usage: npm run bench:pages [-- --runs 3]
// Serves build/ with nginx on BENCH_PORT (default 4291) unless BASE_URL is
// given. Prints a Markdown table (scripts/README.md, "Benchmarks") and
// writes tests/.artifacts/bench-pages.json.
import {spawn} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {launchChromium, waitForServer} from './lib/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const PAGES = ['/', '/zh/', '/guide/install/docker', '/zh/config/configuration', '/guide/drivers/onedrive', '/pricing'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function kindOf(url, contentType) {
  if (/javascript/.test(contentType) || /\.m?js(\?|$)/.test(url)) return 'js';
  if (/css/.test(contentType)) return 'css';
  if (/html/.test(contentType)) return 'html';
  return 'other';
}

let server;
let base = process.env.BASE_URL;
if (!base) {
  const port = process.env.BENCH_PORT ?? '4291';
  base = `http://127.0.0.1:${port}`;
  server = spawn('bash', ['scripts/serve-nginx.sh'], {cwd: root, env: {...process.env, PORT: port}, stdio: 'ignore'});
}

try {
  await waitForServer(`${base}/`);
  const browser = await launchChromium(chromium);
  const results = [];
  for (const url of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // A fresh context each run: an empty cache, as on a first visit.
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      await context.route(
        (u) => u.origin !== new URL(base).origin,
        (route) => route.abort('internetdisconnected'),
      );
      const page = await context.newPage();
      const bytes = {html: 0, js: 0, css: 0, other: 0};
      const pending = [];
      // A chunk prefetched and then loaded is fetched twice by a fresh headless
      // profile; a browser with a warm prefetch cache fetches it once.
      const seen = new Set();
      const onFinished = (request) => {
        if (seen.has(request.url())) return;
        seen.add(request.url());
        pending.push(
          (async () => {
            const response = await request.response();
            if (!response) return;
            const sizes = await request.sizes();
            const kind = kindOf(request.url(), response.headers()['content-type'] ?? '');
            bytes[kind] += sizes.responseBodySize + sizes.responseHeadersSize;
          })().catch(() => {
            // A request that finishes while the context closes is not counted.
          }),
        );
      };
      page.on('requestfinished', onFinished);
      const started = Date.now();
      await page.goto(base + encodeURI(url), {waitUntil: 'load'});
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const hydrated = Date.now() - started;
      await page.waitForLoadState('networkidle');
      // Requests that finish after this point are not counted; their sizes
      // must not be asked of a page that is about to close.
      page.off('requestfinished', onFinished);
      await Promise.allSettled(pending);
      const fcp = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      );
      runs.push({bytes, fcp, hydrated});
      await context.close();
    }
    const kib = (kind) => Math.round(median(runs.map((r) => r.bytes[kind])) / 1024);
    results.push({
      url,
      html: kib('html'),
      js: kib('js'),
      css: kib('css'),
      other: kib('other'),
      total: kib('html') + kib('js') + kib('css') + kib('other'),
      fcp: Math.round(median(runs.map((r) => r.fcp))),
      hydrated: Math.round(median(runs.map((r) => r.hydrated))),
    });
  }
  await browser.close();

  mkdirSync(path.join(root, 'tests/.artifacts'), {recursive: true});
  writeFileSync(path.join(root, 'tests/.artifacts/bench-pages.json'), JSON.stringify(results, null, 2));
  console.log(`\nFirst visit, ${RUNS} run(s) per page (medians), Chromium headless on this machine, over the wire:\n`);
  console.log('| Page | HTML | JS | CSS | Other | Total | First contentful paint | Hydrated |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| \`${r.url}\` | ${r.html} KiB | ${r.js} KiB | ${r.css} KiB | ${r.other} KiB | ${r.total} KiB | ${r.fcp} ms | ${r.hydrated} ms |`,
    );
  }
} finally {
  server?.kill();
}
