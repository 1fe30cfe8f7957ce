/**
 * @jest-environment node
 */
import {mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'fs';
import {tmpdir} from 'os';
import path from 'path';
import {DOC_KIND, isBodyIndex, isHeadIndex, loadIndex, search} from '../../../src/lib/search/engine';
import type {SourceDoc} from '../../../src/lib/search/buildIndex';
import {algoliaSynonyms, docSearchCrawlerConfig} from '../../../src/lib/search/hosted';
import {extractPage} from '../../../src/plugins/search/extract';
import {dropBoilerplate, qualifyTitles} from '../../../src/plugins/search/documents';
import {indexInputsHash, isIndexedRoute, writeLocalIndex} from '../../../src/plugins/search';

/** A built doc page as Docusaurus writes it (trimmed to what the extractor reads). */
function docPage({title, crumbs = ['Storage'], body}: {title: string; crumbs?: string[]; body: string}): string {
  return `<!doctype html><html lang=en><head><title>${title} | AList</title>
<meta name=description content="About ${title}."><meta name=keywords content="kw1, kw2"></head><body>
<nav class="theme-doc-breadcrumbs"><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" href=/><svg></svg></a>
${crumbs.map((c) => `<li class=breadcrumbs__item><a href=/x><span>${c}</span></a>`).join('')}
<li class="breadcrumbs__item breadcrumbs__item--active"><span>${title}</span></ul></nav>
<article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>
<ul class=pageInfo data-search-ignore=true><li>about 6 min</ul>
${body}</div></article><footer>Footer text</footer></body></html>`;
}

const ONEDRIVE = docPage({
  title: 'OneDrive and SharePoint',
  body: `<p>The <strong>Onedrive</strong> driver mounts a drive.</p>
<nav><a href=/a>Child page list</a></nav>
<h2 class=anchor id=options>Options<a href=#options class=hash-link>${'\u200b'}</a></h2>
<div data-island=static><div class=driverOptions id=driver-onedrive><table class="table_x stacked">
<caption>Options of the <strong>Onedrive</strong> driver</caption>
<tbody class=group><tr id=onedrive-refresh_token><th scope=row data-search-row="refresh_token — Onedrive driver"><code>refresh_<wbr/>token</code> <span>Refresh token</span></th><td>Yes</td></tr>
<tr class=descriptionRow><td colspan=3>The refresh token from the token tool.</td></tr></tbody>
<tbody class=group><tr id=onedrive-region><th scope=row data-search-row="region — Onedrive driver"><code>region</code></th><td>Yes</td></tr>
<tr class=descriptionRow><td colspan=3>The Microsoft cloud.</td></tr></tbody></table></div></div>
<h2 class=anchor id=behaviour>Downloads and uploads</h2>
<div data-island=static><figure data-search-ignore=true><figcaption>Downloads go straight to the provider (302).</figcaption></figure></div>
<p>Links from Microsoft are valid for an hour.</p>
<h3 class=anchor id=errors>Errors you may meet</h3>
<table><thead><tr><th>Message<th>Cause and fix<tbody><tr><td><code>AADSTS7000222: secret expired</code><td>Create a new client secret.<tr><td><code>empty token</code><td>The app lacks <code>offline_access</code>.</table>
<noscript><img src=x alt="noscript image"></noscript>
<button>Copy</button>`,
});

const API = docPage({
  title: 'File system',
  crumbs: ['HTTP API'],
  body: `<h2 id=read>Reading</h2>
<h3 id=fs-list>List a folder</h3>
<div data-island=static><div class=route_Qs data-route=fs-list><p class=signature_aLiZ><span>POST</span> <code>/api/fs/list</code>
<p>Returns the objects of a folder.</p><h4>Body</h4><table class=table_x><tr><th scope=row><code>path</code><td>Path.</table></div></div>`,
});

describe('extractPage', () => {
  const docs = extractPage(ONEDRIVE, '/guide/drivers/onedrive');
  const byTitle = (title: string) => docs.find((d) => d.title === title);

  it('reads the page: title, breadcrumb, description and keywords, opening text', () => {
    expect(docs[0]).toMatchObject({
      kind: DOC_KIND.page,
      title: 'OneDrive and SharePoint',
      url: '/guide/drivers/onedrive',
      anchor: '',
      path: ['Storage'],
      summary: 'About OneDrive and SharePoint. kw1, kw2',
      text: 'The Onedrive driver mounts a drive.',
    });
  });

  it('leaves out page info, the page list, ignored blocks, noscript, buttons and heading links', () => {
    const all = JSON.stringify(docs);
    for (const left of [
      'about 6 min',
      'Child page list',
      'straight to the provider',
      'noscript image',
      'Copy',
      'Footer',
    ]) {
      expect(all).not.toContain(left);
    }
    expect(byTitle('Downloads and uploads')?.text).toBe('Links from Microsoft are valid for an hour.');
  });

  it('makes each reference row a document at its anchor, out of its section', () => {
    expect(byTitle('refresh_token — Onedrive driver')).toMatchObject({
      kind: DOC_KIND.row,
      anchor: 'onedrive-refresh_token',
      text: 'refresh_token Refresh token Yes The refresh token from the token tool.',
    });
    expect(byTitle('region — Onedrive driver')?.text).toBe('region Yes The Microsoft cloud.');
    expect(byTitle('Options')?.text).not.toContain('refresh token from the token tool');
  });

  it('reads minified HTML, whose rows and bodies have no end tags, as the browser does', () => {
    const minified = docPage({
      title: 'Common storage options',
      body: `<h2 id=options>Options</h2><table class=t><tbody class=g><tr id=common-a><th scope=row data-search-row="a — storage option"><code>a</code><td>no<tr class=d><td colspan=3>About a.<tbody class=g><tr id=common-b><th scope=row data-search-row="b — storage option"><code>b</code><td>yes<tr class=d><td colspan=3>About b.</table><p>After the table.`,
    });
    const docs = extractPage(minified, '/guide/drivers/common');
    expect(docs.find((d) => d.anchor === 'common-a')?.text).toBe('a no About a.');
    expect(docs.find((d) => d.anchor === 'common-b')?.text).toBe('b yes About b.');
    expect(docs.find((d) => d.anchor === 'options')?.text).toBe('After the table.');
  });

  it('makes each listed error a document at its section', () => {
    expect(byTitle('AADSTS7000222: secret expired — OneDrive and SharePoint')).toMatchObject({
      kind: DOC_KIND.row,
      anchor: 'errors',
      text: 'Create a new client secret.',
    });
    expect(byTitle('empty token — OneDrive and SharePoint')?.text).toBe('The app lacks offline_access.');
  });

  it('makes each HTTP route a document titled by its signature and heading', () => {
    const api = extractPage(API, '/guide/api/fs');
    const route = api.find((d) => d.kind === DOC_KIND.row);
    expect(route).toMatchObject({title: 'POST /api/fs/list — List a folder', anchor: 'fs-list'});
    expect(route?.text).toContain('Returns the objects of a folder.');
    // The heading's section holds nothing else: the route stands for it.
    expect(api.filter((d) => d.anchor === 'fs-list')).toHaveLength(1);
  });

  it('reads nothing from a page that is not a doc page', () => {
    expect(extractPage('<html><body><main><h1>Pricing</h1></main></body></html>', '/pricing')).toEqual([]);
  });
});

describe('cross-page passes', () => {
  const pageWith = (url: string, title: string, blocks: string[], path = ['Guide']): SourceDoc[] => [
    {kind: DOC_KIND.page, title, url, anchor: '', path, text: blocks.join(' '), blocks},
  ];
  const shared = 'A note that a partial puts on many pages, long enough to count as a block of its own.';

  it('keeps a block that stands on three pages or more on the first one only', () => {
    const pages = [
      pageWith('/a', 'A', [shared, 'own a']),
      pageWith('/b', 'B', [shared, 'own b']),
      pageWith('/c', 'C', [shared]),
    ];
    const [a, b, c] = dropBoilerplate(pages);
    expect(a![0]!.text).toBe(`${shared} own a`);
    expect(b![0]!.text).toBe('own b');
    expect(c![0]!.text).toBe('');
    // On two pages it is not boilerplate.
    expect(dropBoilerplate(pages.slice(0, 2))[1]![0]!.text).toBe(`${shared} own b`);
  });

  it('tells pages with the same title apart by their category', () => {
    const [server, driver, other] = qualifyTitles([
      pageWith('/guide/webdav', 'WebDAV', [], ['Guide']),
      pageWith('/guide/drivers/webdav', 'WebDAV', [], ['Storage']),
      pageWith('/guide/ftp', 'FTP', [], ['Guide']),
    ]);
    expect(server![0]!.title).toBe('WebDAV — Guide');
    expect(driver![0]!.title).toBe('WebDAV — Storage');
    expect(other![0]!.title).toBe('FTP');
  });
});

describe('writeLocalIndex', () => {
  it('writes both stages of a locale, found by route, without the callback and search pages', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'search-'));
    mkdirSync(path.join(out, 'guide/drivers'), {recursive: true});
    mkdirSync(path.join(out, 'tool/onedrive'), {recursive: true});
    writeFileSync(path.join(out, 'guide/drivers/onedrive.html'), ONEDRIVE);
    writeFileSync(path.join(out, 'tool/onedrive/callback.html'), docPage({title: 'Callback', body: '<p>code</p>'}));
    writeFileSync(path.join(out, 'index.html'), '<html><body><main>Home</main></body></html>');
    const count = await writeLocalIndex({
      outDir: out,
      baseUrl: '/',
      locale: 'en',
      routes: ['/', '/guide/drivers/onedrive', '/tool/onedrive/callback', '/search'],
      hash: 'abc',
    });
    expect(readdirSync(path.join(out, 'assets/search')).sort()).toEqual(['body-abc.json', 'head-abc.json']);
    const head: unknown = JSON.parse(readFileSync(path.join(out, 'assets/search/head-abc.json'), 'utf8'));
    const body: unknown = JSON.parse(readFileSync(path.join(out, 'assets/search/body-abc.json'), 'utf8'));
    if (!isHeadIndex(head) || !isBodyIndex(body)) throw new Error('not an index');
    expect(head.docs).toHaveLength(count);
    expect(JSON.stringify(head)).not.toContain('Callback');
    expect(search(loadIndex(head, body), 'refresh_token')[0]?.url).toBe(
      '/guide/drivers/onedrive#onedrive-refresh_token',
    );
  });

  it('fails the build when it finds no doc page', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'search-'));
    await expect(writeLocalIndex({outDir: out, baseUrl: '/', locale: 'en', routes: ['/'], hash: 'x'})).rejects.toThrow(
      /no doc page/,
    );
  });

  it('indexes every route but the callbacks and the search page', () => {
    expect(isIndexedRoute('/zh/guide/drivers/onedrive', '/zh/')).toBe(true);
    expect(isIndexedRoute('/zh/tool/onedrive/callback', '/zh/')).toBe(false);
    expect(isIndexedRoute('/search', '/')).toBe(false);
  });

  it('names the files by the hash of the sources', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(site, 'docs'));
    writeFileSync(path.join(site, 'docs/a.md'), 'one');
    const first = indexInputsHash(site);
    writeFileSync(path.join(site, 'docs/a.md'), 'two');
    expect(indexInputsHash(site)).not.toBe(first);
    expect(first).toMatch(/^[0-9a-f]{10}$/);
  });
});

describe('hosted search exports', () => {
  it('writes one one-way synonym per phrase', () => {
    expect(algoliaSynonyms('en', [{match: ['gdrive', 'google one'], add: 'google drive'}])).toEqual([
      {objectID: 'en-0-0', type: 'oneWaySynonym', input: 'gdrive', synonyms: ['google drive']},
      {objectID: 'en-0-1', type: 'oneWaySynonym', input: 'google one', synonyms: ['google drive']},
    ]);
  });

  it('crawls both locales with a record per section and reference row and the language facet', () => {
    const config = docSearchCrawlerConfig('https://alist.example/', {defaultLocale: 'en', locales: ['en', 'zh-CN']});
    expect(config.startUrls).toEqual(['https://alist.example/', 'https://alist.example/zh/']);
    const props = config.actions[0]!.recordExtractor.recordProps;
    expect(props.lvl2).toContain('article th[data-search-row]::attr(data-search-row)');
    expect(props.lang).toEqual({selectors: ['html::attr(lang)']});
    expect(config.actions[0]!.recordExtractor.excludeSelectors).toContain('[data-search-ignore]');
  });
});
