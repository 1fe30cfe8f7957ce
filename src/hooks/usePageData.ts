import {usePluginData} from '@docusaurus/useGlobalData';
import type {PageDataGlobal} from '@site/src/lib/site/pageData';

const EMPTY: PageDataGlobal = {moves: {}, footers: {}};

/** Build-time page data (see src/plugins/page-data). */
export function usePageData(): PageDataGlobal {
  return (usePluginData('page-data') as PageDataGlobal | undefined) ?? EMPTY;
}
