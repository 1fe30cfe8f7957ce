/**
 * @jest-environment node
 */
import {findRoute} from '@site/src/data/api';
import type {ApiRoute} from '@site/src/data/api/types';
import {
  BODY_FILE_KEY,
  BODY_VALUE_KEY,
  buildRequest,
  diagnoseFailure,
  envelopeCode,
  formatBody,
  hashPassword,
  initialValues,
  isMixedContent,
  normalizeServer,
  sendConsoleRequest,
  tokenOf,
} from '@site/src/lib/tools/apiConsole';
import type {FetchLike} from '@site/src/lib/http';
import {webcrypto} from 'crypto';

const route = (id: string): ApiRoute => {
  const r = findRoute(id);
  if (!r) throw new Error(id);
  return r;
};

describe('normalizeServer', () => {
  it.each([
    ['http://192.168.1.10:5244', 'http://192.168.1.10:5244'],
    ['  localhost:5244/ ', 'http://localhost:5244'],
    ['https://example.com/alist/', 'https://example.com/alist'],
    ['HTTPS://Files.Example.com', 'https://files.example.com'],
  ])('%s → %s', (input, base) => {
    expect(normalizeServer(input)).toEqual({ok: true, base});
  });

  it.each([
    ['', 'empty'],
    ['ftp://example.com', 'scheme'],
    ['http://user:pw@example.com', 'credentials'],
    ['http://example.com/?x=1', 'query'],
    ['http://exa mple.com', 'invalid'],
  ])('%j is refused (%s)', (input, problem) => {
    expect(normalizeServer(input)).toEqual({ok: false, problem});
  });
});

test('mixed content: an https page cannot call http, except loopback', () => {
  expect(isMixedContent('https:', 'http://192.168.1.10:5244')).toBe(true);
  expect(isMixedContent('https:', 'https://files.example.com')).toBe(false);
  expect(isMixedContent('https:', 'http://localhost:5244')).toBe(false);
  expect(isMixedContent('https:', 'http://127.0.0.1:5244')).toBe(false);
  expect(isMixedContent('http:', 'http://192.168.1.10:5244')).toBe(false);
});

describe('buildRequest', () => {
  it('turns the example of a JSON route into the same request, with the token', () => {
    const r = route('fs-list');
    const built = buildRequest(r, 'http://nas:5244', initialValues(r), 'tok');
    expect(built).toMatchObject({ok: true});
    if (!built.ok) return;
    expect(built.request.url).toBe('http://nas:5244/api/fs/list');
    expect(built.request.method).toBe('POST');
    expect(built.request.headers).toEqual({Authorization: 'tok', 'Content-Type': 'application/json'});
    // The example's empty password is an optional field left empty: not sent, the server's default applies.
    expect(JSON.parse(built.request.body as string)).toEqual({
      path: '/local/movies',
      page: 1,
      per_page: 30,
      refresh: false,
    });
  });

  it('leaves out empty optional fields and never sends a token to public routes', () => {
    const r = route('public-settings');
    const built = buildRequest(r, 'http://nas:5244/alist', {}, 'tok');
    expect(built).toEqual({
      ok: true,
      request: {url: 'http://nas:5244/alist/api/public/settings', method: 'GET', headers: {}},
    });
    const list = route('fs-list');
    const sparse = buildRequest(list, 'http://nas:5244', {'body.path': '/a b'}, '');
    expect(sparse.ok && JSON.parse(sparse.request.body as string)).toEqual({path: '/a b'});
  });

  it('fills path parameters and query strings', () => {
    const r = route('task-info');
    const built = buildRequest(r, 'http://nas:5244', {'path.type': 'offline_download', 'query.tid': 'abc'}, 'tok');
    expect(built.ok && built.request.url).toBe('http://nas:5244/api/task/offline_download/info?tid=abc');
  });

  it('sends a JSON value body as is', () => {
    const r = route('task-delete-some');
    const built = buildRequest(r, 'http://nas:5244', {'path.type': 'copy', [BODY_VALUE_KEY]: '["a", "b"]'}, 'tok');
    expect(built.ok && built.request.body).toBe('["a","b"]');
  });

  it('reports each bad field instead of sending', () => {
    const r = route('fs-copy');
    const built = buildRequest(
      r,
      'http://nas:5244',
      {'body.src_dir': '', 'body.dst_dir': '/b', 'body.names': '[1,'},
      'tok',
    );
    expect(built).toEqual({ok: false, problems: {'body.src_dir': 'required', 'body.names': 'json'}});
    const search = route('fs-search');
    const n = buildRequest(search, 'http://nas:5244', {...initialValues(search), 'body.page': 'one'}, 'tok');
    expect(n).toEqual({ok: false, problems: {'body.page': 'number'}});
    const put = route('fs-put');
    expect(buildRequest(put, 'http://nas:5244', initialValues(put), 'tok')).toEqual({
      ok: false,
      problems: {[BODY_FILE_KEY]: 'file'},
    });
  });

  it('encodes File-Path segment by segment and sends the file as the body', () => {
    const put = route('fs-put');
    const file = new Blob(['hello'], {type: 'text/plain'}) as File;
    const built = buildRequest(put, 'http://nas:5244', {'header.File-Path': '/local/a b/c#d.txt'}, 'tok', {
      [BODY_FILE_KEY]: file,
    });
    expect(built.ok && built.request.headers['File-Path']).toBe('/local/a%20b/c%23d.txt');
    expect(built.ok && built.request.body).toBe(file);
    expect(built.ok && built.request.headers['Content-Type']).toBe('text/plain');
  });
});

function response(body: string, init: {status?: number; type?: ResponseType; contentType?: string} = {}): Response {
  return {
    status: init.status ?? 200,
    type: init.type ?? 'cors',
    headers: new Headers({'content-type': init.contentType ?? 'application/json'}),
    text: () => Promise.resolve(body),
  } as unknown as Response;
}

describe('sendConsoleRequest', () => {
  const request = {url: 'http://nas:5244/api/me', method: 'GET', headers: {Authorization: 't'}};

  it('reads JSON and measures the time', async () => {
    let clock = 1000;
    const fetchFn: FetchLike = (_url, init) => {
      expect(init).toMatchObject({credentials: 'omit', referrerPolicy: 'no-referrer', redirect: 'manual'});
      clock += 42;
      return Promise.resolve(response('{"code":401,"message":"token is expired","data":null}'));
    };
    const out = await sendConsoleRequest(fetchFn, request, {now: () => clock});
    expect(out).toMatchObject({kind: 'response', status: 200, ms: 42, json: {code: 401}});
    expect(envelopeCode(out.kind === 'response' ? out.json : undefined)).toBe(401);
  });

  it('keeps a non-JSON body as text', async () => {
    const out = await sendConsoleRequest(() => Promise.resolve(response('pong', {contentType: 'text/plain'})), request);
    expect(out).toMatchObject({kind: 'response', text: 'pong'});
    expect(out.kind === 'response' && 'json' in out).toBe(false);
  });

  it('does not follow redirects', async () => {
    const out = await sendConsoleRequest(
      () => Promise.resolve(response('', {status: 0, type: 'opaqueredirect'})),
      request,
    );
    expect(out.kind).toBe('redirect');
  });

  it('gives up after the timeout', async () => {
    const never: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    await expect(sendConsoleRequest(never, request, {timeoutMs: 20})).resolves.toEqual({kind: 'timeout'});
  });

  it('tells a network failure and a cancellation apart', async () => {
    await expect(sendConsoleRequest(() => Promise.reject(new TypeError('Failed to fetch')), request)).resolves.toEqual({
      kind: 'network',
    });
    const controller = new AbortController();
    const pending = sendConsoleRequest(
      (_url, init) =>
        new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('x')))),
      request,
      {signal: controller.signal},
    );
    controller.abort();
    await expect(pending).resolves.toEqual({kind: 'aborted'});
  });
});

describe('diagnoseFailure', () => {
  it('blames mixed content without sending anything', async () => {
    const fetchFn = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>();
    await expect(diagnoseFailure(fetchFn, 'http://192.168.1.10:5244', 'https:')).resolves.toBe('mixed-content');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('blames CORS when a no-cors ping gets through', async () => {
    const fetchFn: FetchLike = (url, init) => {
      expect(url).toBe('http://nas:5244/alist/ping');
      expect(init?.mode).toBe('no-cors');
      return Promise.resolve(response('', {status: 0, type: 'opaque'}));
    };
    await expect(diagnoseFailure(fetchFn, 'http://nas:5244/alist', 'http:')).resolves.toBe('cors');
  });

  it('says unreachable when nothing answers', async () => {
    await expect(diagnoseFailure(() => Promise.reject(new TypeError('x')), 'http://nas:5244', 'http:')).resolves.toBe(
      'unreachable',
    );
  });
});

test('formats JSON, cuts long bodies, finds the token of a sign-in', () => {
  expect(formatBody({text: '{"a":1}', json: {a: 1}})).toBe('{\n  "a": 1\n}');
  expect(formatBody({text: 'x'.repeat(10)}, 4)).toBe('xxxx\n…');
  expect(tokenOf({code: 200, message: 'success', data: {token: 'abc'}})).toBe('abc');
  expect(tokenOf({code: 400, message: 'password is incorrect', data: null})).toBeUndefined();
});

test('hashes the password as /api/auth/login/hash expects', async () => {
  await expect(hashPassword('my-secret-password', webcrypto.subtle as SubtleCrypto)).resolves.toBe(
    'ff71a90d1a4f9d7ad47e39b91c474db4ea08b477573e1e7e538480feafcd964b',
  );
});
