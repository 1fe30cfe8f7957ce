import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './test';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';
import {countText, readingTimeOf} from '../../src/lib/chrome/readingTime';
import {expectNoProblems, holdRequests, waitForHydration, waitForScrollEnd, watchPage} from './support';

const PHONE = {width: 390, height: 844};

async function open(page: Page, url: string): Promise<void> {
  await page.goto(encodeURI(url));
  await waitForHydration(page);
}

/** Whether `a` comes before `b` in document order. */
async function isBefore(page: Page, a: string, b: string): Promise<boolean> {
  return page.evaluate(
    ([sa, sb]) => {
      const ea = document.querySelector(sa!);
      const eb = document.querySelector(sb!);
      return !!ea && !!eb && Boolean(ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    [a, b],
  );
}

/**
 * Counts in `window[counter]` the Intl objects of `kind` the page builds, with
 * or without `new` (the first one of a page loads the browser's locale data).
 */
async function countIntl(page: Page, kind: 'Collator' | 'DateTimeFormat', counter: string): Promise<void> {
  await page.addInitScript(
    ([k, c]) => {
      const w = window as unknown as Record<string, number>;
      w[c] ??= 0;
      const intl = Intl as unknown as Record<string, typeof Intl.Collator>;
      intl[k] = new Proxy(intl[k]!, {
        construct(target, args) {
          w[c]! += 1;
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args) {
          w[c]! += 1;
          return Reflect.apply(target, self, args) as unknown;
        },
      });
    },
    [kind, counter] as const,
  );
}

test.describe('navbar', () => {
  test('has start, centre and end areas in the default layout', async ({page}) => {
    await open(page, '/guide/');
    const start = page.locator('[data-navbar-area="start"]');
    const center = page.locator('[data-navbar-area="center"]');
    const end = page.locator('[data-navbar-area="end"]');
    await expect(start.locator('.navbar__brand')).toBeVisible();
    await expect(center.getByRole('link', {name: 'Guide', exact: true})).toBeVisible();
    await expect(end.locator('.navbar__item.dropdown').first()).toContainText('English');
    await expect(end.locator('a[href="https://github.com/alist-org/alist"]')).toBeVisible();
    await expect(end.getByRole('button', {name: /dark and light mode/})).toBeVisible();
    expect(
      await isBefore(page, '[data-navbar-area="end"] .dropdown', '[data-navbar-area="end"] a.header-github-link'),
    ).toBe(true);
    // The centre area is centred between brand and end area.
    const box = (await center.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(160);
  });

  test('auto-hides on a phone while scrolling down and reappears on the way up', async ({page}) => {
    await page.setViewportSize(PHONE);
    await open(page, '/guide/drivers/');
    const nav = page.locator('nav.navbar');
    await expect(nav).toHaveAttribute('data-autohide', 'mobile');
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
    // Below the threshold nothing happens (the threshold itself: tests/unit/lib/chrome.test.ts).
    await scrollTo(40);
    await waitForScrollEnd(page);
    await expect(nav).toHaveAttribute('data-hidden', 'false');
    await scrollTo(600);
    await expect(nav).toHaveAttribute('data-hidden', 'true');
    await scrollTo(400);
    await expect(nav).toHaveAttribute('data-hidden', 'false');
  });

  test('stays visible on a wide screen (mode "mobile"); back-to-top appears after 100 px and returns to the top', async ({
    page,
  }) => {
    await open(page, '/guide/drivers/');
    const button = page.getByRole('button', {name: 'Scroll back to top'});
    await expect(button).not.toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(button).toBeVisible();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
    await waitForScrollEnd(page);
    await expect(page.locator('nav.navbar')).toHaveAttribute('data-hidden', 'false');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a dropdown closes when the route changes', async ({page}) => {
    await open(page, '/guide/install/docker');
    const community = page.locator('.navbar__item.dropdown', {hasText: 'Community'});
    await community.locator('.navbar__link').focus();
    await page.keyboard.press('Enter');
    await expect(community).toHaveClass(/dropdown--show/);
    await page.keyboard.press('Alt+ArrowRight');
    await expect(page).toHaveURL(/\/guide\/install\/desktop$/);
    await expect(community).not.toHaveClass(/dropdown--show/);
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: PHONE});

  // One locale per behaviour, alternating: English here, Chinese for the API-server selector below.
  for (const [prefix, label] of [['', 'Config']] as const) {
    test(`opens full screen with links and colour mode, closes on navigation (${prefix || 'en'})`, async ({page}) => {
      await open(page, `${prefix}/guide/`);
      await page.getByRole('button', {name: /navigation bar|导航栏/}).click();
      const menu = page.locator('.navbar-sidebar');
      await expect(menu).toBeVisible();
      expect((await menu.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 1);
      await expect(menu.getByRole('button', {name: /dark and light mode|暗黑|浅色|模式/})).toBeVisible();
      await menu.getByRole('button', {name: /Back to main menu|主菜单/}).click();
      await menu.getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/config$`));
      await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
      await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    });
  }

  test('a doc page hydrates on a phone without comparing strings by locale', async ({page}) => {
    // The first localeCompare (or Intl.Collator) of a page loads the browser's
    // collation data; the mobile sidebar's menu filler used to sort its props
    // with it (src/theme/DocSidebar/Mobile).
    await page.addInitScript(() => {
      const w = window as unknown as {localeComparisons: number};
      w.localeComparisons = 0;
      const native = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof native>) {
        w.localeComparisons += 1;
        return native.apply(this, args);
      };
    });
    await countIntl(page, 'Collator', 'localeComparisons');
    // One locale: the menu filler is the same code in both.
    await open(page, '/zh/guide/install/docker');
    await page.getByRole('button', {name: /导航栏/}).click();
    // The doc sidebar fills the mobile menu.
    await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu .menu__link').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as {localeComparisons: number}).localeComparisons),
      'locale comparisons',
    ).toBe(0);
  });

  for (const [prefix, label] of [['/zh', 'API 服务器']] as const) {
    test(`on a driver page the menu offers the API-server selector above the sidebar (${prefix || 'en'})`, async ({
      page,
    }) => {
      await open(page, `${prefix}/guide/drivers/onedrive`);
      await page.getByRole('button', {name: /navigation bar|导航栏/}).click();
      const menu = page.locator('.navbar-sidebar');
      const selector = menu.getByLabel(label, {exact: true});
      await expect(selector).toBeVisible();
      // The current server is chosen; the sidebar follows.
      expect(await selector.inputValue()).not.toBe('');
      const selectorBox = (await selector.boundingBox())!;
      const firstLink = (await menu.locator('.theme-doc-sidebar-menu .menu__link').first().boundingBox())!;
      expect(selectorBox.y).toBeLessThan(firstLink.y);
      // Elsewhere the menu has the sidebar only.
      await open(page, `${prefix}/guide/install/docker`);
      await page.getByRole('button', {name: /navigation bar|导航栏/}).click();
      await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu .menu__link').first()).toBeVisible();
      await expect(page.locator('.navbar-sidebar').getByLabel(label, {exact: true})).toHaveCount(0);
    });
  }

  test('closes when the viewport becomes wide', async ({page}) => {
    await open(page, '/guide/');
    await page.getByRole('button', {name: /navigation bar/}).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test.describe('on a touch screen', () => {
    test.use({hasTouch: true, isMobile: true});

    test('a swipe from the left edge opens the sidebar; a short or late one does not', async ({page}) => {
      await open(page, '/guide/install/docker');
      const swipe = (x0: number, y0: number, x1: number, y1: number) =>
        page.evaluate(
          ([a, b, c, d]) => {
            const touch = (x: number, y: number) =>
              new Touch({identifier: 1, target: document.body, clientX: x, clientY: y});
            document.dispatchEvent(new TouchEvent('touchstart', {touches: [touch(a!, b!)], bubbles: true}));
            document.dispatchEvent(new TouchEvent('touchend', {changedTouches: [touch(c!, d!)], bubbles: true}));
          },
          [x0, y0, x1, y1],
        );
      const nav = page.locator('nav.navbar');
      await swipe(120, 400, 260, 400);
      await swipe(20, 400, 50, 400);
      await swipe(20, 400, 100, 500);
      await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
      await swipe(20, 400, 150, 420);
      await expect(nav).toHaveClass(/navbar-sidebar--show/);
    });
  });
});

test.describe('language switch', () => {
  test('keeps the page, including one whose path differs between locales', async ({page}) => {
    // Several page loads and clicks: 30 s was not enough with three workers on a busy 2-core machine.
    test.setTimeout(60_000);
    await open(page, '/guide/drivers/sfpt');
    const zhLink = page.locator('.navbar a[lang="zh-CN"]');
    await expect(zhLink).toHaveAttribute('href', '/zh/guide/drivers/sftp');
    await open(page, '/zh/guide/drivers/sftp');
    await expect(page.locator('.navbar a[lang="en-US"]')).toHaveAttribute('href', '/guide/drivers/sfpt');
    await open(page, '/guide/install/docker.html');
    await expect(page.locator('.navbar a[lang="zh-CN"]')).toHaveAttribute('href', '/zh/guide/install/docker');
    await page.locator('.navbar .dropdown', {hasText: 'English'}).hover();
    await page.locator('.navbar a[lang="zh-CN"]').click();
    await expect(page).toHaveURL(/\/zh\/guide\/install\/docker$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test("goes to the other locale's home when the page has no counterpart", async ({page}) => {
    await open(page, '/does-not-exist');
    await expect(page.locator('.navbar a[lang="zh-CN"]')).toHaveAttribute('href', '/zh/');
  });
});

test.describe('sidebar', () => {
  test('opens the active group and scrolls the active link into view', async ({page}) => {
    await open(page, '/guide/drivers/develop');
    const active = page.locator('.theme-doc-sidebar-menu .menu__link--active').last();
    await expect(active).toHaveAttribute('href', '/guide/drivers/develop');
    await expect(active).toBeInViewport();
    await expect(page.locator('.theme-doc-sidebar-menu > li', {hasText: 'Storage'}).first()).not.toHaveClass(
      /menu__list-item--collapsed/,
    );
    // The page itself did not scroll.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on a phone, closes on navigation', async ({page}) => {
    await page.setViewportSize(PHONE);
    await open(page, '/guide/install/docker');
    await page.getByRole('button', {name: /navigation bar/}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Desktop app'}).click();
    await expect(page).toHaveURL(/desktop$/);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('doc page', () => {
  // One page in both locales, read only. The build names no people (CONTRIBUTOR_NAMES unset): the commit
  // identity is a placeholder, so the footer shows the date only, and no contributors (src/lib/site/people.ts).
  // The first Intl.DateTimeFormat of a page loads the browser's locale data (src/lib/chrome/dates.ts): the
  // last-update date is printed without one while the page hydrates.
  test('orders breadcrumb, title, page info, content, meta, prev/next and print; page meta per locale; the last-update date without Intl', async ({
    page,
  }) => {
    // Two page loads: 30 s was not always enough on a busy 2-core machine.
    test.setTimeout(60_000);
    await countIntl(page, 'DateTimeFormat', 'intlDateFormats');
    const expectDateWithoutIntl = async (locale: string, format: RegExp) => {
      const date = page.locator('.theme-last-updated time');
      await expect(date, `${locale}: last-update date`).toHaveText(format);
      const iso = await date.getAttribute('datetime');
      expect(iso, `${locale}: machine-readable date`).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await page.evaluate(() => (window as unknown as {intlDateFormats: number}).intlDateFormats)).toBe(0);
    };
    const problems = watchPage(page);
    await open(page, '/guide/install/docker');
    const order = [
      '.breadcrumbs',
      'article h1',
      '[aria-label="Page information"]',
      '.theme-doc-markdown > p',
      '.theme-doc-footer',
      '.pagination-nav',
      '.theme-print-button',
    ];
    for (let i = 0; i < order.length - 1; i++) {
      expect(await isBefore(page, order[i]!, order[i + 1]!), `${order[i]} before ${order[i + 1]}`).toBe(true);
    }
    await expect(page.locator('[aria-label="Page information"] [data-kind="readingTime"]')).toHaveText(
      /less than 1 minute|about \d+ min/,
    );
    await expect(page.locator('.theme-edit-this-page')).toHaveAttribute(
      'href',
      'https://github.com/alist-org/docs/edit/main/docs/guide/install/docker.mdx',
    );
    await expect(page.locator('.theme-last-updated')).toHaveText(/^Last updated on \S.*\d$/);
    await expect(page.locator('.theme-doc-footer')).not.toContainText('Contributors:');
    await expectDateWithoutIntl('en', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expectNoProblems(problems);

    await open(page, '/zh/guide/install/docker');
    await expect(page.locator('.breadcrumbs__item')).toHaveCount(3);
    await expect(page.locator('.theme-edit-this-page')).toHaveAttribute(
      'href',
      'https://github.com/alist-org/docs/edit/main/i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/install/docker.mdx',
    );
    await expect(page.locator('.theme-last-updated')).toBeVisible();
    await expect(page.locator('.theme-last-updated')).not.toContainText('由');
    await expect(page.locator('.theme-doc-footer')).not.toContainText('贡献者：');
    await expect(page.locator('[aria-label="页面信息"]')).toContainText(/少于 1 分钟|大约 \d+ 分钟/);

    await expectDateWithoutIntl('zh', /^\d{4}年\d{1,2}月\d{1,2}日$/);
  });

  test('the mobile table of contents follows the page info', async ({page}) => {
    await page.setViewportSize(PHONE);
    await open(page, '/guide/api/');
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();
    expect(await isBefore(page, 'article h1', '.theme-doc-toc-mobile')).toBe(true);
    expect(await isBefore(page, '.theme-doc-toc-mobile', '.theme-doc-markdown > p')).toBe(true);
  });

  // One locale (the heading ids are the same in both): Chinese here and for the code blocks below; the English
  // API page's blocks: the tests of long reference blocks.
  for (const prefix of ['/zh']) {
    test(`the table of contents lists h2 and h3 and highlights the heading in view${prefix ? ' (zh)' : ''}`, async ({
      page,
    }) => {
      await open(page, `${prefix}/guide/install/docker`);
      const toc = page.locator('.theme-doc-toc-desktop');
      // Default header depth: h2 and h3 (Ports is an h3 under "How the image is built").
      await expect(toc.locator('a[href="#tags"]')).toBeVisible();
      await expect(toc.locator('a[href="#ports"]')).toBeVisible();
      const active = toc.locator('.table-of-contents__link--active');
      for (const id of ['tags', 'password']) {
        await page.evaluate((target) => {
          const heading = document.getElementById(target)!;
          window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80);
        }, id);
        await expect(active).toHaveAttribute('href', `#${id}`);
      }
      // Following a TOC link keeps that section in the address bar.
      await toc.locator('a[href="#ports"]').click();
      await expect(page).toHaveURL(/#ports$/);
      await waitForScrollEnd(page);
      await expect(page).toHaveURL(/#ports$/);
      await expect(active).toHaveAttribute('href', '#ports');
    });
  }

  // With more than one crumb (three on /zh/guide/install/docker): the test above.
  test('shows no breadcrumb with one crumb only', async ({page}) => {
    await open(page, '/guide/install/');
    await expect(page.locator('.breadcrumbs')).toHaveCount(0);
  });

  // The reading time counts what the reference blocks (API routes, option and settings tables, the drivers
  // index) render from src/data and what a catalog lists, not only the Markdown around their tags
  // (src/plugins/page-data/referenceWords.ts; the counting itself: tests/unit/plugins/referenceWords.test.ts).
  // Read from the server-rendered HTML, which holds the article's text and the reading time as the page shows
  // them once hydrated (the label after hydration: "orders breadcrumb, title, page info…" above).
  test("the reading time of each page is within half and one and a half times its article's reading", async ({
    page,
    request,
  }) => {
    for (const [path, label] of [
      ['/guide/api/fs', /about (\d+) min/],
      ['/zh/guide/api/fs', /大约 (\d+) 分钟/],
      ['/zh/config/configuration', /大约 (\d+) 分钟/],
      ['/guide/drivers/s3', /about (\d+) min/],
      ['/guide/drivers', /about (\d+) min/],
      ['/zh/guide', /大约 (\d+) 分钟/],
      // The releases the changelog lists (it used to read "less than a minute").
      ['/guide/changelog', /about (\d+) min/],
      ['/zh/guide/changelog', /大约 (\d+) 分钟/],
    ] as const) {
      const response = await request.get(path);
      expect(response.ok(), path).toBe(true);
      // Parsed, not loaded: no scripts run, nothing else is fetched.
      const {text, article} = await page.evaluate(
        (html) => {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          return {
            text: doc.querySelector('[data-kind="readingTime"]')?.textContent ?? '',
            article: doc.querySelector('article .theme-doc-markdown')?.textContent ?? '',
          };
        },
        await response.text(),
      );
      const minutes = Number(label.exec(text)?.[1]);
      // Words and CJK characters, each at its locale's reading speed (src/lib/chrome/constants.ts).
      const count = countText(article);
      const read = readingTimeOf(count).minutes;
      const shown = `${path}: ${text} for ${count.words} words and ${count.cjk} characters`;
      expect(minutes, shown).toBeGreaterThanOrEqual(Math.max(1, Math.floor(read * 0.5)));
      expect(minutes, shown).toBeLessThanOrEqual(Math.ceil(read * 1.5));
    }
  });

  for (const prefix of ['/zh']) {
    test(`code far from the view renders as it nears it, and holds its height meanwhile${prefix ? ' (zh)' : ''}`, async ({
      page,
    }) => {
      // The longest page of the site: 30 s was not always enough on a busy 2-core machine.
      test.setTimeout(60_000);
      const problems = watchPage(page);
      await open(page, `${prefix}/guide/api/fs`);
      // The routes around the code render in idle time after load (src/lib/chrome/renderLater.ts): wait for them.
      await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-render-all'))).toBe(true);
      // Whether the lines of a block are rendered (src/theme/CodeBlock: content-visibility).
      const rendered = (block: Locator) =>
        block
          .locator('code')
          .first()
          .evaluate((el) => el.checkVisibility({contentVisibilityAuto: true}));
      const last = page.locator('article pre').last();
      expect(await rendered(last), 'the last block, screens below').toBe(false);

      // The skipped blocks count at the height of their lines: rendering all
      // of them moves the page's end by less than a line per block.
      const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
      const blocks = await page.locator('article pre').count();
      const estimated = await pageHeight();
      const style = await page.addStyleTag({content: 'article pre { content-visibility: visible !important; }'});
      const real = await pageHeight();
      expect(
        Math.abs(real - estimated),
        `${blocks} blocks: ${estimated} px estimated, ${real} px rendered`,
      ).toBeLessThan(blocks * 8);
      await style.evaluate((el) => (el as Element).remove());

      // A jump from the table of contents lands on its heading, and the code there renders.
      await page.locator('.table-of-contents a[href="#fs-archive-list"]').click();
      await expect(page.locator('#fs-archive-list')).toBeInViewport();
      const example = page.locator('[data-route="fs-archive-list"] pre').first();
      await example.scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(example)).toBe(true);
      await expect(example).toContainText('/api/fs/archive/list');
      expectNoProblems(problems);
    });
  }

  test.describe('long reference blocks laid out after load (src/lib/chrome/renderLater.ts)', () => {
    /** Holds the page's idle callbacks until `releaseIdle`, so that the blocks stay skipped. */
    async function holdIdle(page: Page): Promise<() => Promise<void>> {
      await page.addInitScript(() => {
        const original = window.requestIdleCallback.bind(window);
        const held: IdleRequestCallback[] = [];
        window.requestIdleCallback = (callback) => held.push(callback);
        (window as unknown as {releaseIdle: () => void}).releaseIdle = () => {
          window.requestIdleCallback = original;
          for (const callback of held.splice(0)) original(callback);
        };
      });
      return () => page.evaluate(() => (window as unknown as {releaseIdle: () => void}).releaseIdle());
    }
    /** Whether the contents of a block are rendered (not skipped by content-visibility). */
    const rendered = (block: Locator) =>
      block.evaluate((el) => el.firstElementChild!.checkVisibility({contentVisibilityAuto: true}));
    const allRendered = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-render-all'));
    /** Distance from the viewport's top to where a jump should put the element (its scroll margin). */
    const offset = (target: Locator) =>
      target.evaluate((el) => el.getBoundingClientRect().top - parseFloat(getComputedStyle(el).scrollMarginTop));

    // The API pages of the other estimates: each route counts at the height its size gives (routeSize), not one
    // average (which put /guide/api/admin 52 % and /zh/guide/api/admin/setting 50 % on a phone over their height).
    // /guide/api/fs: with the jump from the table of contents below.
    for (const [url, phone] of [
      ['/zh/config/configuration', false],
      ['/guide/api/admin', false],
      ['/zh/guide/api/auth', false],
      ['/guide/api/admin', true],
      ['/zh/guide/api/admin/setting', true],
    ] as const) {
      test(`blocks far from the view are skipped until the page renders them in idle time (${url}${phone ? ', phone' : ''})`, async ({
        page,
      }) => {
        const problems = watchPage(page);
        if (phone) await page.setViewportSize(PHONE);
        const releaseIdle = await holdIdle(page);
        await open(page, url);
        const blocks = page.locator('[data-render-later]');
        const count = await blocks.count();
        expect(count, 'blocks on the page').toBeGreaterThan(5);
        expect(await rendered(blocks.last()), 'the last block, screens below').toBe(false);
        expect(await allRendered(page)).toBe(false);
        const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
        const estimated = await pageHeight();

        await releaseIdle();
        await expect.poll(() => allRendered(page), 'every block rendered in idle time').toBe(true);
        await expect(page.locator('[data-render-later]:not([data-rendered])')).toHaveCount(0);
        expect(await rendered(blocks.last()), 'the last block').toBe(true);
        // The skipped blocks counted at about their height (their rows, or an API route's size).
        const real = await pageHeight();
        expect(Math.abs(real - estimated) / real, `${estimated} px estimated, ${real} px rendered`).toBeLessThan(0.1);
        expectNoProblems(problems);
      });
    }

    for (const [url, id] of [
      ['/zh/config/configuration', 'config-tasks-decompress-max_retry'],
      ['/guide/api/fs', 'fs-archive-list'],
    ] as const) {
      test(`a page opened at an anchor renders everything and lands on it (${url}#${id})`, async ({page}) => {
        const releaseIdle = await holdIdle(page);
        await page.goto(`${url}#${id}`);
        await waitForHydration(page);
        const target = page.locator(`[id="${id}"]`);
        await expect.poll(() => offset(target), 'the target sits at its scroll margin').toBeCloseTo(0, 0);
        const skipped = await page
          .locator('[data-render-later]')
          .evaluateAll((els) => els.filter((el) => getComputedStyle(el).contentVisibility !== 'visible').length);
        expect(skipped, 'blocks skipped on a page opened at an anchor').toBe(0);
        await releaseIdle();
        await expect.poll(() => allRendered(page)).toBe(true);
        expect(Math.abs(await offset(target)), 'still there once the page has finished').toBeLessThan(2);
      });
    }

    test('blocks far from the view are skipped until idle time (/guide/api/fs), and a jump from the table of contents before they have rendered lands on its heading', async ({
      page,
    }) => {
      // The longest page of the site: 30 s was not always enough on a busy 2-core machine.
      test.setTimeout(60_000);
      const problems = watchPage(page);
      const releaseIdle = await holdIdle(page);
      await open(page, '/guide/api/fs');
      const blocks = page.locator('[data-render-later]');
      expect(await blocks.count(), 'blocks on the page').toBeGreaterThan(5);
      expect(await rendered(blocks.last()), 'the last block, screens below').toBe(false);
      expect(await allRendered(page)).toBe(false);
      // The height the skipped blocks count at, before the jump renders the blocks around its heading.
      const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
      const estimated = await pageHeight();
      await page.locator('.table-of-contents a[href="#download-ap"]').click();
      const heading = page.locator('#download-ap');
      await expect.poll(() => offset(heading), 'the heading sits at its scroll margin').toBeCloseTo(0, 0);
      await releaseIdle();
      await expect.poll(() => allRendered(page)).toBe(true);
      expect(Math.abs(await offset(heading)), 'still there once every block has rendered').toBeLessThan(2);
      // (The jump rendered everything at once: no block is marked one by one, as in the tests above.)
      expect(await rendered(blocks.last()), 'the last block').toBe(true);
      const real = await pageHeight();
      expect(Math.abs(real - estimated) / real, `${estimated} px estimated, ${real} px rendered`).toBeLessThan(0.1);
      expectNoProblems(problems);
    });

    test('a page reached by a client-side navigation skips nothing', async ({page}) => {
      await holdIdle(page);
      await open(page, '/guide/api/');
      await page.locator('.theme-doc-sidebar-menu a[href="/guide/api/fs"]').click();
      await expect(page).toHaveURL(/\/guide\/api\/fs$/);
      await expect(page.locator('[data-route]').first()).toBeVisible();
      expect(await allRendered(page)).toBe(true);
      expect(await rendered(page.locator('[data-render-later]').last()), 'the last block').toBe(true);
    });
  });

  test('Alt+Right and Alt+Left follow the sidebar order', async ({page}) => {
    await open(page, '/zh/guide/install/docker');
    await page.keyboard.press('Alt+ArrowRight');
    await expect(page).toHaveURL(/\/zh\/guide\/install\/desktop$/);
    await page.keyboard.press('Alt+ArrowLeft');
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(page).toHaveURL(/\/zh\/guide\/install\/manual$/);
  });

  test('has a skip-to-content link; comments are absent when unconfigured, without errors; the print button prints, and printing opens collapsed details', async ({
    page,
  }) => {
    const problems = watchPage(page);
    await open(page, '/guide/webdav');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/Skip to main content/);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('footer.footer')).toBeInViewport();
    await waitForScrollEnd(page);
    await expect(page.locator('[data-testid="comments"]')).toHaveCount(0);
    expectNoProblems(problems);

    await page.evaluate(() => {
      (window as unknown as {printed: number}).printed = 0;
      window.print = () => {
        (window as unknown as {printed: number}).printed += 1;
      };
      document
        .querySelector('.theme-doc-markdown')!
        .insertAdjacentHTML('beforeend', '<details id="d"><summary>More</summary><p>Hidden</p></details>');
    });
    await page.getByRole('button', {name: 'Print this page'}).click();
    expect(await page.evaluate(() => (window as unknown as {printed: number}).printed)).toBe(1);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(page.locator('#d')).toHaveAttribute('open', '');
  });
});

test.describe('colour modes', () => {
  test('the control cycles light → dark → auto and remembers the choice', async ({page}) => {
    // Several page loads and clicks: 30 s was not enough with three workers on a busy 2-core machine.
    test.setTimeout(60_000);
    await open(page, '/guide/');
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /dark and light mode/});
    await expect(html).toHaveAttribute('data-theme', 'light');
    const start = await html.getAttribute('data-theme-choice');
    if (start === 'system') await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
    await toggle.click();
    // The choice is applied (and stored) when the reveal animation starts.
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test.describe(`reduced motion: ${reducedMotion}`, () => {
      test.use({reducedMotion});
      test(`the switch ${reducedMotion === 'reduce' ? 'skips' : 'uses'} the circular reveal (reduced motion: ${reducedMotion})`, async ({
        page,
      }) => {
        await page.addInitScript(() => {
          const doc = document as Document & {startViewTransition?: (cb: () => void) => unknown};
          const original = doc.startViewTransition?.bind(doc);
          (window as unknown as {transitions: number}).transitions = 0;
          if (original) {
            doc.startViewTransition = (cb: () => void) => {
              (window as unknown as {transitions: number}).transitions += 1;
              return original(cb);
            };
          }
        });
        await open(page, '/guide/');
        await page.getByRole('button', {name: /dark and light mode/}).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme-choice', /dark|light/);
        expect(await page.evaluate(() => (window as unknown as {transitions: number}).transitions)).toBe(
          reducedMotion === 'reduce' ? 0 : 1,
        );
      });
    });
  }

  test.describe('in a system set to dark', () => {
    test.use({colorScheme: 'dark'});
    test('auto follows the system preference', async ({page}) => {
      await open(page, '/zh/guide/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });
});

test.describe('whole-site behaviours', () => {
  test('content images open enlarged and close on scroll', async ({page}) => {
    await open(page, '/guide/drivers/');
    await page.evaluate(() => {
      document
        .querySelector('.theme-doc-markdown')!
        .insertAdjacentHTML(
          'afterbegin',
          '<img id="zoomable" alt="logo" src="/img/logo.svg" width="120" height="120" />',
        );
    });
    await page.locator('#zoomable').click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    // medium-zoom ignores scrolling while its opening animation runs, so on a busy
    // machine the first wheel may come too early: scroll again until it closes.
    await expect(async () => {
      await page.mouse.wheel(0, 120);
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0, {timeout: 1500});
    }).toPass({timeout: 15_000});
  });

  test('a progress bar shows while a page that is not loaded yet loads', async ({page}) => {
    await open(page, '/guide/');
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Sponsor'}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page).toHaveURL(/sponsor$/);
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
  });

  test('scroll-spy puts the section in view into the address bar', async ({page}) => {
    await open(page, '/guide/webdav');
    await page.evaluate(() => {
      const html = ['one', 'two', 'three']
        .map((id) => `<h2 id="spy-${id}">${id}</h2><div style="height:900px"></div>`)
        .join('');
      document.querySelector('.theme-doc-markdown')!.insertAdjacentHTML('beforeend', html);
    });
    await page.evaluate(() => document.getElementById('spy-two')!.scrollIntoView());
    await page.mouse.wheel(0, 10);
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#spy-two');
  });

  test('hash links scroll to their element; other navigations start at the top', async ({page}) => {
    await open(page, '/guide/api/#envelope');
    await expect(page.locator('#envelope')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'WebDAV'}).click();
    await expect(page).toHaveURL(/webdav$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('clicks with a modifier key or on target=_blank links are left to the browser', async ({page, context}) => {
    await open(page, '/guide/');
    const newPage = context.waitForEvent('page');
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('link', {name: 'WebDAV'})
      .click({modifiers: ['Control']});
    await (await newPage).close();
    await expect(page).toHaveURL(/\/guide\/?$/);
  });

  test('a toast confirms a copied section link', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/zh/guide/api/');
    await page.evaluate(() => window.scrollTo(0, document.getElementById('envelope')!.offsetTop - 200));
    await page.locator('#envelope').hover();
    await page.locator('#envelope a.hash-link').click();
    await expect(page.getByRole('status')).toContainText('已复制本节链接');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/zh\/guide\/api\/?#envelope$/);
  });
});

test.describe('loading', () => {
  // src/lib/site/bundleLoader.ts: the page's own HTML and style sheet paint
  // first; the bundles are requested after that frame, then hydrate the page.
  for (const url of ['/', '/zh/guide/install/docker']) {
    test(`the bundles are requested after the first frame, and hydrate the page (${url})`, async ({page}) => {
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as {firstFrame: number}).firstFrame = performance.now();
        });
      });
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' || request.resourceType() === 'image') {
          requested.push(new URL(request.url()).pathname);
        }
      });
      // The style sheet blocks rendering: no frame until it arrives.
      const release = await holdRequests(page, '**/assets/css/*.css');
      await page.goto(url, {waitUntil: 'commit'});
      // The head's logo preload has been requested, so the head has been read;
      // the bundles (in the head with Docusaurus' template) have not.
      await expect.poll(() => requested.some((path) => path.endsWith('/img/logo.svg'))).toBe(true);
      expect(requested.filter((path) => /\/assets\/js\//.test(path))).toEqual([]);
      release();
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        firstFrame: (window as unknown as {firstFrame?: number}).firstFrame,
        bundles: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.bundles).toHaveLength(2);
      expect(timing.firstFrame).toBeDefined();
      for (const start of timing.bundles) expect(start).toBeGreaterThan(timing.firstFrame!);
    });
  }

  // src/plugins/route-scripts: the page's HTML names its route's scripts, which
  // load with the entry instead of one round trip after it; the entry's chunk
  // loader waits for those elements instead of adding its own.
  // src/plugins/compile-hints: the scripts a page runs to start are compiled
  // while they download (the libraries that load on demand are not: below).
  // One page load checks both (issue 44 merged the two tests). Pages whose
  // scripts are all the route's: no island that comes to life on its own (a
  // driver page's API-server selector with a stored choice), no diagram.
  const repeated = (list: readonly (string | null)[]): (string | null)[] =>
    list.filter((item, i) => list.indexOf(item) !== i);
  const MAIN = /\/main\.[0-9a-f]+\.js$/;
  async function scriptsOf(page: Page, url: string, until: () => Promise<void>): Promise<Map<string, string>> {
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && /\/assets\/js\//.test(response.url())) {
        scripts.set(new URL(response.url()).pathname, response.text());
      }
    });
    await page.goto(url);
    await waitForHydration(page);
    await until();
    return new Map(await Promise.all([...scripts].map(async ([path, text]) => [path, await text] as const)));
  }

  for (const url of ['/guide/install/docker', '/zh/guide/install/docker']) {
    test(`the route's scripts are named in the page, fetched once with the entry, and ask to be compiled while they download (${url})`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
      });
      let beforeHydration: string[] = [];
      const scripts = await scriptsOf(page, url, async () => {
        beforeHydration = [...requested];
        await page.waitForLoadState('networkidle');
      });
      const assets = `${url.startsWith('/zh/') ? '/zh' : ''}/assets/js`;
      const named = ((await page.locator('script[data-scripts]').getAttribute('data-scripts')) ?? '').split(' ');
      expect(named.slice(0, 2).map((src) => src.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
        `${assets}/runtime~main`,
        `${assets}/main`,
      ]);
      // The docs layout, the doc item and the page's own content at least.
      expect(named.length, named.join(' ')).toBeGreaterThanOrEqual(5);
      expect(
        beforeHydration.filter((src) => !named.includes(src)),
        'scripts found only by the entry',
      ).toEqual([]);
      const sources = await page.locator('script[src]').evaluateAll((els) => els.map((el) => el.getAttribute('src')));
      expect(repeated(sources), 'script elements added twice').toEqual([]);
      expect(repeated(requested), 'scripts fetched twice').toEqual([]);
      // Every script the page starts with carries the compile hint.
      expect([...scripts.keys()].some((path) => MAIN.test(path))).toBe(true);
      const unhinted = [...scripts].filter(([, text]) => !text.startsWith(COMPILE_HINT)).map(([path]) => path);
      expect(unhinted, 'scripts without the compile hint').toEqual([]);
    });
  }

  test('the diagram library, loaded when a diagram nears the view, keeps lazy compilation', async ({page}) => {
    // A page rendered after a client-side navigation draws its diagrams in the browser (src/theme/Mermaid).
    const diagram = page.locator('[data-diagram]').first();
    const scripts = await scriptsOf(page, '/guide/advanced/', async () => {
      await page.locator('.theme-doc-sidebar-menu a[href="/guide/advanced/system_arch"]').click();
      await expect(page).toHaveURL(/system_arch$/);
      await diagram.scrollIntoViewIfNeeded();
      await expect(diagram.locator('svg')).toBeVisible({timeout: 60_000});
    });
    const main = [...scripts].find(([path]) => MAIN.test(path));
    expect(main?.[1].startsWith(COMPILE_HINT), 'main carries the compile hint').toBe(true);
    const mermaid = [...scripts].filter(([, text]) => text.includes('mermaidAPI'));
    expect(mermaid.length, 'chunks of the diagram library').toBeGreaterThan(0);
    for (const [path, text] of mermaid) expect(text.startsWith(COMPILE_HINT), path).toBe(false);
  });
});

test.describe('404 page', () => {
  test('Back returns to the previous page and Home to the locale home', async ({page}) => {
    await open(page, '/zh/guide/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/zh/guide/nowhere');
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    });
    await expect(page.getByTestId('not-found-hint')).toHaveText(/这里什么都没有|404|链接失效|移动/);
    await page.getByRole('button', {name: '返回'}).click();
    await expect(page).toHaveURL(/\/zh\/guide\/?$/);
    await open(page, '/zh/nowhere');
    await page.getByRole('link', {name: '首页'}).click();
    await expect(page).toHaveURL(/\/zh\/$/);
  });
});
