// The two-origin setup (deploy/README.md): the same build through the same
// nginx locations as two server blocks (scripts/serve-nginx.sh with
// TOOLS_PORT), a docs origin that answers `/tool…` with a 301 to a tools
// origin of its own, which answers everything else with a 301 back. The
// headers of every kind of address on both, and a sign-in of each kind carried
// across by that redirect: start → provider stand-in → callback on the tools
// origin, with its redirect URI. The kinds: a provider redirect with the code
// exchanged by the API server (OneDrive, in English), a provider redirect with
// the code exchanged with the provider from the browser, PKCE, coming back to
// Chinese (Yandex), and a QR code polled through the API server (115). The
// other tools are one of these kinds with other parameters, and what differs
// between two origins is the same for all: the 301 of every `/tool…` address
// (the headers test), the callback address built from the page's own origin
// (redirectUriFor, tests/unit/lib/oauth/common.test.ts) and the tools origin's
// policy, the same as on one origin (the headers test). Aliyundrive, Baidu and
// Dropbox sign in as OneDrive does, Google as Yandex, Wopan calls the API
// server as 115 does. tools.spec.ts checks each tool in depth on one origin;
// the attacker's side is in hostile-third-party.spec.ts.
import {existsSync, readFileSync} from 'node:fs';
import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {DOCS_ORIGIN_URL, E2E_PORT, TOOLS_ORIGIN_URL} from '../../playwright.config';
import {assetOf, SECURITY_HEADERS, waitForHydration, type Locale} from './support';
import {
  accessLogOf,
  CORS,
  expectTokenField,
  interceptSignIn,
  PREFIX,
  t,
  traceAddresses,
  unique,
  useLocalServer,
} from './toolSupport';

const DOCS = DOCS_ORIGIN_URL;
const TOOLS = TOOLS_ORIGIN_URL;
/** One access log for both server blocks. */
const ACCESS_LOG = accessLogOf(E2E_PORT + 1);

test.describe('headers on both origins', () => {
  /**
   * Each address of the two-origin setup, and the address of the one-origin
   * server whose headers it must carry exactly (hosting.spec.ts checks those
   * in detail): a redirect carries the headers of the kind of page it moves.
   */
  const asset = assetOf('');
  const zhAsset = assetOf('zh');
  const ADDRESSES: readonly {url: string; status: number; location?: string; sameAs: string}[] = [
    // Docs origin: ordinary pages, assets and misses as on one origin; every tool address moves.
    {url: `${DOCS}/guide/install/docker`, status: 200, sameAs: '/guide/install/docker'},
    {url: `${DOCS}${asset}`, status: 200, sameAs: asset},
    {url: `${DOCS}/guide/does-not-exist`, status: 404, sameAs: '/guide/does-not-exist'},
    {url: `${DOCS}/v3.sh`, status: 200, sameAs: '/v3.sh'},
    {url: `${DOCS}/tool`, status: 301, location: `${TOOLS}/tool`, sameAs: '/tool'},
    {
      url: `${DOCS}/tool/onedrive/request`,
      status: 301,
      location: `${TOOLS}/tool/onedrive/request`,
      sameAs: '/tool/onedrive/request',
    },
    {
      url: `${DOCS}/zh/tool/baidu/callback?code=does-not-exist`,
      status: 301,
      location: `${TOOLS}/zh/tool/baidu/callback?code=does-not-exist`,
      sameAs: '/zh/tool/baidu/callback',
    },
    {url: `${DOCS}/tool/api`, status: 301, location: `${TOOLS}/tool/api`, sameAs: '/tool/api'},
    {
      url: `${DOCS}/tool/does-not-exist`,
      status: 301,
      location: `${TOOLS}/tool/does-not-exist`,
      sameAs: '/tool/does-not-exist',
    },
    // Tools origin: tool pages, callbacks, the console, their 404s, assets and images; every other page moves.
    {url: `${TOOLS}/tool/onedrive/request`, status: 200, sameAs: '/tool/onedrive/request'},
    {url: `${TOOLS}/zh/tool/115/token`, status: 200, sameAs: '/zh/tool/115/token'},
    {url: `${TOOLS}/tool/google/callback?code=does-not-exist&state=x`, status: 200, sameAs: '/tool/google/callback'},
    {url: `${TOOLS}/zh/tool/api`, status: 200, sameAs: '/zh/tool/api'},
    {url: `${TOOLS}/tool/does-not-exist`, status: 404, sameAs: '/tool/does-not-exist'},
    {url: `${TOOLS}${zhAsset}`, status: 200, sameAs: zhAsset},
    {url: `${TOOLS}/img/logo.svg`, status: 200, sameAs: '/img/logo.svg'},
    {url: `${TOOLS}/`, status: 301, location: `${DOCS}/`, sameAs: '/'},
    {url: `${TOOLS}/guide/?q=x`, status: 301, location: `${DOCS}/guide/?q=x`, sameAs: '/guide/'},
    {url: `${TOOLS}/zh/faq/`, status: 301, location: `${DOCS}/zh/faq/`, sameAs: '/zh/faq/'},
    {url: `${TOOLS}/v3.sh`, status: 301, location: `${DOCS}/v3.sh`, sameAs: '/v3.sh'},
    {url: `${TOOLS}/does-not-exist`, status: 301, location: `${DOCS}/does-not-exist`, sameAs: '/'},
    {
      url: `${TOOLS}/assets/js/does-not-exist.js`,
      status: 301,
      location: `${DOCS}/assets/js/does-not-exist.js`,
      sameAs: '/',
    },
    {url: `${TOOLS}/_headers`, status: 301, location: `${DOCS}/_headers`, sameAs: '/'},
  ];

  const securityHeaders = (headers: Record<string, string>): Record<string, string | undefined> =>
    Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));

  // Requests only, no browser: one test for the lot.
  test('every kind of address answers with its status, redirect and headers, and callbacks are logged bare', async ({
    request,
  }) => {
    for (const {url, status, location, sameAs} of ADDRESSES) {
      const response = await request.get(url, {maxRedirects: 0});
      expect(response.status(), url).toBe(status);
      const headers = response.headers();
      if (location) expect(headers.location, url).toBe(location);
      const reference = await request.get(sameAs, {maxRedirects: 0});
      expect(securityHeaders(headers), `${url} has the headers of ${sameAs} on one origin`).toEqual(
        securityHeaders(reference.headers()),
      );
      expect(headers['content-security-policy'] ?? '').not.toMatch(/127\.0\.0\.1:\d+/);
    }
    // The provider's answer on its way through the docs origin is not written down either.
    const marker = `two-origins-${process.pid}-${Date.now()}`;
    await request.get(`${DOCS}/tool/dropbox/callback?code=${marker}&state=${marker}`, {maxRedirects: 0});
    await request.get(`${DOCS}/guide/?q=${marker}`);
    await expect.poll(() => (existsSync(ACCESS_LOG) ? readFileSync(ACCESS_LOG, 'utf8') : '')).toContain(`q=${marker}`);
    const lines = readFileSync(ACCESS_LOG, 'utf8').split('\n');
    expect(lines.filter((line) => /tool/.test(line) && line.includes(marker))).toEqual([]);
  });
});

/** A sign-in as a reader runs it: what to fill in and press on the start page. One of each kind (see above). */
interface SignIn {
  readonly tool: string;
  readonly locale: Locale;
  /** Where the reader starts, on the docs origin. */
  readonly start: string;
  /** The provider's sign-in page, answered by a redirect to the callback; absent for the QR login. */
  readonly provider?: string;
  /** A token endpoint the browser calls itself (Yandex), answered with these tokens. */
  readonly tokenEndpoint?: string;
  readonly run: (page: Page, locale: Locale, secret: string) => Promise<void>;
  /** The token field that ends the sign-in, and its value for the provider's code. */
  readonly field: string;
  readonly expected: (code: string) => string;
}

async function fillOwnApp(page: Page, locale: Locale, id: string, secret?: string): Promise<void> {
  await page.getByLabel(t(locale, 'tools.common.clientId')).fill(id);
  if (secret !== undefined) await page.getByLabel(t(locale, 'tools.common.clientSecret')).fill(secret);
}

const press = (page: Page, locale: Locale, id: string): Promise<void> =>
  page.getByRole('button', {name: t(locale, id)}).click();

const SIGN_INS: readonly SignIn[] = [
  {
    tool: 'onedrive',
    locale: 'en',
    start: '/tool/onedrive/request',
    provider: 'https://login.chinacloudapi.cn/**',
    async run(page, locale, secret) {
      await page.getByLabel(t(locale, 'tools.onedrive.request.zone')).selectOption('cn');
      await fillOwnApp(page, locale, 'my-client', secret);
      await press(page, locale, 'tools.onedrive.request.submit');
    },
    field: 'refresh_token',
    expected: (code) => `od-refresh-${code}`,
  },
  {
    tool: 'yandex',
    locale: 'zh',
    start: '/tool/yandex/',
    provider: 'https://oauth.yandex.com/authorize**',
    tokenEndpoint: 'https://oauth.yandex.com/token',
    async run(page, locale, secret) {
      await fillOwnApp(page, locale, 'ya-id', secret);
      await press(page, locale, 'tools.yandex.authorize.submit');
    },
    field: 'refresh_token',
    expected: (code) => `refresh-for-${code}`,
  },
  {
    tool: '115',
    locale: 'en',
    start: '/tool/115/token',
    async run(page, locale) {
      await press(page, locale, 'tools.115.getQr');
      await expect(page.locator('article svg:has(title)')).toBeVisible();
      await press(page, locale, 'tools.115.scanned');
    },
    field: 'access_token',
    expected: () => '115-access-uid-default',
  },
];

test.describe('sign-ins across the two origins', () => {
  // The redirect, the start page, the provider stand-in and the callback (maybe in the other locale too).
  test.describe.configure({timeout: 90_000});

  for (const signIn of SIGN_INS) {
    const p = PREFIX[signIn.locale];
    test(`${signIn.tool} (${signIn.locale}): the docs origin sends the reader to the tools origin, which signs in`, async ({
      page,
    }) => {
      await useLocalServer(page);
      const trace = traceAddresses(page, ACCESS_LOG);
      const secret = unique('secret');
      const code = unique(signIn.tool);
      const signedIn = signIn.provider
        ? await interceptSignIn(page, signIn.provider, (url) => {
            const back = new URL(url.searchParams.get('redirect_uri') ?? '');
            back.search = new URLSearchParams({code, state: url.searchParams.get('state') ?? ''}).toString();
            return back.toString();
          })
        : undefined;
      if (signIn.tokenEndpoint) {
        await page.route(signIn.tokenEndpoint, async (route) => {
          const form = new URLSearchParams(route.request().postData() ?? '');
          await route.fulfill({
            json: {access_token: 'access', refresh_token: `refresh-for-${form.get('code')}`, token_type: 'bearer'},
            headers: CORS,
          });
        });
      }
      const response = await page.goto(`${DOCS}${p}${signIn.start}`);
      // The docs origin's permanent redirect carried the reader across.
      expect(response?.request().redirectedFrom()?.url()).toBe(`${DOCS}${p}${signIn.start}`);
      expect(page.url()).toBe(`${TOOLS}${p}${signIn.start}`);
      await waitForHydration(page);
      await signIn.run(page, signIn.locale, secret);
      await expectTokenField(page, signIn.field, signIn.expected(code));
      if (signedIn) {
        // The provider was told the tools origin's callback, and the reader is back there.
        expect(signedIn()?.searchParams.get('redirect_uri')).toBe(`${TOOLS}/tool/${signIn.tool}/callback`);
        await expect(page).toHaveURL(`${TOOLS}${p}/tool/${signIn.tool}/callback`);
      }
      await trace.check([secret], signIn.provider ? [code] : []);
    });
  }
});
