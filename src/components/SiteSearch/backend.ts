import type {DocSearchHit, DocSearchProps, DocSearchTransformClient} from '@docsearch/react';

/** Search-parameters object that DocSearch forwards to each query. */
export type SearchParameters = NonNullable<DocSearchProps['searchParameters']>;

/**
 * What the dialog needs from a back end: DocSearch credentials (placeholders
 * for the local index), a search client transform that answers the queries,
 * and a hit transform.
 */
export interface SearchBackend {
  readonly kind: 'local' | 'hosted';
  readonly appId: string;
  readonly apiKey: string;
  /** Also names the browser storage of recent searches, so it is per locale. */
  readonly indexName: string;
  readonly searchParameters?: SearchParameters;
  readonly transformSearchClient: (client: DocSearchTransformClient) => DocSearchTransformClient;
  readonly transformItems: (items: DocSearchHit[]) => DocSearchHit[];
  /**
   * Called when the reader is about to search (hover or focus on the button)
   * and when the dialog opens; settles when the back end can answer (the
   * local index is loaded) or cannot.
   */
  readonly prefetch?: () => Promise<void>;
  /**
   * Loads what the first answers could do without (the local index's
   * paragraphs), once `prefetch` has settled and the dialog is open; settles
   * when later queries search it too.
   */
  readonly completeIndex?: () => Promise<void>;
}

/** The `requests` of a DocSearch query, whatever form the call takes. */
export interface QueryRequest {
  readonly query?: string;
  readonly indexName: string;
  readonly [key: string]: unknown;
}

export function requestsOf(params: unknown): QueryRequest[] {
  if (typeof params !== 'object' || params === null) return [];
  const list = Array.isArray(params) ? params : (params as {requests?: unknown}).requests;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (r): r is QueryRequest => typeof r === 'object' && r !== null && typeof (r as QueryRequest).indexName === 'string',
  );
}

/** A response with no hits for every request: what the dialog gets when a search fails. */
export function emptyResponse(params: unknown): {results: Record<string, unknown>[]} {
  return {
    results: requestsOf(params).map((request) => ({
      hits: [],
      nbHits: 0,
      index: request.indexName,
      query: request.query ?? '',
      params: '',
      page: 0,
      nbPages: 0,
      hitsPerPage: 0,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
    })),
  };
}
