// What the token tools' end-to-end tests share (tests/e2e/tools.spec.ts on one
// origin, tests/e2e/two-origins.spec.ts across a docs and a tools origin): the
// texts the tests look for in both locales, the stub API server's record, the
// provider stand-ins (page.route), and the check that no secret is left in an
// address (request URLs, history, the nginx access log).
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page, type Route} from '@playwright/test';
import {E2E_PORT, STUB_API_URL} from '../../playwright.config';
import {SECTION_AND_PAGES} from './pages';
import {waitForHydration, type Locale} from './support';
import TOOL_FRAME_HEIGHTS from '../../src/data/toolFrameHeights.json';

const zhMessages = JSON.parse(readFileSync(path.join(__dirname, '../../i18n/zh-CN/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;

/** English source texts of the ids the tests look for; Chinese comes from code.json. */
const EN: Record<string, string> = {
  'apiServer.selector.label': 'API server',
  'tools.common.copy': 'Copy',
  'tools.common.copied': 'Copied',
  'tools.common.retry': 'Try again',
  'tools.common.exchanging': 'Exchanging the authorization code for tokens…',
  'tools.common.required': 'Required',
  'tools.common.clientId': 'Client ID (client_id)',
  'tools.common.clientSecret': 'Client secret (client_secret)',
  'tools.common.useOwnClient': 'Use my own app',
  'tools.error.timeout.title': 'The request timed out',
  'tools.error.http.title': 'The server answered with an error (HTTP {status})',
  'tools.error.nonJson.title': 'The server sent an unreadable answer',
  'tools.error.network.title': 'The server could not be reached',
  'tools.error.provider.title': 'The request was refused',
  'tools.error.unexpected.title': 'The answer lacks the expected values',
  'tools.callback.providerError': 'The provider reported an error',
  'tools.callback.missingCode': 'No authorization code in the address',
  'tools.callback.flow.unknown.title': 'This sign-in was not started in this browser tab',
  'tools.callback.flow.missing.title': 'This sign-in was not started on this page',
  'tools.callback.flow.used.title': 'This sign-in has already been used',
  'tools.callback.flow.expired.title': 'This sign-in has expired',
  'tools.callback.startAgain': 'Start the sign-in again',
  'tools.callback.confirm.title': 'Finish a sign-in started elsewhere?',
  'tools.callback.confirm.button': 'I started this sign-in: get the tokens',
  'tools.callback.singleUse':
    'An authorization code works only once. If the server received it before the answer was lost, trying again is refused; then start a new sign-in.',
  'tools.common.loading': 'Loading the tool…',
  'tools.onedrive.request.submit': 'Get refresh token',
  'tools.onedrive.request.zone': 'Zone',
  'tools.onedrive.site.url': 'Site address',
  'tools.onedrive.site.submit': 'Get site ID',
  'tools.onedrive.webdav.input': 'OneDrive or SharePoint address',
  'tools.onedrive.webdav.submit': 'Get WebDAV address',
  'tools.onedrive.webdav.result': 'WebDAV address',
  'tools.aliyundrive.request.login': 'Go to login',
  'tools.aliyundrive.request.qr': 'Scan QR code',
  'tools.aliyundrive.qr.check': 'I have scanned',
  'tools.aliyundrive.qr.expired': 'The QR code has expired. Get a new one.',
  'tools.aliyundrive.qr.retrying': 'Checking again in a few seconds…',
  'tools.aliyundrive.request.noDefault':
    'This site has no default Aliyundrive app for the sign-in page. Tick "Use my own app" and enter your app from the Aliyundrive Open platform, or scan the QR code instead, which uses the API server\'s app.',
  'tools.baidu.authorize.submit': 'Sign in to Baidu Netdisk',
  'tools.dropbox.request.submit': 'Get refresh token',
  'tools.google.request.submit': 'Get refresh token',
  'tools.google.callback.albums': 'List Google Photos albums',
  'tools.google.album.submit': 'List albums',
  'tools.google.album.way': 'Sign in with',
  'tools.google.album.wayRefresh': 'A refresh token and its client',
  'tools.yandex.authorize.submit': 'Sign in to Yandex',
  'tools.115.appId': 'App ID (optional)',
  'tools.115.getQr': 'Get QR code',
  'tools.115.scanned': 'I have scanned',
  'tools.115.appIdInvalid': 'An app ID is a number.',
  'tools.wopan.phone': 'Phone number',
  'tools.wopan.password': 'Password',
  'tools.wopan.code': 'Verification code',
  'tools.wopan.sendCode': 'Send verification code',
  'tools.wopan.getToken': 'Get token',
  'tools.wopan.codeSent': 'The verification code is on its way by SMS.',
  'tools.wopan.phoneInvalid': 'Enter an 11-digit mobile number starting with 1.',
};

/** `t(locale, id, values)`: the English texts given, or the Chinese of code.json, with `{name}` filled in. */
export function translator(
  en: Readonly<Record<string, string>>,
): (locale: Locale, id: string, values?: Record<string, string>) => string {
  return (locale, id, values = {}) => {
    const template = locale === 'en' ? en[id] : zhMessages[id]?.message;
    if (template === undefined) throw new Error(`no text for ${id}`);
    return template.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? `{${name}}`);
  };
}

export const t = translator(EN);

export const PREFIX: Record<Locale, string> = {en: '', zh: '/zh'};

/** A tool page's key in src/data/toolFrameHeights.json. */
export const keyOf = (url: string): string => url.replace(/\/+$/, '') || '/';
/** Every tool page, by English path. */
export const TOOL_PAGES = SECTION_AND_PAGES.filter((url) => url.startsWith('/tool/'));
export const isCallback = (url: string): boolean => /^\/tool\/[^/]+\/callback$/.test(url);
/** The callback page whose frame stands for all (tool-layout.spec.ts). */
export const FIRST_CALLBACK = TOOL_PAGES.find(isCallback);
/**
 * The tool pages that tool-layout.spec.ts loads in the browser, in both
 * locales: the tools index, every page with a tool of its own (a reserved
 * height), and the first callback. That load also checks for console errors
 * and failed requests, so routes.spec.ts does not load them again.
 */
export const TOOL_PAGES_LOADED = TOOL_PAGES.filter(
  (url) =>
    url === '/tool/' ||
    ((TOOL_FRAME_HEIGHTS as Record<string, unknown>)[keyOf(url)] !== undefined &&
      (!isCallback(url) || url === FIRST_CALLBACK)),
);
/** What the intercepted provider endpoints answer for cross-origin calls. */
export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST',
};

export function b64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

let counter = 0;
/** A code no other test uses, so the stub's per-value counters never collide between parallel tests. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}

export async function useLocalServer(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('api_name', 'local'));
}

export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Answers a provider's sign-in page with a redirect back to our callback, after checking its query. */
export async function interceptSignIn(
  page: Page,
  pattern: string,
  answer: (url: URL) => string,
): Promise<() => URL | undefined> {
  let seen: URL | undefined;
  await page.route(pattern, async (route: Route) => {
    seen = new URL(route.request().url());
    await route.fulfill({status: 302, headers: {location: answer(seen)}});
  });
  return () => seen;
}

/** The nginx access log of a test server (scripts/serve-nginx.sh) on `port`: the one-origin server's by default. */
export function accessLogOf(port: number = E2E_PORT): string {
  return path.join(__dirname, `../.artifacts/nginx-${port}/logs/access.log`);
}

/** Everything a sign-in leaves behind in addresses: request URLs, history entries, the access log. */
export function traceAddresses(
  page: Page,
  accessLog: string = accessLogOf(),
): {
  readonly check: (secrets: readonly string[], codes?: readonly string[]) => Promise<void>;
} {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  const logStart = existsSync(accessLog) ? readFileSync(accessLog, 'utf8').length : 0;
  return {
    /**
     * `secrets` (client secrets, tokens) must appear in no request URL,
     * history entry, history.state or log line; `codes` (authorization codes,
     * which the provider's redirect carries by design) in no history entry,
     * history.state or log line.
     */
    async check(secrets, codes = []) {
      const cdp = await page.context().newCDPSession(page);
      const {entries} = await cdp.send('Page.getNavigationHistory');
      await cdp.detach();
      const history = entries.map((entry) => entry.url);
      const state = JSON.stringify(await page.evaluate(() => window.history.state)) ?? '';
      expect(existsSync(accessLog), `access log at ${accessLog}`).toBe(true);
      const log = readFileSync(accessLog, 'utf8').slice(logStart).split('\n');
      for (const secret of [...secrets, ...codes]) {
        const forms = [secret, encodeURIComponent(secret)];
        const has = (text: string): boolean => forms.some((form) => text.includes(form));
        if (secrets.includes(secret)) expect(urls.filter(has), `request URLs with ${secret}`).toEqual([]);
        expect(history.filter(has), `history entries with ${secret}`).toEqual([]);
        expect(has(state), `history.state with ${secret}`).toBe(false);
        expect(log.filter(has), `access-log lines with ${secret}`).toEqual([]);
      }
      // Callback pages are logged without their query.
      expect(log.filter((line) => /\/tool\/[^/ ]+\/callback[^ ]*\?/.test(line))).toEqual([]);
      expect(history.filter((url) => /[?&](code|state)=/.test(url))).toEqual([]);
    },
  };
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export async function stubRequests(
  page: Page,
): Promise<{path: string; body: Record<string, unknown>; referer: string | null}[]> {
  const response = await page.request.get(`${STUB_API_URL}/__requests`);
  return (await response.json()) as {path: string; body: Record<string, unknown>; referer: string | null}[];
}

export async function expectTokenField(page: Page, name: string, value: string): Promise<void> {
  // After a sign-in the page goes through the provider, the callback and maybe
  // the other locale's callback: allow for a busy machine.
  await expect(page.locator(`textarea[name="${name}"]`)).toHaveValue(value, {timeout: 30_000});
  await expect(page.locator(`textarea[name="${name}"]`)).toHaveAttribute('readonly', '');
}
