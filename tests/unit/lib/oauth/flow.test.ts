import {webcrypto} from 'crypto';
import {
  base64Url,
  FLOW_MEMORY_MS,
  FLOW_STORE_KEY,
  FLOW_TTL_MS,
  NONCE_BYTES,
  peekFlow,
  randomToken,
  startFlow,
  takeFlow,
  type RandomSource,
  type StorageLike,
} from '@site/src/lib/oauth/flow';

function memory(): StorageLike & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const random: RandomSource = webcrypto as unknown as RandomSource;
const T0 = 1_700_000_000_000;
const FLOW = {provider: 'dropbox' as const, localeBase: '/zh/', details: {clientId: 'k', clientSecret: 's3cret'}};

describe('nonce', () => {
  it('is base64url of 192 random bits, different every time', () => {
    const storage = memory();
    const nonces = new Set(Array.from({length: 50}, () => startFlow(storage, random, FLOW, T0)));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(NONCE_BYTES * 8).toBeGreaterThanOrEqual(128);
  });

  it('comes from the cryptographic generator', () => {
    const getRandomValues = jest.fn(<T extends ArrayBufferView>(array: T): T => {
      new Uint8Array(array.buffer).fill(0xfb);
      return array;
    });
    // 0xfb 0xfb 0xfb = 111110 111111 101111 111011
    expect(randomToken({getRandomValues} as unknown as RandomSource, 3)).toBe('-_v7');
    expect(getRandomValues).toHaveBeenCalledTimes(1);
  });

  it('encodes base64url without padding', () => {
    expect(base64Url(new Uint8Array([]))).toBe('');
    expect(base64Url(new Uint8Array([0xff]))).toBe('_w');
    expect(base64Url(new Uint8Array([0xfb, 0xef]))).toBe('--8');
    expect(base64Url(Uint8Array.from(Buffer.from('any carnal pleas')))).toBe(
      Buffer.from('any carnal pleas').toString('base64url'),
    );
  });
});

describe('flow store', () => {
  it('keeps the details in storage under the nonce, never the nonce in them', () => {
    const storage = memory();
    const nonce = startFlow(storage, random, FLOW, T0);
    const stored = JSON.parse(storage.data.get(FLOW_STORE_KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual([nonce]);
    expect(stored[nonce]).toEqual({status: 'pending', ...FLOW, at: T0});
  });

  it('gives the flow once, then names a second use', () => {
    const storage = memory();
    const nonce = startFlow(storage, random, FLOW, T0);
    expect(takeFlow(storage, nonce, 'dropbox', T0 + 1000)).toEqual({ok: true, flow: {...FLOW, at: T0}});
    expect(takeFlow(storage, nonce, 'dropbox', T0 + 2000)).toEqual({ok: false, reason: 'used'});
    // The secret is gone from storage once used.
    expect(storage.data.get(FLOW_STORE_KEY)).not.toContain('s3cret');
  });

  it('expires after ten minutes and drops the details', () => {
    const storage = memory();
    const nonce = startFlow(storage, random, FLOW, T0);
    expect(FLOW_TTL_MS).toBe(10 * 60 * 1000);
    expect(peekFlow(storage, nonce, 'dropbox', T0 + FLOW_TTL_MS).ok).toBe(true);
    expect(takeFlow(storage, nonce, 'dropbox', T0 + FLOW_TTL_MS + 1)).toEqual({ok: false, reason: 'expired'});
    expect(storage.data.get(FLOW_STORE_KEY)).not.toContain('s3cret');
    // A clock set back does not revive it either.
    const other = startFlow(storage, random, FLOW, T0);
    expect(takeFlow(storage, other, 'dropbox', T0 - 1)).toEqual({ok: false, reason: 'expired'});
  });

  it('forgets used and expired nonces after a day', () => {
    const storage = memory();
    const nonce = startFlow(storage, random, FLOW, T0);
    takeFlow(storage, nonce, 'dropbox', T0);
    startFlow(storage, random, FLOW, T0 + FLOW_MEMORY_MS + 1);
    expect(takeFlow(storage, nonce, 'dropbox', T0 + FLOW_MEMORY_MS + 2)).toEqual({ok: false, reason: 'unknown'});
  });

  it("refuses a missing, unknown or malformed state, and another provider's", () => {
    const storage = memory();
    const nonce = startFlow(storage, random, FLOW, T0);
    expect(takeFlow(storage, undefined, 'dropbox', T0)).toEqual({ok: false, reason: 'missing'});
    expect(takeFlow(storage, ' ', 'dropbox', T0)).toEqual({ok: false, reason: 'missing'});
    expect(takeFlow(storage, 'A'.repeat(32), 'dropbox', T0)).toEqual({ok: false, reason: 'unknown'});
    expect(takeFlow(storage, '__proto__', 'dropbox', T0)).toEqual({ok: false, reason: 'unknown'});
    // A Base64 state of the old format is just an unknown nonce.
    expect(takeFlow(storage, Buffer.from('k::s').toString('base64'), 'dropbox', T0)).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(takeFlow(storage, nonce, 'google', T0)).toEqual({ok: false, reason: 'other-provider'});
    // Asking with the wrong provider does not use it up.
    expect(takeFlow(storage, nonce, 'dropbox', T0).ok).toBe(true);
  });

  it('survives a damaged store, and reports a store that refuses writes', () => {
    const storage = memory();
    storage.setItem(FLOW_STORE_KEY, '{not json');
    const nonce = startFlow(storage, random, FLOW, T0);
    expect(takeFlow(storage, nonce, 'dropbox', T0).ok).toBe(true);
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => startFlow(full, random, FLOW, T0)).toThrow();
  });

  it('keeps several flows apart', () => {
    const storage = memory();
    const a = startFlow(storage, random, FLOW, T0);
    const b = startFlow(storage, random, {...FLOW, details: {clientId: 'other', clientSecret: ''}}, T0 + 5);
    expect(takeFlow(storage, b, 'dropbox', T0 + 10)).toMatchObject({ok: true, flow: {details: {clientId: 'other'}}});
    expect(takeFlow(storage, a, 'dropbox', T0 + 10)).toMatchObject({ok: true, flow: {details: {clientId: 'k'}}});
  });
});
