import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/**
 * Page-weight budgets (tests/e2e/page-weight.spec.ts): what a measured page
 * executes of JavaScript on first load, counted from the build's files so that
 * the figure is the same on every run. The numbers live in
 * tests/e2e/page-weight.budgets.json; `npm run perf:budget:update` rewrites it.
 */

/** nginx's `gzip_comp_level` in deploy/nginx/site-locations.conf: each script counts as nginx sends it. */
export const GZIP_LEVEL = 5;
/**
 * A page's budget is its measured total plus this share, rounded up to a
 * whole KiB: a regression guard, not a target (issue 44). What readers feel is
 * checked by Lighthouse on the measured pages (PERFORMANCE.md, "The rules");
 * `scripts/page-weight-sweep.mjs` reports every page's weight without failing.
 */
export const BUDGET_MARGIN = 0.03;
/** A chunk counts as grown when it is larger than its baseline by more than this many bytes. */
const GROWTH_TOLERANCE = 64;

export const BUDGETS_FILE = path.resolve(__dirname, 'page-weight.budgets.json');

export interface PageBudget {
  /** Budget in KiB (1024 bytes) of gzip-compressed JavaScript. */
  readonly budgetKiB: number;
  /** The measured total when the baseline was written, in bytes. */
  readonly totalBytes: number;
  /** Gzip bytes per chunk, by chunk key (file name without its content hash). */
  readonly chunks: Readonly<Record<string, number>>;
}

export interface BudgetsFile {
  readonly about: string;
  readonly gzipLevel: number;
  readonly margin: number;
  readonly pages: Readonly<Record<string, PageBudget>>;
}

export interface Measurement {
  readonly totalBytes: number;
  readonly chunks: Readonly<Record<string, number>>;
}

/**
 * A stable key of a chunk across builds: its file name without the 6- or 8-hex
 * content hash Docusaurus adds (`main.3f2a1b4c.js` → `main`,
 * `17896441.8a7b6c5d.js` → `17896441`). A chunk whose name is only a number or
 * hash keeps it; when such a name changes the chunk shows as new.
 */
export function chunkKey(url: string): string {
  const base = path.posix.basename(new URL(url, 'http://x').pathname).replace(/\.js$/, '');
  return base.replace(/\.[0-9a-f]{6,}$/, '');
}

/** Gzip size of a script of the build, found from its URL path (`/zh/assets/js/…` is `build/zh/assets/js/…`). */
export function gzipBytesOf(buildDir: string, url: string): number {
  const {pathname} = new URL(url);
  const file = path.join(buildDir, decodeURIComponent(pathname));
  return gzipSync(readFileSync(file), {level: GZIP_LEVEL}).length;
}

export function measure(buildDir: string, scriptUrls: Iterable<string>): Measurement {
  const chunks: Record<string, number> = {};
  for (const url of scriptUrls) {
    const key = chunkKey(url);
    chunks[key] = (chunks[key] ?? 0) + gzipBytesOf(buildDir, url);
  }
  const sorted = Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b)));
  return {totalBytes: Object.values(chunks).reduce((a, b) => a + b, 0), chunks: sorted};
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** A page's budget in KiB: its total plus `margin`, rounded up. */
export function budgetFor(totalBytes: number, margin = BUDGET_MARGIN): number {
  return Math.ceil((totalBytes * (1 + margin)) / 1024);
}

/**
 * What changed against the baseline, for a failure message: chunks that grew
 * (largest growth first), then chunks the baseline does not have (largest
 * first), then chunks that went away.
 */
export function describeGrowth(baseline: PageBudget, now: Measurement): string[] {
  const lines: string[] = [];
  const grown = Object.entries(now.chunks)
    .filter(([key, bytes]) => key in baseline.chunks && bytes - (baseline.chunks[key] ?? 0) > GROWTH_TOLERANCE)
    .sort(([ka, a], [kb, b]) => b - (baseline.chunks[kb] ?? 0) - (a - (baseline.chunks[ka] ?? 0)));
  for (const [key, bytes] of grown) {
    const before = baseline.chunks[key] ?? 0;
    lines.push(`grew: ${key} ${kib(before)} → ${kib(bytes)} (+${kib(bytes - before)})`);
  }
  const added = Object.entries(now.chunks)
    .filter(([key]) => !(key in baseline.chunks))
    .sort(([, a], [, b]) => b - a);
  for (const [key, bytes] of added) lines.push(`new: ${key} ${kib(bytes)}`);
  const gone = Object.keys(baseline.chunks).filter((key) => !(key in now.chunks));
  if (gone.length > 0) lines.push(`no longer loaded: ${gone.join(', ')}`);
  return lines;
}

export function budgetMessage(page: string, baseline: PageBudget, now: Measurement): string {
  return [
    `${page}: ${kib(now.totalBytes)} of JavaScript (gzip -${GZIP_LEVEL}) on first load, over its budget of ${baseline.budgetKiB} KiB (baseline ${kib(baseline.totalBytes)} + ${Math.round(BUDGET_MARGIN * 100)} %).`,
    ...describeGrowth(baseline, now).map((line) => `  ${line}`),
    'If the growth is deliberate, run `npm run perf:budget:update` (after a build) and commit tests/e2e/page-weight.budgets.json.',
  ].join('\n');
}

/** The budgets file; without one (never written yet), no page has a budget. */
export function readBudgets(): BudgetsFile {
  if (!existsSync(BUDGETS_FILE)) return {about: '', gzipLevel: GZIP_LEVEL, margin: BUDGET_MARGIN, pages: {}};
  return JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as BudgetsFile;
}
