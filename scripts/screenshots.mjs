#!/usr/bin/env node
// Takes screenshots of pages in both locales, light and dark, desktop and
// phone, for a human to look at: `node scripts/screenshots.mjs [outDir] [path...]`.
// Needs the production build served (npm run serve:nginx) on $BASE_URL.
import {chromium} from '@playwright/test';
import {launchChromium} from './lib/browser.mjs';
import {mkdirSync} from 'node:fs';
import path from 'node:path';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const [outDir = 'tests/.artifacts/screenshots', ...paths] = process.argv.slice(2);
const pages =
  paths.length > 0
    ? paths
    : ['/', '/guide/', '/guide/install/docker', '/guide/drivers/', '/pricing', '/does-not-exist'];
const viewports = {desktop: {width: 1280, height: 800}, phone: {width: 390, height: 844}};
mkdirSync(outDir, {recursive: true});

const browser = await launchChromium(chromium);
for (const [device, viewport] of Object.entries(viewports)) {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({
      viewport,
      colorScheme: scheme,
      isMobile: device === 'phone',
      hasTouch: device === 'phone',
    });
    await context.addInitScript((s) => window.localStorage.setItem('theme', s), scheme);
    // Answer the site-wide dialogs (src/data/localeRedirect.ts, src/data/notice.tsx)
    // so they don't cover the page; SHOW_DIALOGS=1 keeps them.
    if (!process.env.SHOW_DIALOGS) {
      await context.addInitScript(() => {
        window.localStorage.setItem('alist-docs.locale-choice', 'screenshots');
        for (const id of ['upgrade-2024-01']) window.localStorage.setItem(`alist-docs.notice.${id}`, 'screenshots');
      });
    }
    const page = await context.newPage();
    for (const p of pages) {
      for (const locale of ['en', 'zh']) {
        const url = locale === 'zh' ? (p === '/' ? '/zh/' : `/zh${p}`) : p;
        await page.goto(base + encodeURI(url));
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true').catch(() => {});
        await page.waitForTimeout(300);
        const name = `${url.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${device}-${scheme}.png`;
        await page.screenshot({path: path.join(outDir, name), fullPage: false});
      }
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${outDir}`);
