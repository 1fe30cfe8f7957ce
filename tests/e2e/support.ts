import {
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {SITE_DIALOG_KEYS} from '../../playwright.config';

export type Locale = 'en' | 'zh';

/** The production build the tests run against, for the specs that read its files. */
export const BUILD_DIR = path.resolve(__dirname, '../../build');

/** The headers the site sets on every kind of response (deploy/README.md, "Headers"). */
export const SECURITY_HEADERS = [
  'x-content-type-options',
  'strict-transport-security',
  'permissions-policy',
  'x-frame-options',
  'referrer-policy',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cache-control',
] as const;

/** The address of a fingerprinted script the build's home page of a locale loads (`dir`: `''` or `'zh'`). */
export function assetOf(dir: string): string {
  const js = readFileSync(path.join(BUILD_DIR, dir, 'index.html'), 'utf8').match(
    /(?:src|data-scripts)="?(\/(?:zh\/)?assets\/js\/[^"\s>]+\.js)/,
  );
  if (!js?.[1]) throw new Error(`no script in ${dir}index.html`);
  return js[1];
}

export const SITE_TITLE: Readonly<Record<Locale, string>> = {en: 'AList Docs', zh: 'AList 文档'};
export const HTML_LANG: Readonly<Record<Locale, string>> = {en: 'en-US', zh: 'zh-CN'};

export interface PageProblems {
  readonly consoleErrors: string[];
  /** Requests or scripts the page's Content-Security-Policy refused (also console errors). */
  readonly cspViolations: string[];
  readonly failedRequests: string[];
  /** Stops recording. */
  readonly stop: () => void;
}

/**
 * Records console errors and failed same-origin requests of a page. A
 * cross-origin resource that fails to load (ads, analytics offline) is the
 * browser's own log line, not an error of the site, and is left out.
 */
export function watchPage(page: Page): PageProblems {
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];
  const failedRequests: string[] = [];
  const sameOrigin = (url: string): boolean => {
    try {
      return new URL(url).origin === new URL(page.url() || 'http://127.0.0.1').origin;
    } catch {
      return false;
    }
  };
  const onConsole = (msg: ConsoleMessage): void => {
    if (msg.text().includes('Content Security Policy')) cspViolations.push(`${msg.text()} (${page.url()})`);
    if (msg.type() !== 'error') return;
    const url = msg.location().url;
    if (msg.text().startsWith('Failed to load resource') && url && !sameOrigin(url)) return;
    consoleErrors.push(`${msg.text()} (${url})`);
  };
  const onPageError = (error: Error): void => {
    consoleErrors.push(`pageerror: ${error.message}`);
  };
  const onRequestFailed = (request: Request): void => {
    // Prefetches cut short by the next navigation are aborted, not failed.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (sameOrigin(request.url())) failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
  };
  const onResponse = (response: Response): void => {
    const {pathname} = new URL(response.url());
    // A test that asks for a missing path expects that one 404.
    if (sameOrigin(response.url()) && response.status() >= 400 && !pathname.includes('does-not-exist')) {
      failedRequests.push(`${response.status()} ${response.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  const stop = (): void => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  };
  return {consoleErrors, cspViolations, failedRequests, stop};
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Holds the page's requests to `url` (those that `hold` picks, all by
 * default) until the returned function is called: to look at a page while
 * something is still on its way.
 */
export async function holdRequests(
  page: Page,
  url: string,
  hold: (request: Request) => boolean = () => true,
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (hold(route.request())) await held;
    await route.continue();
  });
  return () => release();
}

/**
 * Acts as a reader would (moves the pointer) until the third-party scripts
 * are in the document: they load at the first interaction after the page's
 * load event (src/data/thirdParty.ts, THIRD_PARTY_START).
 */
export async function interactUntilThirdPartyLoads(page: Page, count: number): Promise<void> {
  await page.waitForLoadState('load');
  let step = 0;
  await expect
    .poll(
      async () => {
        step += 1;
        await page.mouse.move(5 + (step % 20), 5 + (step % 20));
        return page.locator('script[data-third-party]').count();
      },
      {message: 'third-party scripts after the first interaction'},
    )
    .toBe(count);
}

/**
 * Waits until the page has stopped scrolling (the position unchanged over
 * five animation frames) and the scroll listeners have had their turn: the
 * condition to wait on before asserting that scrolling changed nothing.
 */
export async function waitForScrollEnd(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = (): void => {
          if (window.scrollY === last) still += 1;
          else [last, still] = [window.scrollY, 0];
          if (still >= 5) resolve(true);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

export function localeOf(path: string): Locale {
  return path === '/zh' || path.startsWith('/zh/') ? 'zh' : 'en';
}

export function expectNoProblems(problems: PageProblems): void {
  problems.stop();
  expect(problems.cspViolations, 'Content-Security-Policy violations').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.failedRequests, 'failed same-origin requests').toEqual([]);
}

/**
 * The site-wide dialogs (locale-redirect modal, notice popup on `/` and `/zh`)
 * cover the page and make it inert. A test about something else answers them
 * up front for every page of its context, as a returning visitor has (an
 * answer already stored stays): `await answerSiteDialogs(context)`. Contexts
 * of the `page` fixture start answered already (tests/e2e/test.ts).
 *
 * An init script, not Playwright's `storageState`: a storage state with
 * local storage opens a page on each of its origins whenever a context
 * starts, which cost 0.3–0.7 s per test.
 */
export async function answerSiteDialogs(context: BrowserContext): Promise<void> {
  await context.addInitScript((keys) => {
    try {
      for (const key of keys) {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'answered-by-test');
      }
    } catch {
      // A document without storage (about:blank, a sandboxed frame) has no dialogs.
    }
  }, SITE_DIALOG_KEYS);
}

/** Emulates `navigator.platform` (the user agent is a context option). */
export async function emulatePlatform(context: BrowserContext, platform: string): Promise<void> {
  await context.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'platform', {get: () => value, configurable: true});
  }, platform);
}

/**
 * Fails every request that leaves the test server (or the servers named: the docs and tools origins of the
 * two-origin setup), as the offline machine would (quicker than DNS).
 */
export async function blockThirdParty(context: BrowserContext, ...servers: readonly string[]): Promise<void> {
  const origins = new Set(servers.map((server) => new URL(server).origin));
  await context.route(
    (url) => !origins.has(url.origin),
    (route) => route.abort('internetdisconnected'),
  );
}
