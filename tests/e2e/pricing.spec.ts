import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {answerSiteDialogs, blockThirdParty, expectNoProblems, waitForHydration, watchPage} from './support';

const PAGES = [
  {url: '/pricing', plans: ['Open source', 'AList Desktop', 'Technical support'], price: '$9.99'},
  {url: '/zh/pricing', plans: ['开源版', 'AList 桌面版', '技术支持'], price: '¥50'},
] as const;

async function boxes(page: Page, names: readonly string[]): Promise<{x: number; y: number; width: number}[]> {
  const result = [];
  for (const name of names) {
    const box = await page.getByRole('region', {name}).boundingBox();
    expect(box, name).not.toBeNull();
    result.push(box!);
  }
  return result;
}

test.beforeEach(async ({context, baseURL}) => {
  await answerSiteDialogs(context);
  await blockThirdParty(context, baseURL!);
});

// The layout in one locale each (the page is the same component in both; tests/unit/components/PricingPage.test.tsx
// proves each locale's plans and prices). That /pricing.html answers too: routes.spec.ts, which opens every page at
// every address.
test('three plans side by side on a desktop, without sidebar, breadcrumb or page meta', async ({page}) => {
  const {url, plans, price} = PAGES[0];
  const problems = watchPage(page);
  await page.goto(url);
  await waitForHydration(page);
  const [a, b, c] = await boxes(page, plans);
  expect(a!.y).toBe(b!.y);
  expect(b!.y).toBe(c!.y);
  expect(a!.x).toBeLessThan(b!.x);
  expect(b!.x).toBeLessThan(c!.x);
  await expect(page.getByRole('region', {name: plans[1]})).toContainText(price);
  for (const selector of [
    '.theme-doc-sidebar-container',
    '.breadcrumbs',
    '.theme-edit-this-page',
    '.theme-last-updated',
  ]) {
    await expect(page.locator(selector), selector).toHaveCount(0);
  }
  expectNoProblems(problems);
});

test('plans stacked on a phone, with nothing wider than the screen', async ({page}) => {
  const {url, plans} = PAGES[1];
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(url);
  await waitForHydration(page);
  const [a, b, c] = await boxes(page, plans);
  expect(a!.x).toBe(b!.x);
  expect(b!.x).toBe(c!.x);
  expect(a!.y).toBeLessThan(b!.y);
  expect(b!.y).toBeLessThan(c!.y);
  expect(a!.width).toBeGreaterThan(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
