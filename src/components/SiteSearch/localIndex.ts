/**
 * The local search index as the page sees it: one index store per page load
 * (src/lib/search/indexStore.ts), in the search worker when one can start,
 * else in the page. If the worker dies, the calls it was answering fail (the
 * dialog and the results page show their error and retry) and later calls go
 * to a store in the page.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchPluginData} from '@site/src/lib/search/files';
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
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    worker.terminate();
    if (store === remote) store = createIndexStore();
    remote.onBroken(event.message || 'it stopped');
  });
  return remote;
}

/** The index store of this page load (created at the first call). */
export function indexStore(): IndexStore {
  if (!store) {
    const worker = startSearchWorker();
    store = worker ? workerStore(worker) : createIndexStore();
  }
  return store;
}

/** Where this locale's index is. */
export function useIndexLocation(): IndexLocation {
  const {siteConfig} = useDocusaurusContext();
  const data = usePluginData('site-search') as SearchPluginData | undefined;
  return {baseUrl: siteConfig.baseUrl, hash: data?.hash ?? ''};
}
