import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {expect, test} from './test';
import {CHROMIUM_ARGS} from '../../playwright.config';
import {blockThirdParty, expectNoProblems, holdRequests, waitForHydration, watchPage} from './support';

// These tests are about the dialogs: a first visit, with nothing answered.
test.use({returningVisitor: false});

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** A first visit from a browser that prefers `locale`: nothing answered, third-party hosts blocked. */
async function firstVisit(
  browser: Browser,
  baseURL: string,
  locale: string,
): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext({baseURL, locale});
  await blockThirdParty(context, baseURL);
  return {context, page: await context.newPage()};
}

/** Waits until the site's overlays have read the browser's answers, before asserting that nothing appeared. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-overlays', 'settled');
}

test.describe('notice popup', () => {
  test.use({locale: 'en-US'});

  test('is in the server HTML, hidden until the head script shows it (nothing shows without JavaScript)', async ({
    browser,
    baseURL,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Before you upgrade');
    const context = await browser.newContext({baseURL, javaScriptEnabled: false, locale: 'en-US'});
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1, name: 'AList'})).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('paints with the page, before the page has hydrated', async ({page, context, baseURL}) => {
    await blockThirdParty(context, baseURL!);
    // Hold the page's chunks (not the entry bundle): the page cannot hydrate, the notice shows all the same.
    const release = await holdRequests(
      page,
      '**/assets/js/*.js',
      (request) => !/\/(main|runtime~main)\.[0-9a-f]+\.js$/.test(request.url()),
    );
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    const notice = page.getByRole('dialog', {name: 'Before you upgrade'});
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', {name: 'Close'})).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
    release();
    await waitForHydration(page);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', {name: 'Got it'}).click();
    await expect(notice).toBeHidden();
  });

  test('shows once on the English home page and never again after dismissal', async ({page, context, baseURL}) => {
    await blockThirdParty(context, baseURL!);
    const problems = watchPage(page);
    await open(page, '/guide/');
    await settle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await open(page, '/');
    const notice = page.getByRole('dialog', {name: 'Before you upgrade'});
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('v3.25.1');
    await expect(notice).toContainText('v3.30.0');
    await expect(notice.getByRole('link', {name: 'Docker'})).toHaveAttribute('href', '/guide/install/docker');
    await page.keyboard.press('Tab');
    await expect(notice.locator(':focus')).toHaveCount(1);
    await notice.getByRole('button', {name: 'Close'}).click();
    await expect(notice).toBeHidden();
    // The page is usable again.
    await page.getByRole('link', {name: 'Get started'}).first().click();
    await expect(page).toHaveURL(/\/guide$/);

    for (const url of ['/', '/index.html']) {
      await open(page, url);
      await settle(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    expectNoProblems(problems);
  });

  test('shows once on the Chinese home page, in Chinese, and Escape dismisses it', async ({browser, baseURL}) => {
    const {context, page} = await firstVisit(browser, baseURL!, 'zh-CN');
    await open(page, '/zh/');
    const notice = page.getByRole('dialog', {name: '升级前请注意'});
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', {name: '知道了'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await open(page, '/zh/');
    await settle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});

test.describe('locale-redirect modal', () => {
  test('a Chinese browser opening /guide/install/docker.html switches to /zh/guide/install/docker', async ({
    browser,
    baseURL,
  }) => {
    const {context, page} = await firstVisit(browser, baseURL!, 'zh-CN');
    const problems = watchPage(page);
    await open(page, '/guide/install/docker.html');
    const modal = page.getByRole('dialog', {name: 'Read this site in 简体中文?'});
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', {name: 'Switch'})).toBeFocused();
    await modal.getByRole('button', {name: 'Switch'}).click();
    await page.waitForURL((url) => url.pathname === '/zh/guide/install/docker');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('article h1')).toBeVisible();
    await settle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expectNoProblems(problems);
    await context.close();
  });

  test('Switch leads to the same page where its path differs between locales (/guide/drivers/sfpt)', async ({
    browser,
    baseURL,
  }) => {
    const {context, page} = await firstVisit(browser, baseURL!, 'zh-CN');
    await open(page, '/guide/drivers/sfpt#options');
    const modal = page.getByRole('dialog', {name: 'Read this site in 简体中文?'});
    await modal.getByRole('button', {name: 'Switch'}).click();
    await page.waitForURL((url) => url.pathname === '/zh/guide/drivers/sftp' && url.hash === '#options');
    await context.close();
  });

  test('an English browser on a Chinese page is offered English, in Chinese; Cancel lasts for the session', async ({
    browser,
    baseURL,
  }) => {
    const {context, page} = await firstVisit(browser, baseURL!, 'en-US');
    await open(page, '/zh/guide/');
    const modal = page.getByRole('dialog', {name: '要切换到 English 版本吗？'});
    await expect(modal).toBeVisible();
    await modal.getByRole('button', {name: '取消'}).click();
    await expect(modal).toBeHidden();
    await open(page, '/zh/faq/');
    await settle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A new tab is a new session: the question comes back.
    const other = await context.newPage();
    await open(other, '/zh/faq/');
    await expect(other.getByRole('dialog', {name: '要切换到 English 版本吗？'})).toBeVisible();
    await context.close();
  });

  test('choosing the other language in the menu is not questioned', async ({browser, baseURL}) => {
    const {context, page} = await firstVisit(browser, baseURL!, 'en-US');
    await open(page, '/guide/');
    await settle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator('nav.navbar .dropdown > .navbar__link').filter({hasText: 'English'}).hover();
    await page.locator('nav.navbar').getByRole('link', {name: '简体中文'}).click();
    await page.waitForURL((url) => url.pathname === '/zh/guide');
    await waitForHydration(page);
    await settle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('a browser whose language matches no locale is offered Chinese', async ({browser, baseURL}) => {
    const {context, page} = await firstVisit(browser, baseURL!, 'fr-FR');
    await open(page, '/guide/');
    await expect(page.getByRole('dialog', {name: 'Read this site in 简体中文?'})).toBeVisible();
    await context.close();
  });

  test('"remember" persists across a restart of the browser profile; a session answer does not', async ({baseURL}) => {
    // Three browser launches.
    test.setTimeout(120_000);
    const profile = mkdtempSync(path.join(tmpdir(), 'alist-docs-profile-'));
    const launch = async (): Promise<BrowserContext> => {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
        baseURL,
        locale: 'zh-CN',
        serviceWorkers: 'block',
      });
      await blockThirdParty(context, baseURL!);
      return context;
    };
    const modalName = 'Read this site in 简体中文?';
    try {
      // A session answer is forgotten when the browser restarts.
      let context = await launch();
      let page = context.pages()[0] ?? (await context.newPage());
      await open(page, '/guide/');
      await page.getByRole('dialog', {name: modalName}).getByRole('button', {name: 'Cancel'}).click();
      await context.close();

      context = await launch();
      page = context.pages()[0] ?? (await context.newPage());
      await open(page, '/guide/');
      const modal = page.getByRole('dialog', {name: modalName});
      await expect(modal).toBeVisible();
      await modal.getByRole('checkbox', {name: 'Remember my choice'}).check();
      await modal.getByRole('button', {name: 'Cancel'}).click();
      await expect(modal).toBeHidden();
      await context.close();

      // A remembered answer is kept.
      context = await launch();
      page = context.pages()[0] ?? (await context.newPage());
      await open(page, '/guide/install/');
      await settle(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await context.close();
    } finally {
      rmSync(profile, {recursive: true, force: true});
    }
  });
});
