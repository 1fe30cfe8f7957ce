import {docPath, localeMoves, localeTargetPath, pagePath, parseGitLog} from '@site/src/lib/site/pageData';
import {docIdFromLink, docDirOfFile, normalizeFrontMatter, tocMaxLevel} from '@site/src/lib/content/frontMatter';
import {isoDate, pageInfoItems} from '@site/src/lib/chrome/pageInfo';

describe('docPath', () => {
  it.each([
    ['guide/install/docker', undefined, '/guide/install/docker'],
    ['guide/index', undefined, '/guide'],
    ['index', undefined, '/'],
    ['guide/drivers/sfpt', 'sftp', '/guide/drivers/sftp'],
    ['guide/drivers/sfpt', '/elsewhere/', '/elsewhere'],
    ['guide/drivers/Alist V2 V3', undefined, '/guide/drivers/Alist V2 V3'],
  ])('%s (slug %s) → %s', (id, slug, expected) => {
    expect(docPath(id, slug)).toBe(expected);
  });
});

describe('pagePath', () => {
  it.each([
    ['index.tsx', '/'],
    ['pricing.tsx', '/pricing'],
    ['tools/index.mdx', '/tools'],
    ['_components/Hero.tsx', undefined],
    ['styles.module.css', undefined],
  ])('%s → %s', (file, expected) => {
    expect(pagePath(file)).toBe(expected);
  });
});

describe('parseGitLog', () => {
  it('counts commits per author and file, most first', () => {
    const log = '\x1eAda\n\ndocs/a.md\ndocs/b.md\n\x1eBob\n\ndocs/a.md\n\x1eBob\n\ndocs/a.md\n';
    expect(parseGitLog(log)).toEqual({
      'docs/a.md': [
        {name: 'Bob', commits: 2},
        {name: 'Ada', commits: 1},
      ],
      'docs/b.md': [{name: 'Ada', commits: 1}],
    });
  });
});

describe('localeTargetPath', () => {
  const routes = {
    en: {'/': 'page:/', '/guide/drivers/sfpt': 'guide/drivers/sfpt', '/guide': 'guide/index', '/only-en': 'only-en'},
    'zh-CN': {'/': 'page:/', '/guide/drivers/sftp': 'guide/drivers/sfpt', '/guide': 'guide/index'},
  };
  const moves = localeMoves(routes);
  const pagesOf = (locale: keyof typeof routes) => (path: string) => Object.hasOwn(routes[locale], path);

  it('records only the pages whose path differs, or that the other locale lacks', () => {
    expect(moves).toEqual({
      en: {'zh-CN': {'/guide/drivers/sfpt': '/guide/drivers/sftp', '/only-en': null}},
      'zh-CN': {en: {'/guide/drivers/sftp': '/guide/drivers/sfpt'}},
    });
  });

  it('keeps the page when the other locale has it, even under another path', () => {
    expect(localeTargetPath(moves, 'en', 'zh-CN', '/guide/drivers/sfpt', pagesOf('en'))).toEqual({
      path: '/guide/drivers/sftp',
      found: true,
    });
    expect(localeTargetPath(moves, 'zh-CN', 'en', '/guide/drivers/sftp', pagesOf('zh-CN'))).toEqual({
      path: '/guide/drivers/sfpt',
      found: true,
    });
    expect(localeTargetPath(moves, 'en', 'zh-CN', '/guide/', pagesOf('en'))).toEqual({path: '/guide', found: true});
    expect(localeTargetPath(moves, 'en', 'zh-CN', '/guide.html', pagesOf('en'))).toEqual({path: '/guide', found: true});
  });

  it("goes to the other locale's home otherwise", () => {
    expect(localeTargetPath(moves, 'en', 'zh-CN', '/only-en', pagesOf('en'))).toEqual({path: '/', found: false});
    expect(localeTargetPath(moves, 'en', 'zh-CN', '/unknown', pagesOf('en'))).toEqual({path: '/', found: false});
    expect(localeTargetPath(moves, 'en', 'zh-CN', '/', pagesOf('en'))).toEqual({path: '/', found: true});
  });
});

describe('front matter of the earlier site', () => {
  it('maps to Docusaurus keys', () => {
    const fm = normalizeFrontMatter(
      {
        toc: false,
        headerDepth: 3,
        sidebar: false,
        editLink: false,
        prev: '/guide/install/docker.html',
        next: false,
        order: 4,
      },
      'Some words here',
      'guide/install',
    );
    expect(fm).toMatchObject({
      hide_table_of_contents: true,
      toc_max_heading_level: 4,
      displayed_sidebar: null,
      custom_edit_url: null,
      pagination_prev: 'guide/install/docker',
      pagination_next: null,
      sidebar_position: 4,
      reading_time: {words: 3},
    });
  });

  it('keeps native keys and leaves absent options alone', () => {
    const fm = normalizeFrontMatter({toc: false, hide_table_of_contents: false, title: 'X'}, '', '');
    expect(fm.hide_table_of_contents).toBe(false);
    expect(fm).not.toHaveProperty('pagination_prev');
    expect(fm).not.toHaveProperty('displayed_sidebar');
  });

  it.each([
    ['./docker.md', 'guide/install', 'guide/install/docker'],
    ['../drivers/local.md', 'guide/install', 'guide/drivers/local'],
    ['/zh/guide/install/', '', 'guide/install/index'],
    ['guide/README.md', '', 'guide/index'],
    ['/guide/webdav#dav', '', 'guide/webdav'],
  ])('link %s from %s is doc %s', (link, dir, id) => {
    expect(docIdFromLink(link, dir)).toBe(id);
  });

  it('finds the doc folder of a file in either locale', () => {
    expect(docDirOfFile('/site/docs/guide/install/docker.md')).toBe('guide/install');
    expect(docDirOfFile('/site/i18n/zh-CN/docusaurus-plugin-content-docs/current/faq/why.md')).toBe('faq');
    expect(docDirOfFile('/site/docs/intro.md')).toBe('');
  });

  it('clamps the header depth', () => {
    expect(tocMaxLevel()).toBe(3);
    expect(tocMaxLevel(0)).toBe(2);
    expect(tocMaxLevel(9)).toBe(6);
  });
});

describe('page info', () => {
  it('lists present items in the fixed order', () => {
    const items = pageInfoItems({
      tag: ['Guide', 'Install'],
      category: 'Guide',
      reading_time: {words: 700, minutes: 2.3},
      date: '2024-10-12',
      original: true,
      author: [{name: 'Ada', url: 'https://example.com'}, 'Bob'],
    });
    expect(items.map((i) => i.kind)).toEqual(['author', 'original', 'date', 'readingTime', 'category', 'tag']);
    expect(items[3]).toEqual({kind: 'readingTime', label: {kind: 'about', minutes: 2}, words: 700});
  });

  it('shows page views only with a counter service, and nothing for empty values', () => {
    expect(pageInfoItems({pageview: true}, true).map((i) => i.kind)).toEqual(['pageview']);
    expect(pageInfoItems({pageview: true})).toEqual([]);
    expect(pageInfoItems({author: '', tag: [], date: 'not a date', reading_time: {words: 0, minutes: 0}})).toEqual([]);
  });

  it('reads dates', () => {
    expect(isoDate('2024-01-05')).toBe('2024-01-05');
    expect(isoDate(new Date(Date.UTC(2023, 7, 7)))).toBe('2023-08-07');
    expect(isoDate(42)).toBeUndefined();
  });
});
