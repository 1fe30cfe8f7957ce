import fs from 'fs';
import path from 'path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {TRANSLATION_FEATURES, UNUSED_THEME_STRINGS} from '../../i18n/features';

/**
 * Bundle trims that no option of Docusaurus offers, each local and each worth
 * more than 3 KiB gzip on a measured page (src/internals.ts says what each
 * saves and how it can break):
 *
 * - the docs plugin's version props, loaded by every doc page, lose the table
 *   of docs that only the theme's doc cards read (./trimVersionProps.cjs; 9.4
 *   KiB on every English doc page, 10.9 on a Chinese one). The trim turns
 *   itself off, with a message in the build's output, as soon as the site uses
 *   doc cards (`docCardUsers`): `<DocCardList>`, `<DocCard>`, `useDocById` or a
 *   generated-index category then work as in any Docusaurus site;
 * - the browser's copy of `@docusaurus/utils-common` requires all of tslib
 *   for one helper: that require gets ./tslib.js (about 3.9 KiB on every page;
 *   tests/unit/internals.test.ts fails if utils-common uses another helper);
 * - the UI strings bundled with every page lose those of features that load
 *   on their own, and the theme's for a blog and tags, which the site does
 *   not have (./splitTranslations.cjs, src/i18n/features.ts);
 * - the server bundle has no lazy chunks (see `dynamicImportMode`), and the
 *   modules that only the browser loads are stubs there (`CLIENT_ONLY`);
 * - the style sheets skip PostCSS's preset-env and its search for a config
 *   file (`slimPostCss`);
 * - an MDX page that imports a driver's or an API group's data gets, in the browser, a handle
 *   that loads it with the island it is passed to (./lazyPageData.cjs);
 * - the server bundle's page renderer drops the NUL characters React 18
 *   leaves in pages (./renderToHtml.js);
 * - the theme's navigation progress bar is src/clientModules/progressBar.ts,
 *   the same bar without the nprogress library.
 *
 * Each depends on a Docusaurus internal listed in src/internals.ts, with what
 * it saves. Trims that saved less than 3 KiB gzip on a measured page were
 * removed (issue 44; their figures are in src/internals.ts, REMOVED_TRIMS).
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

/**
 * The folders of reference data that MDX pages pass to islands: in the browser
 * bundle such a page gets a handle that loads the data with the island
 * (./lazyPageData.cjs).
 */
export const LAZY_PAGE_DATA = ['src/data/drivers', 'src/data/api'] as const;

/** What reads the docs table of the version props (`useDocById`): doc cards and generated-index pages. */
const DOC_CARD_USE = /<DocCardList\b|<DocCard\b|@theme\/DocCard|useDocById|['"]generated-index['"]/;
/** Files of the site that may use doc cards: pages, sidebars, category files, components (not this plugin). */
const DOC_CARD_SOURCES = /\.(mdx?|tsx?|jsx?|json|ya?ml)$/;

/**
 * The files that use doc cards (relative to the site), which need the docs
 * table of the version props: docs, translated docs, `src/` (but this plugin
 * and src/internals.ts, which name them) and the sidebars.
 */
export function docCardUsers(siteDir: string): string[] {
  const roots = ['docs', 'i18n', 'src'];
  const users: string[] = [];
  const visit = (dir: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(siteDir, full).split(path.sep).join('/');
      if (relative === 'src/plugins/slim' || relative === 'src/internals.ts') continue;
      if (entry.isDirectory()) visit(full);
      else if (DOC_CARD_SOURCES.test(entry.name) && DOC_CARD_USE.test(fs.readFileSync(full, 'utf8'))) {
        users.push(relative);
      }
    }
  };
  roots.forEach((root) => visit(path.join(siteDir, root)));
  for (const file of ['sidebars.ts', 'sidebars.js']) {
    const full = path.join(siteDir, file);
    if (fs.existsSync(full) && DOC_CARD_USE.test(fs.readFileSync(full, 'utf8'))) users.push(file);
  }
  return users.sort();
}

/** The theme's progress-bar client module, and the site's in its place. */
const THEME_PROGRESS_BAR = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/;

export default function slim(context: LoadContext): Plugin {
  const here = path.join(context.siteDir, 'src/plugins/slim');
  const progressBar = path.join(context.siteDir, 'src/clientModules/progressBar.ts');
  const lazyDataRoots = LAZY_PAGE_DATA.map((dir) => path.join(context.siteDir, dir));
  const cardUsers = docCardUsers(context.siteDir);
  if (cardUsers.length > 0) {
    logger.info(
      `site-slim: doc cards are used (${cardUsers.join(', ')}), so the docs table of the version props stays in the browser bundle (about +9.4 KiB gzip on every doc page; src/plugins/slim).`,
    );
  }
  return {
    name: 'site-slim',
    configurePostCss: slimPostCss,
    configureWebpack(config, isServer, {currentBundler}) {
      /** Swaps `request` for `file` when a module whose folder matches `from` makes it (src/internals.ts). */
      const replaceFrom = (request: RegExp, from: RegExp, file: string) =>
        new currentBundler.instance.NormalModuleReplacementPlugin(
          request,
          (resource: {context?: string; request?: string}) => {
            if (resource.context && from.test(resource.context)) resource.request = file;
          },
        );
      return {
        module: {
          // The server bundle resolves every import() at once: a lazily loaded
          // component that is server-rendered (src/components/Island) is then
          // ready before the first page renders instead of suspending, which
          // would stream it with an inline script per boundary.
          ...(isServer && {parser: {javascript: {dynamicImportMode: 'eager' as const}}}),
          rules: [
            ...(cardUsers.length > 0
              ? []
              : [
                  {
                    test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
                    use: [{loader: path.join(here, 'trimVersionProps.cjs')}],
                  },
                ]),
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
                ]),
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
