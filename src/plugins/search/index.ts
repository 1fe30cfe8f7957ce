import path from 'path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import type {PluginOptions as LocalSearchOptions} from '@easyops-cn/docusaurus-search-local';
import localSearch, {
  validateOptions as validateLocalSearchOptions,
} from '@easyops-cn/docusaurus-search-local/dist/server/server/index.js';
import type {UserThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {LEGACY_HTML_REWRITE, externalUrlPattern, hostOf} from '../../lib/search/urls';
import type {HostedSearchSettings, SearchSettings} from '../../lib/search/settings';
import {SITE_URL, type SiteLocale} from '../../data/site';
import {slimSearchIndexes} from './slimIndex';

/**
 * Search wiring (see src/components/SiteSearch/README.md). The site ships one of
 * two back ends behind the same dialog (src/components/SiteSearch):
 *
 * - local: `@easyops-cn/docusaurus-search-local` builds a lunr index per
 *   locale after the build (Chinese segmented with jieba), searched in a web
 *   worker;
 * - hosted: Algolia DocSearch, through `themeConfig.algolia`, which also
 *   brings `@docusaurus/theme-search-algolia` (its search page and
 *   contextual-search helpers).
 */

const LOCAL_SEARCH = '@easyops-cn/docusaurus-search-local';

/** The plugin's worker client; needs the plugin's generated files. */
const LOCAL_WORKER_MODULE = `${LOCAL_SEARCH}/dist/client/client/theme/searchByWorker`;

/** Options of the local search plugin for the locale being built. */
export function localSearchOptions(locale: SiteLocale) {
  return {
    hashed: 'filename',
    language: ['en', 'zh'],
    indexDocs: true,
    indexBlog: false,
    indexPages: false,
    docsRouteBasePath: '/',
    // Both locales' sources feed the index file's hash.
    docsDir: ['docs', 'i18n/zh-CN/docusaurus-plugin-content-docs/current'],
    // OAuth callback pages hold no documentation.
    ignoreFiles: [/^tool\/[^/]+\/callback$/],
    // Section indexes list their child pages (<Catalog />): those words belong
    // to the children. Any block marked `data-search-ignore` is skipped too,
    // and so are `<noscript>` fallbacks: the plugin's HTML parser reads their
    // content as text, which put an image's markup into the index. One
    // selector list: the plugin queries each entry over the whole page.
    ignoreCssSelectors: ['.theme-doc-markdown nav, [data-search-ignore], noscript'],
    searchResultLimits: 12,
    searchResultContextMaxLength: 60,
    // The dialog handles the shortcuts (/ and Ctrl/Cmd+K) itself.
    searchBarShortcut: false,
    searchBarShortcutHint: false,
    // Typo tolerance (edit distance 1) for English only: a Chinese word has
    // two or three characters, so one edit matches unrelated words (反向代理
    // then finds twelve pages instead of three) and slows long queries.
    fuzzyMatchingDistance: locale === 'zh-CN' ? 0 : 1,
  } satisfies LocalSearchOptions;
}

/**
 * The local search theme, whose index files are rewritten without term
 * positions once it has written them (see ./slimIndex.ts): same plugin name,
 * same generated files, half the download.
 */
export function localSearchTheme(context: LoadContext, options: unknown): Plugin {
  const plugin = localSearch(context, options as LocalSearchOptions);
  const {postBuild} = plugin;
  return {
    ...plugin,
    async postBuild(props) {
      await postBuild?.(props);
      await slimSearchIndexes(props.outDir);
    },
  };
}
localSearchTheme.validateOptions = validateLocalSearchOptions;

/** Themes to add to the config for the chosen search. */
export function searchThemes(settings: SearchSettings, locale: SiteLocale): PluginConfig[] {
  return settings.mode === 'local' ? [[localSearchTheme, localSearchOptions(locale)]] : [];
}

/** Hosts whose URLs in the hosted index are pages of this site. */
export function siteHosts(siteUrl: string): string[] {
  return [...new Set([hostOf(siteUrl), hostOf(SITE_URL)].filter((h): h is string => Boolean(h)))];
}

/** `themeConfig.algolia` for the hosted mode. */
export function algoliaThemeConfig(
  settings: HostedSearchSettings,
  siteUrl: string,
): NonNullable<AlgoliaThemeConfig['algolia']> {
  return {
    appId: settings.appId,
    apiKey: settings.apiKey,
    indexName: settings.indexName,
    // Facet filter on the page language (and the docs version tag).
    contextualSearch: true,
    // The search page (`/search`) applies these two; the dialog applies the
    // same rules through lib/search/urls.
    externalUrlRegex: externalUrlPattern(siteHosts(siteUrl)),
    replaceSearchResultPathname: {...LEGACY_HTML_REWRITE},
    searchPagePath: 'search',
    insights: false,
  };
}

/**
 * The site's search plugin. In the hosted mode the local plugin is not
 * loaded, so its worker client (which imports the plugin's generated files)
 * is swapped for a stub that the dialog never calls.
 */
export default function searchPlugin(settings: SearchSettings): (context: LoadContext) => Plugin {
  return function siteSearch(context) {
    return {
      name: 'site-search',
      configureWebpack() {
        if (settings.mode === 'local') return {};
        return {
          resolve: {
            alias: {
              [`${LOCAL_WORKER_MODULE}$`]: path.join(context.siteDir, 'src/components/SiteSearch/noLocalIndex.ts'),
            },
          },
        };
      },
    };
  };
}
