/**
 * The local search index as a service: it fetches the two stages of a
 * locale's index (src/plugins/search writes them), each once, with a
 * timeout, and answers queries from what it has loaded. The browser runs it
 * in a web worker (src/components/SiteSearch/search.worker.ts), so that
 * parsing the index and searching it never hold up typing or scrolling; the
 * page talks to it through `remoteIndexStore`, or runs it in the page where
 * no worker can start.
 */
import {synonymsOf} from '@site/src/data/search/synonyms';
import {withTimeout} from './debounce';
import {
  isBodyIndex,
  isHeadIndex,
  loadIndex,
  search,
  type BodyIndex,
  type HeadIndex,
  type LoadedIndex,
  type SearchHit,
} from './engine';
import {indexUrl, type SearchStage} from './files';

/** Fetching and parsing one stage (the body is a few hundred KB on a phone's connection). */
export const INDEX_TIMEOUT_MS = 15_000;

/** Where a locale's index files are (its base URL and the build's hash). */
export interface IndexLocation {
  readonly baseUrl: string;
  readonly hash: string;
}

export interface StoreQuery {
  readonly query: string;
  readonly limit: number;
  /** Most hits of one page. */
  readonly perPage?: number;
  /** Whose synonyms apply (src/data/search/synonyms.ts). */
  readonly locale: string;
}

export interface IndexStore {
  /** Settles when the stage is loaded (the body also loads the head), or rejects. */
  load(location: IndexLocation, stage: SearchStage): Promise<void>;
  /** Loads the head if need be, then searches every stage loaded so far. */
  search(location: IndexLocation, query: StoreQuery): Promise<SearchHit[]>;
}

/** Fetches a URL's JSON; the store passes its own timeout around it. */
export type FetchJson = (url: string) => Promise<unknown>;

const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`search index: ${url} answered ${response.status}`);
  return response.json();
};

interface Entry {
  head?: Promise<void>;
  body?: Promise<void>;
  /** The index as far as it is loaded: the head alone, then head and body. */
  loaded?: LoadedIndex;
}

/** An index store that runs where it is created (a worker, or the page). */
export function createIndexStore(get: FetchJson = fetchJson, timeoutMs = INDEX_TIMEOUT_MS): IndexStore {
  const entries = new Map<string, Entry>();
  const entryOf = ({baseUrl, hash}: IndexLocation): Entry => {
    const key = `${baseUrl}|${hash}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = {};
      entries.set(key, entry);
    }
    return entry;
  };

  const fetchStage = async <T>(
    location: IndexLocation,
    stage: SearchStage,
    check: (value: unknown) => value is T,
  ): Promise<T> => {
    const url = indexUrl(location.baseUrl, stage, location.hash);
    const value = await withTimeout(get(url), timeoutMs);
    if (!check(value)) throw new Error(`search index: ${url} is not an index of this site's version`);
    return value;
  };

  const load = (location: IndexLocation, stage: SearchStage): Promise<void> => {
    const entry = entryOf(location);
    const existing = entry[stage];
    if (existing) return existing;
    const promise =
      stage === 'head'
        ? fetchStage<HeadIndex>(location, 'head', isHeadIndex).then((head) => {
            entry.loaded ??= loadIndex(head);
          })
        : Promise.all([load(location, 'head'), fetchStage<BodyIndex>(location, 'body', isBodyIndex)]).then(
            ([, body]) => {
              entry.loaded = loadIndex(entry.loaded!.head, body);
            },
          );
    // A failed download is forgotten, so that the next request fetches it again.
    promise.catch(() => {
      if (entry[stage] === promise) delete entry[stage];
    });
    entry[stage] = promise;
    return promise;
  };

  return {
    load,
    async search(location, {query, limit, perPage, locale}) {
      await load(location, 'head');
      const index = entryOf(location).loaded!;
      return search(index, query, {limit, perPage, synonyms: synonymsOf(locale)});
    },
  };
}

/** The part of a worker (or of the global scope inside one) that the store's messages use. */
export interface MessagePortLike {
  postMessage(message: unknown): void;
  onmessage: ((event: {data: unknown}) => void) | null;
}

type Call =
  | {readonly id: number; readonly op: 'load'; readonly args: Parameters<IndexStore['load']>}
  | {readonly id: number; readonly op: 'search'; readonly args: Parameters<IndexStore['search']>};
type Reply = {readonly id: number; readonly value?: unknown; readonly error?: string};

/** Answers the calls of `remoteIndexStore` that arrive on `port` (the worker's side). */
export function serveIndexStore(store: IndexStore, port: MessagePortLike): void {
  port.onmessage = ({data}) => {
    const call = data as Call;
    const answer = call.op === 'load' ? store.load(...call.args) : store.search(...call.args);
    answer.then(
      (value) => port.postMessage({id: call.id, value} satisfies Reply),
      (error: unknown) =>
        port.postMessage({id: call.id, error: error instanceof Error ? error.message : String(error)} satisfies Reply),
    );
  };
}

/**
 * An index store that forwards each call to `serveIndexStore` on the other
 * side of `port` (the page's side). `onBroken` is for the owner to call when
 * the other side died (a worker's `error` event): every call still waiting
 * is rejected.
 */
export function remoteIndexStore(port: MessagePortLike): IndexStore & {onBroken(reason: string): void} {
  let next = 0;
  const waiting = new Map<number, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();
  port.onmessage = ({data}) => {
    const reply = data as Reply;
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (reply.error !== undefined) call.reject(new Error(reply.error));
    else call.resolve(reply.value);
  };
  const send = <T>(op: Call['op'], args: Call['args']): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      next += 1;
      waiting.set(next, {resolve: resolve as (value: unknown) => void, reject});
      port.postMessage({id: next, op, args});
    });
  return {
    load: (...args) => send<void>('load', args),
    search: (...args) => send<SearchHit[]>('search', args),
    onBroken(reason) {
      for (const call of waiting.values()) call.reject(new Error(`search worker: ${reason}`));
      waiting.clear();
    },
  };
}
