import {
  CAPTURE_KEY,
  CAPTURE_SCRIPT,
  callbackProviderOf,
  captureCallbackParams,
  clearCaptured,
  readCaptured,
  saveCaptured,
} from '@site/src/lib/oauth/callbackParams';
import {FLOW_TTL_MS} from '@site/src/lib/oauth/flow';

const T0 = 1_700_000_000_000;

/** Runs the inline script as the page head would, on `url`; returns the address and what it stored. */
function runScript(url: string): {address: string; stored: unknown} {
  window.history.replaceState({kept: true}, '', url);
  window.sessionStorage.clear();
  new Function(CAPTURE_SCRIPT)();
  const raw = window.sessionStorage.getItem(CAPTURE_KEY);
  const {pathname, search, hash} = window.location;
  return {address: `${pathname}${search}${hash}`, stored: raw === null ? null : JSON.parse(raw)};
}

function runApp(url: string): {address: string; stored: unknown} {
  const {pathname, search, hash} = new URL(url, 'http://localhost');
  window.sessionStorage.clear();
  const clean = captureCallbackParams({pathname, search, hash}, window.sessionStorage, T0);
  const raw = window.sessionStorage.getItem(CAPTURE_KEY);
  return {address: clean ?? `${pathname}${search}${hash}`, stored: raw === null ? null : JSON.parse(raw)};
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
    const app = runApp(url);
    expect(script.address).toBe(app.address);
    expect(script.stored === null ? null : {...(script.stored as object), at: T0}).toEqual(app.stored);
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
      expect(captureCallbackParams({pathname: '/p', search: '?code=c', hash: ''}, window.sessionStorage, T0)).toBe(
        '/p',
      );
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
    captureCallbackParams(
      {pathname: '/tool/dropbox/callback', search: '?code=c&state=s', hash: ''},
      window.sessionStorage,
      T0,
    );
    expect(readCaptured(window.sessionStorage, 'google', T0)).toBeUndefined();
    expect(readCaptured(window.sessionStorage, 'dropbox', T0 + 1)).toEqual({code: 'c', state: 's'});
  });

  it('expires with the flows, and ignores empty values', () => {
    captureCallbackParams(
      {pathname: '/tool/dropbox/callback', search: '?code=&state=s&error_description=', hash: ''},
      window.sessionStorage,
      T0,
    );
    expect(readCaptured(window.sessionStorage, 'dropbox', T0)).toEqual({state: 's'});
    expect(readCaptured(window.sessionStorage, 'dropbox', T0 + FLOW_TTL_MS + 1)).toBeUndefined();
  });

  it('takes a QR hand-off, and is cleared once read', () => {
    saveCaptured(window.sessionStorage, 'aliyundrive', {state: 'n'}, T0);
    expect(readCaptured(window.sessionStorage, 'aliyundrive', T0)).toEqual({state: 'n'});
    clearCaptured(window.sessionStorage);
    expect(readCaptured(window.sessionStorage, 'aliyundrive', T0)).toBeUndefined();
  });

  it('survives damaged storage', () => {
    window.sessionStorage.setItem(CAPTURE_KEY, '{');
    expect(readCaptured(window.sessionStorage, 'aliyundrive', T0)).toBeUndefined();
    window.sessionStorage.setItem(CAPTURE_KEY, JSON.stringify({path: 3}));
    expect(readCaptured(window.sessionStorage, 'aliyundrive', T0)).toBeUndefined();
  });
});
