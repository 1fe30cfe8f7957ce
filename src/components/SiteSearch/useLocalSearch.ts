import {useCallback, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DocSearchHit, DocSearchTransformClient} from '@docsearch/react';
import {debouncePromise, withTimeout} from '@site/src/lib/search/debounce';
import {searchHitsToDocSearch} from '@site/src/lib/search/localHits';
import {requestsOf, type SearchBackend} from './backend';
import {indexStore, useIndexLocation} from './localIndex';

/** Results per query in the dialog (at most two of one page: several pages show). */
export const LOCAL_RESULT_LIMIT = 12;
/** Short: the index is in memory; this only skips work between keystrokes. */
export const LOCAL_DEBOUNCE_MS = 100;
/** Loading the index (first query) plus the search itself. */
export const LOCAL_TIMEOUT_MS = 15_000;

const keepItems = (items: DocSearchHit[]): DocSearchHit[] => items;

/**
 * The local back end: the site's own index (src/lib/search/engine.ts),
 * searched in the search worker (./localIndex.ts): the head for the first
 * query, the body too once the dialog has asked for it (`completeIndex`).
 */
export function useLocalSearch(): SearchBackend {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const where = useIndexLocation();

  const search_ = useMemo(
    () =>
      debouncePromise(async (params: unknown) => {
        const results = await Promise.all(
          requestsOf(params).map(async (request) => {
            const query = (request.query ?? '').trim();
            let hits: DocSearchHit[] = [];
            if (query) {
              const found = await withTimeout(
                indexStore().search(where, {
                  query: request.query ?? '',
                  limit: LOCAL_RESULT_LIMIT,
                  locale: currentLocale,
                }),
                LOCAL_TIMEOUT_MS,
              );
              hits = searchHitsToDocSearch(found, query) as unknown as DocSearchHit[];
            }
            return {
              hits,
              nbHits: hits.length,
              index: request.indexName,
              query,
              params: '',
              page: 0,
              nbPages: 1,
              hitsPerPage: LOCAL_RESULT_LIMIT,
              processingTimeMS: 0,
              exhaustiveNbHits: true,
            };
          }),
        );
        return {results};
      }, LOCAL_DEBOUNCE_MS),
    [where, currentLocale],
  );

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => ({
      addAlgoliaAgent: client.addAlgoliaAgent,
      transporter: client.transporter,
      search: search_ as unknown as DocSearchTransformClient['search'],
    }),
    [search_],
  );

  // Loads the head once; errors surface on the first query, in the dialog's
  // error state, and the next query or opening downloads it again.
  const prefetch = useCallback(() => indexStore().load(where, 'head'), [where]);
  // The paragraphs. If they cannot be loaded, queries keep the head's answers
  // (and the next opening of the dialog asks again).
  const completeIndex = useCallback(() => indexStore().load(where, 'body'), [where]);

  return {
    kind: 'local',
    // DocSearch wants credentials; no request ever uses them.
    appId: 'local',
    apiKey: 'local',
    indexName: `local-${currentLocale}`,
    transformSearchClient,
    transformItems: keepItems,
    prefetch,
    completeIndex,
  };
}
