import {
  clearReturnLocale,
  rememberReturnLocale,
  RETURN_LOCALE_KEY,
  RETURN_LOCALE_TTL_MS,
  returnTarget,
  type StorageLike,
} from '@site/src/lib/oauth/returnLocale';

function memory(): StorageLike & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const loc = {pathname: '/tool/onedrive/callback', search: '?code=c&state=s', hash: ''};

describe('return locale', () => {
  it('sends a visitor who started in Chinese to the Chinese callback, query intact', () => {
    const s = memory();
    rememberReturnLocale(s, 'onedrive', '/zh/', 1000);
    expect(returnTarget(s.getItem(RETURN_LOCALE_KEY), 'onedrive', loc, '/', 2000)).toBe(
      '/zh/tool/onedrive/callback?code=c&state=s',
    );
    expect(
      returnTarget(
        s.getItem(RETURN_LOCALE_KEY),
        'onedrive',
        {...loc, pathname: '/tool/onedrive/callback.html', hash: '#x'},
        '/',
        2000,
      ),
    ).toBe('/zh/tool/onedrive/callback.html?code=c&state=s#x');
  });

  it('stays for English starts, and an English start clears an older Chinese one', () => {
    const s = memory();
    rememberReturnLocale(s, 'onedrive', '/zh/', 1000);
    rememberReturnLocale(s, 'onedrive', '/', 1500);
    expect(s.getItem(RETURN_LOCALE_KEY)).toBeNull();
    expect(returnTarget(null, 'onedrive', loc, '/', 2000)).toBeUndefined();
  });

  it('stays on the Chinese page itself', () => {
    const s = memory();
    rememberReturnLocale(s, 'google', '/zh/', 1000);
    expect(
      returnTarget(
        s.getItem(RETURN_LOCALE_KEY),
        'google',
        {...loc, pathname: '/zh/tool/google/callback'},
        '/zh/',
        2000,
      ),
    ).toBeUndefined();
  });

  it('ignores another provider, an old or future entry, and garbage', () => {
    const s = memory();
    rememberReturnLocale(s, 'dropbox', '/zh/', 1000);
    const raw = s.getItem(RETURN_LOCALE_KEY);
    expect(returnTarget(raw, 'onedrive', loc, '/', 2000)).toBeUndefined();
    expect(returnTarget(raw, 'dropbox', loc, '/', 1000 + RETURN_LOCALE_TTL_MS + 1)).toBeUndefined();
    expect(returnTarget(raw, 'dropbox', loc, '/', 500)).toBeUndefined();
    for (const bad of [
      '{',
      'null',
      '[]',
      '{"provider":"dropbox","localeBase":"https://evil/","at":1000}',
      '{"provider":"dropbox","localeBase":"/zh/","at":"1"}',
    ]) {
      expect(returnTarget(bad, 'dropbox', loc, '/', 2000)).toBeUndefined();
    }
  });

  it('clears the entry', () => {
    const s = memory();
    rememberReturnLocale(s, 'baidu', '/zh/', 1);
    clearReturnLocale(s);
    expect(s.data.size).toBe(0);
  });
});
