import {
  escapeHtml,
  isInLocale,
  localResultsToHits,
  markRanges,
  matchRanges,
  snippetHtml,
  tokenRanges,
  type LocalDocument,
} from '../../../../src/lib/search/localHits';

const page: LocalDocument = {i: 1, t: 'OneDrive and SharePoint', u: '/guide/drivers/onedrive', b: ['Guide', 'Storage']};

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

describe('matchRanges', () => {
  it('collects positions of field t, sorted and merged', () => {
    const metadata = {
      refresh: {t: {position: [[10, 7]]}},
      token: {
        t: {
          position: [
            [18, 5],
            [0, 5],
          ],
        },
        s: {position: [[0, 3]]},
      },
      fresh: {t: {position: [[12, 5]]}},
    };
    expect(matchRanges(metadata, 40)).toEqual([
      [0, 5],
      [10, 7],
      [18, 5],
    ]);
  });

  it('ignores malformed positions and clips to the text', () => {
    const metadata = {a: {t: {position: [[2, 10], 'x', [-1, 2], [50, 1], [1, 0]]}}, b: {t: {}}, c: {t: {position: 3}}};
    expect(matchRanges(metadata, 5)).toEqual([[2, 3]]);
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

describe('localResultsToHits', () => {
  it('turns a page title into a lvl1 hit grouped under its breadcrumb', () => {
    const [hit] = localResultsToHits([
      {document: page, type: 0, page: undefined, metadata: {onedrive: {t: {position: [[0, 8]]}}}, tokens: ['onedrive']},
    ]);
    expect(hit).toMatchObject({
      objectID: '1',
      type: 'lvl1',
      url: '/guide/drivers/onedrive',
      url_without_anchor: '/guide/drivers/onedrive',
      anchor: null,
      content: null,
      hierarchy: {lvl0: 'Guide › Storage › OneDrive and SharePoint', lvl1: 'OneDrive and SharePoint', lvl2: null},
    });
    expect(hit?._snippetResult.hierarchy.lvl1.value).toBe('<mark>OneDrive</mark> and SharePoint');
    expect(hit?._highlightResult.hierarchy.lvl0.value).toBe('Guide › Storage › OneDrive and SharePoint');
  });

  it('turns a heading into a lvl2 hit with its anchor', () => {
    const [hit] = localResultsToHits([
      {
        document: {i: 4, t: 'Refresh token', u: page.u, h: '#refresh-token', p: 1},
        type: 1,
        page,
        metadata: {token: {t: {position: [[8, 5]]}}},
        tokens: ['token'],
      },
    ]);
    expect(hit).toMatchObject({
      type: 'lvl2',
      url: '/guide/drivers/onedrive#refresh-token',
      anchor: 'refresh-token',
      hierarchy: {
        lvl0: 'Guide › Storage › OneDrive and SharePoint',
        lvl1: 'OneDrive and SharePoint',
        lvl2: 'Refresh token',
      },
    });
    expect(hit?._snippetResult.hierarchy.lvl2.value).toBe('Refresh <mark>token</mark>');
  });

  it('turns a paragraph into a content hit with a snippet and its section', () => {
    const [hit] = localResultsToHits([
      {
        document: {i: 5, t: 'Paste the <refresh_token> here.', s: 'Add storage', u: page.u, h: '#add-storage', p: 1},
        type: 4,
        page,
        metadata: {},
        tokens: ['refresh_token'],
      },
    ]);
    expect(hit).toMatchObject({
      type: 'content',
      url: '/guide/drivers/onedrive#add-storage',
      content: expect.any(String),
    });
    expect(hit?.hierarchy.lvl2).toBe('Add storage');
    expect(hit?._snippetResult.content.value).toBe('Paste the &#60;<mark>refresh_token</mark>&#62; here.');
    expect(hit?._snippetResult.content.matchLevel).toBe('full');
  });

  it('leaves out the section when it is the page title, and the anchor when empty', () => {
    const [hit] = localResultsToHits([
      {
        document: {i: 6, t: 'Mount OneDrive.', s: page.t, u: page.u, h: '', p: 1},
        type: 2,
        page,
        metadata: {},
        tokens: [],
      },
    ]);
    expect(hit?.hierarchy.lvl2).toBeNull();
    expect(hit?.url).toBe(page.u);
    expect(hit?._snippetResult.content.matchLevel).toBe('none');
  });

  it('uses the page title kept in s for keywords', () => {
    const [hit] = localResultsToHits([
      {
        document: {i: 7, t: 'sharepoint, graph', s: 'OneDrive', u: page.u},
        type: 3,
        page: false,
        metadata: {},
        tokens: ['graph'],
      },
    ]);
    expect(hit?.type).toBe('lvl1');
    expect(hit?.hierarchy.lvl1).toBe('OneDrive');
    expect(hit?.hierarchy.lvl0).toBe('OneDrive');
  });

  it('skips results without their page and anything malformed', () => {
    const hits = localResultsToHits([
      {document: {i: 9, t: 'Orphan', u: '/x', p: 99}, type: 4, page: undefined, metadata: {}, tokens: []},
      null,
      'x',
      {document: {i: 1}, type: 0, metadata: {}, tokens: []},
      {document: page, type: '0', metadata: {}, tokens: []},
      {document: page, type: 0, metadata: null, tokens: []},
      {document: page, type: 0, metadata: {}, tokens: 'x'},
    ]);
    expect(hits).toEqual([]);
  });

  it('keeps the order of the results', () => {
    const other = {i: 2, t: 'Dropbox', u: '/guide/drivers/dropbox', b: ['Guide', 'Storage']};
    const hits = localResultsToHits([
      {document: other, type: 0, metadata: {}, tokens: []},
      {document: page, type: 0, metadata: {}, tokens: []},
    ]);
    expect(hits.map((h) => h.objectID)).toEqual(['2', '1']);
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
