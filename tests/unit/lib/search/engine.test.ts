import {buildIndex, type SourceDoc} from '../../../../src/lib/search/buildIndex';
import {
  DOC_KIND,
  isBodyIndex,
  isHeadIndex,
  loadIndex,
  search,
  withinOneEdit,
  type SynonymRule,
} from '../../../../src/lib/search/engine';
import {normalize, queryWords, shortQuery, stem, terms} from '../../../../src/lib/search/text';

const termsOf = (text: string) => terms(text).map((t) => t.term);

describe('text', () => {
  it('stems plural and verb endings to the same term', () => {
    expect(new Set(['mount', 'mounts', 'mounted', 'mounting'].map(stem))).toEqual(new Set(['mount']));
    expect(stem('proxies')).toBe(stem('proxy'));
    expect(stem('cookies')).toBe(stem('cookie'));
    expect(stem('aliases')).toBe(stem('alias'));
    expect(stem('running')).toBe('run');
    expect(stem('install')).toBe('install');
    expect(stem('v3.45.0')).toBe('v3.45.0');
  });

  it('keeps identifiers whole and as their parts', () => {
    expect(termsOf('jwt_secret')).toEqual(['jwt_secret', 'jwt', 'secret']);
    expect(termsOf('POST /api/fs/list')).toEqual(['post', 'api/fs/list', 'api', 'fs', 'list', '/api/fs/list']);
  });

  it('cuts Chinese into pairs of characters', () => {
    expect(termsOf('刷新令牌')).toEqual(['刷新', '新令', '令牌']);
    expect(termsOf('令')).toEqual(['令']);
    expect(termsOf('OneDrive网盘')).toEqual(['onedriv', '网盘']);
  });

  it('folds full-width forms and case', () => {
    expect(normalize('ＡＢＣ１２３')).toBe('abc123');
  });

  it('lists the words of a query to mark, Chinese as pairs', () => {
    expect(queryWords('OneDrive refresh_token 刷新令牌')).toEqual(
      expect.arrayContaining(['onedrive', 'refresh_token', 'refresh', 'token', '刷新', '新令', '令牌']),
    );
  });

  it('survives any input', () => {
    for (const input of ['', ' ', '!!!', '\u0000', 'a'.repeat(5000), '💥', '(?<=x)[', '--']) {
      expect(() => terms(input)).not.toThrow();
    }
  });

  it('shortens a query for a heading: one line, at most the given characters, `…` where cut', () => {
    expect(shortQuery('  docker   compose\n', 60)).toBe('docker compose');
    expect(shortQuery('x'.repeat(60), 60)).toBe('x'.repeat(60));
    expect(shortQuery('x'.repeat(61), 60)).toBe(`${'x'.repeat(59)}…`);
    expect(shortQuery('onedrive '.repeat(20), 19)).toBe('onedrive onedrive…');
    // Characters, not UTF-16 units: an emoji is never cut in half.
    expect(shortQuery('💥'.repeat(10), 5)).toBe('💥💥💥💥…');
    expect(shortQuery('刷新令牌'.repeat(30), 10)).toHaveLength(10);
  });
});

describe('withinOneEdit', () => {
  it('accepts one insertion, deletion, substitution or swap', () => {
    expect(withinOneEdit('docker', 'dokcer')).toBe(true);
    expect(withinOneEdit('docker', 'docke')).toBe(true);
    expect(withinOneEdit('docker', 'dockerr')).toBe(true);
    expect(withinOneEdit('docker', 'dacker')).toBe(true);
    expect(withinOneEdit('docker', 'dackar')).toBe(false);
  });
});

const page = (title: string, url: string, text = '', summary = ''): SourceDoc => ({
  kind: DOC_KIND.page,
  title,
  url,
  anchor: '',
  path: ['Guide'],
  summary,
  text,
});
const section = (title: string, url: string, anchor: string, text: string): SourceDoc => ({
  kind: DOC_KIND.section,
  title,
  url,
  anchor,
  text,
});
const row = (title: string, url: string, anchor: string, text: string): SourceDoc => ({
  kind: DOC_KIND.row,
  title,
  url,
  anchor,
  text,
});

const DOCS: SourceDoc[] = [
  page('Configuration file', '/config/configuration', 'config.json holds the settings read at start.'),
  row('jwt_secret — config.json', '/config/configuration', 'config-jwt_secret', 'Secret that signs login tokens.'),
  row('token_expires_in — config.json', '/config/configuration', 'config-token_expires_in', 'Hours a token lasts.'),
  page('Backup', '/guide/advanced/backup', 'Copy the data folder.'),
  section('What is where', '/guide/advanced/backup', 'what', 'config.json with jwt_secret and the database data.db.'),
  page('OneDrive and SharePoint', '/guide/drivers/onedrive', 'Mount OneDrive for work or school.'),
  row('refresh_token — Onedrive driver', '/guide/drivers/onedrive', 'onedrive-refresh_token', 'The refresh token.'),
  section('Notes', '/guide/drivers/onedrive', 'notes', 'Downloads are redirected with 302 to Microsoft.'),
  page('Dropbox', '/guide/drivers/dropbox', 'Mount Dropbox.'),
  row('refresh_token — Dropbox driver', '/guide/drivers/dropbox', 'dropbox-refresh_token', 'The refresh token.'),
  page('常见问题', '/faq/why', '下载速度取决于直链和代理。'),
  section('为什么下载很慢？', '/faq/why', 'slow-downloads', '经过代理时，服务器的带宽决定速度。'),
];

function index(docs = DOCS) {
  const {head, body} = buildIndex(docs, 'en');
  // As the browser gets them: through JSON.
  return loadIndex(JSON.parse(JSON.stringify(head)), JSON.parse(JSON.stringify(body)));
}

describe('buildIndex', () => {
  it('writes a head without the texts and a body with them', () => {
    const {head, body} = buildIndex(DOCS, 'en');
    expect(isHeadIndex(head)).toBe(true);
    expect(isBodyIndex(body)).toBe(true);
    expect(head.docs).toHaveLength(DOCS.length);
    expect(JSON.stringify(head)).not.toContain('Secret that signs');
    expect(body.texts[1]).toBe('Secret that signs login tokens.');
    // Each row points at its page.
    expect(head.docs[2]![4]).toBe(0);
    expect(head.docs[6]![4]).toBe(5);
  });

  it('refuses a section before any page', () => {
    expect(() => buildIndex([section('x', '/x', 'x', 'y')], 'en')).toThrow(/before any page/);
  });

  it('rejects another format', () => {
    expect(isHeadIndex([{documents: [], index: {}}])).toBe(false);
    expect(isHeadIndex({version: 0, stage: 'head', docs: [], terms: {}})).toBe(false);
  });
});

describe('search', () => {
  it('puts the row that defines a key before pages that mention it', () => {
    const hits = search(index(), 'jwt_secret');
    expect(hits[0]?.url).toBe('/config/configuration#config-jwt_secret');
    expect(hits[0]?.title).toBe('jwt_secret — config.json');
  });

  it('finds a row through its page title', () => {
    expect(search(index(), 'onedrive refresh_token')[0]?.url).toBe('/guide/drivers/onedrive#onedrive-refresh_token');
    expect(search(index(), 'dropbox refresh token')[0]?.url).toBe('/guide/drivers/dropbox#dropbox-refresh_token');
  });

  it('answers from the head alone', () => {
    const {head} = buildIndex(DOCS, 'en');
    const headOnly = loadIndex(head);
    expect(search(headOnly, 'jwt_secret')[0]?.url).toBe('/config/configuration#config-jwt_secret');
    // Paragraph words need the body.
    expect(search(headOnly, 'microsoft')).toEqual([]);
    expect(search(index(), 'microsoft')[0]?.url).toBe('/guide/drivers/onedrive#notes');
  });

  it('completes the word being typed, not a finished one', () => {
    expect(search(index(), 'dropb')[0]?.url).toBe('/guide/drivers/dropbox');
    expect(search(index(), 'dropb ')).toEqual([]);
  });

  it('forgives one typo in a long word', () => {
    expect(search(index(), 'dorpbox')[0]?.url).toBe('/guide/drivers/dropbox');
  });

  it('finds the pairs that hold a Chinese character typed alone', () => {
    expect(search(index(), '宽')[0]?.url).toBe('/faq/why#slow-downloads');
  });

  it('finds Chinese words inside sentences', () => {
    expect(search(index(), '带宽')[0]?.url).toBe('/faq/why#slow-downloads');
    expect(search(index(), '下载很慢')[0]?.url).toBe('/faq/why#slow-downloads');
  });

  it('applies synonyms: readers’ words lead to the site’s words', () => {
    const synonyms: SynonymRule[] = [{match: ['下载慢'], add: '带宽 代理'}];
    expect(search(index(), '下载慢', {synonyms})[0]?.url).toBe('/faq/why#slow-downloads');
    const english: SynonymRule[] = [{match: ['onedrive for business'], add: 'onedrive sharepoint'}];
    expect(search(index(), 'onedrive for business', {synonyms: english})[0]?.url).toBe('/guide/drivers/onedrive');
  });

  it('lists at most `perPage` hits of one page and never the same text twice', () => {
    const docs = [
      page('A', '/a'),
      ...[1, 2, 3].map((i) => section(`S${i}`, '/a', `s${i}`, `token ${i}`)),
      page('B', '/b'),
      section('T', '/b', 't', 'The same long text about the token that stands on several pages.'),
      page('C', '/c'),
      section('T', '/c', 't', 'The same long text about the token that stands on several pages.'),
    ];
    const hits = search(index(docs), 'token', {perPage: 2});
    expect(hits.filter((h) => h.url.startsWith('/a')).length).toBeLessThanOrEqual(2);
    const texts = hits.map((h) => h.text).filter((t) => t.length > 40);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('survives any query', () => {
    for (const query of [
      '',
      ' ',
      'a',
      '*',
      '!!!',
      '%',
      '"',
      "'",
      '\\',
      '<script>',
      '((',
      'a'.repeat(300),
      '中',
      '下载 onedrive 302',
    ]) {
      expect(() => search(index(), query)).not.toThrow();
    }
    expect(search(index(), '   ')).toEqual([]);
  });
});
