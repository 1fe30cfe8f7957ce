import {cssString, missingDocsIssueUrl} from '../../../../src/lib/search/missingDocs';

describe('missingDocsIssueUrl', () => {
  it('opens a new issue in the docs repository with the query, locale and page', () => {
    const url = new URL(
      missingDocsIssueUrl({
        repoUrl: 'https://github.com/alist-org/docs/',
        query: '  刷新令牌   失效 ',
        locale: 'zh-CN',
        page: '/zh/guide',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/alist-org/docs/issues/new');
    expect(url.searchParams.get('title')).toBe('Search: no results for "刷新令牌 失效"');
    expect(url.searchParams.get('labels')).toBe('docs');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('`刷新令牌 失效`');
    expect(body).toContain('- Locale: zh-CN');
    expect(body).toContain('- Searched from: /zh/guide');
  });

  it('shortens a long query in the title but keeps it whole in the body', () => {
    const query = 'x'.repeat(200);
    const url = new URL(missingDocsIssueUrl({repoUrl: 'https://github.com/o/r', query, locale: 'en'}));
    expect(url.searchParams.get('title')).toHaveLength('Search: no results for ""'.length + 80);
    expect(url.searchParams.get('body')).toContain(query);
    expect(url.searchParams.get('body')).not.toContain('Searched from');
  });

  it('keeps backticks from breaking the code span', () => {
    const url = new URL(missingDocsIssueUrl({repoUrl: 'https://github.com/o/r', query: 'a`b', locale: 'en'}));
    expect(url.searchParams.get('body')).toContain("`a'b`");
  });
});

describe('cssString', () => {
  it('quotes and escapes for CSS content', () => {
    expect(cssString('Searching…')).toBe('"Searching…"');
    expect(cssString('say "hi"\\now\nbye')).toBe('"say \\"hi\\"\\\\now\\a bye"');
  });
});
