import AxeBuilder from '@axe-core/playwright';
import {expect, test} from './test';
import {waitForHydration} from './support';

/**
 * Text contrast (WCAG AA, axe's `color-contrast` rule, the audit Lighthouse's
 * accessibility score failed on): links, the active breadcrumb, the pagination
 * labels and the primary buttons take the primary colour, so a primary that is
 * too light fails on every page; the API reference's "required" badge is
 * Infima's warning badge. Checked in both colour modes on pages that show
 * each of those.
 */
const PAGES = [
  '/',
  '/tool/onedrive/request',
  '/guide/install/docker',
  '/guide/api/fs',
  '/guide/advanced/system_arch',
  '/zh/guide/drivers/onedrive',
] as const;

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
        const {violations} = await new AxeBuilder({page}).withRules(['color-contrast']).analyze();
        const found = violations.flatMap((v) =>
          v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
        );
        expect(found, `low-contrast text on ${url}`).toEqual([]);
      });
    }
  });
}
