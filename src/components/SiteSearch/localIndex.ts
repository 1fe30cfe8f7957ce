/**
 * The local search index in the browser: its two stages fetched from the
 * locale's `assets/search/` (src/plugins/search writes them), each once per
 * page load, with a timeout; a stage that failed is fetched again when next
 * asked for. The head answers the first queries; once the body is in, every
 * query searches both.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  isBodyIndex,
  isHeadIndex,
  loadIndex,
  type BodyIndex,
  type HeadIndex,
  type LoadedIndex,
} from '@site/src/lib/search/engine';
import {indexUrl, type SearchPluginData, type SearchStage} from '@site/src/lib/search/files';
import {withTimeout} from '@site/src/lib/search/debounce';

/** Fetching and parsing one stage (the body is a few hundred KB on a phone's connection). */
export const INDEX_TIMEOUT_MS = 15_000;

interface Entry {
  head?: Promise<HeadIndex>;
  body?: Promise<BodyIndex>;
  /** The loaded index: the head alone, then head and body. */
  loaded?: LoadedIndex;
}

const entries = new Map<string, Entry>();

async function fetchStage<T>(url: string, check: (value: unknown) => value is T): Promise<T> {
  const response = await withTimeout(fetch(url, {credentials: 'same-origin'}), INDEX_TIMEOUT_MS);
  if (!response.ok) throw new Error(`search index: ${url} answered ${response.status}`);
  const value: unknown = await withTimeout(response.json(), INDEX_TIMEOUT_MS);
  if (!check(value)) throw new Error(`search index: ${url} is not an index of this site's version`);
  return value;
}

/** The place of the index files; `null` when the build has no local index (hosted search). */
export interface IndexLocation {
  readonly baseUrl: string;
  readonly hash: string;
}

function entryOf({baseUrl, hash}: IndexLocation): Entry {
  const key = `${baseUrl}|${hash}`;
  let entry = entries.get(key);
  if (!entry) {
    entry = {};
    entries.set(key, entry);
  }
  return entry;
}

function stage<S extends SearchStage>(
  location: IndexLocation,
  name: S,
): Promise<S extends 'head' ? HeadIndex : BodyIndex> {
  const entry = entryOf(location);
  const url = indexUrl(location.baseUrl, name, location.hash);
  type Result = S extends 'head' ? HeadIndex : BodyIndex;
  const existing = entry[name] as Promise<Result> | undefined;
  if (existing) return existing;
  const promise = (name === 'head' ? fetchStage(url, isHeadIndex) : fetchStage(url, isBodyIndex)) as Promise<Result>;
  // A failed download is forgotten, so the next request fetches it again.
  promise.catch(() => {
    if (entry[name] === (promise as unknown)) delete entry[name];
  });
  (entry as Record<SearchStage, unknown>)[name] = promise;
  return promise;
}

/** Loads the head (first queries); resolves with the index as far as it is loaded. */
export async function loadHead(location: IndexLocation): Promise<LoadedIndex> {
  const head = await stage(location, 'head');
  const entry = entryOf(location);
  entry.loaded ??= loadIndex(head);
  return entry.loaded;
}

/** Loads the body too; resolves with the whole index. */
export async function loadBody(location: IndexLocation): Promise<LoadedIndex> {
  const [head, body] = await Promise.all([stage(location, 'head'), stage(location, 'body')]);
  const entry = entryOf(location);
  if (!entry.loaded?.body) entry.loaded = loadIndex(head, body);
  return entry.loaded;
}

/** Where this locale's index is; throws in a build without one (hosted search). */
export function useIndexLocation(): IndexLocation {
  const {siteConfig} = useDocusaurusContext();
  const data = usePluginData('site-search') as SearchPluginData | undefined;
  return {baseUrl: siteConfig.baseUrl, hash: data?.hash ?? ''};
}

/** Forgets every loaded index (tests). */
export function resetLocalIndexes(): void {
  entries.clear();
}
