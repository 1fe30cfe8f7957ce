import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  callbackSearch,
  captureCallbackParams,
  clearCaptured,
  readCaptured,
  takeCaptureKey,
} from '@site/src/lib/oauth/callbackParams';
import type {CallbackProvider, CallbackQuery, CallbackStart} from '@site/src/lib/oauth/common';
import {peekFlow, takeFlow, type FlowLookup} from '@site/src/lib/oauth/flow';
import type {ToolEnv} from './useToolEnv';

export type CallbackPhase<T> =
  {readonly phase: 'forwarding'; readonly target: string} | {readonly phase: 'read'; readonly start: CallbackStart<T>};

function take(env: ToolEnv, query: CallbackQuery, provider: CallbackProvider, now: number): FlowLookup {
  if (!env.storage) return {ok: false, reason: query.state === undefined ? 'missing' : 'unknown'};
  return takeFlow(env.storage, query.state, provider, now);
}

/**
 * A callback page's OAuth answer, read once. Browser only (the tools render
 * inside <BrowserOnly>). The answer left the address before the bundles ran
 * (the inline script of callback pages; `captureCallbackParams` here where it
 * did not run) and waits in session storage, with the one-time value of
 * this document: an answer another document wrote there is not read. A
 * sign-in started on another locale's site is forwarded there first, with the
 * answer in the address again for that page's own capture script and with
 * `location.replace` so Back never returns to the callback; otherwise the
 * flow is looked up and used, and `read` decides what the page does.
 */
export function useCallbackQuery<T>(
  provider: CallbackProvider,
  read: (query: CallbackQuery, lookup: FlowLookup) => CallbackStart<T>,
  env: ToolEnv,
): CallbackPhase<T> {
  const localeBase = useBaseUrl('/');
  const [phase] = useState<CallbackPhase<T>>(() => {
    const now = Date.now();
    const {pathname, search, hash} = window.location;
    // The capture script's value first (taken even when unused, so nothing later in this document finds it).
    const scriptKey = takeCaptureKey(window);
    const captured = captureCallbackParams({pathname, search, hash}, env.storage, now, env.random);
    if (captured !== undefined) window.history.replaceState(window.history.state, '', captured.address);
    const key = captured?.key ?? scriptKey;
    const query = env.storage ? readCaptured(env.storage, provider, now, key) : undefined;
    if (query === undefined) return {phase: 'read', start: {kind: 'missing-code'}};
    if (env.storage && localeBase === '/' && query.state !== undefined) {
      const peek = peekFlow(env.storage, query.state, provider, now);
      if (peek.ok && peek.flow.localeBase !== '/' && /^\/[a-z]{2}(-[A-Za-z]+)?\/$/.test(peek.flow.localeBase)) {
        const target = `${peek.flow.localeBase}${pathname.replace(/^\/+/, '')}${callbackSearch(query)}`;
        return {phase: 'forwarding', target};
      }
    }
    return {phase: 'read', start: read(query, take(env, query, provider, now))};
  });

  useEffect(() => {
    // Read once: a reload of this page finds no answer (a forwarded one is captured anew there).
    if (env.storage) clearCaptured(env.storage);
    if (phase.phase === 'forwarding') env.navigate(phase.target, {replace: true});
  }, [phase, env]);

  return phase;
}
