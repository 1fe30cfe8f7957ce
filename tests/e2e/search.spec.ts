import AxeBuilder from '@axe-core/playwright';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './test';
import {DOCS_REPO} from '../../src/data/site';
import {BUILD_DIR, expectNoProblems, holdRequests, watchPage} from './support';
import {
  DIALOG,
  INDEX_LOAD_TIMEOUT_MS,
  SEARCH_TEST_TIMEOUT_MS,
  openPage,
  resultPages,
  searchButton,
  searchInput,
  typeQuery,
} from './searchSupport';

/** The local index's files (src/plugins/search): `assets/search/{head,body}-<hash>.json`. */
const INDEX_FILES = '**/assets/search/*.json';
/** Words that only a paragraph of the OneDrive page holds (in both locales), not a title or a row. */
const PARAGRAPH_ONLY = 'Graph Explorer';

// Every test loads a locale's index in a fresh browser context.
test.describe.configure({timeout: SEARCH_TEST_TIMEOUT_MS});

/**
 * The default search: the local index built with the site, no network. A
 * few queries a reader types (a tool, a driver option's key, words spread
 * over a page, colloquial Chinese) must bring their page among the first
 * five result pages of the dialog: the dialog, its worker and the locale's
 * index work together in the browser. The ranking itself is measured on the
 * same engine and built index by the search evaluation (`npm run
 * eval:search`, part of `npm test`: 160 queries, hit@3 ≥ 0.9 per locale,
 * and a floor of five pages for the queries marked `within` in
 * tests/search/queries.ts, which include every case this list once had).
 */
interface Case {
  readonly query: string;
  readonly expected: string;
}

const EN: readonly Case[] = [
  {query: 'OneDrive refresh token', expected: '/tool/onedrive/request'},
  {query: 'mkdir_perm', expected: '/guide/drivers/local'},
  {query: 'reverse proxy nginx', expected: '/guide/install/reverse-proxy'},
];

const ZH: readonly Case[] = [
  {query: 'OneDrive 刷新令牌', expected: '/zh/tool/onedrive/request'},
  {query: '挂载本机文件夹', expected: '/zh/guide/drivers/local'},
  {query: '配置文件', expected: '/zh/config/configuration'},
];

/** The documents of a locale's built search index (src/plugins/search): title and text, URL. */
function builtIndex(locale: 'en' | 'zh'): {file: string; documents: {t: string; u: string}[]}[] {
  const dir = path.join(BUILD_DIR, locale === 'zh' ? 'zh' : '', 'assets/search');
  const [head] = readdirSync(dir).filter((name) => /^head-[0-9a-f]+\.json$/.test(name));
  const [body] = readdirSync(dir).filter((name) => /^body-[0-9a-f]+\.json$/.test(name));
  expect(head && body, `the two index files in ${dir}`).toBeTruthy();
  const docs = (
    JSON.parse(readFileSync(path.join(dir, head!), 'utf8')) as {docs: [number, string, string, string, number][]}
  ).docs;
  const {texts} = JSON.parse(readFileSync(path.join(dir, body!), 'utf8')) as {texts: string[]};
  return [
    {
      file: `${head} + ${body}`,
      documents: docs.map(([, title, url, , page], i) => ({t: `${title} ${texts[i] ?? ''}`, u: url || docs[page]![2]})),
    },
  ];
}

/** [page, phrase]: text that the page's components show as separate parts. */
const SEPARATE_WORDS: Record<'en' | 'zh', readonly (readonly [string, string])[]> = {
  en: [
    ['/config/site', 'site_title Site title string · public'],
    ['/config/configuration', 'Added in v3.0.2 Public address'],
    ['/guide/drivers', '115 Open Added in v3.43.0 Your own'],
    ['/guide/api/task', 'Signed-in user Added in v3.39.1 Tasks'],
    ['/guide/changelog', 'v3.45.0 2025-05-24 Release notes on GitHub'],
    ['/guide/changelog', 'Breaking Stricter permissions'],
    ['/faq', 'require a login. Why… Something surprises you'],
  ],
  zh: [
    ['/zh/config/site', 'site_title 网站标题 string · 公开'],
    ['/zh/config/configuration', 'v3.0.2 新增 站点的公网地址'],
    ['/zh/guide/drivers', '115 开放平台 115 Open v3.43.0 新增'],
    ['/zh/guide/api/task', '已登录用户 v3.39.1 新增'],
    ['/zh/guide/changelog', '2022-09-18 预发布 在 GitHub 上查看发布说明'],
    ['/zh/guide/changelog', '破坏性变更 权限检查更严格'],
    ['/zh/faq', '强制登录。 为什么… 某个行为出乎意料'],
  ],
};

async function openDialog(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await searchButton(page).click();
  await expect(searchInput(page)).toBeFocused();
}

function expectLocale(pages: readonly string[], locale: 'en' | 'zh'): void {
  for (const p of pages) {
    if (locale === 'zh') expect(p, 'a Chinese result').toMatch(/^\/zh(\/|$)/);
    else expect(p, 'an English result').not.toMatch(/^\/zh(\/|$)/);
  }
}

/**
 * The hit list of a query that many pages answer (a status code): its first
 * five hits come from three pages or more, and no passage shows twice.
 */
async function expectVariedHits(page: Page, query: string): Promise<void> {
  await typeQuery(page, query);
  const hits = await page.locator(`${DIALOG} .DocSearch-Hit`).evaluateAll((nodes) =>
    nodes.map((hit) => ({
      href: hit.querySelector('[data-href]')?.getAttribute('data-href') ?? '',
      text: hit.textContent ?? '',
    })),
  );
  const firstFive = hits.slice(0, 5).map((hit) => hit.href.replace(/[?#].*$/, ''));
  expect(
    new Set(firstFive).size,
    `"${query}": pages of the first five hits: ${firstFive.join(', ')}`,
  ).toBeGreaterThanOrEqual(3);
  const snippets = hits.map((hit) => hit.text).filter((text) => text.length > 40);
  expect(new Set(snippets).size, `"${query}": a passage shown twice`).toBe(snippets.length);
}

for (const [locale, cases, start, varied] of [
  ['en', EN, '/guide', ['302', '403']],
  ['zh', ZH, '/zh/guide', ['302']],
] as const) {
  test.describe(`local search (${locale})`, () => {
    test(`finds the expected page among the first five results; the hits for ${varied.join(', ')} come from three pages or more, no passage twice`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const problems = watchPage(page);
      await openDialog(page, start);
      const misses: string[] = [];
      for (const {query, expected} of cases) {
        await typeQuery(page, query);
        const pages = await resultPages(page);
        expectLocale(pages, locale);
        if (!pages.slice(0, 5).includes(expected)) misses.push(`${query} → ${pages.slice(0, 5).join(', ')}`);
      }
      expect(misses, 'queries whose expected page is not in the first five').toEqual([]);
      for (const query of varied) await expectVariedHits(page, query);
      if (locale === 'en') {
        // English words that Chinese readers also type find the English token tools here.
        await typeQuery(page, 'refresh token');
        const pages = await resultPages(page);
        expectLocale(pages, 'en');
        expect(
          pages.slice(0, 5).some((p) => /^\/tool\/[^/]+\/request$/.test(p)),
          'a token tool for "refresh token"',
        ).toBe(true);
      }
      expectNoProblems(problems);
    });

    // The plugin's HTML parser reads a `<noscript>` fallback (an image's, from
    // ideal-image) as text: the tools page once had its image's markup indexed.
    test("the index holds the pages' text, not the markup of their images", () => {
      for (const {file, documents} of builtIndex(locale)) {
        const markup = documents
          .filter((doc) => /<img\b[^>]*\ssrc=["']?\/(zh\/)?assets\//.test(doc.t))
          .map((doc) => `${doc.u}: ${doc.t.slice(0, 120)}`);
        expect(markup, `documents of ${file} with a built image's markup`).toEqual([]);
      }
    });

    // The plugin joins the text of a section's elements as it finds it, so
    // parts that only CSS sets apart (a badge, a flex row, a label shown as a
    // block) ran together: "site_titleSite title", "2025-05-24Release notes".
    // The components put a space between them; one sample of each here.
    test('the index keeps apart the words that the page shows apart', () => {
      const documents = builtIndex(locale).flatMap((part) => part.documents);
      const missing = SEPARATE_WORDS[locale].filter(
        ([url, phrase]) => !documents.some((doc) => doc.u === url && doc.t.includes(phrase)),
      );
      expect(missing, 'phrases not found in the text indexed for their page').toEqual([]);
    });
  });
}

test.describe('Chinese word segmentation', () => {
  test('挂载 and 刷新令牌 find Chinese pages that use the words inside sentences', async ({page}) => {
    await openDialog(page, '/zh/');
    for (const word of ['挂载', '刷新令牌']) {
      await typeQuery(page, word);
      const pages = await resultPages(page);
      expect(pages.length, word).toBeGreaterThanOrEqual(5);
      expectLocale(pages, 'zh');
      // Every one of the first results marks the word, also where it is
      // written without spaces inside a longer sentence.
      const marked = await page
        .locator(`${DIALOG} .DocSearch-Hit`)
        .evaluateAll((hits) =>
          hits.slice(0, 5).map((hit) => Array.from(hit.querySelectorAll('mark'), (m) => m.textContent).join('')),
        );
      for (const text of marked) expect(text, word).toMatch(word === '挂载' ? /挂载/ : /刷新|令牌/);
      if (word === '刷新令牌') expect(pages.slice(0, 5).some((p) => /^\/zh\/tool\/[^/]+\/request$/.test(p))).toBe(true);
    }
  });
});

test.describe('opening and closing', () => {
  test('Ctrl+K, Cmd+K and / open the dialog, Escape closes it and returns focus; / in a text field types', async ({
    page,
  }) => {
    await openPage(page, '/guide/install');
    for (const press of ['Control+k', 'Meta+k', '/']) {
      await page.locator('body').click({position: {x: 5, y: 300}});
      await page.keyboard.press(press);
      await expect(page.locator(DIALOG), press).toBeVisible();
      await expect(searchInput(page)).toBeFocused();
      await expect(searchInput(page)).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(page.locator(DIALOG)).toHaveCount(0);
      await expect(searchButton(page), `${press}: focus back on the search button`).toBeFocused();
    }
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'probe';
      document.body.append(input);
    });
    await page.locator('#probe').focus();
    await page.keyboard.press('/');
    await expect(page.locator(DIALOG)).toHaveCount(0);
    await expect(page.locator('#probe')).toHaveValue('/');
  });

  test('a click on a result opens it client-side, Ctrl+click in a new tab', async ({page, context}) => {
    await openDialog(page, '/guide');
    await typeQuery(page, 'mkdir_perm');
    const hit = page.locator(`${DIALOG} .DocSearch-Hit`).first();
    const [popup] = await Promise.all([context.waitForEvent('page'), hit.click({modifiers: ['ControlOrMeta']})]);
    await expect(popup).toHaveURL(/\/guide\/drivers\/local/);
    await popup.close();
    await page.evaluate(() => {
      (window as unknown as {__sameDocument: boolean}).__sameDocument = true;
    });
    if ((await page.locator(DIALOG).count()) === 0) await searchButton(page).click();
    await typeQuery(page, 'mkdir_perm');
    await page.locator(`${DIALOG} .DocSearch-Hit`).first().click();
    await expect(page).toHaveURL(/\/guide\/drivers\/local(#.*)?$/);
    expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
  });

  test('keeps focus inside the dialog (focus trap); arrow keys and Enter open a result with client-side navigation', async ({
    page,
  }) => {
    await openDialog(page, '/guide');
    await page.evaluate(() => {
      (window as unknown as {__sameDocument: boolean}).__sameDocument = true;
    });
    await typeQuery(page, 'docker');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal')))).toBe(true);
    }
    await searchInput(page).focus();
    await typeQuery(page, 'cancel2fa');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const selected = page.locator(`${DIALOG} .DocSearch-Hit[aria-selected="true"]`);
    await expect(selected).toHaveCount(1);
    // Several pages mention the command; Enter opens the selected one.
    const href = (await selected.locator('[data-href]').first().getAttribute('data-href'))!;
    expect(href).toMatch(/^\/(guide|faq)\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === href.replace(/[?#].*$/, ''));
    await expect(page.locator(DIALOG)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
  });
});

test.describe('states', () => {
  for (const [locale, start, texts] of [
    [
      'en',
      '/guide',
      {
        button: 'Search',
        noResults: 'No results for "',
        suggestion: 'Try fewer or more general words',
        report: 'Report missing docs on GitHub.',
        loading: '"Searching…"',
        errorTitle: 'Unable to fetch results',
        errorHelp: 'Check your network connection',
      },
    ],
    [
      'zh',
      '/zh/guide',
      {
        button: '搜索',
        noResults: '没有找到 "',
        suggestion: '可以换用更少或更常见的词',
        report: '到 GitHub 上反馈。',
        loading: '"正在搜索…"',
        errorTitle: '无法获取搜索结果',
        errorHelp: '请检查网络连接',
      },
    ],
  ] as const) {
    test.describe(locale, () => {
      test('staged index: the first answer needs only the head (≤ 300 KB), paragraphs join when the rest arrives; no results: the query, a suggestion and a link to report missing docs', async ({
        page,
      }) => {
        const prefix = locale === 'zh' ? '/zh' : '';
        // The rest of the index waits until the first answer is checked.
        const release = await holdRequests(page, '**/assets/search/body-*.json');
        // Index files asked for, once each: the page asks for the head as the
        // search worker starts, and the worker asks for it too (answered from
        // the HTTP cache, except when a test intercepts requests, as here).
        const indexFiles: {url: string; gzipBytes: number}[] = [];
        page.on('response', (response) => {
          if (!/\/assets\/search\/[^/]*\.json$/.test(new URL(response.url()).pathname)) return;
          void response
            .body()
            .then((bytes) => {
              if (indexFiles.some((file) => file.url === response.url())) return;
              indexFiles.push({url: response.url(), gzipBytes: gzipSync(bytes, {level: 5}).length});
            })
            .catch(() => undefined);
        });
        const workers: string[] = [];
        page.on('worker', (worker) => workers.push(worker.url()));
        await openPage(page, start);
        await expect(searchButton(page)).toHaveAccessibleName(new RegExp(texts.button));
        await searchButton(page).click();
        const container = page.locator('.site-search');
        await expect(container).toHaveAttribute('data-index', 'ready', {timeout: INDEX_LOAD_TIMEOUT_MS});
        await expect(container).toHaveAttribute('data-index-complete', 'loading');
        // Words that only a paragraph holds: the head finds no page.
        await searchInput(page).pressSequentially(PARAGRAPH_ONLY);
        await expect(container).toHaveAttribute('data-answered', PARAGRAPH_ONLY);
        const empty = page.locator(`${DIALOG} .DocSearch-NoResults`);
        await expect(empty).toBeVisible();
        await expect.poll(() => indexFiles.length).toBe(1);
        // The index is parsed and searched off the page's thread, in the search worker.
        expect(workers, 'the search worker').toEqual([expect.stringMatching(/\/assets\/js\/site-search\.[^/]+\.js$/)]);
        expect(indexFiles[0]?.url).toMatch(/\/assets\/search\/head-[^/]+\.json$/);
        expect(indexFiles[0]?.gzipBytes, 'gzip bytes of the index the first query downloads').toBeLessThanOrEqual(
          300_000,
        );
        // The paragraphs arrive: the query shown is asked again, without a keystroke.
        release();
        await expect(container).toHaveAttribute('data-index-complete', 'ready', {timeout: INDEX_LOAD_TIMEOUT_MS});
        await expect
          .poll(() => resultPages(page), {timeout: 15_000})
          .toEqual(expect.arrayContaining([`${prefix}/guide/drivers/onedrive`]));
        await expect(searchInput(page)).toHaveValue(PARAGRAPH_ONLY);

        // Words no page holds.
        await typeQuery(page, 'qqxyzzyqq');
        await expect(empty).toContainText(`${texts.noResults}qqxyzzyqq"`);
        await expect(empty).toContainText(texts.suggestion);
        const report = empty.getByRole('link', {name: texts.report});
        const href = await report.getAttribute('href');
        expect(href?.startsWith(`${DOCS_REPO.url}/issues/new?`)).toBe(true);
        expect(new URL(href ?? '').searchParams.get('body')).toContain('qqxyzzyqq');
        await expect(report).toHaveAttribute('target', '_blank');
      });

      test('loading, then the network fails: says so, and when it is back the next query and the next opening load the index again', async ({
        page,
      }) => {
        const prefix = locale === 'zh' ? '/zh' : '';
        // The index's requests wait, then fail as they would offline.
        let cut: () => void = () => undefined;
        const offline = new Promise<void>((resolve) => {
          cut = resolve;
        });
        await page.route(INDEX_FILES, async (route) => {
          await offline;
          await route.abort('internetdisconnected');
        });
        await openPage(page, start);
        await searchButton(page).click();
        await searchInput(page).pressSequentially('docker');
        const dropdown = page.locator(`${DIALOG} .DocSearch-Dropdown`);
        await expect(page.locator('.DocSearch-Container')).toHaveClass(/DocSearch-Container--Stalled/);
        await expect
          .poll(() => dropdown.evaluate((el) => getComputedStyle(el, '::before').content))
          .toBe(texts.loading);

        cut();
        const container = page.locator('.site-search');
        await expect(container).toHaveAttribute('data-index', 'failed', {timeout: INDEX_LOAD_TIMEOUT_MS});
        await typeQuery(page, 'docker');
        const error = page.locator(`${DIALOG} .site-search__error`);
        await expect(error).toBeVisible();
        await expect(error).toHaveAttribute('role', 'alert');
        await expect(error).toContainText(texts.errorTitle);
        await expect(error).toContainText(texts.errorHelp);
        await expect(page.locator(`${DIALOG} .DocSearch-NoResults`)).toBeHidden();
        // Emptying the field leaves the failure behind.
        await searchInput(page).fill('');
        await expect(error).toHaveCount(0);

        // No reload: the worker would otherwise answer with the old failure.
        await page.unroute(INDEX_FILES);
        await typeQuery(page, 'docker');
        await expect(error).toHaveCount(0);
        await expect
          .poll(() => resultPages(page), {timeout: INDEX_LOAD_TIMEOUT_MS})
          .toEqual(expect.arrayContaining([`${prefix}/guide/install/docker`]));

        // The paragraphs failed too: the next opening asks for them again.
        await page.keyboard.press('Escape');
        await searchButton(page).click();
        await expect(container).toHaveAttribute('data-index', 'ready', {timeout: INDEX_LOAD_TIMEOUT_MS});
        await expect(container).toHaveAttribute('data-index-complete', 'ready', {timeout: INDEX_LOAD_TIMEOUT_MS});
      });
    });
  }
});

test.describe('accessibility', () => {
  // One locale: the dialog's markup is the same in both (the hosted dialog: search-hosted.spec.ts).
  for (const start of ['/zh/guide']) {
    test(`the dialog with results passes axe (${start})`, async ({page}) => {
      await openDialog(page, start);
      await typeQuery(page, start.startsWith('/zh') ? '挂载' : 'docker');
      await expect(page.locator(DIALOG)).toHaveAttribute('role', 'dialog');
      await expect(searchInput(page)).toHaveAccessibleName(/\S/);
      const results = await new AxeBuilder({page}).include(DIALOG).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});

/**
 * Taps an element where it is on screen, as a finger does. `locator.tap()`
 * scrolls its target into view first, and again with other alignments when a
 * try fails (say, a busy machine where the element is still moving); for the
 * navbar's sticky button, `scrollIntoView({block: 'end'})` scrolls the page to
 * the top, which is what made the scroll test below fail now and then in CI.
 * Waits until the element holds still for two frames and a tap at its centre
 * reaches it.
 */
async function tapInPlace(page: Page, locator: Locator): Promise<void> {
  let centre = {x: 0, y: 0};
  await expect
    .poll(
      async () => {
        const probe = await locator.evaluate(async (element) => {
          const frame = (): Promise<DOMRect> =>
            new Promise((resolve) => requestAnimationFrame(() => resolve(element.getBoundingClientRect())));
          const [a, b] = [await frame(), await frame()];
          const x = b.x + b.width / 2;
          const y = b.y + b.height / 2;
          const hit = document.elementFromPoint(x, y);
          if (a.x !== b.x || a.y !== b.y) return {x, y, problem: 'still moving'};
          if (!hit || !element.contains(hit))
            return {x, y, problem: `covered by ${hit?.outerHTML.slice(0, 120) ?? 'nothing'}`};
          return {x, y, problem: ''};
        });
        centre = {x: probe.x, y: probe.y};
        return probe.problem;
      },
      {message: 'the element holds still and a tap at its centre reaches it'},
    )
    .toBe('');
  await page.touchscreen.tap(centre.x, centre.y);
}

test.describe('phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the search icon opens a full-screen dialog that finds pages', async ({page}) => {
    await openPage(page, '/zh/guide');
    await searchButton(page).tap();
    const dialog = page.locator(DIALOG);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(380);
    await typeQuery(page, '百度网盘');
    expect((await resultPages(page)).slice(0, 5)).toContain('/zh/guide/drivers/baidu');
    await page.locator(`${DIALOG} .DocSearch-Hit`).first().tap();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/zh\/guide\/drivers\/baidu/);
  });

  // DocSearch locks the page behind its dialog on phones (its stylesheet fixes
  // the body, which puts the page's scroll position at 0) and puts the page
  // back where the reader left it on closing.
  // One locale: the same code and styles in both (the Chinese dialog is opened above).
  for (const [locale, path] of [['en', '/guide/install/docker']] as const) {
    test(`the page behind the dialog is locked while it is open, and comes back where it was (${locale})`, async ({
      page,
    }) => {
      // What moves the page, for the failure message.
      await page.addInitScript(() => {
        const log: string[] = [];
        Object.assign(window, {scrollLog: log});
        const at = (): string => `${Math.round(performance.now())} ms`;
        addEventListener('scroll', () => log.push(`${at()} scroll to ${Math.round(window.scrollY)}`));
        const scrollTo = window.scrollTo.bind(window);
        window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
          log.push(`${at()} scrollTo ${JSON.stringify(args)} from ${new Error().stack?.split('\n')[2]?.trim() ?? '?'}`);
          scrollTo(...args);
        }) as typeof window.scrollTo;
      });
      await openPage(page, path);
      const scrollY = (): Promise<number> => page.evaluate(() => Math.round(window.scrollY));
      // The navbar hides while the page scrolls down (after a throttle)…
      await page.evaluate(() => window.scrollTo(0, 700));
      await expect.poll(scrollY).toBe(700);
      await expect(searchButton(page)).not.toBeInViewport();
      // …and comes back when the reader scrolls up a little.
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(searchButton(page)).toBeInViewport({ratio: 1});
      expect(await scrollY()).toBe(600);
      await tapInPlace(page, searchButton(page));
      await expect(page.locator(DIALOG)).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => [getComputedStyle(document.body).position, getComputedStyle(document.body).overflow]),
        )
        .toEqual(['fixed', 'hidden']);
      await page.keyboard.press('Escape');
      await expect(page.locator(DIALOG)).toHaveCount(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('static');
      await expect
        .poll(scrollY, {message: 'the page is back where the reader left it'})
        .toBe(600)
        .catch(async (error: unknown) => {
          const log = await page.evaluate(() => (window as unknown as {scrollLog: string[]}).scrollLog.join('\n  '));
          console.log(`search.spec phone (${locale}): what moved the page:\n  ${log}`);
          throw error;
        });
    });
  }
});
