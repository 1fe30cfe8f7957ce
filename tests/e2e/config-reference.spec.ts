import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {expectNoProblems, waitForHydration, watchPage} from './support';

// Tests that open several pages in turn: on a busy 2-core machine they need more than the default 30 s.
test.describe.configure({timeout: 90_000});

async function open(page: Page, url: string): Promise<void> {
  await page.goto(encodeURI(url));
  await waitForHydration(page);
}

/**
 * The configuration reference (config.json tables, admin settings, links into
 * the error catalogue) and its tables on a phone. Each behaviour in one locale,
 * the locales alternating: the tables come from the same data and components in
 * both (tests/unit/lib/content/configReference.test.ts checks the data).
 */

test('renders config.json tables from the data, with anchors that land on their row', async ({page}) => {
  const problems = watchPage(page);
  await open(page, '/config/configuration#config-scheme-http_port');
  const row = page.locator('#config-scheme-http_port');
  await expect(row).toBeInViewport();
  await expect(row).toContainText('ALIST_HTTP_PORT');
  await expect(row).toContainText('5244');
  const scheme = page.locator('table#config-scheme');
  await expect(scheme.locator('thead th')).toHaveText(['Field', 'Default', 'Environment variable', 'Restart']);
  await expect(scheme.locator('caption')).toContainText('scheme');
  await expect(page.locator('#config-scheme-enable_h2c + tr')).toContainText('Added in v3.45.0');
  // Every section of the file has its table on the page.
  for (const section of ['database', 'meilisearch', 'scheme', 'log', 'tasks', 'cors', 's3', 'ftp', 'sftp']) {
    await expect(page.locator(`table#config-${section}`)).toHaveCount(1);
  }
  await expect(page.locator('#flag-no-prefix')).toContainText('--no-prefix');
  await expect(page.locator('pre').filter({hasText: '"last_launched_version": ""'})).toHaveCount(1);
  expectNoProblems(problems);
});

test("lists every admin setting of a group with its label; the admin-sidebar page links to the locale's error catalogue", async ({
  page,
}) => {
  const problems = watchPage(page);
  await open(page, '/zh/config/site');
  const table = page.locator('table').filter({has: page.locator('#setting-site_title')});
  await expect(table.locator('thead th')).toHaveText(['设置项', '默认值', '说明']);
  await expect(page.locator('#setting-site_title')).toContainText('网站标题');
  await expect(page.locator('#setting-pagination_type')).toContainText('auto_load_more');
  await open(page, '/zh/config/other#traffic');
  await expect(page.locator('#setting-max_client_download_speed')).toContainText('-1');
  for (const key of [
    'aria2_uri',
    'token',
    'search_index',
    'sso_login_enabled',
    'ldap_server',
    's3_buckets',
    'ftp_public_host',
  ]) {
    await expect(page.locator(`#setting-${key}`)).toHaveCount(1);
  }

  await open(page, '/zh/config/side');
  await page.locator('a[href$="/faq/error#token"]').click();
  await expect(page).toHaveURL(/\/zh\/faq\/error#token$/);
  await expect(page.getByRole('heading', {level: 2, name: '会话与令牌'})).toBeInViewport();
  expectNoProblems(problems);
});

test.describe('reference tables on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('stack into cards without sideways scrolling', async ({page}) => {
    const problems = watchPage(page);
    for (const url of ['/config/configuration#tasks', '/zh/config/other#traffic', '/config/preview']) {
      await open(page, url);
      const overflow = await page.evaluate(() => {
        const tables = Array.from(document.querySelectorAll('article table')).filter((t) =>
          t.querySelector('td[data-label]'),
        );
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          tables: tables.filter((t) => t.scrollWidth > t.clientWidth + 1).length,
        };
      });
      expect(overflow, url).toEqual({page: 0, tables: 0});
      // The column name is shown above each value instead of in the hidden header.
      const label = await page
        .locator('article td[data-label]')
        .first()
        .evaluate((td) => getComputedStyle(td, '::before').content);
      expect(label, url).not.toBe('none');
    }
    expectNoProblems(problems);
  });
});
