import {
  clean,
  encodeState,
  explicitError,
  isRetryable,
  looseError,
  mapOutcome,
  pickRefreshTokens,
  pickTokens,
  redirectUriFor,
  startCallback,
  text,
  type CallbackReader,
} from '@site/src/lib/oauth/common';
import type {FlowLookup} from '@site/src/lib/oauth/flow';
import {network, nonJson, ok, timeout} from './helpers';

describe('text', () => {
  it('keeps non-empty strings and finite numbers', () => {
    expect(text('a')).toBe('a');
    expect(text(' ')).toBeUndefined();
    expect(text(3)).toBe('3');
    expect(text(NaN)).toBeUndefined();
    expect(text(null)).toBeUndefined();
    expect(text({})).toBeUndefined();
  });
  it('clean trims', () => expect(clean('  a ')).toBe('a'));
});

describe('provider errors', () => {
  it('reads an OAuth error with its description', () => {
    expect(explicitError({error: 'invalid_grant', error_description: 'Bad code'})).toEqual({
      code: 'invalid_grant',
      description: 'Bad code',
    });
    expect(explicitError({error: 'x', message: 'm'})).toEqual({code: 'x', description: 'm'});
    expect(explicitError({error: 'x'})).toEqual({code: 'x'});
  });
  it('reads a Google-style error object', () => {
    expect(explicitError({error: {code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED'}})).toEqual({
      code: 'UNAUTHENTICATED',
      description: 'Invalid Credentials',
    });
    expect(explicitError({error: {code: 'itemNotFound', message: 'No site'}})).toEqual({
      code: 'itemNotFound',
      description: 'No site',
    });
    expect(explicitError({error: {}})).toEqual({code: 'error'});
  });
  it('ignores bodies without an error', () => {
    for (const body of [null, 'x', [], {}, {error: ''}, {error: null}, {error: 3}])
      expect(explicitError(body)).toBeUndefined();
  });
  it('reads code/message failures', () => {
    expect(looseError({code: 'InvalidCode', message: 'expired'})).toEqual({
      code: 'InvalidCode',
      description: 'expired',
    });
    expect(looseError({code: 40140110})).toEqual({code: '40140110'});
    expect(looseError({message: 'nope'})).toEqual({code: 'error', description: 'nope'});
    expect(looseError({code: 0})).toBeUndefined();
    expect(looseError({code: 200})).toBeUndefined();
    expect(looseError([])).toBeUndefined();
  });
});

describe('mapOutcome', () => {
  const pick = (body: unknown): string | undefined =>
    typeof body === 'object' && body && 'v' in body ? String((body as {v: unknown}).v) : undefined;
  it('passes transport errors through', () => {
    expect(mapOutcome(timeout, pick)).toEqual({ok: false, error: {kind: 'timeout'}});
    expect(mapOutcome(network, pick)).toEqual({ok: false, error: {kind: 'network'}});
    expect(mapOutcome(nonJson, pick)).toEqual({ok: false, error: {kind: 'non-json', status: 502}});
  });
  it('maps 4xx/5xx with the provider error when there is one', () => {
    expect(mapOutcome(ok({error: 'invalid_grant', error_description: 'd'}, 400), pick)).toEqual({
      ok: false,
      error: {kind: 'http', status: 400, code: 'invalid_grant', description: 'd'},
    });
    expect(mapOutcome(ok({v: 1}, 500), pick)).toEqual({ok: false, error: {kind: 'http', status: 500}});
    expect(mapOutcome(ok('x', 404), pick)).toEqual({ok: false, error: {kind: 'http', status: 404}});
  });
  it('reports an error field of a 2xx body before looking for values', () => {
    expect(mapOutcome(ok({error: 'bad', v: 1}), pick)).toEqual({ok: false, error: {kind: 'provider', code: 'bad'}});
  });
  it('picks the value', () => {
    expect(mapOutcome(ok({v: 1}), pick)).toEqual({ok: true, value: '1'});
  });
  it('falls back to code/message, then to unexpected', () => {
    expect(mapOutcome(ok({code: 'E', message: 'm'}), pick)).toEqual({
      ok: false,
      error: {kind: 'provider', code: 'E', description: 'm'},
    });
    expect(mapOutcome(ok({}), pick)).toEqual({ok: false, error: {kind: 'unexpected'}});
  });
});

describe('isRetryable', () => {
  it.each([
    [{kind: 'timeout'}, true],
    [{kind: 'network'}, true],
    [{kind: 'non-json', status: 502}, true],
    [{kind: 'http', status: 500}, true],
    [{kind: 'http', status: 429}, true],
    [{kind: 'http', status: 408}, true],
    [{kind: 'http', status: 400}, false],
    [{kind: 'provider', code: 'x'}, false],
    [{kind: 'unexpected'}, false],
    [{kind: 'deadline', ms: 120_000}, true],
    [{kind: 'aborted'}, false],
  ] as const)('%p → %p', (error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});

describe('tokens', () => {
  it('picks tokens at the top level or under data', () => {
    expect(pickTokens({access_token: 'a', refresh_token: 'r', expires_in: 3600})).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresIn: 3600,
    });
    expect(pickTokens({data: {access_token: 'a', refresh_token: 'r'}})).toEqual({accessToken: 'a', refreshToken: 'r'});
    expect(pickTokens({access_token: 'a', expires_in: 'x'})).toEqual({accessToken: 'a'});
    expect(pickTokens({refresh_token: 'r', expires_in: -1})).toEqual({refreshToken: 'r'});
    expect(pickTokens({})).toBeUndefined();
    expect(pickTokens('x')).toBeUndefined();
  });
  it('requires a refresh token when asked', () => {
    expect(pickRefreshTokens({access_token: 'a'})).toBeUndefined();
    expect(pickRefreshTokens({refresh_token: 'r'})).toEqual({refreshToken: 'r'});
  });
});

describe('client encoding', () => {
  it('joins the parts with :: in Base64, as the API servers decode it', () => {
    expect(encodeState(['id', 'secret', 'global'])).toBe('aWQ6OnNlY3JldDo6Z2xvYmFs');
    expect(Buffer.from(encodeState(['', '']), 'base64').toString()).toBe('::');
  });
});

describe('startCallback', () => {
  const flow = (details: Record<string, string>): FlowLookup => ({
    ok: true,
    flow: {provider: 'onedrive', localeBase: '/', at: 1, details},
  });
  const refused = (reason: 'missing' | 'unknown' | 'expired' | 'used' | 'other-provider'): FlowLookup => ({
    ok: false,
    reason,
  });
  const strict: CallbackReader<string> = {fromFlow: (d) => d.id};
  const lenient: CallbackReader<string> = {fromFlow: (d) => d.id, elsewhere: () => 'server-app'};

  it('reports the provider error first, whatever the flow', () => {
    expect(startCallback({error: 'e', code: 'c'}, flow({id: 'x'}), strict)).toEqual({
      kind: 'provider-error',
      error: 'e',
    });
    expect(startCallback({error: 'e', errorDescription: 'd'}, flow({id: 'x'}), strict)).toEqual({
      kind: 'provider-error',
      error: 'e',
      description: 'd',
    });
  });

  it.each(['missing', 'unknown', 'expired', 'used', 'other-provider'] as const)(
    "shows the provider's description only for a flow of this tab, not for a %s state",
    (reason) => {
      // Anyone can write error_description into a link to a callback: the page must not show it as its own text.
      expect(
        startCallback({error: 'e', errorDescription: 'Call +1 555 0100 to unlock'}, refused(reason), lenient),
      ).toEqual({kind: 'provider-error', error: 'e'});
    },
  );

  it('needs a code, from the address or (QR sign-in) from the flow', () => {
    expect(startCallback({state: 's'}, flow({id: 'x'}), strict)).toEqual({kind: 'missing-code'});
    expect(startCallback({state: 's'}, flow({id: 'x', code: 'qr'}), strict)).toEqual({
      kind: 'ready',
      code: 'qr',
      data: 'x',
    });
  });

  it('exchanges only for a flow this tab started', () => {
    expect(startCallback({code: 'c', state: 's'}, flow({id: 'x'}), strict)).toEqual({
      kind: 'ready',
      code: 'c',
      data: 'x',
    });
    for (const reason of ['missing', 'unknown', 'expired', 'used', 'other-provider'] as const) {
      expect(startCallback({code: 'c', state: 's'}, refused(reason), strict)).toEqual({kind: 'no-flow', reason});
    }
    // Details this provider does not store count as unknown.
    expect(startCallback({code: 'c', state: 's'}, flow({}), strict)).toEqual({kind: 'no-flow', reason: 'unknown'});
  });

  it('offers a sign-in started elsewhere for confirmation where the provider allows it, never a used or expired one', () => {
    expect(startCallback({code: 'c'}, refused('missing'), lenient)).toEqual({
      kind: 'confirm',
      reason: 'missing',
      code: 'c',
      data: 'server-app',
    });
    expect(startCallback({code: 'c', state: 's'}, refused('unknown'), lenient)).toMatchObject({kind: 'confirm'});
    expect(startCallback({code: 'c', state: 's'}, refused('used'), lenient)).toEqual({kind: 'no-flow', reason: 'used'});
    expect(startCallback({code: 'c', state: 's'}, refused('expired'), lenient)).toEqual({
      kind: 'no-flow',
      reason: 'expired',
    });
  });
});

describe('redirectUriFor', () => {
  it('is this origin plus the locale-neutral callback path', () => {
    expect(redirectUriFor('http://127.0.0.1:4213', 'onedrive')).toBe('http://127.0.0.1:4213/tool/onedrive/callback');
    expect(redirectUriFor('https://docs.example/', 'google')).toBe('https://docs.example/tool/google/callback');
  });
});
