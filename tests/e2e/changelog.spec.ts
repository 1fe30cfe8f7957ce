import {type Page, type Route} from '@playwright/test';
import {expect, test} from './test';
import {expectNoProblems, waitForHydration, watchPage} from './support';

// A page load, then two checks with GitHub: on a busy 2-core machine more than the default 30 s.
test.describe.configure({timeout: 90_000});

/** GitHub's releases feed, whatever query string the page adds. */
const RELEASES_API = /^https:\/\/api\.github\.com\/repos\/alist-org\/alist\/releases(\?.*)?$/;

const FEED = [
  {
    tag_name: 'v3.46.0',
    html_url: 'https://github.com/alist-org/alist/releases/tag/v3.46.0',
    published_at: '2025-06-20T08:00:00Z',
    draft: false,
    prerelease: false,
  },
  {tag_name: 'beta', html_url: 'https://github.com/alist-org/alist/releases/tag/beta', prerelease: true},
  {
    tag_name: 'v3.45.0',
    html_url: 'https://github.com/alist-org/alist/releases/tag/v3.45.0',
    published_at: '2025-05-24T08:00:00Z',
  },
];

const CORS = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'};

const TEXT = {
  en: {
    prefix: '',
    check: 'Check for newer releases',
    found: 'Newer than v3.45.0 on GitHub: 1. They are listed first below.',
    newerTitle: 'Newer on GitHub',
    offline: 'GitHub could not be reached. Check your connection.',
    keep: 'The list below is the copy kept with these docs.',
    highlight: 'New drivers: Azure Blob Storage, Cloudreve V4 and Doubao share links.',
  },
  zh: {
    prefix: '/zh',
    check: '检查是否有新版本',
    found: 'GitHub 上有 1 个比 v3.45.0 更新的版本，已列在下方最前面。',
    newerTitle: 'GitHub 上的新版本',
    offline: '无法连接 GitHub，请检查网络连接。',
    keep: '下方列表为随文档保存的版本记录。',
    highlight: '新增驱动：Azure Blob Storage、Cloudreve V4 和豆包分享链接。',
  },
} as const;

async function openChangelog(page: Page, prefix: string): Promise<string[]> {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (RELEASES_API.test(request.url())) calls.push(request.method());
  });
  await page.goto(`${prefix}/guide/changelog`);
  await waitForHydration(page);
  return calls;
}

function answer(body: unknown, status = 200) {
  return (route: Route): Promise<void> =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({status: 204, headers: CORS})
      : route.fulfill({status, headers: CORS, contentType: 'application/json', body: JSON.stringify(body)});
}

/** How far the page scrolls sideways (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The changelog page in a real browser, on a phone: the bundled list, the
 * check against GitHub's feed (answered by the test) and a page that fits the
 * screen, in each locale. The list's contents per locale, the merge of newer
 * releases, an HTTP error's status (a rate limit), an unreadable answer and a
 * time-out are proven by tests/unit/components/Changelog.test.tsx and
 * tests/unit/lib/content/releases.test.ts.
 */
test.describe('changelog on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('shows the bundled releases, keeps them when GitHub cannot be reached, adds newer ones on a second try, and fits the screen', async ({
    page,
  }) => {
    const t = TEXT.zh;
    const problems = watchPage(page);
    await page.route(RELEASES_API, (route) => route.abort('internetdisconnected'));
    const calls = await openChangelog(page, t.prefix);

    const latest = page.locator('article[aria-labelledby="v3.45.0"]');
    await expect(latest.getByRole('heading', {level: 3})).toHaveText(/v3\.45\.0/);
    await expect(latest).toContainText(t.highlight);
    await expect(latest.locator('time')).toHaveAttribute('datetime', '2025-05-24');
    await expect(latest.locator('a[href="https://github.com/alist-org/alist/releases/tag/v3.45.0"]')).toHaveCount(1);
    await expect(page.locator('article[aria-labelledby="v3.0.0-beta.0"]')).toHaveCount(1);
    expect(calls, 'nothing is fetched before the reader asks').toEqual([]);

    // Offline: the bundled list stays, with a message that says so.
    await page.getByRole('button', {name: t.check}).click();
    const alert = page.locator('article [role="alert"]');
    await expect(alert).toContainText(t.offline);
    await expect(alert).toContainText(t.keep);
    await expect(latest).toContainText(t.highlight);
    await expect(page.getByRole('button', {name: t.check})).toBeEnabled();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // Back online: the newer release is listed first, the pre-release left out.
    await page.unroute(RELEASES_API);
    await page.route(RELEASES_API, answer(FEED));
    await page.getByRole('button', {name: t.check}).click();
    await expect(page.locator('article [role="status"]')).toHaveText(t.found);
    const newer = page.getByRole('region', {name: t.newerTitle});
    await expect(newer).toContainText('v3.46.0');
    await expect(newer).toContainText('2025-06-20');
    await expect(newer.locator('a[href="https://github.com/alist-org/alist/releases/tag/v3.46.0"]')).toHaveCount(1);
    await expect(newer).not.toContainText('beta');
    expect(
      calls.filter((m) => m === 'GET'),
      'one request per click',
    ).toHaveLength(2);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expectNoProblems(problems);
  });

  test('adds newer releases from GitHub to the bundled list, and fits the screen (en)', async ({page}) => {
    const t = TEXT.en;
    const problems = watchPage(page);
    await page.route(RELEASES_API, answer(FEED));
    await openChangelog(page, t.prefix);
    await expect(page.locator('article[aria-labelledby="v3.45.0"]')).toContainText(t.highlight);
    await page.getByRole('button', {name: t.check}).click();
    await expect(page.locator('article [role="status"]')).toHaveText(t.found);
    await expect(page.getByRole('region', {name: t.newerTitle})).toContainText('v3.46.0');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expectNoProblems(problems);
  });
});
