import {
  localeBaseOf,
  localeOfBase,
  matchesSitePath,
  normalizeSitePath,
  stripLocale,
  withinBase,
} from '@site/src/lib/site/sitePath';

describe('sitePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/index.html', '/'],
    ['/zh/', '/zh'],
    ['/zh', '/zh'],
    ['/zh.html', '/zh'],
    ['/zh/index.html', '/zh'],
    ['/guide/', '/guide'],
    ['/guide.html', '/guide'],
    ['/guide/install/docker.html', '/guide/install/docker'],
  ])('normalizes %s to %s', (input, output) => {
    expect(normalizeSitePath(input)).toBe(output);
  });

  it('matches any URL form of the listed paths, and nothing below them', () => {
    expect(matchesSitePath('/', ['/'])).toBe(true);
    expect(matchesSitePath('/index.html', ['/'])).toBe(true);
    expect(matchesSitePath('/zh/', ['/zh'])).toBe(true);
    expect(matchesSitePath('/zh.html', ['/zh/'])).toBe(true);
    expect(matchesSitePath('/guide/', ['/'])).toBe(false);
    expect(matchesSitePath('/zh/guide', ['/zh'])).toBe(false);
    expect(matchesSitePath('/', [])).toBe(false);
  });
});

describe('locales of a path', () => {
  it.each([
    ['/', '/'],
    ['/guide/', '/'],
    ['/zh/', '/zh/'],
    ['/zh', '/zh/'],
    ['/zh/guide/install/docker', '/zh/'],
    ['/zhx', '/'],
  ])('%s is in %s', (pathname, base) => {
    expect(localeBaseOf(pathname)).toBe(base);
  });

  it('is null when no base matches', () => {
    expect(localeBaseOf('/guide', ['/zh/'])).toBeNull();
  });

  it('names the locale served under a base URL', () => {
    expect(localeOfBase('/zh/')).toBe('zh-CN');
    expect(localeOfBase('/')).toBe('en');
    expect(localeOfBase('/ja/')).toBeUndefined();
  });

  it.each([
    ['/zh/guide', '/guide'],
    ['/zh', '/'],
    ['/zh/', '/'],
    ['/zhx/guide', '/zhx/guide'],
    ['/guide', '/guide'],
    ['', '/'],
  ])('stripLocale(%s) = %s', (input, output) => {
    expect(stripLocale(input)).toBe(output);
  });

  it('reads the locales it is given, not a fixed /zh', () => {
    expect(stripLocale('/ja/guide', ['/', '/ja/'])).toBe('/guide');
    expect(stripLocale('/zh/guide', ['/', '/ja/'])).toBe('/zh/guide');
    expect(localeBaseOf('/ja', ['/', '/ja/'])).toBe('/ja/');
  });

  it('withinBase drops the base URL the page is served under', () => {
    expect(withinBase('/zh/guide/x', '/zh/')).toBe('/guide/x');
    expect(withinBase('/guide/x', '/')).toBe('/guide/x');
    expect(withinBase('/zh', '/zh/')).toBe('/zh');
    expect(withinBase('/docs/a', '/site/')).toBe('/docs/a');
  });
});
