// The worker client of @easyops-cn/docusaurus-search-local (not part of its
// published types); used by src/components/SiteSearch/useLocalSearch.ts.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<readonly unknown[]>;
}
