import {useMemo} from 'react';
import {useApiServer} from '@site/src/components/ApiServer';
import {REQUEST_TIMEOUT_MS, type FetchLike} from '@site/src/lib/http';

/** What every tool component accepts so tests can replace the network and the server. */
export interface ToolProps {
  /** Replaces `window.fetch`. */
  readonly fetchImpl?: FetchLike;
  /** Replaces the chosen API server's address. */
  readonly apiBase?: string;
  /** Replaces the 15 s timeout. */
  readonly timeoutMs?: number;
  /** Replaces full-page navigation (`location.assign`). */
  readonly navigate?: (url: string) => void;
}

export interface ToolEnv {
  readonly fetchFn: FetchLike;
  readonly apiBase: string;
  /** The chosen server is known (always true when `apiBase` is given). */
  readonly ready: boolean;
  readonly timeoutMs: number;
  readonly navigate: (url: string) => void;
}

const browserFetch: FetchLike = (input, init) => window.fetch(input, init);
const browserNavigate = (url: string): void => window.location.assign(url);

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
    }),
    [fetchImpl, apiBase, timeoutMs, navigate, server.address, server.ready],
  );
}
