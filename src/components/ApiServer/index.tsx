// API-server selector for the token tools: the `useApiServer()` hook every
// tool reads, and the selector shown above tool pages and at the top of
// driver pages' sidebar (loaded there through ./Lazy.tsx). The choice lives
// in local storage, read as an external store, so every reader on the page
// (and in other tabs) follows the same choice without a shared provider.
import {useCallback, useId, useMemo, useSyncExternalStore, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {
  api,
  API_SERVER_STORAGE_KEY,
  DEFAULT_API_SERVER_KEY,
  findApiServer,
  listApiServers,
  readApiServers,
  resolveApiServerKey,
  type ApiServerAddresses,
  type ApiServerKey,
  type ApiServerOption,
} from '@site/src/lib/tools/apiServer';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export interface ApiServerState {
  readonly key: ApiServerKey;
  /** The chosen server's base address. */
  readonly address: string;
  readonly options: readonly ApiServerOption[];
  /**
   * False until the stored choice has been read in the browser; tools that
   * call the server on their own (callback pages) wait for it.
   */
  readonly ready: boolean;
  readonly select: (key: ApiServerKey) => void;
  /** `path` on the chosen server. */
  readonly api: (path: string) => string;
}

// The stored choice as an external store: same-tab changes notify the
// listeners below, other tabs arrive through the `storage` event.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === API_SERVER_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(API_SERVER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(key: ApiServerKey): void {
  try {
    window.localStorage.setItem(API_SERVER_STORAGE_KEY, key);
  } catch {
    // Storage may be disabled; the choice then lasts until the next read.
  }
  for (const listener of listeners) listener();
}

/** The configured API servers (site configuration; the tools' default clients are not in it). */
function useApiServerAddresses(): ApiServerAddresses {
  const {siteConfig} = useDocusaurusContext();
  return useMemo(() => readApiServers(siteConfig.customFields), [siteConfig.customFields]);
}

function useApiServerState(): ApiServerState {
  const apiServers = useApiServerAddresses();
  // Server render and hydration know neither the host nor the stored choice.
  const isBrowser = useIsBrowser();
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const hostname = isBrowser ? window.location.hostname : undefined;
  const options = useMemo(() => listApiServers(apiServers, hostname), [apiServers, hostname]);
  const key = isBrowser ? resolveApiServerKey(stored, options) : DEFAULT_API_SERVER_KEY;

  const select = useCallback((next: ApiServerKey) => writeStored(next), []);

  return useMemo<ApiServerState>(() => {
    const {address} = findApiServer(key, options);
    return {key, address, options, ready: isBrowser, select, api: (path: string) => api(address, path)};
  }, [key, options, isBrowser, select]);
}

/**
 * The chosen API server: `ready` once the stored choice has been read in the
 * browser. Every reader computes it from the same store, so all of them
 * follow a change at once, with no provider.
 */
export function useApiServer(): ApiServerState {
  return useApiServerState();
}

export interface ApiServerSelectorProps {
  readonly className?: string;
}

/** A labelled drop-down of the API servers; fits a narrow sidebar. */
export function ApiServerSelector({className}: ApiServerSelectorProps): ReactNode {
  const {key, options, select} = useApiServer();
  const id = useId();
  return (
    <div className={clsx(styles.selector, className)}>
      <label htmlFor={id} className={styles.label}>
        <Translate
          id="apiServer.selector.label"
          description="Label of the drop-down that chooses the API server of the token tools">
          API server
        </Translate>
      </label>
      <select
        id={id}
        className={styles.select}
        value={key}
        onChange={(event) => {
          const chosen = options.find((o) => o.key === event.target.value);
          if (chosen) select(chosen.key);
        }}>
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
