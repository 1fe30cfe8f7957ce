import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './test';
import {expectNoProblems, waitForHydration, waitForScrollEnd, watchPage} from './support';

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

const CHANGELOG = {
  en: {
    path: '/guide/changelog',
    perYear: 'AList v3 releases per year',
    month: 'Per month',
    perMonth: 'AList v3 releases per month',
  },
  zh: {
    path: '/zh/guide/changelog',
    perYear: 'AList v3 每年发布的版本数',
    month: '按月',
    perMonth: 'AList v3 每月发布的版本数',
  },
};

for (const [locale, t] of Object.entries(CHANGELOG)) {
  test(`changelog charts load only when scrolled into view (${locale})`, async ({page}) => {
    // A short window, so the charts start below the fold.
    await page.setViewportSize({width: 1000, height: 360});
    const problems = watchPage(page);
    const scripts = trackScripts(page);
    await page.goto(t.path);
    await waitForHydration(page);
    const chart = page.getByRole('img', {name: t.perYear});
    const figure = page.locator('figure').filter({has: chart});
    await expect(figure).toHaveAttribute('data-chart-state', 'waiting');
    await expect(page.locator('figure canvas')).toHaveCount(0);
    const before = scripts.length;

    await chart.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute('data-chart-state', 'near');
    await expect(chart.locator('canvas')).toBeVisible();
    expect(scripts.length, 'the chart code arrives after scrolling').toBeGreaterThan(before);

    // Per month: the same chart, other data.
    await page.getByRole('button', {name: t.month}).click();
    await expect(page.getByRole('img', {name: t.perMonth}).locator('canvas')).toBeVisible();
    problems.stop();
    expectNoProblems(problems);
  });
}

test('a chart follows the colour mode and the window width', async ({page}) => {
  await page.goto('/guide/changelog');
  await waitForHydration(page);
  const chart = page.getByRole('img', {name: CHANGELOG.en.perYear});
  await chart.scrollIntoViewIfNeeded();
  const canvas = chart.locator('canvas').first();
  await expect(canvas).toBeVisible();
  // In dark mode the chart is re-created with ECharts' dark theme: a new instance id.
  const instance = (): Promise<string | null> =>
    chart.locator('[_echarts_instance_]').getAttribute('_echarts_instance_');
  const first = await instance();
  const html = page.locator('html');
  const toggle = page.getByRole('button', {name: /dark and light mode/});
  await expect(async () => {
    if ((await html.getAttribute('data-theme')) !== 'dark') await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark', {timeout: 1000});
  }).toPass();
  await expect.poll(instance).not.toBe(first);
  await expect(canvas).toBeVisible();
  // A narrower window (after the toggle: below 997 px the toggle moves into the mobile menu).
  const wide = (await canvas.boundingBox())?.width ?? 0;
  await page.setViewportSize({width: 700, height: 800});
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeLessThan(wide);
});

const BACKUP = {
  en: {path: '/guide/advanced/backup', summary: "The file's shape", mark: 'Keep backups private'},
  zh: {path: '/zh/guide/advanced/backup', summary: '文件结构', mark: '备份文件请妥善保管'},
};

for (const [locale, t] of Object.entries(BACKUP)) {
  test(`earlier-site Markdown renders on the backup page (${locale})`, async ({page}) => {
    await page.goto(t.path);
    await waitForHydration(page);
    await expect(page.locator('article mark', {hasText: t.mark})).toBeVisible();
    await expect(page.locator('article .badge--success', {hasText: 'v3.31.0+'})).toBeVisible();
    const summary = page.locator('article summary', {hasText: t.summary});
    await expect(summary).toBeVisible();
    const details = summary.locator('xpath=..');
    await expect(details).not.toHaveAttribute('open');
    await summary.click();
    await expect(details.locator('pre')).toBeVisible();
  });
}

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

/** Switches the page to dark mode with the navbar's colour-mode control. */
async function toDarkMode(page: Page, toggleName: RegExp): Promise<void> {
  const root = page.locator('html');
  const toggle = page.getByRole('button', {name: toggleName});
  await expect(async () => {
    if ((await root.getAttribute('data-theme')) !== 'dark') await toggle.click();
    await expect(root).toHaveAttribute('data-theme', 'dark', {timeout: 1000});
  }).toPass();
}

/** Fill of the first node box of a diagram's visible drawing. */
function nodeFill(diagram: Locator): Promise<string> {
  return diagram
    .locator('svg:visible')
    .locator('.node rect, .node polygon')
    .first()
    .evaluate((node) => getComputedStyle(node).fill);
}

for (const [locale, t] of Object.entries(DIAGRAM)) {
  test(`the upload diagram comes drawn in the page, loads no Mermaid, and follows the colour mode (${locale})`, async ({
    page,
    request,
  }) => {
    const problems = watchPage(page);
    const scripts = trackScriptBodies(page);
    await page.goto(`${t.path}#upload-through-server`);
    await waitForHydration(page);
    // Drawn before the build (npm run diagrams): both drawings are in the server's HTML.
    const html = await (await request.get(t.path)).text();
    expect(html).toMatch(/data-diagram="?drawn/);
    for (const label of t.labels) expect(html, `label ${label} in the HTML`).toContain(label);
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

  test(`after a client-side navigation the upload diagram is drawn by Mermaid, in light and dark mode (${locale})`, async ({
    page,
  }) => {
    const problems = watchPage(page);
    const scripts = trackScriptBodies(page);
    await page.goto(t.path.replace(/\/why$/, ''));
    await waitForHydration(page);
    await page.locator(`article a.card[href="${t.path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${t.path}$`));
    // The page is rendered in the browser, which has no drawings: the theme's diagram draws it.
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
    expectNoProblems(problems);
  });
}

const FAQ_CARDS = {
  en: {
    path: '/faq',
    why: 'Why…',
    whyHref: '/faq/why',
    taskPath: '/guide/api/admin/task',
    state: 'Failed, no retries left',
  },
  zh: {
    path: '/zh/faq',
    why: '为什么…',
    whyHref: '/zh/faq/why',
    taskPath: '/zh/guide/api/admin/task',
    state: '失败，已无重试次数',
  },
};

for (const [locale, t] of Object.entries(FAQ_CARDS)) {
  test(`the FAQ's link cards lead to the pages of the locale; included tables show on the page (${locale})`, async ({
    page,
  }) => {
    const problems = watchPage(page);
    await page.goto(t.path);
    await waitForHydration(page);
    const cards = page.locator('article a.card');
    await expect(cards).toHaveCount(4);
    // Bundled icons drawn from their files (img/icons/<name>.svg), as the page icons are.
    const icons = cards.locator('[data-page-icon]');
    await expect(icons).toHaveCount(4);
    await expect(icons.first()).toHaveCSS('mask-image', /img\/icons\/terminal\.svg/);
    const why = cards.filter({hasText: t.why});
    await expect(why).toHaveAttribute('href', t.whyHref);
    await why.click();
    await expect(page).toHaveURL(new RegExp(`${t.whyHref}$`));
    // A diagram is drawn when it comes near the viewport (src/theme/Mermaid).
    const diagram = page.locator('[data-diagram]').first();
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram.locator('.docusaurus-mermaid-container svg')).toBeVisible();

    // The admin task page shows the task tables of its partial (docs/guide/api/_task-types.md).
    await page.goto(t.taskPath);
    await waitForHydration(page);
    await expect(page.locator('article table').first()).toContainText('offline_download_transfer');
    await expect(page.locator('article td', {hasText: t.state})).toBeVisible();
    expectNoProblems(problems);
  });
}
