import {type Browser, type BrowserContext, type Page, type Route} from '@playwright/test';
import {expect, test} from './test';
import {BASE_URL} from '../../playwright.config';
import {newerDesktopRelease} from '../fixtures/desktopRelease';
import {answerSiteDialogs, emulatePlatform, expectNoProblems, waitForHydration, watchPage} from './support';

// A page load, then the menu and the check with GitHub: on a busy 2-core machine more than the default 30 s.
test.describe.configure({timeout: 90_000});

/**
 * The download button of the desktop page in a real browser: it offers the
 * installer of the reader's system (emulated through the user agent and
 * `navigator.platform`, read by the page itself; the Mac's chip through WebGL),
 * lists the others in a menu, and asks GitHub for a newer release only when
 * told to. One system per test, the locales alternating. Which installer each
 * system gets (and other systems, such as ARM or phones), a newer release's
 * links and a failed check are proven for every case by
 * tests/unit/lib/content/desktop.test.ts and
 * tests/unit/components/DesktopDownload.test.tsx.
 */
const LATEST_API = 'https://api.github.com/repos/alist-org/desktop-release/releases/latest';
const DOWNLOAD = 'https://github.com/alist-org/desktop-release/releases/download/v3.45.0/';
const CORS = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'};

const SYSTEMS = {
  windows: {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    platform: 'Win32',
  },
  mac: {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    platform: 'MacIntel',
  },
  linux: {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    platform: 'Linux x86_64',
  },
} as const;

const TEXT = {
  en: {
    prefix: '',
    windows: 'Download for Windows (x64)',
    mac: 'Download for macOS (Apple silicon)',
    linux: 'Download for Linux (x64, .deb)',
    other: 'Other systems',
    check: 'Check for a newer version',
    newer: 'GitHub has a newer release, 3.60.0: the buttons now download it instead of 3.45.0.',
    offline: 'GitHub could not be reached. Check your connection.',
  },
  zh: {
    prefix: '/zh',
    windows: '下载 Windows（x64 版）',
    mac: '下载 macOS（Apple 芯片）',
    linux: '下载 Linux（x64，.deb 包）',
    other: '其他系统',
    check: '检查新版本',
    newer: 'GitHub 上有更新的版本 3.60.0，按钮已改为下载它，不再是 3.45.0。',
    offline: '无法连接 GitHub，请检查网络连接。',
  },
} as const;

/** A page that looks like it runs on `system`; the browser's client hints are hidden, as Safari and Firefox do. */
async function pageOn(browser: Browser, system: keyof typeof SYSTEMS): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    userAgent: SYSTEMS[system].userAgent,
  });
  await answerSiteDialogs(context);
  await emulatePlatform(context, SYSTEMS[system].platform);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userAgentData', {get: () => undefined, configurable: true});
  });
  return {context, page: await context.newPage()};
}

async function openDesktop(page: Page, prefix: string): Promise<void> {
  await page.goto(`${prefix}/guide/install/desktop`);
  await waitForHydration(page);
}

const primary = (page: Page) => page.locator('article a.button--primary').first();

/** Opens the page on `system`; checks the installer offered, the menu, and that nothing was fetched. */
async function expectOffered(
  page: Page,
  t: (typeof TEXT)[keyof typeof TEXT],
  system: keyof typeof SYSTEMS,
  file: string,
): Promise<void> {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://api.github.com/')) calls.push(request.url());
  });
  await openDesktop(page, t.prefix);
  await expect(primary(page)).toHaveText(t[system]);
  await expect(primary(page)).toHaveAttribute('href', `${DOWNLOAD}${file}`);

  await page.locator('article summary', {hasText: t.other}).click();
  const menu = page.locator('article details[open] ul');
  await expect(menu.getByRole('link')).toHaveCount(6);
  await expect(menu.locator(`a[href="${DOWNLOAD}${file}"]`)).toHaveCount(1);
  await expect(menu.locator('a[href$=".msi"]')).toHaveAttribute(
    'href',
    `${DOWNLOAD}alist-desktop_3.45.0_x64_en-US.msi`,
  );
  expect(calls, 'nothing is fetched before the reader asks').toEqual([]);
  // Closed again: the open menu lies over the button that checks GitHub.
  await page.locator('article summary', {hasText: t.other}).click();
  await expect(page.locator('article details[open]')).toHaveCount(0);
}

test('offers the Windows installer on Windows, and points the buttons at a newer release found on GitHub', async ({
  browser,
}) => {
  const t = TEXT.zh;
  const {context, page} = await pageOn(browser, 'windows');
  const problems = watchPage(page);
  await page.route(LATEST_API, (route: Route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({status: 204, headers: CORS})
      : route.fulfill({
          status: 200,
          headers: CORS,
          contentType: 'application/json',
          body: JSON.stringify(newerDesktopRelease(['alist-desktop_3.60.0_x64-setup.exe'])),
        }),
  );
  await expectOffered(page, t, 'windows', 'alist-desktop_3.45.0_x64-setup.exe');
  expectNoProblems(problems);
  await page.getByRole('button', {name: t.check}).click();
  await expect(page.locator('article [role="status"]')).toHaveText(t.newer);
  await expect(primary(page)).toHaveAttribute(
    'href',
    'https://github.com/AlistGo/desktop-release/releases/download/v3.60.0/alist-desktop_3.60.0_x64-setup.exe',
  );
  await context.close();
});

test('offers the macOS installer on a Mac', async ({browser}) => {
  const {context, page} = await pageOn(browser, 'mac');
  const problems = watchPage(page);
  await expectOffered(page, TEXT.en, 'mac', 'alist-desktop_3.45.0_aarch64.dmg');
  expectNoProblems(problems);
  await context.close();
});

test('offers the Linux installer on Linux, and keeps its links when GitHub cannot be reached', async ({browser}) => {
  const t = TEXT.en;
  const {context, page} = await pageOn(browser, 'linux');
  const problems = watchPage(page);
  await page.route(LATEST_API, (route) => route.abort('internetdisconnected'));
  await expectOffered(page, t, 'linux', 'alist-desktop_3.45.0_amd64.deb');
  expectNoProblems(problems);
  await page.getByRole('button', {name: t.check}).click();
  await expect(page.locator('article [role="alert"]')).toContainText(t.offline);
  await expect(primary(page)).toHaveAttribute('href', `${DOWNLOAD}alist-desktop_3.45.0_amd64.deb`);
  await expect(page.getByRole('button', {name: t.check})).toBeEnabled();
  await context.close();
});

test.describe('desktop download on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('offers the release page and the full list, and fits the screen', async ({page}) => {
    await openDesktop(page, '');
    // The test browser reports Linux on x86-64 whatever the viewport; the menu is what matters here.
    await page.locator('article details summary').click();
    await expect(page.locator('article details[open] ul').getByRole('link')).toHaveCount(6);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
