import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {answerSiteDialogs, blockThirdParty, waitForHydration} from './support';

/**
 * Page-weight budget (issue 16): the JavaScript a first visit executes, per
 * measured page, against tests/e2e/page-weight.json. Bytes are the gzip -9
 * size of each same-origin script the page runs (prefetches that never run are
 * left out), so the figure is the same on every machine; timings stay in
 * `npm run bench:pages`.
 */
interface Budgets {
  readonly limit: number;
  readonly pages: Readonly<Record<string, number>>;
}
const BUDGETS = JSON.parse(readFileSync('tests/e2e/page-weight.json', 'utf8')) as Budgets;

interface Chunk {
  readonly name: string;
  readonly bytes: number;
}

/** Records the body of every same-origin script the page runs. */
function recordScripts(page: Page, origin: string): Promise<Chunk>[] {
  const chunks: Promise<Chunk>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(response.url());
    if (request.resourceType() !== 'script' || url.origin !== origin || response.status() !== 200) return;
    chunks.push(response.body().then((body) => ({name: url.pathname, bytes: gzipSync(body, {level: 9}).length})));
  });
  return chunks;
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

// Opt-in (PAGE_WEIGHT=1) until the figures hold still: idle-time loaders still
// make a page's total vary by a few KiB from run to run, and several pages are
// still over the 150 KiB target (see issue 16).
test.skip(!process.env.PAGE_WEIGHT, 'set PAGE_WEIGHT=1 to check the page-weight budgets');

test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

test.beforeEach(async ({context, baseURL}) => {
  await answerSiteDialogs(context);
  await blockThirdParty(context, baseURL!);
});

test('every budget stays under the limit of pages without a heavy feature', () => {
  for (const [url, budget] of Object.entries(BUDGETS.pages)) {
    if (!url.startsWith('/tool/')) expect(budget, url).toBeLessThanOrEqual(BUDGETS.limit);
  }
});

for (const [url, budget] of Object.entries(BUDGETS.pages)) {
  test(`${url} executes at most ${budget} KiB of JavaScript on load`, async ({page, baseURL}) => {
    const recorded = recordScripts(page, new URL(baseURL!).origin);
    let pending = 0;
    page.on('request', () => (pending += 1));
    page.on('requestfinished', () => (pending -= 1));
    page.on('requestfailed', () => (pending -= 1));
    await page.goto(url, {waitUntil: 'load'});
    await waitForHydration(page);
    // Islands and other idle-time loaders start once the page has loaded and the browser is idle:
    // let every idle callback queued so far run, then wait for what they fetch.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const idle = (then: () => void): number => window.requestIdleCallback(then, {timeout: 5000});
          idle(() => idle(() => resolve()));
        }),
    );
    await expect.poll(() => pending, {timeout: 15_000}).toBe(0);
    await page.waitForLoadState('networkidle');
    const chunks = (await Promise.all(recorded)).sort((a, b) => b.bytes - a.bytes);
    const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
    const list = chunks.map((chunk) => `  ${kib(chunk.bytes).padStart(10)}  ${chunk.name}`).join('\n');
    expect(
      total,
      `${url}: ${kib(total)} of JavaScript, budget ${budget} KiB (tests/e2e/page-weight.json); largest first:\n${list}`,
    ).toBeLessThanOrEqual(budget * 1024);
  });
}
