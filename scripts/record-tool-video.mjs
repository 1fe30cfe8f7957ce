#!/usr/bin/env node
// Records the short screen recording of the token tools' index page
// (docs/tool/index.mdx, "Watch a tool at work"): the OneDrive tool of the
// production build, choosing an API server and filling in the "use your own
// app" fields, stopping before anything is sent to Microsoft. One recording per
// locale, each written to static/video/ as WebM (VP9), MP4 (H.264, faststart)
// and a JPEG poster (the first frame).
//
//   npm run build && npm run serve:nginx      # in another terminal
//   node scripts/record-tool-video.mjs [--base http://127.0.0.1:4173] [--locale en|zh] [--out static/video]
//
// The page is shown at the public address (SITE_URL, default
// https://alist.nn.ci): the browser's requests to it are answered by the local
// server, so the redirect URI on screen is the production one. Frames are
// screenshots taken after each step (10 per second of video), so a slow
// machine makes no jerky video.
//
// An authoring tool only: it needs Debian's ffmpeg (`apt-get install -y
// ffmpeg`), which no test and no CI step needs. The committed files are what
// the site serves.
import {chromium} from 'playwright-core';
import {launchChromium} from './lib/browser.mjs';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const FPS = 10;
const VIEWPORT = {width: 1280, height: 720};
/** Output width; the height follows 16:9. */
const OUTPUT_WIDTH = 960;
const NAME = 'tool-walkthrough';

const {values: args} = parseArgs({
  options: {
    base: {type: 'string', default: process.env.BASE_URL ?? 'http://127.0.0.1:4173'},
    locale: {type: 'string', multiple: true},
    out: {type: 'string', default: 'static/video'},
  },
});
const locales = args.locale ?? ['en', 'zh'];
const publicOrigin = new URL(process.env.SITE_URL ?? 'https://alist.nn.ci').origin;
const localOrigin = new URL(args.base).origin;

const ffmpeg = spawnSync('ffmpeg', ['-version'], {encoding: 'utf8'});
if (ffmpeg.error || ffmpeg.status !== 0) {
  console.error(
    'record-tool-video: ffmpeg is missing. It is needed only to author the recording: apt-get install -y ffmpeg',
  );
  process.exit(1);
}
try {
  const response = await fetch(`${localOrigin}/tool/onedrive/request`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
} catch (error) {
  console.error(`record-tool-video: no production build answers on ${localOrigin} (${error}); run npm run serve:nginx`);
  process.exit(1);
}

function run(argv) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...argv], {stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`ffmpeg ${argv.join(' ')} failed`);
}

const browser = await launchChromium(chromium, ['--hide-scrollbars']);

async function record(locale) {
  const frames = mkdtempSync(path.join(tmpdir(), 'tool-video-'));
  const context = await browser.newContext({viewport: VIEWPORT, colorScheme: 'light', locale});
  // Answer the site-wide dialogs (src/data/localeRedirect.ts, src/data/notice.tsx) so they don't cover the page.
  await context.addInitScript(() => {
    window.localStorage.setItem('theme', 'light');
    window.localStorage.setItem('alist-docs.locale-choice', 'recording');
    for (const id of ['upgrade-2024-01']) window.localStorage.setItem(`alist-docs.notice.${id}`, 'recording');
  });
  // The public address, served by the local build; nothing else leaves the machine.
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== publicOrigin) return route.abort('blockedbyclient');
    const response = await route.fetch({url: localOrigin + url.pathname + url.search});
    return route.fulfill({response});
  });
  const page = await context.newPage();
  let count = 0;
  const hold = async (seconds) => {
    const png = await page.screenshot({type: 'png'});
    const n = Math.max(1, Math.round(seconds * FPS));
    for (let i = 0; i < n; i += 1) {
      count += 1;
      writeFileSync(path.join(frames, `${String(count).padStart(4, '0')}.png`), png);
    }
  };
  const typeSlowly = async (locator, text, perFrame) => {
    await locator.focus();
    for (let i = 0; i < text.length; i += perFrame) {
      await page.keyboard.type(text.slice(i, i + perFrame));
      await hold(1 / FPS);
    }
  };
  const scrollTo = async (y, seconds) => {
    const from = await page.evaluate(() => window.scrollY);
    const steps = Math.round(seconds * FPS);
    for (let i = 1; i <= steps; i += 1) {
      const t = i / steps;
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      await page.evaluate((top) => window.scrollTo(0, top), from + (y - from) * eased);
      await hold(1 / FPS);
    }
  };

  const prefix = locale === 'en' ? '' : `/${locale}`;
  await page.goto(`${publicOrigin}${prefix}/tool/onedrive/request`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.evaluate(() => document.fonts.ready);
  await hold(1.5);

  const server = page.locator('article select, main select').first();
  await server.focus();
  await hold(0.6);
  const options = await server.locator('option').evaluateAll((list) => list.map((o) => o.value));
  await server.selectOption(options[1] ?? options[0]);
  await hold(1.2);

  const clientId = page.locator('input[name="client_id"]');
  const top = await clientId.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollTo(Math.max(0, top - 300), 1);
  await hold(0.4);
  await typeSlowly(clientId, '5d6b2c1e-8f3a-4b7d-9c2e-1a0f3e4d5c6b', 2);
  await hold(0.4);
  await typeSlowly(page.locator('input[name="client_secret"]'), 'Qx8~vR2.kT9pL4mN7sW1zY6', 2);
  await page.locator('input[name="client_secret"]').blur();
  await hold(2.5);
  await context.close();

  mkdirSync(args.out, {recursive: true});
  const input = ['-framerate', String(FPS), '-i', path.join(frames, '%04d.png')];
  const scale = ['-vf', `scale=${OUTPUT_WIDTH}:-2:flags=lanczos`, '-pix_fmt', 'yuv420p', '-an'];
  const base = path.join(args.out, `${NAME}-${locale}`);
  run([...input, ...scale, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', `${base}.webm`]);
  run([
    ...input,
    ...scale,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-tune',
    'stillimage',
    '-movflags',
    '+faststart',
    `${base}.mp4`,
  ]);
  run([
    '-i',
    path.join(frames, '0001.png'),
    '-vf',
    `scale=${OUTPUT_WIDTH}:-2:flags=lanczos`,
    '-q:v',
    '4',
    `${base}.jpg`,
  ]);
  rmSync(frames, {recursive: true, force: true});
  for (const ext of ['webm', 'mp4', 'jpg']) {
    const file = `${base}.${ext}`;
    console.log(`${file}: ${(statSync(file).size / 1024).toFixed(0)} KB`);
  }
  console.log(`${locale}: ${count} frames, ${(count / FPS).toFixed(1)} s`);
}

try {
  for (const locale of locales) await record(locale);
} finally {
  await browser.close();
}
