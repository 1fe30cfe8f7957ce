import {formPost, get, jsonPost, REQUEST_TIMEOUT_MS, sendJson, type FetchLike} from '@site/src/lib/http';

/** A minimal Response: jsdom has no fetch API. */
function respond(body: string, status = 200): FetchLike {
  return async () => ({status, text: async () => body}) as unknown as Response;
}

describe('request builders', () => {
  it('jsonPost sends JSON', () => {
    expect(jsonPost('https://x/y', {a: 1})).toEqual({
      url: 'https://x/y',
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: '{"a":1}',
    });
  });
  it('formPost form-encodes', () => {
    expect(formPost('https://x', {a: 'b c', d: '&'}).body).toBe('a=b+c&d=%26');
    expect(formPost('https://x', {}).headers).toEqual({'Content-Type': 'application/x-www-form-urlencoded'});
  });
  it('get carries optional headers', () => {
    expect(get('https://x')).toEqual({url: 'https://x', method: 'GET'});
    expect(get('https://x', {Authorization: 'Bearer t'}).headers).toEqual({Authorization: 'Bearer t'});
  });
});

describe('sendJson', () => {
  it('returns status and parsed body, whatever the status', async () => {
    await expect(sendJson(respond('{"a":1}'), get('https://x'))).resolves.toEqual({
      ok: true,
      status: 200,
      body: {a: 1},
    });
    await expect(sendJson(respond('{"error":"x"}', 400), get('https://x'))).resolves.toEqual({
      ok: true,
      status: 400,
      body: {error: 'x'},
    });
  });

  it('reports a body that is not JSON with its status', async () => {
    await expect(sendJson(respond('<html>bad gateway</html>', 502), get('https://x'))).resolves.toEqual({
      ok: false,
      error: {kind: 'non-json', status: 502},
    });
    await expect(sendJson(respond(''), get('https://x'))).resolves.toEqual({
      ok: false,
      error: {kind: 'non-json', status: 200},
    });
  });

  it('reports a network failure', async () => {
    const failing: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(sendJson(failing, get('https://x'))).resolves.toEqual({ok: false, error: {kind: 'network'}});
  });

  it('reports a failure while reading the body as a network failure', async () => {
    const broken: FetchLike = async () =>
      ({status: 200, text: () => Promise.reject(new Error('reset'))}) as unknown as Response;
    await expect(sendJson(broken, get('https://x'))).resolves.toEqual({ok: false, error: {kind: 'network'}});
  });

  function hanging(): {fetch: FetchLike; init: () => RequestInit | undefined} {
    let seen: RequestInit | undefined;
    const fetch: FetchLike = (_url, init) => {
      seen = init;
      return new Promise((_resolve, reject) => {
        if (init?.signal?.aborted) reject(new Error('aborted'));
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    };
    return {fetch, init: () => seen};
  }

  it('gives up after REQUEST_TIMEOUT_MS when no timeout is passed', async () => {
    jest.useFakeTimers();
    try {
      const {fetch} = hanging();
      let settled = false;
      const pending = sendJson(fetch, get('https://x')).finally(() => {
        settled = true;
      });
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ok: false, error: {kind: 'timeout'}});
    } finally {
      jest.useRealTimers();
    }
  });

  it('aborts and reports a timeout', async () => {
    jest.useFakeTimers();
    try {
      const {fetch} = hanging();
      const pending = sendJson(fetch, get('https://x'), {timeoutMs: 1000});
      jest.advanceTimersByTime(1000);
      await expect(pending).resolves.toEqual({ok: false, error: {kind: 'timeout'}});
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up on time when fetch or the body ignore the abort signal', async () => {
    jest.useFakeTimers();
    try {
      const deaf: FetchLike = () => new Promise<Response>(() => undefined);
      const pending = sendJson(deaf, get('https://x'), {timeoutMs: 500});
      jest.advanceTimersByTime(500);
      await expect(pending).resolves.toEqual({ok: false, error: {kind: 'timeout'}});
      const slowBody: FetchLike = async () =>
        ({status: 200, text: () => new Promise(() => undefined)}) as unknown as Response;
      const reading = sendJson(slowBody, get('https://x'), {timeoutMs: 500});
      await Promise.resolve();
      await Promise.resolve();
      jest.advanceTimersByTime(500);
      await expect(reading).resolves.toEqual({ok: false, error: {kind: 'timeout'}});
      const outer = new AbortController();
      const stopped = sendJson(deaf, get('https://x'), {signal: outer.signal});
      outer.abort();
      await expect(stopped).resolves.toEqual({ok: false, error: {kind: 'aborted'}});
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports an outside abort as aborted, not as a failure to show', async () => {
    const {fetch} = hanging();
    const controller = new AbortController();
    const pending = sendJson(fetch, get('https://x'), {signal: controller.signal});
    controller.abort();
    await expect(pending).resolves.toEqual({ok: false, error: {kind: 'aborted'}});
    const already = new AbortController();
    already.abort();
    await expect(sendJson(fetch, get('https://x'), {signal: already.signal})).resolves.toEqual({
      ok: false,
      error: {kind: 'aborted'},
    });
  });

  it('sends method, headers and body, without credentials or referrer', async () => {
    const {fetch, init} = hanging();
    const controller = new AbortController();
    const pending = sendJson(fetch, jsonPost('https://x', {a: 1}), {signal: controller.signal});
    controller.abort();
    await pending;
    expect(init()).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: {'Content-Type': 'application/json'},
    });
  });
});
