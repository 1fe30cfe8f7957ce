/**
 * The local search index in its own thread: it downloads, parses and searches
 * the index (src/lib/search/indexStore.ts) so that none of that work runs on
 * the page's main thread while the reader types. The page starts it with
 * `startSearchWorker` (./searchWorker.ts) and talks to it through
 * `remoteIndexStore`.
 */
import {createIndexStore, serveIndexStore, type MessagePortLike} from '@site/src/lib/search/indexStore';

serveIndexStore(createIndexStore(), self as unknown as MessagePortLike);
