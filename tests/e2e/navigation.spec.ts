import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {COMMUNITY, MORE_LINKS, PRODUCT} from '../../src/data/site';
import {DRIVER_GROUPS, driverPagesOf} from '../../src/data/driverGroups';
import {SECTION_AND_PAGES} from './pages';
import {expectNoProblems, waitForHydration, watchPage} from './support';

async function open(page: Page, url: string): Promise<void> {
  await page.goto(encodeURI(url));
  await waitForHydration(page);
}

/** Marks the current document, to tell a client-side navigation from a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__sameDocument: boolean}).__sameDocument = true;
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);
}

const sidebarHrefs = (
  page: Page,
  selector = '.theme-doc-sidebar-menu > li > .menu__list-item-collapsible > a, .theme-doc-sidebar-menu > li > a',
) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

const NAVBAR = {
  en: {prefix: '', labels: ['Guide', 'Config', 'FAQ', 'Pricing'], community: 'Community', more: 'More'},
  zh: {prefix: '/zh', labels: ['使用指南', '配置', '常见问题', '定价'], community: '社区', more: '更多'},
} as const;

for (const [locale, nav] of Object.entries(NAVBAR)) {
  test.describe(`navbar (${locale})`, () => {
    // A browser in the page's language: no locale-redirect modal over the navbar.
    test.use({locale: locale === 'zh' ? 'zh-CN' : 'en-US'});

    test('links to the sections, the community, more sites and the repository, navigates client-side between sections; the footer carries a copyright line with the current year', async ({
      page,
    }) => {
      const problems = watchPage(page);
      await open(page, `${nav.prefix}/guide/`);
      const year = String(new Date().getFullYear());
      await expect(page.locator('.footer__copyright')).toContainText(
        locale === 'en' ? `Copyright © 2022–${year} AList` : `版权所有 © 2022–${year} AList`,
      );
      const navbar = page.locator('nav.navbar');
      const targets = ['/guide', '/config', '/faq', '/pricing'];
      for (const [i, label] of nav.labels.entries()) {
        await expect(navbar.getByRole('link', {name: label, exact: true})).toHaveAttribute(
          'href',
          `${nav.prefix}${targets[i]}`,
        );
      }
      await navbar
        .getByRole('button', {name: nav.community})
        .or(navbar.getByText(nav.community, {exact: true}))
        .first()
        .hover();
      for (const href of [COMMUNITY.discussions, COMMUNITY.telegram, COMMUNITY.discord]) {
        await expect(navbar.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
      for (const href of [MORE_LINKS.demo, MORE_LINKS.v2Docs, MORE_LINKS.desktop]) {
        await expect(navbar.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
      await expect(navbar.locator(`a[href="${PRODUCT.repoUrl}"]`)).toHaveCount(1);

      await markDocument(page);
      await page.locator('nav.navbar').getByRole('link', {name: nav.labels[1], exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${nav.prefix}/config$`));
      await expect(page.locator('article h1')).toHaveText(locale === 'en' ? 'Configuration' : '配置');
      expect(await isSameDocument(page)).toBe(true);
      expectNoProblems(problems);
    });
  });
}

test.describe('sidebars', () => {
  test('the guide sidebar follows the documented order', async ({page}) => {
    await open(page, '/guide/');
    expect(await sidebarHrefs(page)).toEqual([
      '/guide',
      '/guide/install',
      '/guide/drivers',
      '/guide/advanced',
      '/guide/api',
      '/guide/webdav',
      '/guide/ecosystem',
      '/guide/community',
      '/guide/changelog',
      '/guide/sponsor',
    ]);
  });

  test('the storage group lists the common options, the drivers grouped by kind, then the driver guide', async ({
    page,
  }) => {
    await open(page, '/guide/drivers/');
    const storage = page.locator('.theme-doc-sidebar-menu > li').nth(2).locator(':scope > ul');
    // The groups (src/data/driverGroups.ts) are collapsed categories without a page of their own.
    const groups = storage.locator(':scope > li.theme-doc-sidebar-item-category');
    await expect(groups.locator(':scope > .menu__list-item-collapsible')).toHaveText(DRIVER_GROUPS.map((g) => g.label));
    const direct = await storage
      .locator(':scope > li.theme-doc-sidebar-item-link > a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(direct).toEqual(['/guide/drivers/common', '/guide/drivers/develop', '/guide/drivers/develop-example']);
    const links: string[] = [];
    for (const [i, group] of DRIVER_GROUPS.entries()) {
      const category = groups.nth(i);
      await category.locator(':scope > .menu__list-item-collapsible').click();
      const items = category.locator(':scope > ul a');
      await expect(items).toHaveCount(driverPagesOf(group.id).length);
      const hrefs = await items.evaluateAll((as) => as.map((a) => decodeURI(a.getAttribute('href') ?? '')));
      expect(hrefs).toEqual(driverPagesOf(group.id).map((p) => `/guide/drivers/${p}`));
      links.push(...hrefs);
    }
    // Every driver page is in one group, once; the URLs are unchanged.
    const pages = SECTION_AND_PAGES.filter(
      (p) => p.startsWith('/guide/drivers/') && !/\/(common|develop|develop-example)?$/.test(p),
    );
    expect([...links].sort()).toEqual([...pages].map((p) => decodeURI(p)).sort());
  });

  test('a driver page opens its group in the sidebar and shows it in the breadcrumbs, in both locales', async ({
    page,
  }) => {
    for (const [prefix, group] of [
      ['', 'Object storage'],
      ['/zh', '对象存储'],
    ] as const) {
      await open(page, `${prefix}/guide/drivers/s3`);
      // The page's link is active, and so are the links of the categories around it.
      const active = page.locator('.theme-doc-sidebar-menu a.menu__link--active').last();
      await expect(active).toHaveAttribute('href', `${prefix}/guide/drivers/s3`);
      await expect(active).toBeVisible();
      const category = page.locator('.theme-doc-sidebar-item-category-level-2', {
        has: page.locator(`a.menu__link--active[href="${prefix}/guide/drivers/s3"]`),
      });
      await expect(category.locator('.menu__list-item-collapsible .menu__link')).toHaveText(group);
      await expect(category).not.toHaveClass(/menu__list-item--collapsed/);
      await expect(page.locator('nav.theme-doc-breadcrumbs')).toContainText(group);
    }
  });

  test('advanced, API and admin groups follow the documented order', async ({page}) => {
    await open(page, '/guide/api/admin/');
    const hrefs = async (prefix: string) =>
      page
        .locator(`.theme-doc-sidebar-menu a[href^="${prefix}"]`)
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(await hrefs('/guide/api/admin/')).toEqual(
      ['user', 'meta', 'driver', 'storage', 'setting', 'task'].map((p) => `/guide/api/admin/${p}`),
    );
    await open(page, '/guide/advanced/');
    expect(await hrefs('/guide/advanced/')).toEqual(
      [
        'user',
        'rapid_upload',
        'alias',
        '2fa',
        'search',
        'balance',
        'meta',
        'ipa',
        'sso',
        'offline-download',
        's3',
        'ftp',
        'system_arch',
        'backup',
      ].map((p) => `/guide/advanced/${p}`),
    );
  });

  test('config and FAQ sidebars, translated in Chinese', async ({page}) => {
    await open(page, '/zh/config/');
    expect(await sidebarHrefs(page)).toEqual(
      ['', '/configuration', '/site', '/style', '/preview', '/global', '/other', '/side'].map((p) => `/zh/config${p}`),
    );
    await expect(page.locator('.theme-doc-sidebar-menu')).toContainText('配置文件');
    await open(page, '/zh/faq/');
    expect(await sidebarHrefs(page)).toEqual(['', '/howto', '/seealso', '/why', '/error'].map((p) => `/zh/faq${p}`));
    await open(page, '/zh/guide/');
    await expect(page.locator('.theme-doc-sidebar-menu > li').nth(2)).toContainText('存储');
  });
});

test.describe('section indexes', () => {
  test('list their child pages, nested to the requested depth', async ({page}) => {
    await open(page, '/guide/install/');
    const catalog = page.getByRole('navigation', {name: 'Installation'});
    await expect(catalog.getByRole('link')).toHaveCount(7);
    await expect(catalog.getByRole('link').first()).toHaveAttribute('href', '/guide/install/script');
    await open(page, '/zh/guide/api/');
    await expect(
      page.getByRole('navigation', {name: 'HTTP API'}).getByRole('link', {name: '管理员', exact: true}),
    ).toHaveAttribute('href', '/zh/guide/api/admin');
    await expect(
      page.getByRole('navigation', {name: 'HTTP API'}).locator('a[href="/zh/guide/api/admin/user"]'),
    ).toHaveCount(1);
  });
});

// The footer's copyright line: the navbar tests above, in both locales.

test.describe('legacy .html URLs', () => {
  test('a client-side navigation to /x.html renders the page without reloading', async ({page}) => {
    const problems = watchPage(page);
    await open(page, '/guide/');
    await markDocument(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/guide/install/docker.html');
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    });
    await expect(page.locator('article h1')).toHaveText('Docker');
    expect(await isSameDocument(page)).toBe(true);
    expectNoProblems(problems);
  });
});

test.describe('404', () => {
  for (const [prefix, text] of [
    ['', 'Page Not Found'],
    ['/zh', '找不到页面'],
  ] as const) {
    test(`an unknown path under "${prefix || '/'}" answers 404 with the localized page`, async ({page}) => {
      const response = await page.goto(`${prefix}/guide/does-not-exist`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator('main')).toContainText(text);
    });
  }
  // A client-side navigation to an unknown path: chrome.spec.ts, "404 page" (issue 44 removed the copy here).
});

test.describe('route prefetching', () => {
  for (const url of ['/guide/install/docker', '/zh/guide/drivers/onedrive']) {
    test(`${url}: links in view are prefetched in idle time, and navigation still works`, async ({page}) => {
      const problems = watchPage(page);
      await open(page, url);
      // src/clientModules/idlePrefetch.ts replaced the client's prefetch.
      expect(await page.evaluate(() => (window.docusaurus as {idlePrefetch?: boolean}).idlePrefetch)).toBe(true);
      await expect
        .poll(() => page.locator('head link[rel="prefetch"]').count(), {
          message: 'prefetch links added once the browser is idle',
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      // Each file once, and none the page has already loaded (src/lib/chrome/routePrefetch.ts).
      const {prefetched, loaded} = await page.evaluate(() => ({
        prefetched: Array.from(document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"]'), (l) => l.href),
        loaded: performance
          .getEntriesByType('resource')
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
          .map((e) => e.name),
      }));
      expect(prefetched.length, 'prefetch links').toBe(new Set(prefetched).size);
      expect(
        prefetched.filter((href) => loaded.includes(href)),
        'prefetched files the page had loaded',
      ).toEqual([]);
      await markDocument(page);
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).not.toHaveURL(new RegExp(`${url}$`));
      await waitForHydration(page);
      expect(await isSameDocument(page)).toBe(true);
      expectNoProblems(problems);
    });
  }
});
