import {
  LEGACY_HTML_REWRITE,
  LEGACY_HTML_SUFFIX,
  externalUrlPattern,
  hostOf,
  isSafeResultUrl,
  isExternalResult,
  toSiteRoute,
} from '../../../../src/lib/search/urls';

const opts = {siteHosts: ['alist.nn.ci', '127.0.0.1:4214']};

describe('toSiteRoute', () => {
  it.each([
    ['https://alist.nn.ci/guide/install/docker.html#docker-compose', '/guide/install/docker#docker-compose'],
    ['https://alist.nn.ci/guide/install/docker.html', '/guide/install/docker'],
    ['https://alist.nn.ci/guide/index.html', '/guide'],
    ['https://alist.nn.ci/guide/', '/guide'],
    ['https://alist.nn.ci/', '/'],
    ['https://alist.nn.ci/index.html', '/'],
    ['https://ALIST.nn.ci/zh/guide/drivers/local.html?x=1#top', '/zh/guide/drivers/local?x=1#top'],
    ['http://127.0.0.1:4214/zh/faq/why.html', '/zh/faq/why'],
    ['/guide/install/docker.html#run', '/guide/install/docker#run'],
    ['/zh/guide/', '/zh/guide'],
    ['/guide/api/fs#post-list', '/guide/api/fs#post-list'],
  ])('%s → %s', (url, route) => {
    expect(toSiteRoute(url, opts)).toBe(route);
  });

  it('keeps URLs of other sites as they are', () => {
    expect(toSiteRoute('https://alist-doc.nn.ci/docs/intro.html', opts)).toBe(
      'https://alist-doc.nn.ci/docs/intro.html',
    );
    expect(toSiteRoute('https://alist.nn.ci:8443/guide.html', opts)).toBe('https://alist.nn.ci:8443/guide.html');
    expect(toSiteRoute('//cdn.example.com/x.html', opts)).toBe('//cdn.example.com/x.html');
    expect(toSiteRoute('mailto:someone@example.com', opts)).toBe('mailto:someone@example.com');
  });

  it('leaves an unparsable URL alone', () => {
    expect(toSiteRoute('http://[::1', opts)).toBe('http://[::1');
  });

  it('does not strip .html inside a path segment', () => {
    expect(toSiteRoute('/guide/html5.htmlx/page', opts)).toBe('/guide/html5.htmlx/page');
  });
});

describe('LEGACY_HTML_SUFFIX', () => {
  it('matches the suffix before a query or fragment only', () => {
    expect('/a/b.html?q'.replace(LEGACY_HTML_SUFFIX, '')).toBe('/a/b?q');
    expect('/a/index.html#x'.replace(LEGACY_HTML_SUFFIX, '')).toBe('/a#x');
    expect('/a.html/b'.replace(LEGACY_HTML_SUFFIX, '')).toBe('/a.html/b');
  });
});

describe('LEGACY_HTML_REWRITE', () => {
  const rewrite = (path: string): string =>
    path.replaceAll(new RegExp(LEGACY_HTML_REWRITE.from, 'g'), LEGACY_HTML_REWRITE.to);
  it.each([
    ['/guide/install/docker.html#docker-compose', '/guide/install/docker#docker-compose'],
    ['/zh/guide/index.html', '/zh/guide'],
    ['/guide.html?q=1', '/guide?q=1'],
    ['/guide/install/docker', '/guide/install/docker'],
    ['/a.html/b', '/a.html/b'],
  ])('%s → %s (as the theme applies it)', (path, expected) => {
    expect(rewrite(path)).toBe(expected);
  });
});

describe('isExternalResult', () => {
  it.each([
    ['https://example.com/x', true],
    ['//example.com/x', true],
    ['mailto:a@b.c', true],
    ['/guide', false],
    ['/zh/guide#x', false],
  ])('%s → %s', (url, external) => {
    expect(isExternalResult(url)).toBe(external);
  });
});

describe('externalUrlPattern', () => {
  const re = new RegExp(externalUrlPattern(['alist.nn.ci', 'localhost:3000']));
  it('matches absolute URLs of other hosts', () => {
    expect(re.test('https://alist-doc.nn.ci/x')).toBe(true);
    expect(re.test('https://example.com')).toBe(true);
    expect(re.test('https://alist.nn.ci.evil.com/x')).toBe(true);
  });
  it('does not match the site hosts or relative paths', () => {
    expect(re.test('https://alist.nn.ci/guide.html')).toBe(false);
    expect(re.test('https://alist.nn.ci')).toBe(false);
    expect(re.test('http://localhost:3000/zh/guide')).toBe(false);
    expect(re.test('/guide')).toBe(false);
  });
});

describe('hostOf', () => {
  it('returns the host with port', () => {
    expect(hostOf('https://alist.nn.ci')).toBe('alist.nn.ci');
    expect(hostOf('http://127.0.0.1:4214/')).toBe('127.0.0.1:4214');
  });
  it('is undefined for an invalid URL', () => {
    expect(hostOf('not a url')).toBeUndefined();
  });
});

describe('isSafeResultUrl', () => {
  it.each([
    ['/guide/install/docker#x', true],
    ['https://alist.nn.ci/guide/', true],
    ['http://example.com/a', true],
    ['//cdn.example/x', true],
    ['#anchor', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,<script>1</script>', false],
    ['vbscript:x', false],
    ['mailto:a@b.c', false],
    ['not a url', false],
  ])('%p → %p', (url, safe) => expect(isSafeResultUrl(url)).toBe(safe));
});
