#!/usr/bin/env node
// Report-only sweep of page weight: the JavaScript each page runs on a first
// visit (gzip bytes of the build's files, counted as tests/e2e/page-weight.spec.ts
// counts them: same-origin scripts until the page has loaded, hydrated, its
// idle islands are live and its network is idle), for every page of both
// sitemaps or for the measured pages. It fails on nothing: the budgets of the
// measured pages are the regression guard (PERFORMANCE.md).
//
// Usage: node scripts/page-weight-sweep.mjs [--measured] [--build DIR] [--out FILE] [--top N]
//   --measured  only tests/e2e/measured-pages.json (default: every page of build/sitemap.xml and build/zh/sitemap.xml)
//   --build     the build to serve (default build/), served with nginx on SWEEP_PORT (default 4292)
//   --out       JSON report (default tests/.artifacts/page-weight-sweep.json)
//   --top       rows of the printed table, heaviest first (default 25; 0 for all)
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {launchChromium, waitForServer} from './lib/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const buildDir = path.resolve(root, arg('--build', 'build'));
const outFile = path.resolve(root, arg('--out', 'tests/.artifacts/page-weight-sweep.json'));
const top = Number(arg('--top', '25'));
/** nginx's gzip_comp_level (tests/e2e/pageWeight.ts, GZIP_LEVEL). */
const GZIP_LEVEL = 5;

function sitemapPages(file) {
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

const pages = process.argv.includes('--measured')
  ? JSON.parse(readFileSync(path.join(root, 'tests/e2e/measured-pages.json'), 'utf8'))
  : [
      ...new Set([
        ...sitemapPages(path.join(buildDir, 'sitemap.xml')),
        ...sitemapPages(path.join(buildDir, 'zh/sitemap.xml')),
      ]),
    ];

const gzipCache = new Map();
function gzipBytes(pathname) {
  if (!gzipCache.has(pathname)) {
    const file = path.join(buildDir, decodeURIComponent(pathname));
    gzipCache.set(pathname, gzipSync(readFileSync(file), {level: GZIP_LEVEL}).length);
  }
  return gzipCache.get(pathname);
}

const port = process.env.SWEEP_PORT ?? '4292';
const base = `http://127.0.0.1:${port}`;
const server = spawn('bash', ['scripts/serve-nginx.sh'], {
  cwd: root,
  env: {...process.env, PORT: port, BUILD_DIR: buildDir},
  stdio: 'ignore',
});

const results = [];
try {
  await waitForServer(`${base}/`);
  const browser = await launchChromium(chromium);
  for (const url of pages) {
    const context = await browser.newContext({
      locale: url.startsWith('/zh/') ? 'zh-CN' : 'en-US',
      viewport: {width: 1280, height: 800},
    });
    await context.route(
      (u) => u.origin !== base,
      (route) => route.abort('internetdisconnected'),
    );
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      const u = new URL(request.url());
      if (request.resourceType() === 'script' && u.origin === base) scripts.add(u.pathname);
    });
    let error;
    try {
      const response = await page.goto(base + url, {waitUntil: 'load', timeout: 60_000});
      if (!response || response.status() !== 200) throw new Error(`status ${response?.status()}`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
        timeout: 60_000,
      });
      await page.waitForFunction(
        () => !document.querySelector('[data-island="static"][data-island-start="idle"]'),
        null,
        {
          timeout: 60_000,
        },
      );
      await page.waitForLoadState('networkidle', {timeout: 60_000});
    } catch (e) {
      error = String(e).split('\n')[0];
    }
    const bytes = [...scripts].reduce((sum, pathname) => sum + gzipBytes(pathname), 0);
    results.push({page: url, bytes, scripts: scripts.size, ...(error ? {error} : {})});
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}

results.sort((a, b) => b.bytes - a.bytes);
mkdirSync(path.dirname(outFile), {recursive: true});
writeFileSync(outFile, `${JSON.stringify({build: buildDir, gzipLevel: GZIP_LEVEL, pages: results}, null, 2)}\n`);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const rows = top > 0 ? results.slice(0, top) : results;
console.log(`| Page | JavaScript (KiB gzip) | Scripts |\n| --- | --- | --- |`);
for (const r of rows)
  console.log(`| \`${r.page}\` | ${kib(r.bytes)}${r.error ? ` (${r.error})` : ''} | ${r.scripts} |`);
console.log(`\n${results.length} pages; report: ${path.relative(root, outFile)}`);
