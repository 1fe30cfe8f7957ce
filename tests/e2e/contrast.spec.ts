import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
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
        // Not yet: Mermaid's dark theme draws edge labels at 4.4:1
        // (PERFORMANCE.md); everything else, code blocks included, must pass.
        const {violations} = await new AxeBuilder({page})
          .withRules(['color-contrast'])
          .exclude('.docusaurus-mermaid-container')
          .analyze();
        const found = violations.flatMap((v) =>
          v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
        );
        expect(found, `low-contrast text on ${url}`).toEqual([]);
      });
    }
  });
}
