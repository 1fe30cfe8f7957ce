import {expect, type Locator, type Page} from '@playwright/test';
import {waitForHydration} from './support';

export const DIALOG = '.DocSearch-Modal';

/** Downloading, parsing and loading a locale's index on a busy 2-core machine. */
export const INDEX_LOAD_TIMEOUT_MS = 45_000;
/** A search test: the index load plus its queries. */
export const SEARCH_TEST_TIMEOUT_MS = 90_000;

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
  // The first query waits for the locale's index (megabytes, loaded by a
  // worker when the dialog opens): wait for that on its own, with its own
  // allowance, so a slow machine fails here, under this name.
  await expect(page.locator('.site-search'), 'the search index is still loading').not.toHaveAttribute(
    'data-index',
    'loading',
    {timeout: INDEX_LOAD_TIMEOUT_MS},
  );
  // The rest of the index (paragraphs) follows the first part: answers
  // compared with expectations are those of the whole index.
  await expect(page.locator('.site-search'), 'the rest of the search index is still loading').not.toHaveAttribute(
    'data-index-complete',
    'loading',
    {timeout: INDEX_LOAD_TIMEOUT_MS},
  );
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
