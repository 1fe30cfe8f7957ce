import {CAPTURE_KEY} from '@site/src/lib/oauth/callbackParams';
import {FLOW_MEMORY_MS, FLOW_STORE_KEY, FLOW_TTL_MS} from '@site/src/lib/oauth/flow';
import {CONSOLE_STORAGE_KEY, SWEEP_SCRIPT} from '@site/src/lib/tools/storageSweep';

const NOW = 1_700_000_000_000;
const SECRET = 'the-client-secret';

/** A tab after a sign-in was started, an answer captured and the console asked to remember its token. */
function fillTab(at = NOW): void {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(
    FLOW_STORE_KEY,
    JSON.stringify({
      pendingNonce0000000000: {
        status: 'pending',
        provider: 'onedrive',
        localeBase: '/',
        at,
        details: {clientSecret: SECRET},
      },
      usedNonce000000000000: {status: 'used', provider: 'dropbox', at},
    }),
  );
  window.sessionStorage.setItem(
    CAPTURE_KEY,
    JSON.stringify({path: '/tool/onedrive/callback', params: {code: 'c'}, at, key: 'k'}),
  );
  window.sessionStorage.setItem(CONSOLE_STORAGE_KEY, JSON.stringify({server: 'http://nas', token: 'ADMIN-TOKEN'}));
  window.sessionStorage.setItem('alist_tool_onedrive_request', '{"clientId":"x"}');
}

function sweepOn(pathname: string, now = NOW): void {
  window.history.replaceState(null, '', pathname);
  const spy = jest.spyOn(Date, 'now').mockReturnValue(now);
  try {
    new Function(SWEEP_SCRIPT)();
  } finally {
    spy.mockRestore();
  }
}

const flows = (): Record<string, unknown> => JSON.parse(window.sessionStorage.getItem(FLOW_STORE_KEY) ?? '{}');
const everything = (): string =>
  Object.keys(window.sessionStorage)
    .map((key) => window.sessionStorage.getItem(key))
    .join('\n');

describe('the storage sweep of every page load', () => {
  it.each(['/', '/guide/install', '/zh/guide/install', '/zh', '/toolbox', '/nope', '/zh/tools'])(
    'leaves nothing secret of the tools on the ordinary page %s',
    (pathname) => {
      fillTab();
      sweepOn(pathname);
      expect(everything()).not.toContain(SECRET);
      expect(everything()).not.toContain('ADMIN-TOKEN');
      expect(window.sessionStorage.getItem(CAPTURE_KEY)).toBeNull();
      expect(window.sessionStorage.getItem(CONSOLE_STORAGE_KEY)).toBeNull();
      // The records stay, so a late or replayed answer is refused in words.
      expect(flows()).toEqual({
        pendingNonce0000000000: {status: 'expired', provider: 'onedrive', at: NOW},
        usedNonce000000000000: {status: 'used', provider: 'dropbox', at: NOW},
      });
      // Form drafts (client IDs, never secrets) stay.
      expect(window.sessionStorage.getItem('alist_tool_onedrive_request')).not.toBeNull();
    },
  );

  it.each(['/tool/onedrive/request', '/zh/tool/onedrive/callback', '/tool/api', '/tool', '/tool.html', '/tool/nope'])(
    'keeps a sign-in in progress on the tool page %s',
    (pathname) => {
      fillTab();
      sweepOn(pathname, NOW + 1000);
      expect(flows().pendingNonce0000000000).toMatchObject({status: 'pending', details: {clientSecret: SECRET}});
      expect(window.sessionStorage.getItem(CAPTURE_KEY)).not.toBeNull();
      expect(window.sessionStorage.getItem(CONSOLE_STORAGE_KEY)).not.toBeNull();
    },
  );

  it('drops what outlived its time on tool pages', () => {
    fillTab();
    sweepOn('/tool/onedrive/request', NOW + FLOW_TTL_MS + 1);
    expect(everything()).not.toContain(SECRET);
    expect(flows().pendingNonce0000000000).toEqual({status: 'expired', provider: 'onedrive', at: NOW});
    expect(window.sessionStorage.getItem(CAPTURE_KEY)).toBeNull();
    sweepOn('/tool/onedrive/request', NOW + FLOW_MEMORY_MS + 1);
    expect(window.sessionStorage.getItem(FLOW_STORE_KEY)).toBeNull();
  });

  it('removes damaged entries and survives refused storage', () => {
    window.sessionStorage.setItem(FLOW_STORE_KEY, '{');
    window.sessionStorage.setItem(CAPTURE_KEY, '[');
    sweepOn('/');
    expect(window.sessionStorage.getItem(FLOW_STORE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(CAPTURE_KEY)).toBeNull();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(() => sweepOn('/')).not.toThrow();
    } finally {
      getItem.mockRestore();
    }
  });

  it('sweeps again when an ordinary page comes back from the back-forward cache', () => {
    window.sessionStorage.clear();
    sweepOn('/guide');
    fillTab();
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', {value: true});
    window.dispatchEvent(restored);
    expect(everything()).not.toContain('ADMIN-TOKEN');
    expect(everything()).not.toContain(SECRET);
  });
});
