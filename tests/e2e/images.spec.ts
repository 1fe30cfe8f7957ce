import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {answerSiteDialogs, expectNoProblems, waitForHydration, watchPage} from './support';

// The pictures of the docs (src/remark/images.ts, src/components/DocImage) on the tools index: the light
// picture in English, the dark one in Chinese (the same component and build step serve both locales).
test.describe.configure({timeout: 90_000});

const PAGES = {
  en: {path: '/tool', alt: /^The OneDrive token tool/, caption: 'The API server list above the OneDrive token tool'},
  zh: {path: '/zh/tool', alt: /^OneDrive 令牌工具/, caption: 'OneDrive 令牌工具上方的 API 服务器列表'},
};

const IDEAL_IMG = /\/assets\/ideal-img\/api-server\./;
const LIGHT = /\/assets\/ideal-img\/api-server\.(?!dark\.)[0-9a-f]{7}\.\d+\.png$/;
const DARK = /\/assets\/ideal-img\/api-server\.dark\.[0-9a-f]{7}\.\d+\.png$/;

/**
 * URLs of the screenshot's sizes the page has requested so far, each once (ideal-image
 * fetches a size, then its <img> shows it from the cache).
 */
function trackPictures(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (IDEAL_IMG.test(request.url()) && !urls.includes(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Sums the layout-shift entries from now on, in `window.__shift`. */
async function observeLayoutShift(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {__shift: number};
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({type: 'layout-shift'});
  });
}

test('the screenshot keeps its place, loads when scrolled to, in one of several sizes', async ({page, request}) => {
  const t = PAGES.en;
  // The server page: a placeholder of the picture's size and, for readers without
  // JavaScript, the sizes as a srcset; both colour variants, one hidden by CSS.
  const html = await (await request.get(t.path)).text();
  const srcsets = [...html.matchAll(/srcSet="([^"]+)"/gi)].map((m) => m[1] ?? '');
  expect(srcsets.length).toBe(2);
  for (const srcset of srcsets) expect(srcset.match(/ \d+w/g)?.length).toBeGreaterThanOrEqual(3);

  // A short window, so the picture starts below the fold.
  await page.setViewportSize({width: 1280, height: 400});
  const problems = watchPage(page);
  const pictures = trackPictures(page);
  await page.goto(t.path);
  await waitForHydration(page);
  const figure = page.locator('.theme-doc-markdown figure').filter({hasText: t.caption});
  await expect(figure.locator('figcaption')).toHaveText(t.caption);
  const placeholder = figure.locator('svg').first();
  await expect(placeholder).toBeAttached();
  // Space reserved before loading: the placeholder has the picture's aspect ratio (its
  // width and height attributes, rounded, and exactly the ratio of the largest size).
  const [width = 0, height = 0] = (
    await placeholder.evaluate((svg) => [svg.getAttribute('width'), svg.getAttribute('height')])
  ).map(Number);
  const [ratioWidth = 0, ratioHeight = 0] = (
    await figure
      .locator('[data-zoom-src]')
      .evaluate((frame) => getComputedStyle(frame).getPropertyValue('--doc-image-ratio'))
  )
    .split('/')
    .map(Number);
  expect(width).toBeGreaterThan(0);
  expect(height / width).toBeCloseTo(ratioHeight / ratioWidth, 2);
  const box = await placeholder.boundingBox();
  expect(box?.height).toBeGreaterThan(100);
  expect(box?.height).toBeCloseTo(((box?.width ?? 0) * ratioHeight) / ratioWidth, 0);
  expect(pictures, 'nothing downloaded before the picture is near').toEqual([]);

  await observeLayoutShift(page);
  await figure.scrollIntoViewIfNeeded();
  const img = figure.getByRole('img', {name: t.alt});
  await expect(img).toHaveAttribute('src', LIGHT);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  // The size that fits the column (under 1280 px wide), not the largest.
  const loaded = await img.getAttribute('src');
  expect(loaded).not.toMatch(/\.1280\.png$/);
  expect(pictures).toEqual([expect.stringMatching(LIGHT)]);
  const imgBox = await img.boundingBox();
  expect(imgBox?.width).toBeCloseTo(box?.width ?? 0, 0);
  expect(imgBox?.height).toBeCloseTo(box?.height ?? 0, 0);
  expect(await page.evaluate(() => (window as unknown as {__shift: number}).__shift)).toBe(0);

  // The viewer shows the largest size over the enlarged picture.
  const largest = await figure.locator('[data-zoom-src]').getAttribute('data-zoom-src');
  expect(largest).toMatch(/api-server\.[0-9a-f]{7}\.1280\.png$/);
  await img.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(page.locator(`img.medium-zoom-image--opened[src$="${largest ?? ''}"]`).last()).toBeVisible();
  expectNoProblems(problems);
});

test('dark mode shows the dark screenshot only, and the viewer opens the largest size', async ({browser, baseURL}) => {
  const t = PAGES.zh;
  const context = await browser.newContext({baseURL, colorScheme: 'dark', viewport: {width: 1280, height: 800}});
  await answerSiteDialogs(context);
  await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  const problems = watchPage(page);
  const pictures = trackPictures(page);
  await page.goto(t.path);
  await waitForHydration(page);
  const figure = page.locator('.theme-doc-markdown figure').filter({hasText: t.caption});
  await figure.scrollIntoViewIfNeeded();
  const img = figure.getByRole('img', {name: t.alt});
  await expect(img).toHaveAttribute('src', DARK);
  await expect(img).toBeVisible();
  await expect(figure.locator('[data-zoom-src]')).toHaveCount(1);
  expect(
    pictures.every((url) => DARK.test(url)),
    `only the dark variant is downloaded: ${pictures.join(', ')}`,
  ).toBe(true);

  const largest = await figure.locator('[data-zoom-src]').getAttribute('data-zoom-src');
  expect(largest).toMatch(/api-server\.dark\.[0-9a-f]{7}\.1280\.png$/);
  await img.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  // The enlarged copy, then the largest size over it (medium-zoom's zoomedHd).
  const zoomed = page.locator(`img.medium-zoom-image--opened[src$="${largest ?? ''}"]`).last();
  await expect(zoomed).toBeVisible();
  await expect.poll(() => zoomed.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1280);
  // medium-zoom ignores keys while its opening animation runs: press again until it closes.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0, {timeout: 1500});
  }).toPass({timeout: 15_000});
  expectNoProblems(problems);
  await context.close();
});
