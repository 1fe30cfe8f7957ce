import {useCallback, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DocSearchHit, DocSearchTransformClient} from '@docsearch/react';
import {
  fetchIndexesByWorker,
  searchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {debouncePromise, withTimeout} from '@site/src/lib/search/debounce';
import {createRetryKeys} from '@site/src/lib/search/retryKeys';
import {isLocalResult, localResultsToHits, type LocalResult} from '@site/src/lib/search/localHits';
import {mergeStages, SEARCH_STAGES, type SearchStage} from '@site/src/lib/search/stagedResults';
import {requestsOf, type SearchBackend} from './backend';

/** Results asked of the local index per query (pages, headings, paragraphs). */
export const LOCAL_RESULT_LIMIT = 12;
/** Short: the index is in memory; this only skips work between keystrokes. */
export const LOCAL_DEBOUNCE_MS = 100;
/** Loading the index (first query) plus the search itself. */
export const LOCAL_TIMEOUT_MS = 15_000;

const [HEAD, BODY] = SEARCH_STAGES;

/** Base URLs whose index body (paragraphs) the worker holds. */
const bodyLoaded = new Set<string>();

/** A failed download of a stage is fetched again when next asked for (see retryKeys.ts). */
const retry = createRetryKeys();

const searchStage = (baseUrl: string, stage: SearchStage, query: string): Promise<LocalResult[]> =>
  retry.attempt(baseUrl, stage, async (base) =>
    (await searchByWorker(base, stage, query, LOCAL_RESULT_LIMIT)).filter(isLocalResult),
  );

/**
 * One query against the staged index (src/plugins/search/slimIndex.ts): the
 * head always, the body too once it is loaded, merged as the whole index
 * would rank them.
 */
async function stagedSearch(baseUrl: string, query: string): Promise<LocalResult[]> {
  const head = await searchStage(baseUrl, HEAD, query);
  if (!bodyLoaded.has(baseUrl)) return head;
  const body = await searchStage(baseUrl, BODY, query);
  return mergeStages(head, body, LOCAL_RESULT_LIMIT);
}

const keepItems = (items: DocSearchHit[]): DocSearchHit[] => items;

/**
 * The local back end: queries go to the web worker of
 * `@easyops-cn/docusaurus-search-local`, which loads this locale's index
 * (`search-index-head-*.json` and `search-index-body-*.json` under the
 * locale's base URL) on first use: the head for the first query, the body
 * when the dialog asks for it (`completeIndex`).
 */
export function useLocalSearch(): SearchBackend {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale},
  } = useDocusaurusContext();

  const search = useMemo(
    () =>
      debouncePromise(async (params: unknown) => {
        const results = await Promise.all(
          requestsOf(params).map(async (request) => {
            const query = (request.query ?? '').trim();
            const raw = query ? await withTimeout(stagedSearch(baseUrl, query), LOCAL_TIMEOUT_MS) : [];
            const hits = localResultsToHits(raw);
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
    [baseUrl],
  );

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => ({
      addAlgoliaAgent: client.addAlgoliaAgent,
      transporter: client.transporter,
      search: search as unknown as DocSearchTransformClient['search'],
    }),
    [search],
  );

  // Loads the index head once (the worker keeps it); errors surface on the
  // first query, in the dialog's error state, and the next query or opening
  // downloads it again.
  const prefetch = useCallback(
    () => retry.attempt(baseUrl, HEAD, (base) => fetchIndexesByWorker(base, HEAD)),
    [baseUrl],
  );
  // The paragraphs. If they cannot be loaded, queries keep the head's answers
  // (and the next opening of the dialog asks again).
  const completeIndex = useCallback(
    () =>
      retry
        .attempt(baseUrl, BODY, (base) => fetchIndexesByWorker(base, BODY))
        .then(() => {
          bodyLoaded.add(baseUrl);
        }),
    [baseUrl],
  );

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
