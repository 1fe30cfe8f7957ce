import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './test';
import {waitForHydration} from './support';

/**
 * Reading wide tables and code blocks on a 360 px phone (src/css/custom.css,
 * src/theme/CodeBlock): a table that scrolls sideways shows it with an edge
 * shadow and keeps its first column in view; a code block with long lines can
 * wrap them, by CSS alone, without loading the block's code. The table in
 * English, the code block in Chinese: the CSS and components are the same in
 * both locales.
 */
test.use({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});

/** Sum of the layout shifts of the page so far, as Lighthouse counts them (none right after an input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
}

/** The table that lists S3-compatible endpoints on the S3 driver page: wider than a phone. */
function endpointTable(page: Page): Locator {
  return page.locator('.markdown table', {has: page.locator('code', {hasText: 'myqcloud.com'})}).first();
}

test.describe('on a 360 px phone', () => {
  test('a wide reference table shows that it scrolls and keeps its first column in view', async ({page}) => {
    await page.goto('/guide/drivers/s3');
    await waitForHydration(page);
    const table = endpointTable(page);
    await table.scrollIntoViewIfNeeded();
    const box = await table.evaluate((el) => ({client: el.clientWidth, scroll: el.scrollWidth}));
    expect(box.scroll, 'the table is wider than the phone').toBeGreaterThan(box.client + 50);
    // The scroll cue: covers that scroll with the content over shadows that stay at the edges.
    const cue = await table.evaluate((el) => {
      const style = getComputedStyle(el);
      return {attachment: style.backgroundAttachment, images: style.backgroundImage};
    });
    expect(cue.attachment).toBe('local, local, scroll, scroll');
    expect(cue.images.match(/linear-gradient/g)).toHaveLength(4);
    // Scrolled, the first column stays where it was while the others move under it.
    const firstCell = table.locator('tbody tr').first().locator(':scope > :first-child');
    const secondCell = table.locator('tbody tr').first().locator(':scope > :nth-child(2)');
    // The first row on screen (a tall table's top may lie above the viewport), for elementFromPoint below.
    await firstCell.evaluate((cell) => cell.scrollIntoView({block: 'center'}));
    const before = {first: (await firstCell.boundingBox())!, second: (await secondCell.boundingBox())!};
    await table.evaluate((el) => {
      el.scrollLeft = 150;
    });
    await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBe(150);
    const after = {first: (await firstCell.boundingBox())!, second: (await secondCell.boundingBox())!};
    // (Half a pixel: the collapsed border of the table's edge stays behind.)
    expect(Math.abs(after.first.x - before.first.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.second.x - (before.second.x - 150))).toBeLessThanOrEqual(1);
    // The first column is painted over the cells that pass under it.
    const topmost = await page.evaluate(
      ({x, y}) => (document.elementFromPoint(x, y)?.closest('th, td') as HTMLTableCellElement | null)?.cellIndex,
      {
        x: after.first.x + 4,
        y: after.first.y + after.first.height / 2,
      },
    );
    expect(topmost).toBe(0);
    expect(await layoutShift(page)).toBe(0);
  });

  test('a code block with long lines wraps them on request, without loading its code', async ({page}) => {
    await page.goto('/zh/guide/install/script');
    await waitForHydration(page);
    expect(await layoutShift(page)).toBe(0);
    const host = page.locator('[data-wrap]', {has: page.locator('pre')}).first();
    await host.scrollIntoViewIfNeeded();
    const pre = host.locator('pre').first();
    const island = host.locator('[data-island]').first();
    const overflow = () => pre.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await overflow(), 'the block is wider than the phone').toBeGreaterThan(20);
    // Its lines scroll: the block shows the cue as the tables do.
    expect(await pre.evaluate((el) => getComputedStyle(el).backgroundAttachment)).toBe('local, local, scroll, scroll');
    // The switch is shown on a phone, which has no hover.
    const toggle = host.getByRole('checkbox', {name: '切换自动换行'});
    await expect(toggle).toBeVisible();
    expect(Number(await toggle.evaluate((el) => getComputedStyle(el).opacity))).toBeGreaterThan(0.5);
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect.poll(overflow).toBeLessThanOrEqual(1);
    // CSS did it: the block is still the server's HTML.
    await expect(island).toHaveAttribute('data-island', 'static');
    await toggle.click();
    await expect.poll(overflow).toBeGreaterThan(20);
  });
});
