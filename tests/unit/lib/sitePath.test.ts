import {matchesSitePath, normalizeSitePath} from '@site/src/lib/sitePath';

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
