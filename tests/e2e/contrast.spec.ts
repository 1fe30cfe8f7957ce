import AxeBuilder from '@axe-core/playwright';
import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {waitForHydration} from './support';

/**
 * Text contrast (WCAG AA, axe's `color-contrast` rule, the audit Lighthouse's
 * accessibility score failed on): links, the active breadcrumb, the pagination
 * labels and the primary buttons take the primary colour, so a primary that is
 * too light fails on every page; the API reference's "required" badge is
 * Infima's warning badge. Checked in both colour modes on pages that show
 * each of those.
 *
 * axe checks every distinct look of text on the page, not every element: a
 * look is the text's colour, size, weight and shadow over the backgrounds and
 * opacities of its ancestors down to the first opaque one. Up to three visible
 * elements of each look are checked (markLooks). axe's cost grows with the
 * number of elements it checks: every text element of /guide/api/fs (about
 * 4,000, 40 looks) took 20 s a colour mode.
 */
const PAGES = [
  '/',
  '/tool/onedrive/request',
  '/guide/install/docker',
  '/guide/api/fs',
  '/guide/advanced/system_arch',
  '/zh/guide/drivers/onedrive',
] as const;

/** The attribute markLooks puts on the elements axe checks. */
const SAMPLE = 'data-contrast-sample';

/**
 * Marks up to three visible elements of each distinct look of text (see the
 * header) with SAMPLE, and returns the number of looks.
 */
function markLooks(page: Page): Promise<number> {
  return page.evaluate((attribute) => {
    const backdrops = new Map<Element, string>();
    /** The backgrounds and opacities behind an element's text, down to the first opaque background. */
    const backdropOf = (el: Element | null): string => {
      if (!el) return '';
      const known = backdrops.get(el);
      if (known !== undefined) return known;
      const s = getComputedStyle(el);
      const own = [s.opacity, s.backgroundImage, s.backgroundColor, s.filter, s.mixBlendMode].join(' ');
      const opaque = s.backgroundImage === 'none' && /^rgb\(/.test(s.backgroundColor) && s.opacity === '1';
      const backdrop = opaque ? own : `${own} / ${backdropOf(el.parentElement)}`;
      backdrops.set(el, backdrop);
      return backdrop;
    };
    const looks = new Map<string, number>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || !el.checkVisibility({visibilityProperty: true})) continue;
      const s = getComputedStyle(el);
      const look = [s.color, s.fontSize, s.fontWeight, s.textShadow, backdropOf(el)].join(' | ');
      const marked = looks.get(look) ?? 0;
      if (marked >= 3) continue;
      looks.set(look, marked + 1);
      el.setAttribute(attribute, '');
    }
    return looks.size;
  }, SAMPLE);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});
    for (const url of PAGES) {
      test(`text on ${url} has enough contrast`, async ({page}) => {
        test.setTimeout(150_000);
        await page.goto(url);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        // Diagrams drawn in the browser are drawn when they near the viewport:
        // bring each one in and wait for its drawing, so their labels are
        // checked too. (A diagram drawn before the build has both drawings in
        // the page, the colour mode's one visible.)
        const diagrams = page.locator('.docusaurus-mermaid-container:visible');
        for (let i = 0; i < (await diagrams.count()); i++) {
          await diagrams.nth(i).scrollIntoViewIfNeeded();
          await expect(diagrams.nth(i).locator('svg')).toBeVisible({timeout: 60_000});
        }
        expect(await markLooks(page), 'looks of text').toBeGreaterThan(5);
        const {violations} = await new AxeBuilder({page})
          .include(`[${SAMPLE}]`)
          .withRules(['color-contrast'])
          .analyze();
        const found = violations.flatMap((v) =>
          v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
        );
        expect(found, `low-contrast text on ${url}`).toEqual([]);
      });
    }
  });
}
