import {DOC_KIND} from '../../../../src/lib/search/engine';
import {
  escapeHtml,
  isInLocale,
  markRanges,
  mergeRanges,
  searchHitsToDocSearch,
  snippetHtml,
  tokenRanges,
} from '../../../../src/lib/search/localHits';

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

describe('mergeRanges', () => {
  it('sorts, merges overlapping ranges and clips to the text', () => {
    expect(
      mergeRanges(
        [
          [18, 5],
          [0, 5],
          [10, 7],
          [12, 5],
        ],
        40,
      ),
    ).toEqual([
      [0, 5],
      [10, 7],
      [18, 5],
    ]);
    expect(
      mergeRanges(
        [
          [2, 10],
          [50, 1],
          [1, 0],
        ],
        5,
      ),
    ).toEqual([[2, 3]]);
  });
});

describe('tokenRanges', () => {
  it('finds every occurrence, case-insensitively, longest first', () => {
    expect(tokenRanges('Token refresh TOKEN', ['token', 'tok', ''])).toEqual([
      [0, 5],
      [14, 5],
    ]);
  });

  it('finds Chinese words', () => {
    expect(tokenRanges('获取刷新令牌后挂载', ['刷新', '令牌', '挂载'])).toEqual([
      [2, 4],
      [7, 2],
    ]);
  });
});

describe('markRanges', () => {
  it('wraps ranges in mark and escapes the rest', () => {
    expect(
      markRanges('a <b> token', [
        [6, 5],
        [7, 2],
      ]),
    ).toBe('a &#60;b&#62; <mark>token</mark>');
  });
});

describe('snippetHtml', () => {
  const text = `${'lorem ipsum '.repeat(20)}the refresh token expires ${'dolor sit '.repeat(20)}`;
  const at = text.indexOf('refresh');

  it('returns the whole text when it is short', () => {
    expect(snippetHtml('short text', [[0, 5]], 50)).toBe('<mark>short</mark> text');
  });

  it('cuts a window around the first match with ellipses', () => {
    const html = snippetHtml(text, [[at, 7]], 60);
    expect(html.startsWith('…')).toBe(true);
    expect(html.endsWith('…')).toBe(true);
    expect(html).toContain('<mark>refresh</mark>');
    expect(html.replace(/<\/?mark>|…/g, '').length).toBeLessThanOrEqual(60);
  });

  it('starts at the beginning without a match', () => {
    const html = snippetHtml(text, [], 30);
    expect(html.startsWith('lorem')).toBe(true);
    expect(html.endsWith('…')).toBe(true);
  });

  it('does not start in the middle of a word', () => {
    const html = snippetHtml(text, [[at, 7]], 60);
    expect(html).toMatch(/^…(lorem|ipsum|the) /);
  });
});

describe('searchHitsToDocSearch', () => {
  const base = {score: 1, path: ['Guide', 'Storage'], pageTitle: 'OneDrive and SharePoint', text: ''};
  it('turns a page into a lvl1 hit grouped under its breadcrumb', () => {
    const [hit] = searchHitsToDocSearch(
      [{...base, doc: 3, kind: DOC_KIND.page, title: 'OneDrive and SharePoint', url: '/guide/drivers/onedrive'}],
      'onedrive',
    );
    expect(hit).toMatchObject({
      objectID: '3',
      type: 'lvl1',
      url: '/guide/drivers/onedrive',
      url_without_anchor: '/guide/drivers/onedrive',
      anchor: null,
      hierarchy: {lvl0: 'Guide › Storage › OneDrive and SharePoint', lvl1: 'OneDrive and SharePoint', lvl2: null},
    });
    expect(hit!._highlightResult.hierarchy.lvl1.value).toBe('<mark>OneDrive</mark> and SharePoint');
  });

  it('shows a row found by its title as its title, with its anchor', () => {
    const [hit] = searchHitsToDocSearch(
      [
        {
          ...base,
          doc: 9,
          kind: DOC_KIND.row,
          title: 'refresh_token — Onedrive driver',
          url: '/guide/drivers/onedrive#onedrive-refresh_token',
          text: 'The refresh token from the token tool.',
        },
      ],
      'refresh_token',
    );
    expect(hit).toMatchObject({type: 'lvl2', anchor: 'onedrive-refresh_token', content: null});
    expect(hit!.hierarchy.lvl2).toBe('refresh_token — Onedrive driver');
    expect(hit!._highlightResult.hierarchy.lvl2.value).toContain('<mark>refresh_token</mark>');
  });

  it('shows a section found by its text as a marked passage under its heading', () => {
    const [hit] = searchHitsToDocSearch(
      [
        {
          ...base,
          doc: 4,
          kind: DOC_KIND.section,
          title: 'Notes',
          url: '/guide/drivers/onedrive#notes',
          text: 'Microsoft throttles <busy> apps; AList retries.',
        },
      ],
      'throttles',
    );
    expect(hit).toMatchObject({type: 'content', hierarchy: {lvl2: 'Notes'}});
    expect(hit!._snippetResult.content.value).toBe(
      'Microsoft <mark>throttles</mark> &#60;busy&#62; apps; AList retries.',
    );
  });

  it('keeps the order it is given', () => {
    const hits = searchHitsToDocSearch(
      [2, 1, 3].map((doc) => ({...base, doc, kind: DOC_KIND.page, title: `P${doc}`, url: `/p${doc}`})),
      'p',
    );
    expect(hits.map((h) => h.objectID)).toEqual(['2', '1', '3']);
  });
});

describe('isInLocale', () => {
  const others = {en: ['/zh/'], zh: ['/']};
  it.each([
    ['/guide', '/', others.en, true],
    ['/', '/', others.en, true],
    ['/zh/guide', '/', others.en, false],
    ['/zh', '/', others.en, false],
    ['/zh/guide', '/zh/', others.zh, true],
    ['/zh', '/zh/', others.zh, true],
    ['/guide', '/zh/', others.zh, false],
    ['/zhx/guide', '/', others.en, true],
    ['https://example.com/zh/x', '/', others.en, true],
  ])('%s with base %s → %s', (path, base, other, expected) => {
    expect(isInLocale(path, base, other)).toBe(expected);
  });
});
