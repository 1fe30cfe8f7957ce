#!/usr/bin/env node
// Retakes the screenshots the docs show, from a production build served on
// $BASE_URL (npm run build, then npm run serve:nginx): each shot in English and
// Chinese, light and dark, cropped to the useful part of the page, as optimized
// PNG next to the page that shows it (`shot.png` and `shot.dark.png`, picked up
// by src/remark/images.ts). `node scripts/capture-doc-screenshots.mjs [name…]`
// retakes the named shots only. Uses playwright-core with Debian's Chromium.
// The browser asks for the site's public address (SITE_URL of src/data/site.ts)
// and gets the served build's answers, so addresses shown on the pages (such as
// a tool's redirect URI) are the public ones; nothing else is fetched.
import {mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {launchChromium} from './lib/browser.mjs';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const MAX_WIDTH = 1280;
const siteUrl =
  process.env.SITE_URL ?? /SITE_URL = '([^']+)'/.exec(readFileSync(path.join(root, 'src/data/site.ts'), 'utf8'))?.[1];
if (!siteUrl) throw new Error('SITE_URL not found in src/data/site.ts');

const DOCS = {en: 'docs', zh: 'i18n/zh-CN/docusaurus-plugin-content-docs/current'};

/**
 * Each shot: the page to open, the image file (relative to the docs folder of
 * each locale), and the elements whose union is cropped (with `pad` CSS pixels
 * around it).
 */
const SHOTS = [
  {
    name: 'api-server',
    page: '/tool/onedrive/request',
    file: 'tool/img/api-server.png',
    from: '.theme-doc-markdown select',
    to: '.theme-doc-markdown :has(> form)',
    pad: 16,
  },
];

const only = process.argv.slice(2);
const shots = only.length > 0 ? SHOTS.filter((shot) => only.includes(shot.name)) : SHOTS;
if (shots.length === 0)
  throw new Error(`No shot named ${only.join(', ')}; known: ${SHOTS.map((s) => s.name).join(', ')}`);

const browser = await launchChromium(chromium);
try {
  for (const shot of shots) {
    for (const locale of ['en', 'zh']) {
      for (const scheme of ['light', 'dark']) {
        // The desktop layout at 2 device pixels per CSS pixel, scaled down to
        // MAX_WIDTH: sharp text at about the size the docs column shows it.
        const context = await browser.newContext({
          viewport: {width: 1280, height: 1000},
          deviceScaleFactor: 2,
          colorScheme: scheme,
          locale: locale === 'zh' ? 'zh-CN' : 'en-US',
        });
        await context.addInitScript((s) => {
          window.localStorage.setItem('theme', s);
          // Answer the site-wide dialogs (src/data/localeRedirect.ts, src/data/notice.tsx).
          window.localStorage.setItem('alist-docs.locale-choice', 'screenshots');
          window.localStorage.setItem('alist-docs.notice.upgrade-2024-01', 'screenshots');
        }, scheme);
        await context.route('**/*', async (route) => {
          const requested = new URL(route.request().url());
          if (requested.origin !== new URL(siteUrl).origin) return route.abort();
          const response = await route.fetch({url: base + requested.pathname + requested.search});
          return route.fulfill({response});
        });
        const page = await context.newPage();
        const url = `${siteUrl}${locale === 'zh' ? '/zh' : ''}${shot.page}`;
        const response = await page.goto(url);
        if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status()}`);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        await page.evaluate(() => document.fonts.ready);
        // Code far from the viewport is not rendered until it nears it
        // (src/theme/CodeBlock), and a capture beyond the viewport does not bring it near.
        await page.addStyleTag({content: 'pre { content-visibility: visible !important; }'});
        const from = await page.locator(shot.from).first().boundingBox();
        const to = await page.locator(shot.to).first().boundingBox();
        const column = await page.locator('.theme-doc-markdown').first().boundingBox();
        if (!from || !to || !column) throw new Error(`${url}: ${shot.from} or ${shot.to} is not shown`);
        const clip = {
          x: column.x - shot.pad,
          y: from.y - shot.pad,
          width: column.width + 2 * shot.pad,
          height: to.y + to.height - from.y + 2 * shot.pad,
        };
        const raw = await page.screenshot({clip, fullPage: true, animations: 'disabled', caret: 'hide'});
        await context.close();

        let image = sharp(raw);
        const {width = 0} = await image.metadata();
        if (width > MAX_WIDTH) image = image.resize({width: MAX_WIDTH});
        const png = await image.png({palette: true, quality: 90, effort: 10, compressionLevel: 9}).toBuffer();
        const file = path.join(
          root,
          DOCS[locale],
          scheme === 'dark' ? shot.file.replace(/\.png$/, '.dark.png') : shot.file,
        );
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, png);
        const {width: w, height: h} = await sharp(png).metadata();
        console.log(`${path.relative(root, file)}: ${w}×${h}, ${Math.round(statSync(file).size / 1024)} KB`);
      }
    }
  }
} finally {
  await browser.close();
}
