import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './test';
import {expectNoProblems, waitForHydration, watchPage} from './support';

/**
 * Page icons (front matter `icon`): sidebar and title, both colour modes, and
 * nothing loaded where none shows. Each behaviour in one locale, the locales
 * alternating: the icon files are served under each locale's base URL
 * (`/zh/img/icons/…`), which the Chinese tests see; the markup is the same
 * (tests/unit/components/PageIcon.test.tsx).
 */

// Pages of a busy 2-core machine: goto and hydration alone can take most of the default 30 s.
test.describe.configure({timeout: 90_000});

const ZH = {prefix: '/zh', install: '安装', storage: '存储', advanced: '进阶', api: 'API'} as const;

const PHONE = {width: 390, height: 844};

/** The icons of the ad block's cards (src/components/AdBlock), drawn from the same files on every page that has the block. */
const AD_BLOCK_ICONS = ['play', 'devices'];

/** Same-origin requests of page icon files, in order (not the ad block's). */
function trackIcons(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    const name = /\/img\/icons\/([^/]+)\.svg$/.exec(pathname)?.[1];
    if (name && !AD_BLOCK_ICONS.includes(name)) urls.push(pathname);
  });
  return urls;
}

interface Paint {
  readonly mask: string;
  readonly paint: string;
  readonly text: string;
  readonly width: number;
  readonly height: number;
  readonly backdrop: string;
}

/** How the icon of `target` is painted: its own box, or its `::before` for a sidebar link. */
function paintOf(target: Locator, pseudo: '::before' | null): Promise<Paint> {
  return target.evaluate((el, pseudoElement) => {
    const icon = getComputedStyle(el, pseudoElement);
    let backdrop = 'rgba(0, 0, 0, 0)';
    // Behind a `::before`: the link's own background (active link) and up; behind an element: its parents'.
    for (let node: Element | null = pseudoElement ? el : el.parentElement; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      // The first opaque background (translucent ones, such as the active link's tint, are skipped).
      if (color.startsWith('rgb(')) {
        backdrop = color;
        break;
      }
    }
    return {
      mask: icon.maskImage || icon.webkitMaskImage,
      paint: icon.backgroundColor,
      text: getComputedStyle(el).color,
      width: parseFloat(icon.width),
      height: parseFloat(icon.height),
      backdrop,
    };
  }, pseudo);
}

function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

async function expectIcon(
  target: Locator,
  pseudo: '::before' | null,
  file: string,
  {checkContrast = true}: {readonly checkContrast?: boolean} = {},
): Promise<Paint> {
  await expect(target).toBeVisible();
  const paint = await paintOf(target, pseudo);
  expect(paint.mask).toContain(file);
  expect(paint.paint, 'drawn in the text colour').toBe(paint.text);
  expect(paint.width).toBeGreaterThan(10);
  expect(paint.height).toBeGreaterThan(10);
  // WCAG 1.4.11: graphics need 3:1 against what is behind them.
  if (checkContrast) expect(contrast(paint.paint, paint.backdrop)).toBeGreaterThan(3);
  return paint;
}

test('the FAQ shows its icon in the title and the sidebar, in light and in dark mode', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  const problems = watchPage(page);
  const file = '/img/icons/help.svg';
  const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === file);
  await page.goto('/faq');
  await waitForHydration(page);
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-theme', 'light');
  const response = await loaded;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');

  // The title: the icon is hidden from assistive technology, the heading's name is the title.
  const heading = page.getByRole('heading', {level: 1, name: 'FAQ', exact: true});
  await expect(heading).toHaveText('FAQ');
  const titleIcon = heading.locator('[data-page-icon="help"]');
  await expect(titleIcon).toHaveAttribute('aria-hidden', 'true');
  await expectIcon(titleIcon, null, file, {checkContrast: false});

  // The sidebar link (the page's own: active colour).
  const link = page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'FAQ', exact: true});
  await expect(link).toHaveAttribute('data-page-icon', 'help');
  await expect(link).toHaveText('FAQ');
  const side = await expectIcon(link, '::before', file);
  expect(luminance(side.paint)).toBeLessThan(0.5);

  // Dark mode, through the navbar's control: both icons follow the text colour.
  const toggle = page.getByRole('button', {name: /dark and light mode/});
  await expect(async () => {
    if ((await root.getAttribute('data-theme')) !== 'dark') await toggle.click();
    await expect(root).toHaveAttribute('data-theme', 'dark', {timeout: 1000});
  }).toPass();
  // (Polled: the colours may still be changing when the attribute does.)
  await expect(async () => {
    const title = await expectIcon(titleIcon, null, file, {checkContrast: false});
    await expectIcon(link, '::before', file);
    expect(luminance(title.paint)).toBeGreaterThan(0.5);
  }).toPass();
  expectNoProblems(problems);
});

test('the guide sidebar shows the icons of its section index pages; the ad block draws its card icon from the icon file', async ({
  page,
}) => {
  const t = ZH;
  const icons = trackIcons(page);
  await page.goto(`${t.prefix}/guide/install/docker`);
  await waitForHydration(page);
  const menu = page.locator('.theme-doc-sidebar-menu');
  for (const [label, name] of [
    [t.install, 'download'],
    [t.storage, 'storage'],
    [t.advanced, 'sliders'],
    [t.api, 'code'],
  ] as const) {
    const category = menu.getByRole('link', {name: label, exact: true});
    await expect(category).toHaveAttribute('data-page-icon', name);
    await expectIcon(category, '::before', `${t.prefix}/img/icons/${name}.svg`);
  }
  // A page without an icon: its own link and title have none.
  await expect(menu.locator(`a[href="${t.prefix}/guide/install/docker"]`)).not.toHaveAttribute('data-page-icon');
  await expect(page.locator('article h1 [data-page-icon]')).toHaveCount(0);
  await expect
    .poll(() => [...new Set(icons)].sort())
    .toEqual(['code', 'download', 'sliders', 'storage'].map((n) => `${t.prefix}/img/icons/${n}.svg`));

  // Offline, the ad block shows the site's own card (the ad network's script cannot load), in the card text colour.
  const icon = page.locator('[data-house-card] [data-page-icon="devices"]');
  await expect(icon).toBeVisible();
  const paint = await paintOf(icon, null);
  expect(paint.mask).toContain(`${t.prefix}/img/icons/devices.svg`);
  expect(paint.paint, 'drawn in the text colour').toBe(paint.text);
  expect(paint.width).toBe(32);
});

test('on a phone, the opened sidebar shows the icons', async ({page}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/guide/install/docker');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();

  await page.getByRole('button', {name: /navigation bar/}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expectIcon(sidebar.getByRole('link', {name: 'Install', exact: true}), '::before', '/img/icons/download.svg');
  await expectIcon(sidebar.getByRole('link', {name: 'API', exact: true}), '::before', '/img/icons/code.svg');
});

test('pages without page icons request no icon file', async ({page}) => {
  const icons = trackIcons(page);
  // Every doc sidebar lists a page with an icon; the home page draws its icons inline. One locale
  // each: the home and pricing pages are the same components in both.
  for (const path of ['/', '/zh/pricing']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(icons).toEqual([]);
});
