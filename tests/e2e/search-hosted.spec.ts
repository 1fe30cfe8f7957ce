import AxeBuilder from '@axe-core/playwright';
import {type Page, type Request, type Route} from '@playwright/test';
import {expect, test} from './test';
import {DOCS_REPO} from '../../src/data/site';
import hosted from './fixtures/hosted-search.json';
import {DIALOG, openPage, resultPages, searchButton, searchInput, typeQuery} from './searchSupport';

/**
 * The hosted mode: the English site built with Algolia configured (fake
 * application id, `npm run build:search-hosted`), served on its own port.
 * The search host is stubbed or blocked: nothing leaves the machine.
 */
const APP = hosted.ALGOLIA_APP_ID.toLowerCase();
const SEARCH_ORIGIN = `https://${APP}-dsn.algolia.net`;
const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//i;

interface FakeHit {
  readonly url: string;
  readonly lvl0: string;
  readonly lvl1: string;
  readonly lvl2?: string;
}

function hitOf({url, lvl0, lvl1, lvl2}: FakeHit, i: number): Record<string, unknown> {
  const value = (v: string | null): {value: string; matchLevel: string; matchedWords: string[]} => ({
    value: v ?? '',
    matchLevel: 'none',
    matchedWords: [],
  });
  const hierarchy = {lvl0, lvl1, lvl2: lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const highlighted = Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, value(v)]));
  return {
    objectID: `hit-${i}`,
    url,
    url_without_anchor: url.replace(/#.*$/, ''),
    anchor: url.includes('#') ? url.replace(/^.*#/, '') : null,
    type: lvl2 ? 'lvl2' : 'lvl1',
    content: null,
    hierarchy,
    _highlightResult: {hierarchy: highlighted, content: value(null), hierarchy_camel: [highlighted]},
    _snippetResult: {hierarchy: highlighted, content: value(null), hierarchy_camel: [highlighted]},
  };
}

const CORS = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'};

/** Answers every query of the search host with `hits`, recording the requests. */
async function stubSearchHost(page: Page, hits: readonly FakeHit[]): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(ALGOLIA_HOSTS, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS});
    requests.push(request);
    const body = JSON.parse(request.postData() ?? '{}') as {requests?: {query?: string; indexName?: string}[]};
    const results = (body.requests ?? []).map((r) => ({
      hits: hits.map(hitOf),
      nbHits: hits.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query: r.query ?? '',
      params: '',
      index: r.indexName,
    }));
    return route.fulfill({status: 200, headers: CORS, contentType: 'application/json', json: {results}});
  });
  return requests;
}

async function openDialog(page: Page, path = '/guide'): Promise<void> {
  await openPage(page, path);
  await searchButton(page).click();
  await expect(searchInput(page)).toBeFocused();
}

test('the page head has no preconnect to the search host; it is added when the page is idle', async ({
  page,
  request,
}) => {
  await page.route(ALGOLIA_HOSTS, (route) => route.abort('internetdisconnected'));
  const html = await (await request.get('/guide')).text();
  expect(html).not.toContain('algolia.net');
  await page.addInitScript((origin) => {
    new MutationObserver(() => {
      if (document.querySelector(`link[rel="preconnect"][href="${origin}"]`)) {
        (window as unknown as {__preconnectAt?: number}).__preconnectAt ??= performance.now();
      }
    }).observe(document, {childList: true, subtree: true});
  }, SEARCH_ORIGIN);
  await openPage(page, '/guide');
  const link = page.locator(`head link[rel="preconnect"][href="${SEARCH_ORIGIN}"]`);
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('crossorigin', 'anonymous');
  const timing = await page.evaluate(() => ({
    at: (window as unknown as {__preconnectAt?: number}).__preconnectAt ?? 0,
    loaded: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number,
  }));
  expect(timing.at).toBeGreaterThanOrEqual(timing.loaded);
});

test('Ctrl+K and / open the dialog; a query waits for 500 ms without typing and filters on the language', async ({
  page,
}) => {
  const requests = await stubSearchHost(page, [
    {url: 'https://alist.nn.ci/guide/install/docker.html', lvl0: 'Guide', lvl1: 'Docker'},
  ]);
  await openPage(page, '/guide');
  await page.keyboard.press('Control+k');
  await expect(page.locator(DIALOG)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(DIALOG)).toHaveCount(0);
  // Focus is back on the search button, where / opens the dialog too.
  await expect(searchButton(page)).toBeFocused();
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused();

  // Every query waits until typing has paused for 500 ms: the page starts
  // each request at least that long after the keystroke it handled before it
  // (keys are typed 100 ms apart; a slow machine may space them more). Both
  // times are the page's own clock: on a busy machine the test process may
  // see a request only after the page has handled the next keystroke.
  await page.evaluate(() => {
    const w = window as unknown as {__keys: number[]};
    w.__keys = [];
    document.addEventListener('keydown', () => w.__keys.push(performance.now()), true);
  });
  await searchInput(page).pressSequentially('docker', {delay: 100});
  await expect(page.locator('.site-search')).toHaveAttribute('data-answered', 'docker');
  await expect(page.locator(`${DIALOG} .DocSearch-Hit`).first()).toBeVisible();
  const {keys, sent} = await page.evaluate(
    (hosts) => {
      const pattern = new RegExp(hosts.source, hosts.flags);
      return {
        keys: (window as unknown as {__keys: number[]}).__keys,
        sent: performance
          .getEntriesByType('resource')
          .filter((entry) => pattern.test(entry.name))
          .map((entry) => entry.startTime),
      };
    },
    {source: ALGOLIA_HOSTS.source, flags: ALGOLIA_HOSTS.flags},
  );
  expect(keys).toHaveLength(6);
  expect(requests.length).toBeGreaterThanOrEqual(1);
  expect(sent).toHaveLength(requests.length);
  for (const sentAt of sent) {
    const lastKey = Math.max(...keys.filter((k) => k <= sentAt));
    expect(sentAt - lastKey).toBeGreaterThanOrEqual(450);
  }
  // Keystrokes closer than 500 ms never each send a query.
  const pauses = keys.slice(1).filter((k, i) => k - (keys[i] ?? 0) >= 500).length;
  expect(requests.length).toBeLessThanOrEqual(pauses + 1);
  const last = requests.at(-1);
  expect(JSON.parse(last?.postData() ?? '{}')).toMatchObject({requests: [{query: 'docker'}]});
  const body = JSON.parse(last?.postData() ?? '{}') as {requests: Record<string, unknown>[]};
  expect(body.requests[0]).toMatchObject({indexName: hosted.ALGOLIA_INDEX_NAME, query: 'docker'});
  expect(JSON.stringify(body.requests[0]?.facetFilters)).toContain('language:en');
  expect(last?.url().startsWith(SEARCH_ORIGIN)).toBe(true);
});

test('result URLs of the existing index are rewritten to this site and stay in the locale', async ({page}) => {
  await stubSearchHost(page, [
    {
      url: 'https://alist.nn.ci/guide/install/docker.html#docker-compose',
      lvl0: 'Guide',
      lvl1: 'Docker',
      lvl2: 'Compose',
    },
    {url: 'https://alist.nn.ci/zh/guide/install/docker.html', lvl0: '指南', lvl1: 'Docker 部署'},
    {url: 'https://alist.nn.ci/guide/advanced/2fa.html', lvl0: 'Advanced', lvl1: 'Two-factor authentication'},
    {url: 'https://alist.nn.ci/config/index.html', lvl0: 'Config', lvl1: 'Configuration'},
    {url: 'https://alist-doc.nn.ci/en/docs/intro.html', lvl0: 'V2', lvl1: 'Old docs'},
  ]);
  await openDialog(page);
  await typeQuery(page, 'docker');
  expect(await resultPages(page)).toEqual([
    '/guide/install/docker',
    '/guide/advanced/2fa',
    '/config',
    'https://alist-doc.nn.ci/en/docs/intro.html',
  ]);
  await expect(page.locator(`${DIALOG} [data-href="/guide/install/docker#docker-compose"]`)).toHaveCount(1);
  await page.evaluate(() => {
    (window as unknown as {__sameDocument: boolean}).__sameDocument = true;
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/install\/docker#docker-compose$/);
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
});

test('no results: the query, a suggestion and a link to report missing docs', async ({page}) => {
  await stubSearchHost(page, []);
  await openDialog(page);
  await typeQuery(page, 'qqxyzzyqq');
  const empty = page.locator(`${DIALOG} .DocSearch-NoResults`);
  await expect(empty).toContainText('No results for "qqxyzzyqq"');
  await expect(empty).toContainText('Try fewer or more general words');
  const href = await empty.getByRole('link', {name: 'Report missing docs on GitHub.'}).getAttribute('href');
  expect(href?.startsWith(`${DOCS_REPO.url}/issues/new?`)).toBe(true);
});

test('failure: with the search host unreachable, "Unable to fetch results" and a hint', async ({page}) => {
  await page.route(ALGOLIA_HOSTS, (route) => route.abort('internetdisconnected'));
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openDialog(page);
  await typeQuery(page, 'docker');
  const error = page.locator(`${DIALOG} .site-search__error`);
  await expect(error).toBeVisible();
  await expect(error).toContainText('Unable to fetch results');
  await expect(error).toContainText('Check your network connection');
  await expect(page.locator(`${DIALOG} .DocSearch-NoResults`)).toBeHidden();
  // The failure is handled: no uncaught error reaches the page.
  expect(pageErrors).toEqual([]);
  // Escape closes the dialog and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(page.locator(DIALOG)).toHaveCount(0);
  await expect(searchButton(page)).toBeFocused();
});

test('the hosted dialog with results passes axe', async ({page}) => {
  await stubSearchHost(page, [
    {url: 'https://alist.nn.ci/guide/install/docker.html', lvl0: 'Guide', lvl1: 'Docker'},
    {url: 'https://alist.nn.ci/guide/install/script.html', lvl0: 'Guide', lvl1: 'One-line install script'},
  ]);
  await openDialog(page);
  await typeQuery(page, 'install');
  await expect(page.locator(DIALOG)).toHaveAttribute('role', 'dialog');
  const results = await new AxeBuilder({page}).include(DIALOG).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`,
    ),
  ).toEqual([]);
});
