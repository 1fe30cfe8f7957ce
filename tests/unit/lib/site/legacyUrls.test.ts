import {CANONICALIZE_SCRIPT, canonicalPathname, sectionIndexCopies} from '@site/src/lib/site/legacyUrls';

describe('sectionIndexCopies', () => {
  const routes = [
    '/',
    '/guide',
    '/guide/install',
    '/guide/install/docker',
    '/guide/webdav',
    '/pricing',
    '/404.html',
    '/search',
  ];

  it('copies every route that is also a folder to folder/index.html', () => {
    expect(sectionIndexCopies(routes, '/')).toEqual([
      {from: 'guide.html', to: 'guide/index.html'},
      {from: 'guide/install.html', to: 'guide/install/index.html'},
    ]);
  });

  it('strips the locale base URL', () => {
    const zh = routes.map((r) => (r === '/' ? '/zh/' : `/zh${r}`));
    expect(sectionIndexCopies(zh, '/zh/')).toEqual([
      {from: 'guide.html', to: 'guide/index.html'},
      {from: 'guide/install.html', to: 'guide/install/index.html'},
    ]);
  });

  it('ignores leaf pages, .html routes and the home page', () => {
    expect(sectionIndexCopies(['/', '/a', '/b.html', '/c/'], '/')).toEqual([]);
  });
});

describe('canonicalPathname', () => {
  it.each([
    ['/guide/install/docker.html', '/guide/install/docker'],
    ['/guide/index.html', '/guide'],
    ['/index.html', '/'],
    ['/zh/guide/drivers/Alist%20V2%20V3.html', '/zh/guide/drivers/Alist%20V2%20V3'],
    ['/guide/drivers/baidu.photo.html', '/guide/drivers/baidu.photo'],
    ['/guide/drivers/baidu.photo', '/guide/drivers/baidu.photo'],
    ['/guide/', '/guide/'],
    ['/', '/'],
  ])('%s → %s', (input, output) => {
    expect(canonicalPathname(input)).toBe(output);
  });
});

describe('CANONICALIZE_SCRIPT', () => {
  const run = (url: string): string => {
    window.history.replaceState(null, '', url);
    new Function(CANONICALIZE_SCRIPT)();
    return window.location.pathname + window.location.search + window.location.hash;
  };

  it('rewrites the address bar like canonicalPathname, keeping query and hash', () => {
    expect(run('/guide/install/docker.html?x=1#volumes')).toBe('/guide/install/docker?x=1#volumes');
    expect(run('/zh/guide/index.html')).toBe('/zh/guide');
  });

  it('leaves other URLs alone', () => {
    expect(run('/guide/drivers/baidu.photo#top')).toBe('/guide/drivers/baidu.photo#top');
    expect(run('/faq/')).toBe('/faq/');
  });
});
