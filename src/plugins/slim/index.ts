import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {TRANSLATION_FEATURES, UNUSED_THEME_STRINGS} from '../../i18n/features';
import {localeLanguage} from '../../lib/site/localized';

/**
 * Bundle trims that no option of Docusaurus offers, each small and local
 * (see scripts/README.md, "Page weight"):
 *
 * - the browser's copy of `@docusaurus/utils-common` requires all of tslib
 *   for one helper: that require gets ./tslib.js;
 * - the docs plugin's version props, loaded by every doc page, lose the
 *   table of docs that only the theme's doc cards read (./trimVersionProps.cjs);
 * - the browser's route registry loses the module paths that only the server
 *   renderer reads (./trimRegistry.cjs);
 * - each doc's metadata, in the browser, loses its copy of the front matter
 *   (the MDX module exports the front matter itself) and the source paths
 *   (./trimDocMetadata.cjs);
 * - the global data loses the docs plugin's list of every doc, read only by
 *   navbar item types the site does not use (./trimGlobalData.cjs);
 * - the base-URL issue banner, turned off in the config, loses its code
 *   (./noBaseUrlIssueBanner.js);
 * - the site config in every page's entry loses the keys only the build
 *   reads, such as the page template (./trimSiteConfig.cjs);
 * - the UI strings bundled with every page lose those of features that load
 *   on their own, and the theme's for a blog and tags, which the site does
 *   not have (./splitTranslations.cjs, src/i18n/features.ts);
 * - the server bundle has no lazy chunks (see `dynamicImportMode`), and the
 *   modules that only the browser loads are stubs there (`CLIENT_ONLY`);
 * - the style sheets skip PostCSS's preset-env and its search for a config
 *   file (`slimPostCss`);
 * - the reference data (drivers, HTTP API, configuration) keeps only the
 *   texts of the build's language (./localizedData.cjs), and an MDX page that
 *   imports a driver's or an API group's data gets, in the browser, a handle
 *   that loads it with the island it is passed to (./lazyPageData.cjs);
 * - the server bundle's page renderer drops the NUL characters React 18
 *   leaves in pages (./renderToHtml.js);
 * - the theme's navigation progress bar is src/clientModules/progressBar.ts,
 *   the same bar without the nprogress library;
 * - lazy chunks are named by their id in production (`[id].[contenthash:6]`)
 *   rather than by the name Docusaurus gives most of them (a hash of their
 *   path): the runtime every page loads then carries no table of names, and
 *   its table of content hashes has 6 hex digits each, not 8 (the id is in
 *   the name too, so a hash only tells versions of one chunk apart).
 */

/**
 * Modules that the site imports lazily and renders in the browser only: the
 * component that loads each one shows a placeholder on the server and until
 * an effect, a click or the viewport asks for it. The server bundle would
 * still compile and evaluate them (it resolves every import() at once), with
 * mermaid, ECharts, react-player, giscus and DocSearch behind them: there
 * they are ./clientOnly.js, which throws if it is ever rendered. Each entry
 * is the importing folder (from the site's root) and the request it makes.
 */
export const CLIENT_ONLY: readonly {readonly from: string; readonly request: string}[] = [
  {from: 'src/theme/Mermaid', request: './Diagram'},
  {from: 'src/components/Chart', request: './EChart'},
  {from: 'src/components/Video', request: './Player'},
  {from: 'src/components/Comments', request: '@giscus/react'},
  {from: 'src/components/SiteSearch', request: './Dialog'},
];

/** Whether a request of the server bundle is one of `CLIENT_ONLY`. */
export function isClientOnly(siteDir: string, resource: {context?: string; request?: string}): boolean {
  if (!resource.context || !resource.request) return false;
  const from = path.relative(siteDir, resource.context).split(path.sep).join('/');
  return CLIENT_ONLY.some((entry) => entry.from === from && entry.request === resource.request);
}

type PostCssOptions = Parameters<NonNullable<Plugin['configurePostCss']>>[0];

/**
 * Docusaurus runs every style sheet of the client build through
 * `postcss-loader` with `postcss-preset-env`, on the build's one JavaScript
 * thread, while the bundler's own threads wait (about 3.5 s of each locale's
 * bundling, with the loader's search for a PostCSS config file, which the
 * site does not have). The minimizer (Lightning CSS, from `faster`) already
 * prefixes and lowers the CSS for the same browserslist targets; what
 * preset-env added on top were fallbacks for browsers without custom
 * properties and `text-align: left` for `start`, which render the same in
 * every browser the site supports (full-page screenshots of the measured
 * pages were identical pixel for pixel, light and dark, desktop and phone).
 */
export function slimPostCss(options: PostCssOptions): PostCssOptions {
  const plugins = options.plugins.filter((plugin: unknown) => {
    const name: unknown = Array.isArray(plugin) ? plugin[0] : plugin;
    return !(typeof name === 'string' && /[\\/]postcss-preset-env[\\/]/.test(name));
  });
  return {...options, config: false, plugins};
}

/** The folders of reference data whose texts ./localizedData.cjs keeps in one language. */
export const LOCALIZED_DATA = ['src/data/drivers', 'src/data/api', 'src/data/config'] as const;

/**
 * The folders of reference data that MDX pages pass to islands: in the browser
 * bundle such a page gets a handle that loads the data with the island
 * (./lazyPageData.cjs).
 */
export const LAZY_PAGE_DATA = ['src/data/drivers', 'src/data/api'] as const;

/** The theme's progress-bar client module, and the site's in its place. */
const THEME_PROGRESS_BAR = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/;

export default function slim(context: LoadContext): Plugin {
  const here = path.join(context.siteDir, 'src/plugins/slim');
  const progressBar = path.join(context.siteDir, 'src/clientModules/progressBar.ts');
  const dataRoots = LOCALIZED_DATA.map((dir) => path.join(context.siteDir, dir));
  const lazyDataRoots = LAZY_PAGE_DATA.map((dir) => path.join(context.siteDir, dir));
  return {
    name: 'site-slim',
    configurePostCss: slimPostCss,
    configureWebpack(config, isServer, {currentBundler}) {
      /** Swaps `request` for `file` when a module whose folder matches `from` makes it. */
      const replaceFrom = (request: RegExp, from: RegExp, file: string) =>
        new currentBundler.instance.NormalModuleReplacementPlugin(
          request,
          (resource: {context?: string; request?: string}) => {
            if (resource.context && from.test(resource.context)) resource.request = file;
          },
        );
      return {
        ...(!isServer &&
          config.mode === 'production' && {output: {chunkFilename: 'assets/js/[id].[contenthash:6].js'}}),
        module: {
          // The server bundle resolves every import() at once: a lazily loaded
          // component that is server-rendered (src/components/Island) is then
          // ready before the first page renders instead of suspending, which
          // would stream it with an inline script per boundary.
          ...(isServer && {parser: {javascript: {dynamicImportMode: 'eager' as const}}}),
          rules: [
            {
              // Before the TypeScript compiler: the loader reads the source.
              enforce: 'pre' as const,
              test: /\.ts$/,
              include: dataRoots,
              use: [
                {
                  loader: path.join(here, 'localizedData.cjs'),
                  options: {language: localeLanguage(context.i18n.currentLocale), roots: dataRoots},
                },
              ],
            },
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{loader: path.join(here, 'trimVersionProps.cjs')}],
            },
            ...(isServer
              ? []
              : [
                  {
                    test: /\.ts$/,
                    include: lazyDataRoots,
                    issuer: /\.mdx?$/,
                    resourceQuery: {not: [/page-data/]},
                    use: [{loader: path.join(here, 'lazyPageData.cjs')}],
                  },
                  {
                    test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]site-[^\\/]+\.json$/,
                    use: [{loader: path.join(here, 'trimDocMetadata.cjs')}],
                  },
                  {
                    // Before the compiler, which turns the paths of import() into module ids.
                    enforce: 'pre' as const,
                    test: /[\\/]\.docusaurus[\\/]registry\.js$/,
                    use: [{loader: path.join(here, 'trimRegistry.cjs')}],
                  },
                ]),
            {
              test: /[\\/]\.docusaurus[\\/]globalData\.json$/,
              use: [{loader: path.join(here, 'trimGlobalData.cjs')}],
            },
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
              use: [{loader: path.join(here, 'trimSiteConfig.cjs')}],
            },
            {
              test: /[\\/]codeTranslations\.json$/,
              use: [
                {
                  loader: path.join(here, 'splitTranslations.cjs'),
                  options: {features: TRANSLATION_FEATURES, unused: UNUSED_THEME_STRINGS},
                },
              ],
            },
          ],
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(THEME_PROGRESS_BAR, progressBar),
          ...(context.siteConfig.baseUrlIssueBanner === false
            ? [
                replaceFrom(
                  /^\.\/BaseUrlIssueBanner$/,
                  /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/,
                  path.join(here, 'noBaseUrlIssueBanner.js'),
                ),
              ]
            : []),
          ...(isServer
            ? [
                new currentBundler.instance.NormalModuleReplacementPlugin(
                  // Every request; isClientOnly picks.
                  /^/,
                  (resource: {context?: string; request?: string}) => {
                    if (isClientOnly(context.siteDir, resource)) resource.request = path.join(here, 'clientOnly.js');
                  },
                ),
                replaceFrom(
                  /^\.\/renderToHtml$/,
                  /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/,
                  path.join(here, 'renderToHtml.js'),
                ),
              ]
            : [
                // @docusaurus/utils-common requires all of tslib for one helper.
                replaceFrom(/^tslib$/, /[\\/]@docusaurus[\\/]utils-common[\\/]/, path.join(here, 'tslib.js')),
              ]),
        ],
      };
    },
  };
}
