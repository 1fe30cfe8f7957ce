import {expect, type Locator, type Page} from '@playwright/test';
import {waitForHydration} from './support';

export const DIALOG = '.DocSearch-Modal';

export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export function searchButton(page: Page): Locator {
  return page.locator('nav.navbar .DocSearch-Button');
}

export function searchInput(page: Page): Locator {
  return page.locator(`${DIALOG} input.DocSearch-Input`);
}

/**
 * Types a query into the open dialog and waits until the dialog shows the
 * answer to that query (the container records the last answered query in
 * `data-answered`), not to one of the prefixes typed before it.
 */
export async function typeQuery(page: Page, query: string): Promise<void> {
  const input = searchInput(page);
  await input.fill('');
  await input.pressSequentially(query);
  await expect(page.locator('.site-search')).toHaveAttribute('data-answered', query, {timeout: 15_000});
  await expect(page.locator('.DocSearch-Container')).not.toHaveClass(/DocSearch-Container--Stalled/, {
    timeout: 15_000,
  });
  await expect(
    page
      .locator(`${DIALOG} .DocSearch-Hit, ${DIALOG} .DocSearch-NoResults, ${DIALOG} .site-search__error`)
      .filter({visible: true})
      .first(),
  ).toBeVisible({timeout: 15_000});
  // The answer is rendered a frame after it arrives.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Paths (no fragment) of the result pages in the order shown, each once. */
export async function resultPages(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator(`${DIALOG} .DocSearch-Hit [data-href]`)
    .evaluateAll((hits) => hits.map((hit) => hit.getAttribute('data-href') ?? ''));
  return [...new Set(hrefs.map((href) => href.replace(/[?#].*$/, '')))];
}
