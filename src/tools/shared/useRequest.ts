import {useCallback, useEffect, useRef, useState} from 'react';
import {sendJson, type HttpOutcome, type HttpRequest} from '@site/src/lib/http';
import type {Result, ToolError} from '@site/src/lib/oauth/common';
import type {ToolEnv} from './useToolEnv';

export type RequestState<T> =
  | {readonly status: 'idle'}
  | {readonly status: 'loading'}
  | {readonly status: 'done'; readonly value: T}
  | {readonly status: 'error'; readonly error: ToolError};

export interface RequestHandle<T> {
  readonly state: RequestState<T>;
  /** Sends the request (cancelling one still running) and maps its answer. */
  readonly run: (request: HttpRequest, map: (outcome: HttpOutcome) => Result<T>) => Promise<Result<T> | undefined>;
  /** Runs any async job built on `send` (several requests in a row). */
  readonly runWith: (
    job: (send: (request: HttpRequest) => Promise<HttpOutcome>) => Promise<Result<T>>,
  ) => Promise<Result<T> | undefined>;
  readonly reset: () => void;
}

/**
 * One request slot of a tool: its state, the 15 s timeout, cancellation when
 * the page is left. A cancelled request changes nothing on screen.
 */
export function useRequest<T>(env: ToolEnv): RequestHandle<T> {
  const [state, setState] = useState<RequestState<T>>({status: 'idle'});
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const runWith = useCallback<RequestHandle<T>['runWith']>(
    async (job) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({status: 'loading'});
      const result = await job((request) =>
        sendJson(env.fetchFn, request, {timeoutMs: env.timeoutMs, signal: controller.signal}),
      );
      if (controller.signal.aborted) return undefined;
      current.current = null;
      setState(result.ok ? {status: 'done', value: result.value} : {status: 'error', error: result.error});
      return result;
    },
    [env.fetchFn, env.timeoutMs],
  );

  const run = useCallback<RequestHandle<T>['run']>(
    (request, map) => runWith(async (send) => map(await send(request))),
    [runWith],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({status: 'idle'});
  }, []);

  return {state, run, runWith, reset};
}

/** Calls `action` once, the first time `when` is true (a callback page's automatic exchange). */
export function useOnce(when: boolean, action: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    action();
  }, [when, action]);
}
