/**
 * The local search index as the page sees it: one index store per page load
 * (src/lib/search/indexStore.ts), in the search worker when one can start,
 * else in the page. If the worker dies, the calls it was answering fail (the
 * dialog and the results page show their error and retry) and later calls go
 * to a store in the page.
 */
import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {indexUrl, type SearchPluginData} from '@site/src/lib/search/files';
import {
  createIndexStore,
  remoteIndexStore,
  type IndexLocation,
  type IndexStore,
  type MessagePortLike,
} from '@site/src/lib/search/indexStore';
import {startSearchWorker} from './searchWorker';

export type {IndexLocation} from '@site/src/lib/search/indexStore';

let store: IndexStore | undefined;

function workerStore(worker: Worker): IndexStore {
  const remote = remoteIndexStore(worker as unknown as MessagePortLike);
  const warmed = new Set<string>();
  const wrapped: IndexStore = {
    search: remote.search,
    load(location, stage) {
      // The worker fetches the head only once its own script has arrived: the
      // page asks for the file at once, so that the two downloads overlap
      // (the worker's request is then answered from the HTTP cache; the files
      // are immutable). On a phone's connection that is a round trip less
      // before the first answer.
      const url = indexUrl(location.baseUrl, stage, location.hash);
      if (stage === 'head' && !warmed.has(url)) {
        warmed.add(url);
        fetch(url, {credentials: 'same-origin'})
          .then((response) => response.arrayBuffer())
          .catch(() => undefined);
      }
      return remote.load(location, stage);
    },
  };
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    worker.terminate();
    if (store === wrapped) store = createIndexStore();
    remote.onBroken(event.message || 'it stopped');
  });
  return wrapped;
}

/** The index store of this page load (created at the first call). */
export function indexStore(): IndexStore {
  if (!store) {
    const worker = startSearchWorker();
    store = worker ? workerStore(worker) : createIndexStore();
  }
  return store;
}

/** Where this locale's index is (the same object while it stays the same, so it can be a dependency). */
export function useIndexLocation(): IndexLocation {
  const {siteConfig} = useDocusaurusContext();
  const data = usePluginData('site-search') as SearchPluginData | undefined;
  const baseUrl = siteConfig.baseUrl;
  const hash = data?.hash ?? '';
  return useMemo(() => ({baseUrl, hash}), [baseUrl, hash]);
}
