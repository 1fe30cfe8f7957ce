import {
  clean,
  decodeState,
  encodeState,
  explicitError,
  hasCallbackParams,
  isRetryable,
  looseError,
  mapOutcome,
  parseCallbackQuery,
  pickRefreshTokens,
  pickTokens,
  redirectUriFor,
  startCallback,
  stripCallbackParams,
  text,
} from '@site/src/lib/oauth/common';
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

describe('state', () => {
  it('encodes parts joined by ::', () => {
    expect(encodeState(['id', 'secret', 'global'])).toBe('aWQ6OnNlY3JldDo6Z2xvYmFs');
    expect(decodeState('aWQ6OnNlY3JldDo6Z2xvYmFs', 3)).toEqual({ok: true, parts: ['id', 'secret', 'global']});
    expect(decodeState(encodeState(['', '']), 2)).toEqual({ok: true, parts: ['', '']});
  });
  it('names what is wrong', () => {
    expect(decodeState(undefined, 2)).toEqual({ok: false, reason: 'missing'});
    expect(decodeState(' ', 2)).toEqual({ok: false, reason: 'missing'});
    expect(decodeState('%%%', 2)).toEqual({ok: false, reason: 'bad-base64'});
    expect(decodeState(encodeState(['a', 'b', 'c']), 2)).toEqual({ok: false, reason: 'wrong-parts'});
    expect(decodeState(encodeState(['a']), 2)).toEqual({ok: false, reason: 'wrong-parts'});
  });
});

describe('callback query', () => {
  it('reads code, state, error and description; empty counts as absent', () => {
    expect(parseCallbackQuery('?code=c&state=s')).toEqual({code: 'c', state: 's'});
    expect(parseCallbackQuery('error=access_denied&error_description=User+said+no&code=')).toEqual({
      error: 'access_denied',
      errorDescription: 'User said no',
    });
    expect(parseCallbackQuery('')).toEqual({});
  });
  it('keeps markup as plain text values', () => {
    expect(parseCallbackQuery('?error=%3Cimg%20src%3Dx%3E').error).toBe('<img src=x>');
  });
  it('strips the OAuth answer and keeps the rest', () => {
    expect(
      stripCallbackParams('/tool/google/callback', '?code=c&state=s&scope=x&authuser=0&prompt=consent&keep=1', '#h'),
    ).toBe('/tool/google/callback?keep=1#h');
    expect(stripCallbackParams('/p', '?code=c&session_state=x', '')).toBe('/p');
    expect(stripCallbackParams('/p', '', '')).toBe('/p');
  });
  it('knows whether there is anything to strip', () => {
    expect(hasCallbackParams('?code=1')).toBe(true);
    expect(hasCallbackParams('?error=x')).toBe(true);
    expect(hasCallbackParams('?x=1')).toBe(false);
    expect(hasCallbackParams('')).toBe(false);
  });
  it('checks the provider error, then the code, then the state', () => {
    const read = (s: string | undefined) => decodeState(s, 1);
    const build = (parts: string[]) => parts[0];
    expect(startCallback({error: 'e', code: 'c'}, read, build)).toEqual({kind: 'provider-error', error: 'e'});
    expect(startCallback({error: 'e', errorDescription: 'd'}, read, build)).toEqual({
      kind: 'provider-error',
      error: 'e',
      description: 'd',
    });
    expect(startCallback({state: encodeState(['x'])}, read, build)).toEqual({kind: 'missing-code'});
    expect(startCallback({code: 'c', state: '!!'}, read, build)).toEqual({kind: 'bad-state', reason: 'bad-base64'});
    expect(startCallback({code: 'c', state: encodeState(['x'])}, read, build)).toEqual({
      kind: 'ready',
      code: 'c',
      data: 'x',
    });
  });
});

describe('redirectUriFor', () => {
  it('is this origin plus the locale-neutral callback path', () => {
    expect(redirectUriFor('http://127.0.0.1:4213', 'onedrive')).toBe('http://127.0.0.1:4213/tool/onedrive/callback');
    expect(redirectUriFor('https://docs.example/', 'google')).toBe('https://docs.example/tool/google/callback');
  });
});
