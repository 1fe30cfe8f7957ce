import {type Browser, type BrowserContext, type Page} from '@playwright/test';
import {expect, test} from './test';
import {VIDHUB} from '../../src/data/ads';
import {MORE_LINKS} from '../../src/data/site';
import {
  answerSiteDialogs,
  blockThirdParty,
  emulatePlatform,
  expectNoProblems,
  waitForHydration,
  watchPage,
} from './support';

const PLATFORMS = {
  mac: {
    platform: 'MacIntel',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    viewport: {width: 1280, height: 800},
    apple: true,
  },
  iphone: {
    platform: 'iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: {width: 390, height: 844},
    apple: true,
  },
  linux: {
    platform: 'Linux x86_64',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    viewport: {width: 1280, height: 800},
    apple: false,
  },
} as const;

const LOCALES = {
  en: {
    home: '/',
    browser: 'en-US',
    tag: 'Free',
    newSite: 'Open the new site',
    ad: 'Advertisement',
    pricing: '/pricing',
  },
  zh: {home: '/zh/', browser: 'zh-CN', tag: '免费', newSite: '打开新站点', ad: '广告', pricing: '/zh/pricing'},
} as const;

async function contextFor(
  browser: Browser,
  baseURL: string,
  name: keyof typeof PLATFORMS,
  locale: keyof typeof LOCALES,
): Promise<BrowserContext> {
  const p = PLATFORMS[name];
  const context = await browser.newContext({
    baseURL,
    userAgent: p.userAgent,
    viewport: p.viewport,
    isMobile: name === 'iphone',
    hasTouch: name === 'iphone',
    locale: LOCALES[locale].browser,
  });
  await emulatePlatform(context, p.platform);
  await answerSiteDialogs(context);
  await blockThirdParty(context, baseURL);
  return context;
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Sum of the layout shifts not caused by input, as the CLS metric counts them. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(total), 1000);
      }),
  );
}

/**
 * No layout shift from the ad block on a page just opened, and its slot as
 * tall before the block renders (no JavaScript, a context of the platform's
 * viewport) as after.
 */
async function expectNoShift(
  browser: Browser,
  baseURL: string,
  page: Page,
  name: keyof typeof PLATFORMS,
  url: string,
): Promise<void> {
  await expect(page.locator('[data-ad-block] aside')).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);
  const withJs = await page.locator('[data-ad-block]').boundingBox();
  const noJs = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: PLATFORMS[name].viewport,
    isMobile: name === 'iphone',
  });
  const bare = await noJs.newPage();
  await bare.goto(url);
  const withoutJs = await bare.locator('[data-ad-block]').boundingBox();
  expect(withoutJs?.height).toBeGreaterThan(100);
  expect(withJs?.height).toBe(withoutJs?.height);
  expect(withJs?.y).toBe(withoutJs?.y);
  await noJs.close();
}

for (const [name, platform] of Object.entries(PLATFORMS) as [
  keyof typeof PLATFORMS,
  (typeof PLATFORMS)[keyof typeof PLATFORMS],
][]) {
  for (const [locale, l] of Object.entries(LOCALES) as [
    keyof typeof LOCALES,
    (typeof LOCALES)[keyof typeof LOCALES],
  ][]) {
    // The layout shift is measured on the English home page and the Chinese doc page: the two kinds of slot.
    const measured = locale === 'en' ? l.home : '/zh/guide/install/docker';
    test(`ad block on ${name} (${locale}): ${platform.apple ? 'VidHub card' : 'ad network'}, no layout shift on ${measured}`, async ({
      browser,
      baseURL,
    }) => {
      // Two browser contexts and three page loads.
      test.setTimeout(60_000);
      const context = await contextFor(browser, baseURL!, name, locale);
      const page = await context.newPage();
      const problems = watchPage(page);
      for (const url of [l.home, `${locale === 'zh' ? '/zh' : ''}/guide/install/docker`]) {
        await open(page, url);
        const block = page.getByRole('complementary', {name: l.ad});
        await expect(block).toBeVisible();
        if (url === measured) await expectNoShift(browser, baseURL!, page, name, url);
        const vidhub = block.getByRole('link', {name: /VidHub/});
        if (platform.apple) {
          await expect(vidhub).toHaveAttribute('href', VIDHUB.appStoreUrl);
          await expect(vidhub).toContainText(l.tag);
          await expect(vidhub).toContainText('iPhone');
          await expect(vidhub).toContainText('Apple TV');
          await expect(block.locator('.wwads-cn')).toHaveCount(0);
        } else {
          await expect(vidhub).toHaveCount(0);
          // The network's container stays empty here (its script loads at the
          // first interaction, and is blocked): the site's own card stands in.
          await expect(block.locator('[data-house-card]')).toBeVisible();
          await expect(block.locator('[data-house-card]')).toHaveAttribute('href', l.pricing);
          await expect(block.locator('.wwads-cn')).toBeHidden();
        }
        await expect(block.getByRole('link', {name: l.newSite})).toHaveAttribute('href', MORE_LINKS.newSite);
      }
      expectNoProblems(problems);
      await context.close();
    });
  }
}

test.describe('home page', () => {
  for (const [locale, l] of Object.entries(LOCALES)) {
    test(`hero, features, highlights and content (${locale})`, async ({browser, baseURL}) => {
      const context = await contextFor(browser, baseURL!, 'linux', locale as keyof typeof LOCALES);
      const page = await context.newPage();
      await open(page, l.home);
      await expect(page.getByRole('heading', {level: 1, name: 'AList'})).toBeVisible();
      const prefix = locale === 'zh' ? '/zh' : '';
      await expect(page.locator('main a.button--primary').first()).toHaveAttribute('href', `${prefix}/guide`);
      await expect(page.locator('main a[href="https://github.com/alist-org/alist"]')).toBeVisible();
      await expect(page.locator(`main a[href="${prefix}/guide/webdav"] svg[data-icon="webdav"]`)).toBeVisible();
      await expect(page.locator('section[data-list-type="order"] ol li')).toHaveCount(3);
      await expect(page.locator('section[data-list-type="un-order"] ul')).toBeVisible();
      await expect(page.locator('section[data-list-type="no-order"] ul')).toBeVisible();
      await expect(page.locator(`main article a[href="${prefix}/pricing"]`)).toBeVisible();
      // Order: hero, ad block, features, highlights, content.
      const tops = await page.evaluate(() =>
        ['main h1', '[data-ad-block="home"]', 'main section', 'section[data-list-type]', 'main article'].map(
          (s) => document.querySelector(s)?.getBoundingClientRect().top ?? -1,
        ),
      );
      expect(tops.every((top, i) => top >= 0 && (i === 0 || top > (tops[i - 1] ?? 0)))).toBe(true);
      await context.close();
    });
  }

  test('the server-rendered HTML holds an empty ad slot only', async ({request}) => {
    for (const url of ['/', '/zh/', '/guide/install/docker']) {
      const html = await (await request.get(url)).text();
      expect(/data-ad-block="?(home|doc)/.test(html), `${url} has the ad slot`).toBe(true);
      // The notice is in the server HTML too, hidden (tests/e2e/overlays.spec.ts).
      for (const text of ['VidHub', 'wwads-cn', 'Open the new site', '打开新站点']) {
        expect(html.includes(text), `${url} contains ${text}`).toBe(false);
      }
    }
  });

  test('loads no icon font or other stylesheet from another site', async ({page}) => {
    await open(page, '/');
    const external = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
        .map((l) => l.href)
        .filter((href) => new URL(href).origin !== location.origin),
    );
    expect(external).toEqual([]);
  });
});
