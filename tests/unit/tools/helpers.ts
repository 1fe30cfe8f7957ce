import type {CallbackProvider} from '@site/src/lib/oauth/common';
import {startFlow} from '@site/src/lib/oauth/flow';
import type {FetchLike} from '@site/src/lib/http';

export interface Call {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
}

/** A fetch stand-in answering from a list (or a function), recording each call. */
export function fakeFetch(
  answer: (call: Call, index: number) => {status?: number; body: unknown} | 'network' | 'hang',
): {fetch: FetchLike; calls: Call[]} {
  const calls: Call[] = [];
  const fetch: FetchLike = (url, init) => {
    const raw = init?.body;
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = Object.fromEntries(new URLSearchParams(raw));
      }
    }
    const call = {url, method: init?.method ?? 'GET', body};
    calls.push(call);
    const result = answer(call, calls.length - 1);
    if (result === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (result === 'hang') {
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }
    const text = typeof result.body === 'string' ? result.body : JSON.stringify(result.body);
    return Promise.resolve({status: result.status ?? 200, text: async () => text} as unknown as Response);
  };
  return {fetch, calls};
}

export function setAddress(path: string): void {
  window.history.replaceState(null, '', path);
}

export function b64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** Records a sign-in as the start page would, in this tab's session storage; returns its nonce. */
export function startedFlow(
  provider: CallbackProvider,
  details: Readonly<Record<string, string>>,
  {localeBase = '/', at = Date.now()}: {localeBase?: string; at?: number} = {},
): string {
  return startFlow(window.sessionStorage, window.crypto, {provider, localeBase, details}, at);
}

/** The tools' default clients, as the build compiles them into the tools' chunk. */
export function setToolClients(clients: unknown): void {
  (globalThis as {__ALIST_TOOL_CLIENTS__?: unknown}).__ALIST_TOOL_CLIENTS__ = clients;
}
