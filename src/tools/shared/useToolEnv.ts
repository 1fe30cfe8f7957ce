import {useMemo} from 'react';
import {useApiServer} from '@site/src/components/ApiServer';
import {REQUEST_TIMEOUT_MS, type FetchLike} from '@site/src/lib/http';
import type {RandomSource, StorageLike} from '@site/src/lib/oauth/flow';
import {browserSha256, type Sha256} from '@site/src/lib/oauth/pkce';

export interface NavigateOptions {
  /** Replace the current history entry (`location.replace`), so Back never returns to it. */
  readonly replace?: boolean;
}

/** What every tool component accepts so tests can replace the network and the server. */
export interface ToolProps {
  /** Replaces `window.fetch`. */
  readonly fetchImpl?: FetchLike;
  /** Replaces the chosen API server's address. */
  readonly apiBase?: string;
  /** Replaces the 15 s timeout. */
  readonly timeoutMs?: number;
  /** Replaces full-page navigation (`location.assign`, or `location.replace` with `{replace: true}`). */
  readonly navigate?: (url: string, options?: NavigateOptions) => void;
}

export interface ToolEnv {
  readonly fetchFn: FetchLike;
  readonly apiBase: string;
  /** The chosen server is known (always true when `apiBase` is given). */
  readonly ready: boolean;
  readonly timeoutMs: number;
  readonly navigate: (url: string, options?: NavigateOptions) => void;
  /** The tab's session storage, where sign-ins keep their details; undefined when the browser refuses it. */
  readonly storage: StorageLike | undefined;
  /** The platform's cryptographic random generator; undefined in a browser without Web Crypto. */
  readonly random: RandomSource | undefined;
  /** SHA-256 for PKCE; undefined on a page not served over HTTPS. */
  readonly sha256: Sha256 | undefined;
}

const browserFetch: FetchLike = (input, init) => window.fetch(input, init);
const browserNavigate = (url: string, options?: NavigateOptions): void => {
  if (options?.replace) window.location.replace(url);
  else window.location.assign(url);
};

function sessionStore(): StorageLike | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function useToolEnv(props: ToolProps): ToolEnv {
  const server = useApiServer();
  const {fetchImpl, apiBase, timeoutMs, navigate} = props;
  return useMemo(
    () => ({
      fetchFn: fetchImpl ?? browserFetch,
      apiBase: apiBase ?? server.address,
      ready: apiBase !== undefined || server.ready,
      timeoutMs: timeoutMs ?? REQUEST_TIMEOUT_MS,
      navigate: navigate ?? browserNavigate,
      storage: sessionStore(),
      random: typeof window.crypto?.getRandomValues === 'function' ? window.crypto : undefined,
      sha256: browserSha256(window.crypto),
    }),
    [fetchImpl, apiBase, timeoutMs, navigate, server.address, server.ready],
  );
}
