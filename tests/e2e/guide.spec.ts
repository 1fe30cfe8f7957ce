import {type Page} from '@playwright/test';
import {expect, test} from './test';
import {expectNoProblems, waitForHydration, watchPage} from './support';

// Tests that open several pages in turn: on a busy 2-core machine they need more than the default 30 s.
test.describe.configure({timeout: 90_000});

/**
 * Guide pages: the install commands, the tab choices that pages share and
 * remember, pages that fit a phone, and the Chinese driver index's columns.
 * Each behaviour in one locale, the locales alternating (the pages run the same
 * code in both); a page that must fit a phone is checked in the test that
 * opens it anyway.
 */

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

const tab = (page: Page, name: string) => page.getByRole('tab', {name, exact: true}).first();

const PHONE = {width: 390, height: 844};

/** How far the page scrolls sideways (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('installation pages', () => {
  test('Docker and script pages give complete install commands; the docker tool choice switches both command groups', async ({
    page,
  }) => {
    const problems = watchPage(page);
    await open(page, '/zh/guide/install/docker');
    const firstBlock = page.locator('article pre').first();
    await expect(firstBlock).toContainText('docker run -d');
    await expect(firstBlock).toContainText('-v /etc/alist:/opt/alist/data');
    await expect(firstBlock).toContainText('xhofe/alist:latest');
    await expect(page.locator('article')).toContainText('docker logs alist 2>&1 | grep "initial password"');
    await expect(page.locator('article')).toContainText('docker exec -it alist ./alist admin set NEW_PASSWORD');
    await tab(page, 'Docker Compose').click();
    await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveText([
      'Docker Compose',
      'Docker Compose',
      'Docker Compose',
    ]);
    await expect(page.locator('article')).toContainText('docker compose exec alist ./alist admin set NEW_PASSWORD');

    await open(page, '/zh/guide/install/script');
    await expect(page.locator('article pre').first()).toContainText(
      'curl -fsSL "https://alist.nn.ci/v3.sh" | bash -s install',
    );
    await expect(page.locator('article')).toContainText('./alist admin set NEW_PASSWORD');
    // The warnings render as admonitions, not as text with colons.
    await expect(page.locator('article .theme-admonition-warning').first()).toBeVisible();
    await expect(page.locator('article')).not.toContainText(':::');
    expectNoProblems(problems);
  });
});

test.describe('guide pages on a phone', () => {
  test.use({viewport: PHONE});

  test('a chosen operating system is remembered across pages, locales and reloads; the pages fit the screen', async ({
    page,
  }) => {
    await open(page, '/guide/install/manual');
    expect(await sidewaysOverflow(page), '/guide/install/manual scrolls sideways').toBeLessThanOrEqual(0);
    // macOS: the default tab of neither page, so that the next page shows the choice, not its default.
    await tab(page, 'macOS').click();
    await expect(tab(page, 'macOS')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('article')).toContainText('xattr -d com.apple.quarantine', {useInnerText: true});

    await open(page, '/zh/guide/webdav');
    expect(await sidewaysOverflow(page), '/zh/guide/webdav scrolls sideways').toBeLessThanOrEqual(0);
    await expect(tab(page, 'macOS')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('article')).toContainText('前往 → 连接服务器', {useInnerText: true});

    await page.reload();
    await waitForHydration(page);
    await expect(tab(page, 'macOS')).toHaveAttribute('aria-selected', 'true');
  });

  test('a chosen proxy is remembered between the examples and the sub-path section; the page fits the screen', async ({
    page,
  }) => {
    await open(page, '/guide/install/reverse-proxy');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('tab', {name: 'Caddy', exact: true}).first().click();
    const selected = page.locator('[role="tab"][aria-selected="true"]');
    await expect(selected).toHaveText(['Caddy', 'Caddy']);
    await expect(page.locator('article')).toContainText('handle /alist/*');
  });

  test('/zh/guide/ does not scroll sideways', async ({page}) => {
    await open(page, '/zh/guide/');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('driver index on a desktop', () => {
  test.use({viewport: {width: 1280, height: 900}});

  // Chinese may break between any two characters, and the table's automatic
  // layout once squeezed the downloads column to two characters a line
  // ("重定 / 向（可 / 选代 / 理）", five lines a row). Now they break at spaces
  // and punctuation only ("重定向 / （可选代理）"), and "v3.44.0 起" is joined
  // by a no-break space in the translation ("支持 / （v3.44.0 起）").
  test('the uploads and downloads columns keep Chinese words whole', async ({page}) => {
    const problems = watchPage(page);
    await open(page, '/zh/guide/drivers');
    const cells = page.locator('td[data-label="上传"], td[data-label="下载"]');
    await expect(cells.first()).toBeVisible();
    const tall = await cells.evaluateAll((tds) =>
      tds
        .map((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
          return {text: td.textContent ?? '', lines};
        })
        .filter((cell) => cell.lines > 2),
    );
    expect(tall, 'cells of more than two lines').toEqual([]);
    expectNoProblems(problems);
  });
});
