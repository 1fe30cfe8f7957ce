import {existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {type Request} from '@playwright/test';
import {expect, test} from './test';
import {
  BUDGET_MARGIN,
  BUDGETS_FILE,
  GZIP_LEVEL,
  budgetFor,
  budgetMessage,
  kib,
  measure,
  readBudgets,
  type BudgetsFile,
  type Measurement,
  type PageBudget,
} from './pageWeight';
import {BUILD_DIR, blockThirdParty, waitForHydration} from './support';
import MEASURED_PAGES from './measured-pages.json';

/**
 * Page-weight budgets: the JavaScript each measured page executes on a first
 * visit by a reader of the page's language (empty cache and storage, so the
 * site's first-visit notice loads too; see readerLocale),
 * in gzip bytes of the build's files, against tests/e2e/page-weight.budgets.json.
 * Bytes, not timings: the result is the same on a busy machine. Counted: every
 * same-origin request the browser makes as a script (`<script>`, preloads as
 * script, dynamic imports) until the page has loaded, hydrated and its network
 * is idle. Not counted: `<link rel=prefetch>` chunks for links in view (the
 * browser reports them as `other` and does not run them) and inline scripts
 * (part of the HTML).
 *
 * `npm run perf:budget:update` (PAGE_WEIGHT_UPDATE=1) measures the same pages
 * and rewrites the file: the budget becomes the total plus BUDGET_MARGIN.
 */
const PAGES: readonly string[] = MEASURED_PAGES;

const UPDATE = Boolean(process.env.PAGE_WEIGHT_UPDATE);
const measured = new Map<string, Measurement>();

test.use({returningVisitor: false});
// Rewriting the file needs every page's figure in one worker.
if (UPDATE) test.describe.configure({mode: 'serial'});

/**
 * The browser's language: that of the page's readers. A reader whose browser
 * asks for another language is offered the other locale in a dialog, whose
 * code loads only then (src/components/SiteOverlays); that is the dialog's
 * weight, not the page's (tests/e2e/overlays.spec.ts covers it).
 */
function readerLocale(url: string): string {
  return url.startsWith('/zh/') ? 'zh-CN' : 'en-US';
}

test.describe('page weight', () => {
  for (const url of PAGES) {
    test.describe(() => {
      test.use({locale: readerLocale(url)});
      definePageTest(url);
    });
  }

  test.afterAll(() => {
    if (!UPDATE) return;
    const missing = PAGES.filter((url) => !measured.has(url));
    if (missing.length > 0) throw new Error(`not measured, file left as it was: ${missing.join(', ')}`);
    const file: BudgetsFile = {
      about:
        'JavaScript each page executes on first load, gzip bytes of the build files (level = nginx gzip_comp_level); budgetKiB = total + margin, rounded up: a regression guard, not a target. Written by npm run perf:budget:update; checked by tests/e2e/page-weight.spec.ts.',
      gzipLevel: GZIP_LEVEL,
      margin: BUDGET_MARGIN,
      pages: Object.fromEntries(
        PAGES.map((url) => {
          const m = measured.get(url) as Measurement;
          return [url, {budgetKiB: budgetFor(m.totalBytes), totalBytes: m.totalBytes, chunks: m.chunks}];
        }),
      ),
    };
    writeFileSync(BUDGETS_FILE, `${JSON.stringify(file, null, 2)}\n`);
  });
});

function definePageTest(url: string): void {
  test(`JavaScript on first load of ${url} stays within its budget`, async ({page, context, baseURL}) => {
    test.setTimeout(90_000);
    expect(existsSync(path.join(BUILD_DIR, 'index.html')), `no build in ${BUILD_DIR}`).toBe(true);
    const origin = new URL(baseURL ?? '').origin;
    await blockThirdParty(context, origin);
    const scripts = new Set<string>();
    const onRequest = (request: Request): void => {
      if (request.resourceType() === 'script' && new URL(request.url()).origin === origin) {
        scripts.add(request.url().split(/[?#]/)[0] ?? request.url());
      }
    };
    page.on('request', onRequest);
    const response = await page.goto(url, {waitUntil: 'load', timeout: 60_000});
    expect(response?.status(), `${url} answers`).toBe(200);
    await waitForHydration(page);
    // A diagram drawn in the browser, within a screen of the viewport, is
    // drawn once the browser is idle after the load event
    // (src/theme/Mermaid), which may come after the network first goes
    // quiet: wait for it, so that its code is counted on every run, not on
    // some. (A diagram drawn before the build is in the HTML: no code.)
    const diagrams = page.locator('[data-diagram]:not([data-diagram="drawn"])');
    const nearDiagrams = await diagrams.evaluateAll(
      (els) => els.filter((el) => el.getBoundingClientRect().top < 2 * window.innerHeight).length,
    );
    for (let i = 0; i < nearDiagrams; i++) {
      await expect(diagrams.nth(i).locator('svg')).toBeVisible({timeout: 60_000});
    }
    // So is an island that goes live on its own once the page is idle
    // (`start="idle"`, src/components/Island): wait for it too.
    await expect(page.locator('[data-island="static"][data-island-start="idle"]')).toHaveCount(0, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle', {timeout: 60_000});
    page.off('request', onRequest);

    const now = measure(BUILD_DIR, scripts);
    measured.set(url, now);
    test.info().annotations.push({type: 'page weight', description: `${url}: ${kib(now.totalBytes)}`});
    if (UPDATE) return;

    const baseline: PageBudget | undefined = readBudgets().pages[url];
    expect(baseline, `${url} has no budget in ${BUDGETS_FILE}; run npm run perf:budget:update`).toBeDefined();
    if (!baseline) return;
    expect(now.totalBytes <= baseline.budgetKiB * 1024, budgetMessage(url, baseline, now)).toBe(true);
  });
}
