import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {expectNoProblems, waitForHydration, watchPage} from './support';

// Tests that open several pages in turn: on a busy 2-core machine they need more than the default 30 s.
test.describe.configure({timeout: 90_000});

/**
 * The reference blocks (driver options and behaviour, HTTP API routes,
 * configuration tables) are islands (src/components/Island/lazyIsland.tsx):
 * the page first loaded shows their server HTML with none of their code or
 * data in its scripts; the reader's pointer, touch or focus loads both and the
 * same markup goes live. After a client-side navigation they render in the
 * browser and the address's anchor still lands on its row. Each island in
 * one locale, the locales alternating: the Chinese pages run the same islands.
 */

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Scripts the page requests from now on. */
function scriptsFromNow(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds back every script requested from now on until `release()` (a slow network). */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/.*\.js$/, async (r) => {
    await held;
    await r.continue();
  });
  return release;
}

// One locale: the Chinese page's tables are the same island (the sidebar selector below is checked in Chinese).
test("a driver's options table stays server HTML until the pointer reaches it, then goes live unchanged", async ({
  page,
}) => {
  const problems = watchPage(page);
  await open(page, '/guide/drivers/onedrive');
  const table = page.locator('[data-island]').filter({has: page.locator('#onedrive-client_id')});
  await expect(table).toHaveAttribute('data-island', 'static');
  await page.waitForLoadState('networkidle');
  const before = await table.evaluate((el) => el.textContent);
  const scripts = scriptsFromNow(page);
  await table.locator('#onedrive-client_id').hover();
  await expect(table).toHaveAttribute('data-island', 'live');
  // Its code and the driver's data came only now.
  expect(scripts.length).toBeGreaterThan(0);
  expect(await table.evaluate((el) => el.textContent)).toBe(before);
  // The other blocks of the page stay as they are until the reader reaches them.
  await expect(
    page.locator('[data-island="static"]').filter({has: page.locator('#onedrive-sharelink-url')}),
  ).toHaveCount(1);
  expectNoProblems(problems);
});

test('after a client-side navigation the driver tables render and the anchor lands on its row', async ({page}) => {
  const problems = watchPage(page);
  await open(page, '/guide/drivers/common');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/guide/drivers/onedrive#onedrive-refresh_token');
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  });
  const row = page.locator('#onedrive-refresh_token');
  await expect(row).toBeInViewport({timeout: 15_000});
  await expect(row.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-island', 'live');
  expectNoProblems(problems);
});

test('a click on an API route before its code arrives is answered once it is live (the example tabs)', async ({
  page,
}) => {
  const problems = watchPage(page);
  await open(page, '/guide/api/fs');
  const route = page.locator('[data-island]').filter({has: page.locator('[data-route="fs-list"]')});
  await expect(route).toHaveAttribute('data-island', 'static');
  // Hold the code back so that the click lands on the server HTML, as a tap on a phone does.
  const release = await holdScripts(page);
  const python = route.getByRole('tab', {name: 'Python'});
  await expect(python).toHaveAttribute('aria-selected', 'false');
  await python.click();
  release();
  await expect(route).toHaveAttribute('data-island', 'live');
  await expect(route.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  expectNoProblems(problems);
});

test('a configuration table and a settings table go live on focus, with the same rows', async ({page}) => {
  await open(page, '/zh/config/configuration');
  const table = page.locator('[data-island]').filter({has: page.locator('table#config-scheme')});
  await expect(table).toHaveAttribute('data-island', 'static');
  const rows = await table.locator('tr').count();
  await table.locator('#config-scheme-http_port').evaluate((row) => {
    row.setAttribute('tabindex', '-1');
    (row as HTMLElement).focus();
  });
  await expect(table).toHaveAttribute('data-island', 'live');
  await expect(table.locator('tr')).toHaveCount(rows);
  await expect(page.locator('#config-scheme-http_port')).toContainText('5244');
});

// The driver pages' sidebar API-server selector (src/components/ApiServer/SidebarSelector.tsx), in Chinese.
test("the sidebar's API-server selector loads its code when reached, keeps a choice made before it arrived, and shows the stored choice at once on the next page", async ({
  page,
}) => {
  const label = 'API 服务器';
  const problems = watchPage(page);
  await open(page, '/zh/guide/drivers/onedrive');
  const sidebar = page.locator('.theme-doc-sidebar-container');
  const island = sidebar.locator('[data-island]').filter({has: page.getByLabel(label, {exact: true})});
  await page.waitForLoadState('networkidle');
  // Nothing loaded it on its own: the server HTML shows the default server.
  await expect(island).toHaveAttribute('data-island', 'static');
  await expect(island.getByLabel(label, {exact: true})).toHaveValue('cf');
  // A keyboard reader reaches it and picks another server while the code is still on its way.
  const release = await holdScripts(page);
  await island.getByLabel(label, {exact: true}).focus();
  await island.getByLabel(label, {exact: true}).selectOption('cn');
  release();
  await expect(island).toHaveAttribute('data-island', 'live');
  await expect(island.getByLabel(label, {exact: true})).toHaveValue('cn');
  await expect(island.getByLabel(label, {exact: true})).toBeFocused();
  expect(await page.evaluate(() => window.localStorage.getItem('api_name'))).toBe('cn');
  expectNoProblems(problems);

  // A page first loaded with the stored choice: the selector goes live at once and shows it.
  await page.unrouteAll();
  await open(page, '/zh/guide/drivers/s3');
  await expect(island).toHaveAttribute('data-island', 'live');
  await expect(island.getByLabel(label, {exact: true})).toHaveValue('cn');
});

// The drivers index (src/components/DriverIndex), an island whose filter may be typed into before its code
// arrives, and the section's page list, another island of the same page: one load, in English.
test('the drivers index keeps what was typed into its filter before its code arrived, then filters; the section list stays server HTML until reached, then its links navigate in the app', async ({
  page,
}) => {
  const label = 'Filter drivers';
  const problems = watchPage(page);
  await open(page, '/guide/drivers/');
  const filter = page.getByLabel(label, {exact: true});
  const index = page.locator('[data-island]').filter({has: filter});
  const list = page.locator('[data-island]').filter({has: page.locator('nav[aria-label="Storage"]')});
  await page.waitForLoadState('networkidle');
  await expect(index).toHaveAttribute('data-island', 'static');
  // The section index keeps its page list as server HTML while it hydrates.
  await expect(list).toHaveAttribute('data-island', 'static');
  const rows = index.locator('tbody tr');
  const all = await rows.count();
  expect(all).toBeGreaterThan(50);
  const release = await holdScripts(page);
  await filter.focus();
  await page.keyboard.type('onedrive');
  release();
  await expect(index).toHaveAttribute('data-island', 'live');
  await expect(page.getByLabel(label, {exact: true})).toHaveValue('onedrive');
  await expect(page.getByLabel(label, {exact: true})).toBeFocused();
  await expect(rows).not.toHaveCount(all);
  const names = await rows.locator('th').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('onedrive');
  // Typing goes on in the live field.
  await page.keyboard.press('End');
  await page.keyboard.type('app');
  await expect(rows).toHaveCount(1);
  // Typing into the index left the page list as it was: it goes live only when reached.
  await expect(list).toHaveAttribute('data-island', 'static');

  const link = list.getByRole('link', {name: 'UrlTree', exact: true});
  await link.hover();
  await expect(list).toHaveAttribute('data-island', 'live');
  // A client-side navigation: the document is the same one.
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await list.getByRole('link', {name: 'UrlTree', exact: true}).click();
  await expect(page).toHaveURL(/\/guide\/drivers\/UrlTree$/);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  expectNoProblems(problems);
});
