/**
 * The local index comes in two stages (src/plugins/search/slimIndex.ts):
 * the head (titles, headings, descriptions, keywords) answers the first
 * query; the body (paragraphs) arrives after it. Once both are in, a query
 * asks each and the answers are merged here into the list the whole index
 * gives: the head's results first, then paragraphs up to the limit, each
 * heading or paragraph placed after its page's title when that title is
 * among the results (the order of the plugin's `sortSearchResults`).
 */
import {LOCAL_TYPE, type LocalResult} from './localHits';

/**
 * The two stages, in loading order. Each is a search context of the plugin's
 * worker, which asks for `search-index-<stage>-<hash>.json`.
 */
export const SEARCH_STAGES = ['head', 'body'] as const;
export type SearchStage = (typeof SEARCH_STAGES)[number];

/** Types placed under their page's title (the plugin's rule: not keywords). */
const UNDER_PAGE = new Set<number>([LOCAL_TYPE.heading, LOCAL_TYPE.description, LOCAL_TYPE.content]);

/**
 * Puts headings, descriptions and paragraphs right after their page's title
 * when it is in the list, keeping the order otherwise. Compares documents by
 * id: the two stages come from separate worker answers, so the same page is
 * two different objects.
 */
export function groupUnderPages<R extends LocalResult>(results: readonly R[]): R[] {
  const firstIndexOf = new Map<number, number>();
  results.forEach((result, index) => {
    if (!firstIndexOf.has(result.document.i)) firstIndexOf.set(result.document.i, index);
  });
  const keyed = results.map((result, index) => {
    const page = UNDER_PAGE.has(result.type) && result.page ? result.page : undefined;
    return {result, index, key: (page && firstIndexOf.get(page.i)) ?? index};
  });
  keyed.sort((a, b) => {
    if (a.key !== b.key) return a.key - b.key;
    const titleFirst = Number(b.result.type === LOCAL_TYPE.title) - Number(a.result.type === LOCAL_TYPE.title);
    return titleFirst || a.index - b.index;
  });
  return keyed.map(({result}) => result);
}

/** The head's results, then the body's that are not among them, up to `limit`, grouped by page. */
export function mergeStages<R extends LocalResult>(head: readonly R[], body: readonly R[], limit: number): R[] {
  const seen = new Set(head.map((result) => result.document.i));
  const merged = [...head];
  for (const result of body) {
    if (merged.length >= limit) break;
    if (seen.has(result.document.i)) continue;
    seen.add(result.document.i);
    merged.push(result);
  }
  return groupUnderPages(merged.slice(0, limit));
}
