import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {
  answerSiteDialogs,
  blockThirdParty,
  expectNoProblems,
  interactUntilThirdPartyLoads,
  waitForHydration,
  watchPage,
} from './support';

// Tests that open several pages in turn: on a busy 2-core machine they need more than the default 30 s.
test.describe.configure({timeout: 90_000});

/** Records every request that leaves the test server. */
function recordThirdParty(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) requests.push(`${page.url()} → ${request.url()}`);
  });
  return requests;
}

const thirdPartyScripts = (page: Page) => page.locator('script[data-third-party]');

test.beforeEach(async ({context, baseURL}) => {
  await answerSiteDialogs(context);
  await blockThirdParty(context, baseURL!);
});

test('other pages load the configured scripts at the first interaction and fail quietly offline; following a link into a tool page leaves them behind', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page);
  const requests = recordThirdParty(page, baseURL!);
  await page.goto('/guide/');
  await waitForHydration(page);
  await page.waitForLoadState('load');
  // Nothing leaves the site before the reader does something; the ad box
  // shows the site's own card meanwhile, not an empty box.
  await expect(page.locator('[data-ad-block] [data-house-card]')).toBeVisible();
  await expect(page.locator('[data-ad-block] .wwads-cn')).toBeHidden();
  expect(await thirdPartyScripts(page).count()).toBe(0);
  expect(requests).toEqual([]);
  await interactUntilThirdPartyLoads(page, 4);
  expect(await thirdPartyScripts(page).evaluateAll((s) => s.every((el) => (el as HTMLScriptElement).async))).toBe(true);
  await expect.poll(() => requests.length).toBeGreaterThanOrEqual(4);
  // Offline, every one of them fails, quietly.
  await expect(page.locator('script[data-third-party][data-failed="true"]')).toHaveCount(4);
  // The ad box then shows the site's own card instead of an empty grey box.
  await expect(page.locator('[data-ad-block] [data-house-card]')).toBeVisible();
  await expect(page.locator('[data-ad-block] .wwads-cn')).toHaveCount(0);
  expectNoProblems(problems);

  // The footer's link into the tools: a new document, without the scripts of the previous page.
  await page.evaluate(() => {
    (window as unknown as {__before: boolean}).__before = true;
  });
  const later = recordThirdParty(page, baseURL!);
  await page.locator('footer').getByRole('link', {name: 'Tools', exact: true}).click();
  await page.waitForURL(/\/tool$/);
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as {__before?: boolean}).__before)).toBeUndefined();
  await expect(thirdPartyScripts(page)).toHaveCount(0);
  // Moving between tool pages stays client-side and loads nothing.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/tool/onedrive/');
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  });
  await expect(page.locator('article h1')).toContainText('OneDrive');
  await page.waitForLoadState('load');
  await expect(thirdPartyScripts(page)).toHaveCount(0);
  expect(later).toEqual([]);
});

// That no tool page loads a third-party script, in either locale, is checked
// page by page in tools.spec.ts ("… loads nothing from other hosts").
