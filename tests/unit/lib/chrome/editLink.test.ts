import {editLink, repoHost, repoUrl} from '@site/src/lib/chrome/editLink';

describe('edit links', () => {
  it('recognises repositories', () => {
    expect(repoUrl('alist-org/docs')).toBe('https://github.com/alist-org/docs');
    expect(repoUrl('https://gitlab.com/a/b.git/')).toBe('https://gitlab.com/a/b');
    expect(repoHost('https://gitee.com/a/b')).toBe('gitee');
    expect(repoHost('https://example.com/a/b')).toBeUndefined();
  });

  it.each([
    ['alist-org/docs', 'https://github.com/alist-org/docs/edit/main/docs/guide/a.md'],
    ['https://gitlab.com/g/docs', 'https://gitlab.com/g/docs/-/edit/main/docs/guide/a.md'],
    ['https://gitee.com/g/docs', 'https://gitee.com/g/docs/edit/main/docs/guide/a.md'],
    [
      'https://bitbucket.org/g/docs',
      'https://bitbucket.org/g/docs/src/main/docs/guide/a.md?mode=edit&spa=0&at=main&fileviewer=file-view-default',
    ],
  ])('%s', (docsRepo, expected) => {
    expect(editLink({repo: 'alist-org/alist', docsRepo, docsDir: 'docs'}, 'guide/a.md')).toBe(expected);
  });

  it('uses the docs branch, encodes paths and honours a custom pattern', () => {
    expect(editLink({repo: 'o/r', docsBranch: 'v3'}, 'docs/guide/drivers/Alist V2 V3.md')).toBe(
      'https://github.com/o/r/edit/v3/docs/guide/drivers/Alist%20V2%20V3.md',
    );
    expect(editLink({repo: 'https://git.example.com/o/r', pattern: ':repo/_edit/:branch/:path'}, 'a.md')).toBe(
      'https://git.example.com/o/r/_edit/main/a.md',
    );
    expect(editLink({repo: 'https://git.example.com/o/r'}, 'a.md')).toBeUndefined();
  });
});
