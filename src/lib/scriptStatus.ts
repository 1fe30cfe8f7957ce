/**
 * Where each third-party script stands (src/clientModules/thirdPartyScripts.ts
 * records it, the ad block reads it to replace an ad that will not come with
 * the site's own card). A small store that React reads with
 * `useSyncExternalStore`.
 */
import type {ThirdPartyKind} from './thirdParty';

/** `pending` once added to the page, then `loaded` or `failed` (offline, blocked). */
export type ScriptStatus = 'pending' | 'loaded' | 'failed';

export interface ScriptStatusStore {
  readonly get: (kind: ThirdPartyKind) => ScriptStatus | undefined;
  readonly set: (kind: ThirdPartyKind, status: ScriptStatus) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createScriptStatusStore(): ScriptStatusStore {
  const statuses = new Map<ThirdPartyKind, ScriptStatus>();
  const listeners = new Set<() => void>();
  return {
    get: (kind) => statuses.get(kind),
    set: (kind, status) => {
      if (statuses.get(kind) === status) return;
      statuses.set(kind, status);
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's store. */
export const thirdPartyStatus: ScriptStatusStore = createScriptStatusStore();
