import {expect, test, type Page} from '@playwright/test';
import {expectNoProblems, waitForHydration, watchPage} from './support';

/**
 * The reference blocks (driver options and behaviour, HTTP API routes,
 * configuration tables) are islands (src/components/Island/lazyIsland.tsx):
 * the page first loaded shows their server HTML with none of their code or
 * data in its scripts; the reader's pointer, touch or focus loads both and the
 * same markup goes live. After a client-side navigation they render in the
 * browser and the address's anchor still lands on its row.
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

for (const prefix of ['', '/zh']) {
  test(`a driver's options table stays server HTML until the pointer reaches it, then goes live unchanged (${prefix || '/'})`, async ({
    page,
  }) => {
    const problems = watchPage(page);
    await open(page, `${prefix}/guide/drivers/onedrive`);
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
}

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
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/.*\.js$/, async (r) => {
    await held;
    await r.continue();
  });
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
