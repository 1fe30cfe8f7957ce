import {expect, test} from '@playwright/test';
import {canonicalPathname} from '../../src/lib/legacyUrls';
import {SECTION_AND_PAGES, urlForms, zhPath} from './pages';
import {HTML_LANG, SITE_TITLE, expectNoProblems, localeOf, waitForHydration, watchPage} from './support';

/**
 * Every page, in both locales, at every URL form (`/x`, `/x.html`, `/x/`):
 * a fresh load answers 200 with the page's own server-rendered HTML, the
 * right title and language, and hydrates without console errors or failed
 * same-origin requests.
 */
const all = SECTION_AND_PAGES.flatMap((en) => [en, zhPath(en)]);

for (const path of all) {
  test(`page ${path}`, async ({page}) => {
    const locale = localeOf(path);
    for (const url of urlForms(path)) {
      const problems = watchPage(page);
      const response = await page.goto(encodeURI(url));
      expect(response, url).not.toBeNull();
      expect(response!.status(), `${url} status`).toBe(200);

      // The server sends the page's own HTML, not a shell that redirects.
      const html = await response!.text();
      const ssrTitle = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(ssrTitle, `${url} server-rendered title`).toContain(SITE_TITLE[locale]);

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
      // `/x.html` is shown as `/x` once loaded (see src/lib/legacyUrls.ts).
      expect(new URL(page.url()).pathname).toBe(encodeURI(canonicalPathname(url)));
      expectNoProblems(problems);
    }
  });
}
