/**
 * JSON requests of the token tools and the changelog: one attempt, a timeout,
 * and a typed outcome instead of exceptions, so every caller can show a
 * precise message.
 * Nothing here logs, since bodies carry codes, tokens and client secrets.
 */

/** The part of `fetch` the tools use; tests pass their own. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Every network call of the tools gives up after this long. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface HttpRequest {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  /** A JSON string or a form-encoded string, matching the Content-Type header. */
  readonly body?: string;
}

export type TransportError =
  | {readonly kind: 'timeout'}
  | {readonly kind: 'network'}
  | {readonly kind: 'aborted'}
  /** The server answered with a body that is not JSON (an HTML error page, a proxy's message). */
  | {readonly kind: 'non-json'; readonly status: number};

export type HttpOutcome =
  | {readonly ok: true; readonly status: number; readonly body: unknown}
  | {readonly ok: false; readonly error: TransportError};

export interface RequestOptions {
  readonly timeoutMs?: number;
  /** Aborts the request from outside (the page was left); reported as `aborted`, never shown. */
  readonly signal?: AbortSignal;
}

/** JSON POST of `payload`. */
export function jsonPost(url: string, payload: Readonly<Record<string, unknown>>): HttpRequest {
  return {url, method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(payload)};
}

/** Form-encoded POST, as OAuth token endpoints expect. */
export function formPost(url: string, fields: Readonly<Record<string, string>>): HttpRequest {
  return {
    url,
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields).toString(),
  };
}

export function get(url: string, headers?: Readonly<Record<string, string>>): HttpRequest {
  return headers ? {url, method: 'GET', headers} : {url, method: 'GET'};
}

/** What the race against the abort signal resolves to when the request was stopped. */
const STOPPED = Symbol('stopped');

/**
 * Sends the request and reads a JSON body. Any HTTP status comes back as
 * `ok: true` with its parsed body: the callers decide what a 4xx or 5xx
 * means, since many carry an error object worth showing. A `fetch` or a body
 * that ignores the abort signal cannot keep the caller waiting past the
 * timeout or an outside abort.
 */
export async function sendJson(
  fetchFn: FetchLike,
  request: HttpRequest,
  options: RequestOptions = {},
): Promise<HttpOutcome> {
  if (options.signal?.aborted) return {ok: false, error: {kind: 'aborted'}};
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  const stopped = new Promise<typeof STOPPED>((resolve) => {
    controller.signal.addEventListener('abort', () => resolve(STOPPED));
  });
  const failure = (): HttpOutcome => ({
    ok: false,
    error: timedOut ? {kind: 'timeout'} : options.signal?.aborted ? {kind: 'aborted'} : {kind: 'network'},
  });
  try {
    let response: Response | typeof STOPPED;
    try {
      response = await Promise.race([
        fetchFn(request.url, {
          method: request.method,
          headers: request.headers ? {...request.headers} : undefined,
          body: request.body,
          signal: controller.signal,
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
        }),
        stopped,
      ]);
    } catch {
      return failure();
    }
    if (response === STOPPED) return failure();
    let text: string | typeof STOPPED;
    try {
      text = await Promise.race([response.text(), stopped]);
    } catch {
      return failure();
    }
    if (text === STOPPED) return failure();
    try {
      return {ok: true, status: response.status, body: JSON.parse(text) as unknown};
    } catch {
      return {ok: false, error: {kind: 'non-json', status: response.status}};
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}
