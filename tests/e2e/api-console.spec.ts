// The HTTP API reference pages and the request console (/tool/api), against
// the stub AList server of tests/mocks/alist-server (started by Playwright).
// The console's sign-in runs in Chinese, its failures in English: the code is
// the same in both locales (the translation checks prove every string exists
// in both). What the browser alone decides is checked here: a refused
// connection and a CORS refusal told apart, storage, the password hashed by
// Web Crypto. The console's handling of an error envelope, bad input, a route
// that changes data and a route it cannot call is pure logic, proven by
// tests/unit/tools/apiConsole.test.tsx.
import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {STUB_ALIST_URL} from '../../playwright.config';
import {expectNoProblems, waitForHydration, watchPage, type Locale} from './support';
import {open, PREFIX, translator} from './toolSupport';

// Each console test loads a page, fills a form and waits for two servers: give them room on a busy machine.
test.describe.configure({timeout: 60_000});

const STUB_TOKEN = 'stub-token-eyJhbGciOiJIUzI1NiJ9.stub';

/** English source texts of the ids the tests look for; Chinese comes from code.json. */
const EN: Record<string, string> = {
  'tools.api.server.label': 'AList address',
  'tools.api.token.label': 'Token',
  'tools.api.login.summary': 'Sign in to get a token',
  'tools.api.login.username': 'User name',
  'tools.api.login.password': 'Password',
  'tools.api.login.submit': 'Sign in',
  'tools.api.login.done': 'Signed in: the token field now holds the new token.',
  'tools.api.route.label': 'Route',
  'tools.api.remember.label': 'Remember in this tab',
  'tools.api.send': 'Send request',
  'tools.api.fail.unreachable.title': 'The server could not be reached',
  'tools.api.fail.cors.title': 'Your server answered, but does not allow this page to read the reply (CORS)',
  'api.reference.tryIt': 'Try it in the request console',
};

const t = translator(EN);

async function stubRequests(page: Page): Promise<{method: string; path: string; headers: Record<string, string>}[]> {
  return (await (await page.request.get(`${STUB_ALIST_URL}/__requests`)).json()) as {
    method: string;
    path: string;
    headers: Record<string, string>;
  }[];
}

async function setServer(page: Page, locale: Locale, address: string): Promise<void> {
  await page.getByLabel(t(locale, 'tools.api.server.label')).fill(address);
}

test.describe('API request console (zh)', () => {
  const locale: Locale = 'zh';
  const p = PREFIX[locale];
  test.use({locale: 'zh-CN'});

  test('signs in, lists a folder, and sends the token only to the typed server', async ({page}) => {
    const problems = watchPage(page);
    await open(page, `${p}/tool/api?route=fs-list`);
    await expect(page.getByLabel(t(locale, 'tools.api.route.label'))).toHaveValue('fs-list');
    await setServer(page, locale, STUB_ALIST_URL);
    await page.getByText(t(locale, 'tools.api.login.summary')).click();
    await page.getByLabel(t(locale, 'tools.api.login.username')).fill('admin');
    await page.getByLabel(t(locale, 'tools.api.login.password'), {exact: true}).fill('secret-pass');
    await page.getByRole('button', {name: t(locale, 'tools.api.login.submit'), exact: true}).click();
    await expect(page.getByText(t(locale, 'tools.api.login.done'))).toBeVisible();
    await expect(page.getByLabel(t(locale, 'tools.api.token.label'), {exact: true})).toHaveValue(STUB_TOKEN);

    await page.getByRole('button', {name: t(locale, 'tools.api.send')}).click();
    await expect(page.getByTestId('api-status')).toHaveText('HTTP 200');
    await expect(page.getByTestId('api-code')).toHaveText('code 200');
    await expect(page.getByTestId('api-body')).toContainText('"stub-readme.txt"');

    const list = (await stubRequests(page)).filter((r) => r.path === '/api/fs/list' && r.method === 'POST').at(-1);
    expect(list?.headers.authorization).toBe(STUB_TOKEN);
    expect(list?.headers.referer).toBeUndefined();
    // The password left the browser hashed, never in plain text.
    const logins = (await stubRequests(page)).filter((r) => r.path === '/api/auth/login/hash' && r.method === 'POST');
    expect(logins.length).toBeGreaterThan(0);
    expect((await stubRequests(page)).some((r) => r.path === '/api/auth/login')).toBe(false);
    // In this page's memory only, never in storage or the address…
    const stored = (): Promise<string> =>
      page.evaluate(() => JSON.stringify({...window.sessionStorage}) + JSON.stringify({...window.localStorage}));
    expect(await stored()).not.toContain(STUB_TOKEN);
    expect(page.url()).not.toContain(STUB_TOKEN);
    // …unless the reader asks this tab to remember it: then in session storage, still never in local storage.
    await page.getByRole('checkbox', {name: t(locale, 'tools.api.remember.label')}).check();
    expect(await page.evaluate(() => window.sessionStorage.getItem('alist_tool_api_console'))).toContain(STUB_TOKEN);
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(STUB_TOKEN);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel(t(locale, 'tools.api.token.label'), {exact: true})).toHaveValue(STUB_TOKEN);
    expectNoProblems(problems);
  });
});

test.describe('API request console: failures', () => {
  test('explains a server that cannot be reached, then a CORS refusal', async ({page}) => {
    await open(page, '/tool/api?route=auth-me');
    // Port 9 (discard) is closed on the test machine: the connection is refused.
    await setServer(page, 'en', 'http://127.0.0.1:9');
    await page.getByLabel(t('en', 'tools.api.token.label'), {exact: true}).fill(STUB_TOKEN);
    await page.getByRole('button', {name: t('en', 'tools.api.send')}).click();
    await expect(page.getByText(t('en', 'tools.api.fail.unreachable.title'))).toBeVisible({timeout: 15_000});
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);

    await setServer(page, 'en', `${STUB_ALIST_URL}/nocors`);
    await page.getByLabel(t('en', 'tools.api.token.label'), {exact: true}).fill(STUB_TOKEN);
    await page.getByRole('button', {name: t('en', 'tools.api.send')}).click();
    await expect(page.getByText(t('en', 'tools.api.fail.cors.title'))).toBeVisible({timeout: 15_000});
    await expect(page.getByText(t('en', 'tools.api.fail.unreachable.title'))).toHaveCount(0);
    await expect(page.getByText('cors.allow_origins')).toBeVisible();
    // The probe that told CORS apart reached the server.
    await expect.poll(async () => (await stubRequests(page)).some((r) => r.path === '/nocors/ping')).toBe(true);
  });
});

test.describe('API reference pages', () => {
  test('route headings are in the table of contents and link into the console', async ({page}) => {
    await open(page, '/guide/api/admin/meta');
    await expect(page.locator('.table-of-contents a[href="#admin-meta-list"]')).toHaveCount(1);
    await page
      .locator('[data-route="admin-meta-get"]')
      .getByRole('link', {name: t('en', 'api.reference.tryIt')})
      .click();
    await waitForHydration(page);
    // The site's scroll spy may add the hash of the heading in view.
    await expect(page).toHaveURL(/\/tool\/api\?route=admin-meta-get(#[\w-]*)?$/);
    await expect(page.getByLabel(t('en', 'tools.api.route.label'))).toHaveValue('admin-meta-get');
  });

  test('the chosen sample language is remembered across pages', async ({page}) => {
    await open(page, '/guide/api/public');
    const settings = page.locator('[data-route="public-settings"]');
    await settings.getByRole('tab', {name: 'Python'}).click();
    await expect(settings.locator('code').filter({hasText: 'import requests'}).first()).toBeVisible();
    await open(page, '/zh/guide/api/admin/driver');
    const names = page.locator('[data-route="admin-driver-names"]');
    await expect(names.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(names.locator('code').filter({hasText: 'requests.get('}).first()).toBeVisible();
  });

  test('the OpenAPI document is served', async ({request}) => {
    const response = await request.get('/openapi.json');
    expect(response.status()).toBe(200);
    const doc = (await response.json()) as {openapi: string; paths: Record<string, unknown>};
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/fs/list');
    const zh = (await (await request.get('/zh/openapi.json')).json()) as {info: {description: string}};
    expect(zh.info.description).toContain('响应');
  });
});
