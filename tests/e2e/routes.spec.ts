import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {BASE_URL} from '../../playwright.config';
import {canonicalPathname} from '../../src/lib/site/legacyUrls';
import {SECTION_AND_PAGES, urlForms, zhPath} from './pages';
import {TOOL_PAGES_LOADED} from './toolSupport';
import {
  answerSiteDialogs,
  HTML_LANG,
  SITE_TITLE,
  expectNoProblems,
  localeOf,
  waitForHydration,
  watchPage,
} from './support';

/**
 * Every page, in both locales, at every URL form (`/x`, `/x.html`, `/x/`):
 * each form answers 200 with the page's own server-rendered HTML (the right
 * title and language, not a shell that redirects). One form per page, the
 * old site's `.html` address where there is one, is then opened in the
 * browser: it hydrates under the canonical address without console errors or
 * failed same-origin requests. (The other forms run the same code: opening
 * each of them too would triple the time of this suite for no new check.)
 * Each leaf page is opened in one locale, alternating (OTHER_LOCALE_OPENS);
 * the tool pages that tests/e2e/tool-layout.spec.ts loads, with the same
 * console and request checks, are not opened here again
 * (TOOL_PAGES_LOADED in toolSupport.ts).
 */
const all = SECTION_AND_PAGES.flatMap((en) => [en, zhPath(en)]);
const LOADED_ELSEWHERE = new Set(TOOL_PAGES_LOADED.flatMap((en) => [en, zhPath(en)]));
/**
 * The pages opened in the browser in one locale only: a leaf page (not a
 * home or section index) hydrates with the same components and data in both
 * locales, only its words differ, so each is opened in one of them,
 * alternating down the list (every HTML form of every page is still fetched
 * above, in both locales). Section indexes and the homes, which list pages
 * per locale, are opened in both.
 */
const OTHER_LOCALE_OPENS = new Set(
  SECTION_AND_PAGES.filter((en) => !en.endsWith('/') && !en.endsWith('.html')).map((en, i) =>
    i % 2 === 0 ? zhPath(en) : en,
  ),
);

/**
 * A NUL or U+FFFD ("�", what the HTML minifier makes of a NUL) outside code:
 * React 18's streaming renderer left NULs among the characters of Chinese
 * pages (src/plugins/slim/renderToHtml.js). Code may show "�" on purpose (the
 * FTP page's garbled names).
 */
function brokenCharacter(html: string): string | undefined {
  const text = html.replace(/<code[^>]*>[\s\S]*?<\/code>/g, '');
  // eslint-disable-next-line no-control-regex -- the NUL is what this looks for
  const at = text.search(/[\u0000\uFFFD]/);
  return at < 0 ? undefined : text.slice(Math.max(0, at - 40), at + 20);
}

function ssrTitleOf(html: string): string {
  return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

// One page per worker for the whole suite: a fresh context per test costs
// more than the page load it checks. Each test starts with a full load.
let page: Page;
test.beforeAll(async ({browser}) => {
  const context = await browser.newContext({baseURL: BASE_URL});
  await answerSiteDialogs(context);
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

for (const path of all) {
  test(`page ${path}`, async () => {
    const locale = localeOf(path);
    const forms = urlForms(path);
    let ssrTitle = '';
    for (const url of forms) {
      const response = await page.request.get(encodeURI(url));
      expect(response.status(), `${url} status`).toBe(200);
      const html = await response.text();
      expect(html, `${url} language`).toMatch(new RegExp(`<html[^>]* lang="?${HTML_LANG[locale]}"?[ >]`));
      const title = ssrTitleOf(html);
      expect(title, `${url} server-rendered title`).toContain(SITE_TITLE[locale]);
      expect(brokenCharacter(html), `${url}: a NUL or "�" in the page's HTML`).toBeUndefined();
      if (ssrTitle) expect(title, `${url} is the same page as ${forms[0]}`).toBe(ssrTitle);
      ssrTitle = title;
    }

    // A tool page that tool-layout.spec.ts loads (with the same console and request checks) is not loaded again.
    if (LOADED_ELSEWHERE.has(path) || OTHER_LOCALE_OPENS.has(path)) return;
    const url = forms.find((form) => form.endsWith('.html')) ?? forms[0]!;
    const problems = watchPage(page);
    const response = await page.goto(encodeURI(url));
    expect(response?.status(), `${url} status`).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    const title = await page.title();
    expect(title, `${url} title after hydration`).toBe(
      ssrTitle
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"'),
    );

    if (path.endsWith('404.html')) {
      await expect(page.locator('main h1, h1').first()).toBeVisible();
    } else {
      const h1 = page.locator('h1').first();
      await expect(h1).toBeVisible();
      if (!['/', '/zh/'].includes(path)) {
        expect(title.startsWith((await h1.innerText()).trim()), `${url}: title "${title}" starts with the h1`).toBe(
          true,
        );
      }
    }
    // `/x.html` is shown as `/x` once loaded (see src/lib/site/legacyUrls.ts).
    expect(new URL(page.url()).pathname).toBe(encodeURI(canonicalPathname(url)));
    expectNoProblems(problems);
  });
}

/**
 * Files fetched with curl at the site root (deploy/nginx/site-locations.conf):
 * the one-line installer of each channel and the compose file of the Docker
 * page, as UTF-8 plain text that caches keep but revalidate.
 */
const DOWNLOADS = [
  {url: '/v3.sh', starts: '#!/usr/bin/env bash\n', contains: '\nCHANNEL=stable\n'},
  {url: '/beta.sh', starts: '#!/usr/bin/env bash\n', contains: '\nCHANNEL=beta\n'},
  {url: '/docker-compose.yml', starts: '# AList v3 with Docker Compose', contains: 'image: xhofe/alist:latest'},
] as const;

for (const {url, starts, contains} of DOWNLOADS) {
  test(`download ${url} is plain text, cached but revalidated`, async ({request}) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['last-modified']).toBeTruthy();
    const etag = headers['etag'];
    expect(etag).toBeTruthy();
    const body = await response.text();
    expect(body.startsWith(starts)).toBe(true);
    expect(body).toContain(contains);

    const again = await request.get(url, {headers: {'If-None-Match': etag ?? ''}});
    expect(again.status(), 'an unchanged file is revalidated, not sent again').toBe(304);
  });
}
