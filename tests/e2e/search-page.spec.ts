import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {expectNoProblems, watchPage} from './support';
import {
  DIALOG,
  INDEX_LOAD_TIMEOUT_MS,
  SEARCH_TEST_TIMEOUT_MS,
  openPage,
  searchButton,
  typeQuery,
} from './searchSupport';

/**
 * The full results page of the local search (`/search?q=…`,
 * src/components/SiteSearch/ResultsPage.tsx): the query from the address,
 * results with their section path and a passage, the same index and ranking
 * as the dialog. The page's code is the same in both locales: each behaviour
 * runs in one of them, alternating, so that both locales' texts are seen.
 */
test.describe.configure({timeout: SEARCH_TEST_TIMEOUT_MS});

const RESULTS = 'main ol li';

async function waitForAnswer(page: Page): Promise<void> {
  await expect(page.locator('[data-search-state]')).not.toHaveAttribute('data-search-state', 'loading', {
    timeout: INDEX_LOAD_TIMEOUT_MS,
  });
}

for (const [locale, prefix, texts] of [
  ['en', '', {title: 'Search results for “jwt_secret”', count: /\d+ results/, empty: 'Type what you are looking for'}],
  ['zh', '/zh', {title: '“jwt_secret”的搜索结果', count: /\d+ 条结果/, empty: '输入要找的内容'}],
] as const) {
  test.describe(`results page (${locale})`, () => {
    const inThisLocale = (home: 'en' | 'zh'): boolean => locale === home;

    if (inThisLocale('en'))
      test('lists the results of the query in the address, with their section path and a marked passage', async ({
        page,
      }) => {
        const problems = watchPage(page);
        await openPage(page, `${prefix}/search?q=jwt_secret`);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(texts.title);
        await expect(page.getByRole('searchbox')).toHaveValue('jwt_secret');
        await waitForAnswer(page);
        await expect(page.locator('[data-search-state]')).toHaveText(texts.count);
        const first = page.locator(RESULTS).first();
        // The row that defines the key, at its anchor, under its page's path.
        await expect(first.getByRole('link')).toHaveAttribute(
          'href',
          `${prefix}/config/configuration#config-jwt_secret`,
        );
        await expect(first.locator('mark').first()).toHaveText('jwt_secret');
        expect(await page.locator(RESULTS).count()).toBeGreaterThan(3);
        // Results of the page's locale only.
        for (const href of await page
          .locator(`${RESULTS} a`)
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
          if (prefix) expect(href).toMatch(/^\/zh\//);
          else expect(href).not.toMatch(/^\/zh\//);
        }
        expectNoProblems(problems);
      });

    if (inThisLocale('zh'))
      test('typing updates the results and the address; a reload keeps them', async ({page}) => {
        await openPage(page, `${prefix}/search`);
        await expect(page.locator('[data-search-state]')).toContainText(texts.empty);
        await page.getByRole('searchbox').fill('docker compose');
        await expect(page).toHaveURL(/[?&]q=docker\+compose/);
        await waitForAnswer(page);
        await expect(page.locator(`${RESULTS} a`).first()).toHaveAttribute(
          'href',
          new RegExp(`^${prefix}/guide/install/docker`),
        );
        await page.reload();
        await expect(page.getByRole('searchbox')).toHaveValue('docker compose');
        await waitForAnswer(page);
        await expect(page.locator(RESULTS).first()).toBeVisible();
        // A click opens the page in the app.
        await page.locator(`${RESULTS} a`).first().click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/guide/install/docker`));
      });

    if (inThisLocale('zh'))
      test('survives any query: empty, one character, symbols, markup, very long, Chinese and mixed', async ({
        page,
      }) => {
        const problems = watchPage(page);
        const long = 'x'.repeat(500);
        const queries = [
          '',
          'a',
          '%',
          '*',
          '"',
          '\\',
          '(((',
          '<img src=x onerror=alert(1)>',
          '下载慢',
          'onedrive 刷新令牌',
          '302',
        ];
        // From the address, a very long query (the page searches its first 200 characters, MAX_QUERY_LENGTH)…
        await openPage(page, `${prefix}/search?q=${long}`);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        await waitForAnswer(page);
        await expect(page.getByText('This page crashed')).toHaveCount(0);
        await expect(page.getByRole('searchbox'), 'the box shows what is searched').toHaveValue(long.slice(0, 200));
        // The heading shows the query's first 60 characters.
        await expect(page.getByRole('heading', {level: 1})).toContainText(`“${'x'.repeat(59)}…”`);
        // …and typed into the box, which puts each query into the address.
        for (const query of queries) {
          await page.getByRole('searchbox').fill(query);
          await expect
            .poll(() => page.evaluate(() => new URLSearchParams(window.location.search).get('q') ?? ''), {
              message: `the address holds ${JSON.stringify(query.slice(0, 20))}`,
            })
            .toBe(query);
          await expect(page.getByRole('heading', {level: 1})).toBeVisible();
          await waitForAnswer(page);
          await expect(page.getByText('This page crashed')).toHaveCount(0);
          await expect(page.locator('img[src="x"]')).toHaveCount(0);
        }
        expectNoProblems(problems);
      });

    if (inThisLocale('en'))
      test('the index cannot be loaded: says so, and "Try again" loads it', async ({page}) => {
        await page.route('**/assets/search/*.json', (route) => route.abort('internetdisconnected'));
        await openPage(page, `${prefix}/search?q=docker`);
        const alert = page.getByRole('alert');
        await expect(alert).toBeVisible({timeout: INDEX_LOAD_TIMEOUT_MS});
        await page.unroute('**/assets/search/*.json');
        await alert.getByRole('button').click();
        await waitForAnswer(page);
        await expect(page.locator(RESULTS).first()).toBeVisible();
      });

    if (inThisLocale('zh'))
      test('"See all results" in the dialog opens this page with the query', async ({page}) => {
        await openPage(page, `${prefix}/guide`);
        await searchButton(page).click();
        await typeQuery(page, 'webdav');
        await page.locator(`${DIALOG} .DocSearch-HitsFooter a`).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=webdav$`));
        await waitForAnswer(page);
        // Both WebDAV pages, told apart by their titles and paths.
        const titles = await page.locator(`${RESULTS} a`).allTextContents();
        expect(titles.some((t) => /drivers|存储/i.test(t) || /Storage/.test(t))).toBe(true);
      });
  });
}
