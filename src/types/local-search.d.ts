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

// Its server entry (the published types declare only the options); used by
// src/plugins/search/index.ts to wrap the plugin.
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/index.js' {
  import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
  import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

  export default function DocusaurusSearchLocalPlugin(context: LoadContext, options: PluginOptions): Plugin;
  export const validateOptions: NonNullable<PluginModule['validateOptions']>;
}
