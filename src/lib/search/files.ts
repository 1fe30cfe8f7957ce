/**
 * Where the local search index lives (src/plugins/search writes it after the
 * build; the browser and the evaluation read it): two stages per locale, in
 * the locale's `assets/search/` folder, named by the hash of the site's
 * sources so that a cached copy is never stale.
 */

/** The stages, in loading order: titles and descriptions first, the paragraphs after. */
export const SEARCH_STAGES = ['head', 'body'] as const;
export type SearchStage = (typeof SEARCH_STAGES)[number];

/** What the search plugin gives the browser (global data of `site-search`). */
export interface SearchPluginData {
  readonly hash: string;
}

export function indexFileName(stage: SearchStage, hash: string): string {
  return `${stage}-${hash}.json`;
}

/** Path of a stage under the locale's base URL (`/zh/` → `/zh/assets/search/head-….json`). */
export function indexUrl(baseUrl: string, stage: SearchStage, hash: string): string {
  return `${baseUrl.replace(/\/?$/, '/')}assets/search/${indexFileName(stage, hash)}`;
}
