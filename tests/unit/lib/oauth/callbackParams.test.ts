import {
  CAPTURE_KEY,
  CAPTURE_SCRIPT,
  callbackProviderOf,
  captureCallbackParams,
  clearCaptured,
  CAPTURE_KEY_GLOBAL,
  readCaptured,
  takeCaptureKey,
} from '@site/src/lib/oauth/callbackParams';
import {FLOW_TTL_MS} from '@site/src/lib/oauth/flow';

const T0 = 1_700_000_000_000;

/** Runs the inline script as the page head would, on `url`; returns the address and what it stored. */
function runScript(url: string): {address: string; stored: unknown} {
  window.history.replaceState({kept: true}, '', url);
  window.sessionStorage.clear();
  takeCaptureKey(window);
  new Function(CAPTURE_SCRIPT)();
  const raw = window.sessionStorage.getItem(CAPTURE_KEY);
  const {pathname, search, hash} = window.location;
  return {address: `${pathname}${search}${hash}`, stored: raw === null ? null : JSON.parse(raw)};
}

function runApp(url: string): {address: string; stored: unknown} {
  const {pathname, search, hash} = new URL(url, 'http://localhost');
  window.sessionStorage.clear();
  const captured = captureCallbackParams({pathname, search, hash}, window.sessionStorage, T0, window.crypto);
  const raw = window.sessionStorage.getItem(CAPTURE_KEY);
  return {address: captured?.address ?? `${pathname}${search}${hash}`, stored: raw === null ? null : JSON.parse(raw)};
}

/** Captures as the app does; returns the one-time value. */
function capture(pathname: string, search: string): string | undefined {
  return captureCallbackParams({pathname, search, hash: ''}, window.sessionStorage, T0, window.crypto)?.key;
}

describe('moving the OAuth answer out of the address', () => {
  it.each([
    '/tool/onedrive/callback?code=M.C1&state=abc&session_state=x',
    '/zh/tool/google/callback?state=s&code=4%2F0A&scope=a+b&authuser=0&prompt=consent#top',
    '/tool/baidu/callback.html?code=c&keep=1',
    '/tool/dropbox/callback?error=access_denied&error_description=%3Cimg%20src%3Dx%3E',
    '/tool/yandex/callback',
    '/tool/yandex/callback?unrelated=1',
  ])('the inline script and the app agree on %s', (url) => {
    const script = runScript(url);
    const scriptKey = takeCaptureKey(window);
    const app = runApp(url);
    expect(script.address).toBe(app.address);
    if (script.stored === null) {
      expect(app.stored).toBeNull();
      expect(scriptKey).toBeUndefined();
      return;
    }
    // Each draws its own one-time value, of the same form; the script leaves its value to its document.
    const appKey = (app.stored as {key: string}).key;
    expect(scriptKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(appKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((script.stored as {key: string}).key).toBe(scriptKey);
    expect({...(script.stored as object), at: T0, key: appKey}).toEqual(app.stored);
  });

  it('leaves its one-time value once, and a new one on every run', () => {
    runScript('/tool/onedrive/callback?code=c&state=s');
    const first = takeCaptureKey(window);
    expect(first).toBeDefined();
    expect(takeCaptureKey(window)).toBeUndefined();
    expect(CAPTURE_KEY_GLOBAL in window).toBe(false);
    runScript('/tool/onedrive/callback?code=c&state=s');
    expect(takeCaptureKey(window)).not.toBe(first);
  });

  it('keeps other parameters and the hash, and history.state', () => {
    const {address, stored} = runScript('/tool/google/callback?code=c&state=s&keep=1#h');
    expect(address).toBe('/tool/google/callback?keep=1#h');
    expect(window.history.state).toEqual({kept: true});
    expect(stored).toMatchObject({path: '/tool/google/callback', params: {code: 'c', state: 's'}});
  });

  it('cleans the address even where storage is refused', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(runScript('/tool/onedrive/callback?code=c&state=s').address).toBe('/tool/onedrive/callback');
      expect(
        captureCallbackParams({pathname: '/p', search: '?code=c', hash: ''}, window.sessionStorage, T0, window.crypto)
          ?.address,
      ).toBe('/p');
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('reading the captured answer', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is for the provider of the callback it was captured on, in any locale', () => {
    expect(callbackProviderOf('/tool/onedrive/callback')).toBe('onedrive');
    expect(callbackProviderOf('/zh/tool/baidu/callback.html')).toBe('baidu');
    expect(callbackProviderOf('/tool/onedrive/request')).toBeUndefined();
    const key = capture('/tool/dropbox/callback', '?code=c&state=s');
    expect(readCaptured(window.sessionStorage, 'google', T0, key)).toBeUndefined();
    expect(readCaptured(window.sessionStorage, 'dropbox', T0 + 1, key)).toEqual({code: 'c', state: 's'});
  });

  it('expires with the flows, and ignores empty values', () => {
    const key = capture('/tool/dropbox/callback', '?code=&state=s&error_description=');
    expect(readCaptured(window.sessionStorage, 'dropbox', T0, key)).toEqual({state: 's'});
    expect(readCaptured(window.sessionStorage, 'dropbox', T0 + FLOW_TTL_MS + 1, key)).toBeUndefined();
  });

  it('is read only with the one-time value of the document that captured it, and cleared once read', () => {
    const key = capture('/tool/aliyundrive/callback', '?state=n');
    expect(readCaptured(window.sessionStorage, 'aliyundrive', T0, undefined)).toBeUndefined();
    expect(readCaptured(window.sessionStorage, 'aliyundrive', T0, 'another-document-value')).toBeUndefined();
    expect(readCaptured(window.sessionStorage, 'aliyundrive', T0, key)).toEqual({state: 'n'});
    clearCaptured(window.sessionStorage);
    expect(readCaptured(window.sessionStorage, 'aliyundrive', T0, key)).toBeUndefined();
  });

  it('refuses an answer another document planted in the storage', () => {
    // What a script of an ordinary page of the same origin can write: no one-time value, or a guessed one.
    for (const planted of [
      {path: '/tool/dropbox/callback', params: {code: 'evil', state: 's'}, at: T0},
      {path: '/tool/dropbox/callback', params: {code: 'evil', state: 's'}, at: T0, key: 'guess'},
    ]) {
      window.sessionStorage.setItem(CAPTURE_KEY, JSON.stringify(planted));
      expect(readCaptured(window.sessionStorage, 'dropbox', T0, 'the-document-value')).toBeUndefined();
    }
  });

  it('survives damaged storage', () => {
    window.sessionStorage.setItem(CAPTURE_KEY, '{');
    expect(readCaptured(window.sessionStorage, 'aliyundrive', T0, 'k')).toBeUndefined();
    window.sessionStorage.setItem(CAPTURE_KEY, JSON.stringify({path: 3, key: 'k'}));
    expect(readCaptured(window.sessionStorage, 'aliyundrive', T0, 'k')).toBeUndefined();
  });
});
