import {expect, test, type Page} from '@playwright/test';
import {expectNoProblems, waitForHydration, watchPage} from './support';

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
