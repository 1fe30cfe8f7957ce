// End-to-end tests of the token tools and the API-server selector against
// the production build served by nginx and the stub API server
// (tests/mocks/api-server/server.mjs, selected as `local`). Provider sign-in
// pages and direct provider endpoints (Google, Yandex) are intercepted with
// page.route; nothing leaves the machine. Every sign-in is checked for secrets
// in request URLs, history entries and the nginx access log (src/tools/README.md,
// "A sign-in, step by step").
//
// Each flow runs in one locale, the locales alternating between flows, so both
// locales' strings are seen on screen (the translation checks prove that every
// string exists in both); the tools' code is the same in both. The return to
// the locale a sign-in started in is checked both ways: English in the OneDrive
// sign-in (the callback stays under /tool/), Chinese in the Dropbox one (the
// English callback replaced by the Chinese one).
//
// Proven elsewhere: the selector's fallback for each kind of unknown stored
// value (tests/unit/components/ApiServer.test.tsx; one case here); the WebDAV
// address (tests/unit/tools/onedrive.test.tsx, tests/unit/lib/oauth/onedrive.test.ts);
// how each callback shows a failed exchange, a provider error and a sign-in
// started elsewhere (the shared callback code: the OneDrive and Aliyundrive
// tests here, per provider in tests/unit/tools/others.test.tsx); the exact QR
// polling intervals and 15 s limit (unit tests with fake timers); a link from
// an ordinary page into the tools opening a fresh document
// (tests/e2e/third-party.spec.ts, tests/unit/clientModules/toolIsolation.test.ts).
// What each tool page may talk to is checked by tests/e2e/tool-layout.spec.ts.
import {createHash} from 'node:crypto';
import {type Browser, type Page, type Request} from '@playwright/test';
import {expect, test} from './test';
import {
  answerSiteDialogs,
  blockThirdParty,
  expectNoProblems,
  interactUntilThirdPartyLoads,
  waitForHydration,
  watchPage,
  type Locale,
} from './support';
import {
  b64,
  CORS,
  expectTokenField,
  interceptSignIn,
  open,
  pkceChallenge,
  PREFIX,
  stubRequests,
  t,
  traceAddresses,
  unique,
  useLocalServer,
} from './toolSupport';

function origin(page: Page): string {
  return new URL(page.url()).origin;
}

/** A nonce the tests use for flows they record themselves (as a start page would). */
function nonce(): string {
  return createHash('sha256').update(unique('nonce')).digest('base64url').slice(0, 32);
}

/**
 * Records a sign-in in this tab's session storage, as the start page does,
 * and returns its state. The page must be on the site already.
 */
async function recordFlow(
  page: Page,
  provider: string,
  details: Record<string, string>,
  localeBase = '/',
): Promise<string> {
  const state = nonce();
  await page.evaluate(
    ([key, entry]) => {
      const all = JSON.parse(window.sessionStorage.getItem('alist_tool_flows') ?? '{}') as Record<string, unknown>;
      all[key] = {...entry, at: Date.now()};
      window.sessionStorage.setItem('alist_tool_flows', JSON.stringify(all));
    },
    [state, {status: 'pending', provider, localeBase, details}] as const,
  );
  return state;
}

/** Opens a callback of a sign-in this tab started (recorded first from a tool page of the same locale). */
async function openStartedCallback(
  page: Page,
  prefix: string,
  provider: string,
  details: Record<string, string>,
  query: Record<string, string>,
): Promise<string> {
  if (!page.url().startsWith('http')) await open(page, `${prefix}/tool/`);
  const state = await recordFlow(page, provider, details, prefix === '' ? '/' : `${prefix}/`);
  await open(page, `${prefix}/tool/${provider}/callback?${new URLSearchParams({...query, state}).toString()}`);
  return state;
}

/** A second browser: a fresh context with nothing of this tab's storage. */
async function otherBrowser(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({locale});
  await answerSiteDialogs(context);
  await context.addInitScript(() => window.localStorage.setItem('api_name', 'local'));
  return context.newPage();
}

async function expectAddressClean(page: Page): Promise<void> {
  await expect.poll(() => new URL(page.url()).search).toBe('');
}

/** The browser language of each locale: matching the page keeps the locale-redirect prompt away. */
const BROWSER_LOCALE: Readonly<Record<Locale, string>> = {en: 'en-US', zh: 'zh-CN'};

/** Defines tests that run in `locale`, with its path prefix and a matching browser language. */
function inLocale(
  locale: Locale,
  define: (l: {readonly locale: Locale; readonly p: string; readonly browserLocale: string}) => void,
): void {
  test.describe(`(${locale})`, () => {
    test.use({locale: BROWSER_LOCALE[locale]});
    define({locale, p: PREFIX[locale], browserLocale: BROWSER_LOCALE[locale]});
  });
}

test.describe('token tools', () => {
  // Sign-ins chain several page loads (and the machine may be busy).
  test.describe.configure({timeout: 90_000});

  test.describe('API-server selector', () => {
    inLocale('en', ({locale, p}) => {
      test('defaults to cf, offers local on this host, and keeps the choice', async ({page}) => {
        await open(page, `${p}/tool/onedrive/request`);
        const select = page.getByLabel(t(locale, 'apiServer.selector.label'));
        await expect(select).toHaveValue('cf');
        // `local` is offered once the selector runs in the browser (it depends on the host).
        await expect(select.locator('option')).toHaveText([
          'https://api.nn.ci (cf)',
          'https://api.xhofe.top (cn)',
          'http://localhost:3002 (local)',
        ]);
        await select.selectOption('cn');
        expect(await page.evaluate(() => window.localStorage.getItem('api_name'))).toBe('cn');
        await open(page, `${p}/tool/wopan/token`);
        await expect(page.getByLabel(t(locale, 'apiServer.selector.label'))).toHaveValue('cn');
        await page.reload();
        await waitForHydration(page);
        await expect(page.getByLabel(t(locale, 'apiServer.selector.label'))).toHaveValue('cn');
      });
    });

    inLocale('zh', ({locale, p}) => {
      test('falls back to cf for a stored value it does not know; the chosen server receives the requests', async ({
        page,
      }) => {
        // One kind of unknown value; the others (bogus, empty, a server this build lacks, "null") in
        // tests/unit/components/ApiServer.test.tsx.
        await page.addInitScript(() => window.localStorage.setItem('api_name', '{"key":"cn"}'));
        await open(page, `${p}/tool/115/token`);
        await expect(page.getByLabel(t(locale, 'apiServer.selector.label'))).toHaveValue('cf');
        await page.getByLabel(t(locale, 'apiServer.selector.label')).selectOption('local');
        await page.getByRole('button', {name: t(locale, 'tools.115.getQr')}).click();
        await expect(page.locator('article svg:has(title)')).toHaveCount(1);
      });
    });
  });

  // ---- Sign-ins bound to the tab that started them -------------------------

  inLocale('zh', ({locale, p, browserLocale}) => {
    test('a callback link with a valid state, opened in another browser, is refused', async ({page, browser}) => {
      await useLocalServer(page);
      await open(page, `${p}/tool/dropbox/request`);
      await page.getByLabel(t(locale, 'tools.common.clientId')).fill('victim-app');
      await page.getByLabel(t(locale, 'tools.common.clientSecret')).fill(unique('victim-secret'));
      // The provider's answer is caught instead of followed: the attacker's link.
      const code = unique('crafted');
      let link = '';
      await page.route('https://www.dropbox.com/oauth2/authorize**', async (route) => {
        const url = new URL(route.request().url());
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({code, state: url.searchParams.get('state') ?? ''}).toString();
        link = back.toString();
        await route.fulfill({status: 200, contentType: 'text/html', body: '<p>provider</p>'});
      });
      await page.getByRole('button', {name: t(locale, 'tools.dropbox.request.submit')}).click();
      await expect.poll(() => link).toMatch(/state=[A-Za-z0-9_-]{32}$/);

      const victim = await otherBrowser(browser, browserLocale);
      try {
        await victim.goto(link.replace('/tool/', `${p}/tool/`));
        await waitForHydration(victim);
        await expect(victim.getByText(t(locale, 'tools.callback.flow.unknown.title'))).toBeVisible();
        await expect(victim.getByRole('link', {name: t(locale, 'tools.callback.startAgain')})).toBeVisible();
        await expect(victim.locator('textarea[name="refresh_token"]')).toHaveCount(0);
        await expect.poll(() => new URL(victim.url()).search).toBe('');
      } finally {
        await victim.context().close();
      }
      expect((await stubRequests(page)).filter((r) => r.body.code === code)).toEqual([]);
    });
  });

  inLocale('en', ({locale, p}) => {
    test('a used, an expired and a missing state are refused; Back never shows the code', async ({page}) => {
      await useLocalServer(page);
      const code = unique('once');
      await openStartedCallback(page, p, 'dropbox', {clientId: 'k', clientSecret: 's'}, {code});
      await expectTokenField(page, 'refresh_token', `dbx-refresh-${code}`);
      await expectAddressClean(page);
      // The same answer again (the attacker replays a link, or the reader opens it twice).
      const used = await recordFlow(page, 'dropbox', {clientId: 'k', clientSecret: 's'});
      await open(page, `${p}/tool/dropbox/callback?code=${code}-2&state=${used}`);
      await expectTokenField(page, 'refresh_token', `dbx-refresh-${code}-2`);
      await open(page, `${p}/tool/dropbox/callback?code=${code}-3&state=${used}`);
      await expect(page.getByText(t(locale, 'tools.callback.flow.used.title'))).toBeVisible();
      // Started eleven minutes ago.
      const old = await recordFlow(page, 'dropbox', {clientId: 'k', clientSecret: 's'});
      await page.evaluate((key) => {
        const all = JSON.parse(window.sessionStorage.getItem('alist_tool_flows') ?? '{}') as Record<
          string,
          {at: number}
        >;
        if (all[key]) all[key].at = Date.now() - 11 * 60 * 1000;
        window.sessionStorage.setItem('alist_tool_flows', JSON.stringify(all));
      }, old);
      await open(page, `${p}/tool/dropbox/callback?code=${code}-4&state=${old}`);
      await expect(page.getByText(t(locale, 'tools.callback.flow.expired.title'))).toBeVisible();
      await open(page, `${p}/tool/dropbox/callback?code=${code}-5`);
      await expect(page.getByText(t(locale, 'tools.callback.flow.missing.title'))).toBeVisible();
      const received = (await stubRequests(page)).filter((r) => String(r.body.code).startsWith(code));
      expect(received.map((r) => r.body.code)).toEqual([code, `${code}-2`]);
    });
  });

  // ---- OneDrive ---------------------------------------------------------

  inLocale('en', ({locale, p}) => {
    test('OneDrive: sign-in, tokens, site ID, copy, no secret in any address', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await useLocalServer(page);
      const problems = watchPage(page);
      const trace = traceAddresses(page);
      const secret = unique('my~secret');
      await open(page, `${p}/tool/onedrive/request`);
      await page.getByLabel(t(locale, 'tools.onedrive.request.zone')).selectOption('cn');
      await page.getByRole('button', {name: t(locale, 'tools.onedrive.request.submit')}).click();
      // Nothing typed yet: both fields are required and nothing is sent.
      await expect(page.getByText(t(locale, 'tools.common.required'))).toHaveCount(2);
      await page.getByLabel(t(locale, 'tools.common.clientId')).fill('my-client');
      await page.getByLabel(t(locale, 'tools.common.clientSecret')).fill(secret);
      const code = unique('od');
      const signIn = await interceptSignIn(page, 'https://login.chinacloudapi.cn/**', (url) => {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({
          code,
          state: url.searchParams.get('state') ?? '',
          session_state: 'x',
        }).toString();
        return back.toString();
      });
      const site = origin(page);
      await page.getByRole('button', {name: t(locale, 'tools.onedrive.request.submit')}).click();
      await expectTokenField(page, 'refresh_token', `od-refresh-${code}`);
      const authorize = signIn();
      expect(authorize?.pathname).toBe('/common/oauth2/v2.0/authorize');
      expect(Object.fromEntries(authorize?.searchParams ?? [])).toEqual({
        client_id: 'my-client',
        response_type: 'code',
        redirect_uri: `${site}/tool/onedrive/callback`,
        scope: 'offline_access files.readwrite.all',
        state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) as unknown as string,
      });
      // Back on the locale the visitor started in, without code or state in the address.
      await expect(page).toHaveURL(new RegExp(`^${site}${p}/tool/onedrive/callback$`));
      await expectTokenField(page, 'access_token', `od-access-${code}`);
      await expect(page.getByText(`${site}/tool/onedrive/callback`)).toBeVisible();

      // "Copied" shows for 1.5 s: the page's clock is held meanwhile, so that a busy machine sees it too.
      await page.clock.install();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      const copy = page.getByRole('button', {name: t(locale, 'tools.common.copy')}).first();
      await copy.click();
      await expect(page.getByRole('button', {name: t(locale, 'tools.common.copied')})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`od-refresh-${code}`);
      await page.clock.fastForward(1_500);
      await expect(page.getByRole('button', {name: t(locale, 'tools.common.copied')})).toHaveCount(0);
      await page.clock.resume();

      const siteField = page.getByLabel(t(locale, 'tools.onedrive.site.url'));
      await siteField.fill('https://contoso.sharepoint.com/sites/missing');
      await page.getByRole('button', {name: t(locale, 'tools.onedrive.site.submit')}).click();
      await expect(page.getByText('itemNotFound: Requested site could not be found')).toBeVisible();
      await expect(siteField).toHaveValue('https://contoso.sharepoint.com/sites/missing');
      await siteField.fill('https://contoso.sharepoint.com/sites/team');
      await page.getByRole('button', {name: t(locale, 'tools.onedrive.site.submit')}).click();
      await expectTokenField(page, 'site_id', 'contoso.sharepoint.com,site-id-for-cn');

      // The API server receives exactly what it always did.
      const received = (await stubRequests(page)).filter((r) => r.body.code === code);
      expect(received).toEqual([
        expect.objectContaining({
          path: '/alist/onedrive/get_refresh_token',
          body: {code, client: b64(`my-client::${secret}::cn`)},
          referer: null,
        }),
      ]);
      await trace.check([secret, b64(`my-client::${secret}::cn`)], [code]);
      expectNoProblems(problems);
    });
  });

  inLocale('zh', ({locale, p}) => {
    test('OneDrive callback: provider error shown as text, missing code', async ({page}) => {
      await useLocalServer(page);
      const words = '<img src=x onerror="window.__xss=1">';
      // The provider's description of a sign-in this tab started: shown, as text.
      await openStartedCallback(
        page,
        p,
        'onedrive',
        {clientId: 'id', clientSecret: 'secret', zone: 'global'},
        {error: 'access_denied', error_description: words},
      );
      await expect(page.getByText(t(locale, 'tools.callback.providerError'))).toBeVisible();
      await expect(page.getByText(words, {exact: false})).toBeVisible();
      expect(await page.locator('article img[src="x"]').count()).toBe(0);
      // The same words in a link of no sign-in of this tab: only the error code (no text of others on the site).
      await open(
        page,
        `${p}/tool/onedrive/callback?error=access_denied&error_description=${encodeURIComponent(words)}`,
      );
      await expect(page.getByText(t(locale, 'tools.callback.providerError'))).toBeVisible();
      await expect(page.getByText('access_denied')).toBeVisible();
      await expect(page.getByText(words, {exact: false})).toHaveCount(0);
      expect(await page.locator('article img[src="x"]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
      await expectAddressClean(page);

      await open(page, `${p}/tool/onedrive/callback`);
      await expect(page.getByText(t(locale, 'tools.callback.missingCode'))).toBeVisible();
    });
  });

  inLocale('en', ({locale, p}) => {
    test('OneDrive callback: HTTP 500 with retry, non-JSON, provider error, network failure', async ({page}) => {
      await useLocalServer(page);
      const details = {clientId: 'id', clientSecret: 'secret', zone: 'global'};
      const flaky = unique('flaky');
      await openStartedCallback(page, p, 'onedrive', details, {code: flaky});
      await expect(page.getByText(t(locale, 'tools.error.http.title', {status: '500'}))).toBeVisible();
      // A retry may be refused: the code may be spent. The page says so and offers a new sign-in.
      await expect(page.getByText(t(locale, 'tools.callback.singleUse'))).toBeVisible();
      await expect(page.getByRole('link', {name: t(locale, 'tools.callback.startAgain')})).toBeVisible();
      await page.getByRole('button', {name: t(locale, 'tools.common.retry')}).click();
      await expectTokenField(page, 'refresh_token', `od-refresh-${flaky}`);

      await openStartedCallback(page, p, 'onedrive', details, {code: 'non-json'});
      await expect(page.getByText(t(locale, 'tools.error.nonJson.title'))).toBeVisible();
      await expect(page.getByRole('button', {name: t(locale, 'tools.common.retry')})).toBeVisible();

      await openStartedCallback(page, p, 'onedrive', details, {code: 'bad-code'});
      await expect(page.getByText(t(locale, 'tools.error.provider.title'))).toBeVisible();
      await expect(page.getByText('invalid_grant: The authorization code has expired.')).toBeVisible();
      await expect(page.getByRole('button', {name: t(locale, 'tools.common.retry')})).toHaveCount(0);

      await page.route('http://localhost:3002/**', (route) => route.abort('connectionrefused'));
      await openStartedCallback(page, p, 'onedrive', details, {code: 'any'});
      await expect(page.getByText(t(locale, 'tools.error.network.title'))).toBeVisible();
    });
  });

  inLocale('zh', ({locale, p}) => {
    test('OneDrive callback: gives up after 15 seconds', async ({page}) => {
      await useLocalServer(page);
      await open(page, `${p}/tool/`);
      await page.clock.install();
      const code = unique('slow');
      await openStartedCallback(page, p, 'onedrive', {clientId: 'id', clientSecret: 'secret', zone: 'global'}, {code});
      await expect.poll(async () => (await stubRequests(page)).some((r) => r.body.code === code)).toBe(true);
      // The exact 15 s boundary is checked by the unit tests with fake timers;
      // here time also runs on its own, so only before and well after.
      await expect(page.getByText(t(locale, 'tools.common.exchanging'))).toBeVisible();
      await expect(page.getByText(t(locale, 'tools.error.timeout.title'))).toHaveCount(0);
      await page.clock.fastForward(16_000);
      await expect(page.getByText(t(locale, 'tools.error.timeout.title'))).toBeVisible();
      await expect(page.getByText(locale === 'en' ? '15 seconds' : '15 秒')).toBeVisible();
      await expect(page.getByText(t(locale, 'tools.callback.singleUse'))).toBeVisible();
    });
  });

  // ---- Aliyundrive ------------------------------------------------------

  inLocale('en', ({locale, p}) => {
    test('Aliyundrive: QR code, polling through a failed check, callback with tokens', async ({page}) => {
      await useLocalServer(page);
      const trace = traceAddresses(page);
      // The first scan-status check fails with HTTP 502 on its way to the API
      // server; the page must go on checking by itself.
      const isCheck = (url: URL): boolean =>
        url.pathname.includes('/oauth/qrcode/') && url.pathname.endsWith('/status');
      const checks: string[] = [];
      let checking = 0;
      page.on('request', (request) => {
        if (isCheck(new URL(request.url()))) checking += 1;
      });
      const checked = (request: Request): void => {
        if (isCheck(new URL(request.url()))) checking -= 1;
      };
      page.on('requestfinished', checked);
      page.on('requestfailed', checked);
      await page.route(isCheck, async (route) => {
        checks.push(route.request().url());
        if (checks.length === 1) {
          await route.fulfill({status: 502, headers: CORS, contentType: 'text/html', body: '<p>bad gateway</p>'});
        } else {
          await route.continue();
        }
      });
      // The page checks every 2 s (longer after a failed check): its clock is moved on below instead of waited for.
      await page.clock.install();
      await open(page, `${p}/tool/aliyundrive/request`);
      await page.getByLabel(t(locale, 'tools.common.useOwnClient')).check();
      await page.getByLabel(t(locale, 'tools.common.clientId')).fill('qr-app');
      const secret = unique('qr-secret');
      await page.getByLabel(t(locale, 'tools.common.clientSecret')).fill(secret);
      await page.getByRole('button', {name: t(locale, 'tools.aliyundrive.request.qr')}).click();
      await expect(page.locator('img[src^="data:image/png"]')).toBeVisible();
      // Never while a check is on its way: its own time limit runs on the same clock.
      await expect
        .poll(
          async () => {
            if (checking === 0) await page.clock.fastForward(2_000);
            return new URL(page.url()).pathname;
          },
          {timeout: 30_000},
        )
        .toMatch(new RegExp(`^${p}/tool/aliyundrive/callback$`));
      await expect(page.locator('textarea[name="refresh_token"]')).toHaveValue(/^ali-refresh-qr-sid-\d+$/, {
        timeout: 20_000,
      });
      // The failed check, then WaitLogin, ScanSuccess and LoginSuccess from the stub.
      expect(checks.length).toBeGreaterThanOrEqual(4);
      expect(new Set(checks).size).toBe(1);
      const exchange = (await stubRequests(page)).filter(
        (r) => r.path === '/alist/ali_open/code' && r.body.client_secret === secret,
      );
      expect(exchange.map((r) => r.body)).toEqual([
        {
          code: expect.stringMatching(/^qr-sid-\d+$/) as unknown as string,
          grant_type: 'authorization_code',
          client_id: 'qr-app',
          client_secret: secret,
        },
      ]);
      // The code reached the callback page through the tab's storage, never in an address.
      await trace.check([secret, String(exchange[0]?.body.code)]);
    });
  });

  inLocale('zh', ({locale, p}) => {
    test('Aliyundrive: login with own app, expired QR, failures', async ({page}) => {
      await useLocalServer(page);
      const trace = traceAddresses(page);
      await open(page, `${p}/tool/aliyundrive/request`);
      await page.getByRole('button', {name: t(locale, 'tools.aliyundrive.request.login')}).click();
      await expect(page.getByText(t(locale, 'tools.aliyundrive.request.noDefault'))).toBeVisible();

      await page.getByLabel(t(locale, 'tools.common.useOwnClient')).check();
      await page.getByLabel(t(locale, 'tools.common.clientId')).fill('expire');
      const secret = unique('ali-secret');
      await page.getByLabel(t(locale, 'tools.common.clientSecret')).fill(secret);
      await page.getByRole('button', {name: t(locale, 'tools.aliyundrive.request.qr')}).click();
      await page.getByRole('button', {name: t(locale, 'tools.aliyundrive.qr.check')}).click();
      await expect(page.getByText(t(locale, 'tools.aliyundrive.qr.expired'))).toBeVisible();

      await page.getByLabel(t(locale, 'tools.common.clientId')).fill('fail-500');
      await page.getByRole('button', {name: t(locale, 'tools.aliyundrive.request.qr')}).click();
      await expect(page.getByText(t(locale, 'tools.error.http.title', {status: '500'}))).toBeVisible();
      await expect(page.getByLabel(t(locale, 'tools.common.clientSecret'))).toHaveValue(secret);

      await page.getByLabel(t(locale, 'tools.common.clientId')).fill('own-app');
      const code = unique('ali');
      const signIn = await interceptSignIn(page, 'https://open.aliyundrive.com/oauth/authorize**', (url) => {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({code, state: url.searchParams.get('state') ?? ''}).toString();
        return back.toString();
      });
      await page.getByRole('button', {name: t(locale, 'tools.aliyundrive.request.login')}).click();
      await expectTokenField(page, 'refresh_token', `ali-refresh-${code}`);
      await expect(page).toHaveURL(new RegExp(`${p}/tool/aliyundrive/callback$`));
      const query = Object.fromEntries(signIn()?.searchParams ?? []);
      expect(query).toMatchObject({
        client_id: 'own-app',
        scope: 'user:base,file:all:read,file:all:write',
        relogin: 'true',
        response_type: 'code',
        state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) as unknown as string,
      });
      const received = (await stubRequests(page)).filter((r) => r.body.code === code);
      expect(received.map((r) => r.body)).toEqual([
        {code, grant_type: 'authorization_code', client_id: 'own-app', client_secret: secret},
      ]);
      await trace.check([secret, b64(`own-app::${secret}`)], [code]);
    });
  });

  inLocale('en', ({locale, p}) => {
    test('Aliyundrive: a sign-in started elsewhere is finished only after confirmation', async ({page}) => {
      await useLocalServer(page);
      const code = unique('elsewhere');
      await open(page, `${p}/tool/aliyundrive/callback?code=${code}`);
      await expect(page.getByText(t(locale, 'tools.callback.confirm.title'))).toBeVisible();
      await expect(page.getByText('http://localhost:3002', {exact: true})).toBeVisible();
      await expectAddressClean(page);
      expect((await stubRequests(page)).filter((r) => r.body.code === code)).toEqual([]);
      await page.getByRole('button', {name: t(locale, 'tools.callback.confirm.button')}).click();
      await expectTokenField(page, 'refresh_token', `ali-refresh-${code}`);
      expect((await stubRequests(page)).filter((r) => r.body.code === code).map((r) => r.body)).toEqual([
        {code, grant_type: 'authorization_code', client_id: '', client_secret: ''},
      ]);
    });
  });

  // ---- Baidu ------------------------------------------------------------

  inLocale('zh', ({locale, p}) => {
    test('Baidu: sign-in from the index page, a required field, tokens', async ({page}) => {
      await useLocalServer(page);
      const trace = traceAddresses(page);
      await open(page, `${p}/tool/baidu/`);
      await page.getByRole('button', {name: t(locale, 'tools.baidu.authorize.submit')}).click();
      await expect(page.getByText(t(locale, 'tools.common.required'))).toBeVisible();
      await page.getByLabel(t(locale, 'tools.common.clientId')).fill('baidu-app');
      const code = unique('bd');
      const signIn = await interceptSignIn(page, 'https://openapi.baidu.com/**', (url) => {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({code, state: url.searchParams.get('state') ?? ''}).toString();
        return back.toString();
      });
      await page.getByRole('button', {name: t(locale, 'tools.baidu.authorize.submit')}).click();
      await expectTokenField(page, 'refresh_token', `bd-refresh-${code}`);
      await expect(page).toHaveURL(new RegExp(`${p}/tool/baidu/callback$`));
      expect(Object.fromEntries(signIn()?.searchParams ?? [])).toMatchObject({
        response_type: 'code',
        client_id: 'baidu-app',
        scope: 'basic,netdisk',
        state: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) as unknown as string,
      });
      expect((await stubRequests(page)).some((r) => r.path === `/alist/baidu/get_refresh_token?code=${code}`)).toBe(
        true,
      );
      await trace.check([], [code]);
    });
  });

  // ---- Dropbox ----------------------------------------------------------

  inLocale('zh', ({locale, p}) => {
    test('Dropbox: own app, offline token, back in the locale it started in', async ({page}) => {
      await useLocalServer(page);
      const trace = traceAddresses(page);
      await open(page, `${p}/tool/dropbox/request`);
      await page.getByLabel(t(locale, 'tools.common.clientId')).fill('app-key');
      await page.getByRole('button', {name: t(locale, 'tools.dropbox.request.submit')}).click();
      await expect(page.getByText(t(locale, 'tools.common.required'))).toBeVisible();
      const secret = unique('app-secret');
      await page.getByLabel(t(locale, 'tools.common.clientSecret')).fill(secret);
      const code = unique('dbx');
      const signIn = await interceptSignIn(page, 'https://www.dropbox.com/oauth2/authorize**', (url) => {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({code, state: url.searchParams.get('state') ?? ''}).toString();
        return back.toString();
      });
      const site = origin(page);
      await page.getByRole('button', {name: t(locale, 'tools.dropbox.request.submit')}).click();
      await expectTokenField(page, 'refresh_token', `dbx-refresh-${code}`);
      // Started in Chinese, back in Chinese; the English callback the provider returned to was replaced by the
      // Chinese one (location.replace), so Back never shows it. (The tab's initial about:blank may stay as a
      // first entry on a slow machine.)
      await expect(page).toHaveURL(new RegExp(`^${site}${p}/tool/dropbox/callback$`));
      const cdp = await page.context().newCDPSession(page);
      const {entries} = await cdp.send('Page.getNavigationHistory');
      await cdp.detach();
      expect(
        entries.filter((entry) => entry.url.startsWith('http')).map((entry) => new URL(entry.url).pathname),
      ).toEqual([`${p}/tool/dropbox/request`, `${p}/tool/dropbox/callback`]);
      expect(Object.fromEntries(signIn()?.searchParams ?? [])).toMatchObject({
        token_access_type: 'offline',
        client_id: 'app-key',
        redirect_uri: `${site}/tool/dropbox/callback`,
      });
      const received = (await stubRequests(page)).filter((r) => r.body.code === code);
      expect(received.map((r) => r.body)).toEqual([
        {
          code,
          client_id: 'app-key',
          client_secret: secret,
          grant_type: 'authorization_code',
          redirect_uri: `${site}/tool/dropbox/callback`,
        },
      ]);
      await trace.check([secret, b64(`app-key::${secret}`)], [code]);
    });
  });

  // ---- Google -----------------------------------------------------------

  inLocale('en', ({locale, p}) => {
    test('Google: own client, PKCE exchange at Google, album list', async ({page}) => {
      const problems = watchPage(page);
      const trace = traceAddresses(page);
      await open(page, `${p}/tool/google/request`);
      await page.getByLabel(t(locale, 'tools.common.clientId')).fill('g-client');
      const secret = unique('g-secret');
      await page.getByLabel(t(locale, 'tools.common.clientSecret')).fill(secret);
      const site = origin(page);
      const signIn = await interceptSignIn(page, 'https://accounts.google.com/**', (url) => {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({
          code: '4/g-code',
          state: url.searchParams.get('state') ?? '',
          scope: url.searchParams.get('scope') ?? '',
        }).toString();
        return back.toString();
      });
      let tokenForm: Record<string, string> = {};
      await page.route('https://oauth2.googleapis.com/token', async (route) => {
        tokenForm = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ''));
        await route.fulfill({
          json: {access_token: 'g-access', refresh_token: 'g-refresh', expires_in: 3599},
          headers: CORS,
        });
      });
      const albumCalls: string[] = [];
      await page.route('https://photoslibrary.googleapis.com/v1/albums**', async (route) => {
        if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS});
        const url = new URL(route.request().url());
        albumCalls.push(
          `${url.searchParams.get('pageSize')}:${url.searchParams.get('pageToken') ?? ''}:${route.request().headers().authorization}`,
        );
        const page2 = url.searchParams.get('pageToken') === 'p2';
        await route.fulfill({
          json: page2
            ? {albums: [{id: 'album-2', title: 'Second', mediaItemsCount: '3'}]}
            : {albums: [{id: 'album-1', title: '<b>First</b>', mediaItemsCount: '12'}], nextPageToken: 'p2'},
          headers: CORS,
        });
      });
      await page.getByRole('button', {name: t(locale, 'tools.google.request.submit')}).click();
      await expectTokenField(page, 'refresh_token', 'g-refresh');
      await expect(page).toHaveURL(new RegExp(`${p}/tool/google/callback$`));
      const authorize = Object.fromEntries(signIn()?.searchParams ?? []);
      expect(authorize).toMatchObject({
        client_id: 'g-client',
        access_type: 'offline',
        prompt: 'consent',
        scope: 'https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/photoslibrary',
        redirect_uri: `${site}/tool/google/callback`,
        code_challenge_method: 'S256',
      });
      expect(tokenForm).toEqual({
        client_id: 'g-client',
        client_secret: secret,
        code: '4/g-code',
        code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown as string,
        grant_type: 'authorization_code',
        redirect_uri: `${site}/tool/google/callback`,
      });
      // The challenge sent to Google is the SHA-256 of the verifier sent with the code.
      expect(authorize.code_challenge).toBe(pkceChallenge(tokenForm.code_verifier ?? ''));

      await page.getByRole('button', {name: t(locale, 'tools.google.callback.albums')}).click();
      await expect(page).toHaveURL(new RegExp(`${p}/tool/google/album$`));
      await page.getByRole('button', {name: t(locale, 'tools.google.album.submit')}).click();
      await expect(page.locator('tbody tr')).toHaveCount(2);
      await expect(page.locator('tbody tr').first()).toContainText('album-1');
      await expect(page.locator('tbody tr').first()).toContainText('<b>First</b>');
      await expect(page.locator('tbody tr').nth(1)).toContainText('3');
      expect(albumCalls).toEqual(['50::Bearer g-access', '50:p2:Bearer g-access']);
      await trace.check([secret, 'g-access', 'g-refresh', tokenForm.code_verifier ?? 'none'], ['4/g-code']);
      expectNoProblems(problems);
    });
  });

  inLocale('zh', ({locale, p}) => {
    test('Google: refused code, album errors, refresh-token path', async ({page}) => {
      await page.route('https://oauth2.googleapis.com/token', async (route) => {
        const form = new URLSearchParams(route.request().postData() ?? '');
        if (form.get('grant_type') === 'refresh_token') {
          await route.fulfill({json: {access_token: 'fresh-access', expires_in: 3599}, headers: CORS});
        } else {
          await route.fulfill({
            status: 400,
            json: {error: 'invalid_grant', error_description: 'Bad Request'},
            headers: CORS,
          });
        }
      });
      await openStartedCallback(
        page,
        p,
        'google',
        {
          clientId: 'c',
          clientSecret: 's',
          redirectUri: 'http://127.0.0.1/tool/google/callback',
          codeVerifier: 'v'.repeat(43),
        },
        {code: 'used'},
      );
      await expect(page.getByText(t(locale, 'tools.error.http.title', {status: '400'}))).toBeVisible();
      await expect(page.getByText('invalid_grant: Bad Request')).toBeVisible();

      let call = 0;
      await page.route('https://photoslibrary.googleapis.com/v1/albums**', async (route) => {
        if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS});
        call += 1;
        if (call === 1) {
          await route.fulfill({
            status: 403,
            json: {error: {code: 403, message: 'Insufficient scopes', status: 'PERMISSION_DENIED'}},
            headers: CORS,
          });
        } else {
          expect(route.request().headers().authorization).toBe('Bearer fresh-access');
          await route.fulfill({json: {albums: [{id: 'a', title: 'Only', mediaItemsCount: '1'}]}, headers: CORS});
        }
      });
      await open(page, `${p}/tool/google/album`);
      await page.getByRole('button', {name: t(locale, 'tools.google.album.submit')}).click();
      await expect(page.getByText(t(locale, 'tools.common.required'))).toBeVisible();
      await page.locator('input[name="access_token"]').fill('stale');
      await page.getByRole('button', {name: t(locale, 'tools.google.album.submit')}).click();
      await expect(page.getByText('PERMISSION_DENIED: Insufficient scopes')).toBeVisible();
      await page.getByLabel(t(locale, 'tools.google.album.way')).selectOption('refresh');
      await page.getByLabel(t(locale, 'tools.common.clientId')).fill('c');
      await page.getByLabel(t(locale, 'tools.common.clientSecret')).fill('s');
      await page.locator('input[name="refresh_token"]').fill('r');
      await page.getByRole('button', {name: t(locale, 'tools.google.album.submit')}).click();
      await expect(page.locator('tbody tr')).toHaveCount(1);
    });
  });

  // ---- Yandex -----------------------------------------------------------

  inLocale('en', ({locale, p}) => {
    test('Yandex: sign-in from the index page, PKCE exchange at Yandex', async ({page}) => {
      const trace = traceAddresses(page);
      await open(page, `${p}/tool/yandex/`);
      await page.getByLabel(t(locale, 'tools.common.clientId')).fill('ya-id');
      const secret = unique('ya-secret');
      await page.getByLabel(t(locale, 'tools.common.clientSecret')).fill(secret);
      let challenge = '';
      await interceptSignIn(page, 'https://oauth.yandex.com/authorize**', (url) => {
        challenge = url.searchParams.get('code_challenge') ?? '';
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({
          code: url.searchParams.get('client_id') === 'ya-id' ? '7654321' : 'x',
          state: url.searchParams.get('state') ?? '',
        }).toString();
        return back.toString();
      });
      let form: Record<string, string> = {};
      await page.route('https://oauth.yandex.com/token', async (route) => {
        form = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ''));
        if (form.code === '7654321')
          await route.fulfill({
            json: {access_token: 'ya-access', refresh_token: 'ya-refresh', token_type: 'bearer'},
            headers: CORS,
          });
        else
          await route.fulfill({
            status: 400,
            json: {error: 'bad_verification_code', error_description: 'Invalid code'},
            headers: CORS,
          });
      });
      await page.getByRole('button', {name: t(locale, 'tools.yandex.authorize.submit')}).click();
      await expectTokenField(page, 'refresh_token', 'ya-refresh');
      await expect(page).toHaveURL(new RegExp(`${p}/tool/yandex/callback$`));
      expect(form).toEqual({
        grant_type: 'authorization_code',
        code: '7654321',
        client_id: 'ya-id',
        client_secret: secret,
        code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown as string,
      });
      expect(challenge).toBe(pkceChallenge(form.code_verifier ?? ''));
      await trace.check([secret, b64(`ya-id::${secret}`)]);
    });
  });

  // ---- 115 --------------------------------------------------------------

  inLocale('zh', ({locale, p}) => {
    test('115: QR code drawn in the page, tokens, failures', async ({page}) => {
      await useLocalServer(page);
      await open(page, `${p}/tool/115/token`);
      const appId = page.getByLabel(t(locale, 'tools.115.appId'));
      await appId.fill('abc');
      await page.getByRole('button', {name: t(locale, 'tools.115.getQr')}).click();
      await expect(page.getByText(t(locale, 'tools.115.appIdInvalid'))).toBeVisible();

      await appId.fill('500');
      await page.getByRole('button', {name: t(locale, 'tools.115.getQr')}).click();
      await expect(page.getByText(t(locale, 'tools.error.http.title', {status: '500'}))).toBeVisible();
      await expect(appId).toHaveValue('500');

      await appId.fill('403');
      await page.getByRole('button', {name: t(locale, 'tools.115.getQr')}).click();
      await page.getByRole('button', {name: t(locale, 'tools.115.scanned')}).click();
      await expect(page.getByText('40199002: The QR code has not been confirmed')).toBeVisible();

      await appId.fill('');
      await page.getByRole('button', {name: t(locale, 'tools.115.getQr')}).click();
      const qr = page.locator('article svg:has(title)');
      await expect(qr).toBeVisible();
      await page.getByRole('button', {name: t(locale, 'tools.115.scanned')}).click();
      await expectTokenField(page, 'access_token', '115-access-uid-default');
      await expectTokenField(page, 'refresh_token', '115-refresh-uid-default');
      const received = await stubRequests(page);
      expect(received.some((r) => r.path === '/alist/115/auth_device_code?app_id=')).toBe(true);
      expect(
        received.some(
          (r) =>
            r.path === '/alist/115/get_token' && r.body.code_verifier === 'verifier-1' && r.body.uid === 'uid-default',
        ),
      ).toBe(true);
    });
  });

  // ---- Wopan ------------------------------------------------------------

  inLocale('en', ({locale, p}) => {
    test('Wopan: validation, refused login, SMS code, tokens', async ({page}) => {
      await useLocalServer(page);
      await open(page, `${p}/tool/wopan/token`);
      const phone = page.getByLabel(t(locale, 'tools.wopan.phone'));
      await phone.fill('12345');
      await page.getByRole('button', {name: t(locale, 'tools.wopan.sendCode')}).click();
      await expect(page.getByText(t(locale, 'tools.wopan.phoneInvalid'))).toBeVisible();
      await phone.fill('138 0013 8000');
      await page.getByLabel(t(locale, 'tools.wopan.password')).fill('wrong');
      await page.getByRole('button', {name: t(locale, 'tools.wopan.sendCode')}).click();
      await expect(page.getByText('wrong phone number or password')).toBeVisible();
      await page.getByLabel(t(locale, 'tools.wopan.password')).fill('right');
      await page.getByRole('button', {name: t(locale, 'tools.wopan.sendCode')}).click();
      await expect(page.getByText(t(locale, 'tools.wopan.codeSent'))).toBeVisible();
      const code = page.getByLabel(t(locale, 'tools.wopan.code'));
      await code.fill('0000');
      await page.getByRole('button', {name: t(locale, 'tools.wopan.getToken')}).click();
      await expect(page.getByText('invalid verification code')).toBeVisible();
      await code.fill('5000');
      await page.getByRole('button', {name: t(locale, 'tools.wopan.getToken')}).click();
      await expect(page.getByText(t(locale, 'tools.error.http.title', {status: '500'}))).toBeVisible();
      await code.fill('123456');
      await page.getByRole('button', {name: t(locale, 'tools.wopan.getToken')}).click();
      await expectTokenField(page, 'refresh_token', 'wopan-refresh-123456');
      await expectTokenField(page, 'access_token', 'wopan-access-123456');
      await expect(phone).toHaveValue('138 0013 8000');
    });
  });
});

test.describe('no tool form next to third-party scripts', () => {
  // The test loads two documents.
  test.describe.configure({timeout: 60_000});
  test.beforeEach(async ({context, baseURL}) => {
    await blockThirdParty(context, baseURL!);
    // Reports, from any document, a form field in a page (a tool, the API-server selector) present together with a
    // third-party script: its address and the field.
    await context.exposeBinding('__reportToolForm', (_source, where: string) => {
      formsNextToScripts.push(where);
    });
    await context.addInitScript(() => {
      const check = (): void => {
        const scripts = document.querySelector('script[data-third-party]');
        const form = document.querySelector('article input, article select, article textarea');
        if (scripts && form)
          void (window as unknown as {__reportToolForm: (w: string) => void}).__reportToolForm(
            `${location.href} ${form.outerHTML.slice(0, 100)}`,
          );
      };
      new MutationObserver(check).observe(document, {childList: true, subtree: true});
    });
  });
  const formsNextToScripts: string[] = [];

  // Following a link from an ordinary page into the tools opens a fresh document: tests/e2e/third-party.spec.ts
  // ("a client-side navigation into a tool page leaves the scripts behind"), tests/unit/clientModules/toolIsolation.test.ts.
  test('a client-side navigation into a tool page reloads before the form renders', async ({page}) => {
    await open(page, '/guide/');
    await interactUntilThirdPartyLoads(page, 4);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/tool/onedrive/request');
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    });
    await expect(page.getByLabel(t('en', 'tools.onedrive.request.zone'))).toBeVisible({timeout: 20_000});
    await expect(page.locator('script[data-third-party]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.toolDocument)).toBe('true');
    expect(formsNextToScripts).toEqual([]);
  });
});
