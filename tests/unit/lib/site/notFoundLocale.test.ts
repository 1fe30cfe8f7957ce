import {localeNotFoundRedirect, localeNotFoundRestore, NOT_FOUND_KEY} from '@site/src/lib/site/notFoundLocale';

function run(script: string | undefined): void {
  new Function(script ?? '')();
}

describe('the Chinese 404 page on a plain static host', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('the English 404 page sends a miss under /zh/ to the Chinese 404 page, remembering the address', () => {
    const replace = jest.fn();
    const location = {pathname: '/zh/guide/nope', search: '?q=1', hash: '#x', replace};
    const script = localeNotFoundRedirect(['/zh/']);
    new Function('window', script ?? '')({location, sessionStorage: window.sessionStorage});
    expect(replace).toHaveBeenCalledWith('/zh/404.html');
    expect(window.sessionStorage.getItem(NOT_FOUND_KEY)).toBe('/zh/guide/nope?q=1#x');
  });

  it.each(['/guide/nope', '/zhx/nope', '/zh/404.html'])('leaves %s alone', (pathname) => {
    const replace = jest.fn();
    new Function('window', localeNotFoundRedirect(['/zh/']) ?? '')({
      location: {pathname, search: '', hash: '', replace},
      sessionStorage: window.sessionStorage,
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it('the Chinese 404 page puts the missed address back, once', () => {
    window.history.replaceState(null, '', '/zh/404.html');
    window.sessionStorage.setItem(NOT_FOUND_KEY, '/zh/guide/nope?q=1');
    run(localeNotFoundRestore('/zh/'));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/zh/guide/nope?q=1');
    expect(window.sessionStorage.getItem(NOT_FOUND_KEY)).toBeNull();
    // Something else in storage is not an address of this locale.
    window.history.replaceState(null, '', '/zh/404.html');
    window.sessionStorage.setItem(NOT_FOUND_KEY, 'https://evil.example/');
    run(localeNotFoundRestore('/zh/'));
    expect(window.location.pathname).toBe('/zh/404.html');
  });

  it('has nothing to do without other locales', () => {
    expect(localeNotFoundRedirect([])).toBeUndefined();
    expect(localeNotFoundRestore('/')).toBeUndefined();
  });
});
