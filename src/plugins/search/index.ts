import {createHash} from 'crypto';
import {promises as fs, readdirSync, readFileSync, statSync} from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {UserThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {LEGACY_HTML_REWRITE, externalUrlPattern, hostOf} from '../../lib/search/urls';
import type {HostedSearchSettings, SearchSettings} from '../../lib/search/settings';
import {buildIndex} from '../../lib/search/buildIndex';
import {DOC_KIND} from '../../lib/search/engine';
import {indexFileName, SEARCH_STAGES, type SearchPluginData} from '../../lib/search/files';
import {algoliaSynonyms, docSearchCrawlerConfig} from '../../lib/search/hosted';
import {SITE_URL} from '../../data/site';
import {SYNONYMS} from '../../data/search/synonyms';
import {extractPage} from './extract';
import {dropBoilerplate, qualifyTitles} from './documents';

/**
 * Search wiring (see src/components/SiteSearch/README.md). The site ships one of
 * two back ends behind the same dialog (src/components/SiteSearch):
 *
 * - local (default): this plugin writes a search index per locale after the
 *   build, read from the built pages (./extract.ts), in two stages
 *   (`assets/search/{head,body}-<hash>.json`), and adds the results page
 *   (`/search`); the browser loads and queries it itself
 *   (src/lib/search/engine.ts), no worker and no third-party plugin.
 * - hosted: Algolia DocSearch, through `themeConfig.algolia`, which also
 *   brings `@docusaurus/theme-search-algolia` (its search page and
 *   contextual-search helpers). The build writes the synonyms and a crawler
 *   configuration that make the hosted index behave like the local one.
 */

/** Folders and files whose content decides the index: its file names carry their hash. */
const INDEX_INPUTS = ['docs', 'i18n', 'src', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'];

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(entry, name)));
}

/** Hash of what the index is made from: its name changes whenever a page's text may have. */
export function indexInputsHash(siteDir: string): string {
  const hash = createHash('sha256');
  for (const file of INDEX_INPUTS.flatMap((entry) => filesUnder(siteDir, entry))) {
    hash.update(file);
    hash.update(readFileSync(path.join(siteDir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

/** The HTML file of a route in a locale's output folder. */
async function htmlOf(outDir: string, baseUrl: string, route: string): Promise<string | undefined> {
  const rel = route.slice(baseUrl.length).replace(/\/$/, '');
  for (const candidate of rel ? [`${rel}.html`, `${rel}/index.html`] : ['index.html']) {
    try {
      return await fs.readFile(path.join(outDir, candidate), 'utf8');
    } catch {
      // next candidate
    }
  }
  return undefined;
}

/** Routes that are never indexed: OAuth callback pages hold no documentation. */
export function isIndexedRoute(route: string, baseUrl: string): boolean {
  const rel = route.slice(baseUrl.length);
  return !/^tool\/[^/]+\/callback\/?$/.test(rel) && !/^search\/?$/.test(rel);
}

/** Writes the two stages of the locale's index; returns the number of documents. */
export async function writeLocalIndex(options: {
  outDir: string;
  baseUrl: string;
  locale: string;
  routes: readonly string[];
  hash: string;
}): Promise<number> {
  const {outDir, baseUrl, locale, routes, hash} = options;
  const pages = [];
  for (const route of [...new Set(routes)].filter((r) => r.startsWith(baseUrl) && isIndexedRoute(r, baseUrl)).sort()) {
    const html = await htmlOf(outDir, baseUrl, route);
    if (!html) continue;
    const docs = extractPage(html, route);
    if (docs.length > 0 && docs[0]!.kind === DOC_KIND.page) pages.push(docs);
  }
  if (pages.length === 0) throw new Error(`search index (${locale}): no doc page found in ${outDir}`);
  const docs = qualifyTitles(dropBoilerplate(pages)).flat();
  const stages = buildIndex(docs, locale);
  const folder = path.join(outDir, 'assets', 'search');
  await fs.mkdir(folder, {recursive: true});
  await Promise.all(
    SEARCH_STAGES.map((stage) =>
      fs.writeFile(path.join(folder, indexFileName(stage, hash)), JSON.stringify(stages[stage])),
    ),
  );
  return docs.length;
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

/** Where the build writes what a hosted index needs (not served: deploy/nginx blocks `/_search/`). */
export const HOSTED_EXPORT_DIR = '_search';

/**
 * The site's search plugin. Local mode: the index after the build and the
 * results page. Both modes: the Algolia synonyms and crawler configuration.
 */
export default function searchPlugin(settings: SearchSettings): (context: LoadContext) => Plugin {
  return function siteSearch(context) {
    const {siteDir, baseUrl, i18n} = context;
    const local = settings.mode === 'local';
    return {
      name: 'site-search',
      async loadContent() {
        return local ? indexInputsHash(siteDir) : '';
      },
      async contentLoaded({content, actions}) {
        if (!local) return;
        const hash = String(content);
        actions.setGlobalData({hash} satisfies SearchPluginData);
        actions.addRoute({
          path: `${baseUrl}search`,
          component: '@site/src/components/SiteSearch/ResultsPage',
          exact: true,
        });
      },
      async postBuild({outDir, routesPaths, content}) {
        if (local) {
          const hash = String(content);
          await writeLocalIndex({outDir, baseUrl, locale: i18n.currentLocale, routes: routesPaths, hash});
        }
        if (i18n.currentLocale === i18n.defaultLocale) {
          const folder = path.join(outDir, HOSTED_EXPORT_DIR);
          await fs.mkdir(folder, {recursive: true});
          await Promise.all([
            ...Object.entries(SYNONYMS).map(([locale, rules]) =>
              fs.writeFile(
                path.join(folder, `algolia-synonyms.${locale}.json`),
                `${JSON.stringify(algoliaSynonyms(locale, rules), null, 2)}\n`,
              ),
            ),
            fs.writeFile(
              path.join(folder, 'docsearch-crawler.json'),
              `${JSON.stringify(docSearchCrawlerConfig(context.siteConfig.url, i18n), null, 2)}\n`,
            ),
          ]);
        }
      },
    };
  };
}
