import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  hasCallbackParams,
  stripCallbackParams,
  type CallbackProvider,
  type CallbackStart,
} from '@site/src/lib/oauth/common';
import {clearReturnLocale, RETURN_LOCALE_KEY, returnTarget} from '@site/src/lib/oauth/returnLocale';
import type {ToolEnv} from './useToolEnv';

export type CallbackPhase<T> =
  {readonly phase: 'forwarding'; readonly target: string} | {readonly phase: 'read'; readonly start: CallbackStart<T>};

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A callback page's query, read once. Must run in the browser only (the tool
 * components render inside <BrowserOnly>). A visitor who started on another
 * locale's site is forwarded there with the query intact; otherwise the query
 * is parsed with `read`, and the effect removes the OAuth parameters from the
 * address bar so a reload, a bookmark or a screenshot carries no code.
 */
export function useCallbackQuery<T>(
  provider: CallbackProvider,
  read: (search: string) => CallbackStart<T>,
  env: ToolEnv,
): CallbackPhase<T> {
  const localeBase = useBaseUrl('/');
  const [phase] = useState<CallbackPhase<T>>(() => {
    const {pathname, search, hash} = window.location;
    const target = hasCallbackParams(search)
      ? returnTarget(
          localStore()?.getItem(RETURN_LOCALE_KEY) ?? null,
          provider,
          {pathname, search, hash},
          localeBase,
          Date.now(),
        )
      : undefined;
    return target === undefined ? {phase: 'read', start: read(search)} : {phase: 'forwarding', target};
  });

  useEffect(() => {
    const storage = localStore();
    if (storage) clearReturnLocale(storage);
    if (phase.phase === 'forwarding') {
      env.navigate(phase.target);
      return;
    }
    const {pathname, search, hash} = window.location;
    if (hasCallbackParams(search)) {
      window.history.replaceState(window.history.state, '', stripCallbackParams(pathname, search, hash));
    }
  }, [phase, env]);

  return phase;
}
