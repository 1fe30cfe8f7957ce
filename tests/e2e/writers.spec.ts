import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './test';
import {expectNoProblems, waitForHydration, waitForScrollEnd, watchPage} from './support';

/**
 * What writers put on pages, in a real browser: the changelog's charts (loaded
 * when scrolled to), earlier-site Markdown, Mermaid diagrams (drawn before the
 * build, or by Mermaid after a client-side navigation; no Mermaid code where
 * there is no diagram), the FAQ's link cards and included partials. Each
 * behaviour in one locale, the locales alternating; the labels of both
 * locales' drawings are read from the server's HTML.
 */

// Each test opens a long page and waits for a lazy chunk; on a busy 2-core machine that needs more than the default 30 s.
test.describe.configure({timeout: 90_000});

/** Script URLs the page has requested so far. */
function trackScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** Switches the page to dark mode with the navbar's colour-mode control. */
async function toDarkMode(page: Page, toggleName: RegExp): Promise<void> {
  const root = page.locator('html');
  const toggle = page.getByRole('button', {name: toggleName});
  await expect(async () => {
    if ((await root.getAttribute('data-theme')) !== 'dark') await toggle.click();
    await expect(root).toHaveAttribute('data-theme', 'dark', {timeout: 1000});
  }).toPass();
}

/**
 * The changelog's charts, in one locale: the code path is the same in both (the
 * translation checks prove every label exists in both).
 */
const CHANGELOG = {
  path: '/zh/guide/changelog',
  perYear: 'AList v3 每年发布的版本数',
  month: '按月',
  perMonth: 'AList v3 每月发布的版本数',
  colorToggle: /浅色.*暗黑模式/,
};

test('changelog charts load only when scrolled into view, then follow the colour mode and the window width', async ({
  page,
}) => {
  // A short window, so the charts start below the fold.
  await page.setViewportSize({width: 1000, height: 360});
  const problems = watchPage(page);
  const scripts = trackScripts(page);
  await page.goto(CHANGELOG.path);
  await waitForHydration(page);
  const chart = page.getByRole('img', {name: CHANGELOG.perYear});
  const figure = page.locator('figure').filter({has: chart});
  await expect(figure).toHaveAttribute('data-chart-state', 'waiting');
  await expect(page.locator('figure canvas')).toHaveCount(0);
  const before = scripts.length;

  await chart.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute('data-chart-state', 'near');
  await expect(chart.locator('canvas')).toBeVisible();
  expect(scripts.length, 'the chart code arrives after scrolling').toBeGreaterThan(before);

  // Per month: the same chart, other data.
  await page.getByRole('button', {name: CHANGELOG.month}).click();
  const monthly = page.getByRole('img', {name: CHANGELOG.perMonth});
  const canvas = monthly.locator('canvas').first();
  await expect(canvas).toBeVisible();
  problems.stop();
  expectNoProblems(problems);

  // In dark mode the chart is re-created with ECharts' dark theme: a new instance id.
  const instance = (): Promise<string | null> =>
    monthly.locator('[_echarts_instance_]').getAttribute('_echarts_instance_');
  const first = await instance();
  await toDarkMode(page, CHANGELOG.colorToggle);
  await expect.poll(instance).not.toBe(first);
  await expect(canvas).toBeVisible();
  // A narrower window (after the toggle: below 997 px the toggle moves into the mobile menu). Narrower than 700 px:
  // the 1000 px window's column, beside the sidebar and the table of contents, is about as wide as a 700 px one.
  const wide = (await canvas.boundingBox())?.width ?? 0;
  await page.setViewportSize({width: 500, height: 800});
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeLessThan(wide);
});

// English only: the Chinese page runs the same Markdown plugins.
test('earlier-site Markdown renders on the backup page', async ({page}) => {
  await page.goto('/guide/advanced/backup');
  await waitForHydration(page);
  await expect(page.locator('article mark', {hasText: 'Keep backups private'})).toBeVisible();
  await expect(page.locator('article .badge--success', {hasText: 'v3.31.0+'})).toBeVisible();
  const summary = page.locator('article summary', {hasText: "The file's shape"});
  await expect(summary).toBeVisible();
  const details = summary.locator('xpath=..');
  await expect(details).not.toHaveAttribute('open');
  await summary.click();
  await expect(details.locator('pre')).toBeVisible();
});

/**
 * Mermaid is a few megabytes of code: @docusaurus/theme-mermaid imports it
 * dynamically from an effect of its `Mermaid` component (lib/client/loadMermaid.js),
 * so only pages with a diagram fetch it, and only once they are hydrated
 * (after the first paint). The build names its chunks by number only, so a
 * Mermaid chunk is recognised by its content: the library's own API object.
 */
const MERMAID_CODE = 'mermaidAPI';

interface ScriptResponse {
  readonly url: string;
  readonly body: Promise<string>;
}

/** Script responses of a page, with their bodies (read as they arrive). */
function trackScriptBodies(page: Page): ScriptResponse[] {
  const scripts: ScriptResponse[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({url: response.url(), body: response.text().catch(() => '')});
  });
  return scripts;
}

async function mermaidChunks(scripts: readonly ScriptResponse[]): Promise<string[]> {
  const found: string[] = [];
  for (const script of scripts) if ((await script.body).includes(MERMAID_CODE)) found.push(script.url);
  return found;
}

const DIAGRAM = {
  en: {path: '/faq/why', labels: ['Browser', 'AList server', 'Storage'], colorToggle: /dark and light mode/},
  zh: {path: '/zh/faq/why', labels: ['浏览器', 'AList 服务器', '存储'], colorToggle: /浅色.*暗黑模式/},
};

/** Relative luminance (0 dark … 1 light) of a computed CSS colour `rgb(r, g, b)`. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

test('a page without a diagram never requests Mermaid, even when scrolled to the end', async ({page}) => {
  const problems = watchPage(page);
  const scripts = trackScriptBodies(page);
  await page.goto('/guide/install/docker');
  await waitForHydration(page);
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  await page.keyboard.press('End');
  await waitForScrollEnd(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(0);
  expect(await mermaidChunks(scripts)).toEqual([]);
  expectNoProblems(problems);
});

/** Fill of the first node box of a diagram's visible drawing. */
function nodeFill(diagram: Locator): Promise<string> {
  return diagram
    .locator('svg:visible')
    .locator('.node rect, .node polygon')
    .first()
    .evaluate((node) => getComputedStyle(node).fill);
}

/**
 * The two paths of a diagram, one locale each: the page first loaded shows the
 * drawing made before the build (English); a page rendered in the browser after
 * a client-side navigation draws it with Mermaid (Chinese, from the FAQ's link
 * cards, which lead to the pages of the locale).
 */
test('the upload diagram comes drawn in the page, loads no Mermaid, and follows the colour mode', async ({
  page,
  request,
}) => {
  const t = DIAGRAM.en;
  const problems = watchPage(page);
  const scripts = trackScriptBodies(page);
  await page.goto(`${t.path}#upload-through-server`);
  await waitForHydration(page);
  // Drawn before the build (npm run diagrams): both drawings are in the server's HTML, in each locale's words.
  for (const {path, labels} of Object.values(DIAGRAM)) {
    const html = await (await request.get(path)).text();
    expect(html, `${path}: drawn`).toMatch(/data-diagram="?drawn/);
    for (const label of labels) expect(html, `label ${label} in the HTML of ${path}`).toContain(label);
  }
  const diagram = page.locator('[data-diagram="drawn"]');
  await expect(diagram).toHaveCount(1);
  await expect(diagram.locator('svg')).toHaveCount(2);
  const svg = diagram.locator('svg:visible');
  await expect(svg).toHaveCount(1);
  for (const label of t.labels) await expect(svg).toContainText(label);

  // Light mode: Mermaid's default theme, light node boxes.
  expect(luminance(await nodeFill(diagram))).toBeGreaterThan(0.6);
  // Dark mode: the drawing in Mermaid's dark theme.
  await toDarkMode(page, t.colorToggle);
  await expect.poll(async () => luminance(await nodeFill(diagram))).toBeLessThan(0.3);
  await expect(svg).toHaveCount(1);
  for (const label of t.labels) await expect(svg).toContainText(label);

  // Pointing at a node runs nothing (the live drawing's tooltips did).
  await svg.locator('.node').first().hover();
  // No Mermaid code at all, even once the page is quiet.
  await page.waitForLoadState('networkidle');
  expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(0);
  expect(await mermaidChunks(scripts)).toEqual([]);
  expectNoProblems(problems);
});

test("the FAQ's link cards lead to the pages of the locale, where Mermaid draws the diagram in light and dark mode; included tables show on the page", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const t = DIAGRAM.zh;
  const problems = watchPage(page);
  const scripts = trackScriptBodies(page);
  await page.goto('/zh/faq');
  await waitForHydration(page);
  const cards = page.locator('article a.card');
  await expect(cards).toHaveCount(4);
  // Bundled icons drawn from their files (img/icons/<name>.svg), as the page icons are.
  const icons = cards.locator('[data-page-icon]');
  await expect(icons).toHaveCount(4);
  await expect(icons.first()).toHaveCSS('mask-image', /img\/icons\/terminal\.svg/);
  const why = cards.filter({hasText: '为什么…'});
  await expect(why).toHaveAttribute('href', t.path);
  await why.click();
  await expect(page).toHaveURL(new RegExp(`${t.path}$`));

  // The page is rendered in the browser, which has no drawings: the theme's diagram draws it
  // when it comes near the viewport (src/theme/Mermaid).
  await expect(page.locator('[data-diagram="drawn"]')).toHaveCount(0);
  const diagram = page.locator('[data-diagram]').first();
  await diagram.scrollIntoViewIfNeeded();
  const svg = diagram.locator('.docusaurus-mermaid-container > svg');
  await expect(svg).toBeVisible({timeout: 60_000});
  for (const label of t.labels) await expect(svg).toContainText(label);
  expect((await mermaidChunks(scripts)).length, 'a script with Mermaid code was loaded').toBeGreaterThan(0);
  // Pointing at a node runs Mermaid's tooltip code, which needs d3-transition (src/theme/Mermaid/Diagram.tsx).
  await svg.locator('.node').first().hover();

  expect(luminance(await nodeFill(diagram))).toBeGreaterThan(0.6);
  // Dark mode: the diagram is drawn again with Mermaid's dark theme.
  await toDarkMode(page, t.colorToggle);
  await expect.poll(async () => luminance(await nodeFill(diagram))).toBeLessThan(0.3);
  for (const label of t.labels) await expect(svg).toContainText(label);

  // The admin task page shows the task tables of its partial (docs/guide/api/_task-types.md).
  await page.goto('/zh/guide/api/admin/task');
  await waitForHydration(page);
  await expect(page.locator('article table').first()).toContainText('offline_download_transfer');
  await expect(page.locator('article td', {hasText: '失败，已无重试次数'})).toBeVisible();
  expectNoProblems(problems);
});
