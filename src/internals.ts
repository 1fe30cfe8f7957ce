/**
 * Every Docusaurus (or plugin) internal the site relies on: private import
 * paths, the shapes of generated files the site's loaders read, the page
 * template it edits, the modules it swaps by internal file name, and the
 * runtime objects it patches. Each entry says where the site uses it, why,
 * what it saves (measured; see PERFORMANCE.md for how) and what to do when it
 * breaks. `tests/unit/internals.test.ts` resolves every check against the
 * installed packages (no build needed) and fails naming the entry and its fix;
 * it also fails when a source file imports a private path that is not listed
 * here. Search has no entry: the site writes and reads its own index
 * (src/plugins/search, src/lib/search) through public plugin hooks only
 * (`loadContent`, `contentLoaded`, `postBuild`) and reads nothing but the
 * built HTML pages.
 *
 * Anything on this list is a thing an upgrade can break. Before adding an
 * entry, measure what it saves: trims of less than 3 KiB gzip on a measured
 * page (tests/e2e/measured-pages.json) that move no Lighthouse figure are not
 * worth one (UPGRADING.md, "What to re-measure").
 */

/** A check of one installed file. `module` is resolved from the site (or from the package `from`). */
export type InternalCheck =
  /** The module resolves to a file. */
  | {readonly kind: 'resolves'; readonly module: string; readonly from?: string}
  /** The module exports these names (ES `export`, CommonJS `exports.x`, following `export * from`). */
  | {readonly kind: 'exports'; readonly module: string; readonly names: readonly string[]; readonly from?: string}
  /** The module's source text matches the pattern (what the site's code or regex expects of it). */
  | {
      readonly kind: 'matches';
      readonly module: string;
      readonly pattern: RegExp;
      readonly what: string;
      readonly from?: string;
    };

export type InternalKind =
  'private import' | 'generated file' | 'page template' | 'module swap' | 'runtime patch' | 'build hook';

export interface Internal {
  /** Short stable name, used in the test's messages. */
  readonly id: string;
  readonly kind: InternalKind;
  /** The site's files that depend on it. */
  readonly usedBy: readonly string[];
  /** Why it exists. */
  readonly why: string;
  /** What it saves, measured (or what it repairs). */
  readonly saves: string;
  /** What to do when the check fails. */
  readonly fix: string;
  /** For a fix of Docusaurus' own behaviour: the change proposed upstream, in plain words. */
  readonly upstream?: string;
  readonly checks: readonly InternalCheck[];
}

const CORE_CLIENT = '@docusaurus/core/lib/client';

export const INTERNALS: readonly Internal[] = [
  {
    id: 'ssg-template',
    kind: 'page template',
    usedBy: ['docusaurus.config.ts (ssrTemplate)', 'src/lib/site/bundleLoader.ts (withBundleLoader)'],
    why:
      "The page's bundles load after the first paint instead of as <script defer> in the head: the site takes " +
      "Docusaurus' own SSG template (a private module) and moves the script loop to a loader at the end of the body.",
    saves:
      'Largest paint of a text page, Lighthouse mobile: 2.1–2.4 s → 1.1–1.3 s (simulated; the bundles no longer ' +
      'share the network with the style sheet before the first paint).',
    fix: "Compare the new template with the old one; update HEAD_SCRIPTS in src/lib/site/bundleLoader.ts to its script loop (the build also throws 'page template has changed'). If Docusaurus offers a way to defer the bundles, drop the custom template.",
    checks: [
      {kind: 'exports', module: '@docusaurus/core/lib/ssg/ssgTemplate.html', names: ['default']},
      {
        kind: 'matches',
        module: '@docusaurus/core/lib/ssg/ssgTemplate.html',
        pattern: /\n[ \t]*<% it\.scripts\.forEach\(\(script\) => \{ %>[\s\S]*?<% \}\); %>/,
        what: "the head's script loop that HEAD_SCRIPTS removes",
      },
      {kind: 'matches', module: '@docusaurus/core/lib/ssg/ssgTemplate.html', pattern: /<\/body>/, what: '</body>'},
    ],
  },
  {
    id: 'route-scripts',
    kind: 'build hook',
    usedBy: ['src/plugins/route-scripts/index.ts'],
    why:
      "Docusaurus means each page's HTML to list its route's scripts, but records route modules by path while the " +
      'client manifest (react-loadable-ssr-addon) lists chunk groups by chunk name, so nothing matched. After the ' +
      "client build the plugin reads `.docusaurus/registry.js` (chunk name → module path, by regex) and adds each path to the manifest's `origins`.",
    saves:
      "The route's chunks download with the entry, not one round trip later; `main`'s evaluation task on " +
      '/zh/guide/drivers/onedrive at 4× CPU: 219 → 138 ms. Bytes unchanged.',
    fix: "If the registry line changed, update the regex of registryModules; if the manifest's shape changed, withModuleOrigins. If Docusaurus lists route scripts itself, delete the plugin (check a page's HTML names its route's chunks after `main`: tests/e2e/navigation.spec.ts).",
    upstream:
      'In the SSG renderer, look modules up in the client manifest by chunk name (the registry key that react-loadable reports) instead of by module path, or have the ssr-addon add the module paths as origins: then every page lists its route chunks with the entry.',
    checks: [
      {
        kind: 'matches',
        module: '@docusaurus/core/lib/server/codegen/codegenRoutes',
        pattern:
          /`\s*"\$\{chunkName\}": \[\(\) => import\(\/\* webpackChunkName: "\$\{chunkName\}" \*\/ "\$\{modulePath\}"\), "\$\{modulePath\}", require\.resolveWeak\("\$\{modulePath\}"\)\],`/,
        what: "registry.js's line: name → [import(), path, resolveWeak]",
      },
      {kind: 'exports', module: '@docusaurus/core/lib/server/codegen/codegenRoutes', names: ['generateRoutesCode']},
      {
        kind: 'matches',
        module: 'react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon',
        from: '@docusaurus/core',
        pattern: /origins\[key\]/,
        what: 'the manifest keeps `origins` keyed by chunk name',
      },
      {
        kind: 'exports',
        module: 'react-loadable-ssr-addon-v5-slorber/lib/getBundles',
        from: '@docusaurus/core',
        names: ['default'],
      },
    ],
  },
  {
    id: 'compile-hints',
    kind: 'generated file',
    usedBy: ['src/plugins/compile-hints/index.ts'],
    why:
      "Puts V8's `//# allFunctionsCalledOnLoad` at the top of the entry's and the routes' scripts, found from " +
      "`.docusaurus/routesChunkNames.json` and Rspack's named chunk groups.",
    saves:
      "`main`'s evaluation 300–425 → 235–265 ms and hydration 150–200 → 90–105 ms (install page, 4× CPU trace); " +
      'Lighthouse TBT −60 to −240 ms on the six pages measured with and without (PERFORMANCE.md).',
    fix: 'If routesChunkNames.json changed shape, update routeChunkNames; if Rspack renamed the asset stage, use the stage after minification. tests/unit/plugins/compileHints.test.ts runs a real Rspack build.',
    checks: [
      {
        kind: 'matches',
        module: '@docusaurus/core/lib/server/codegen/codegenRoutes',
        pattern: /'routesChunkNames\.json'/,
        what: 'routesChunkNames.json is still generated',
      },
      {
        kind: 'matches',
        module: '@docusaurus/core/lib/server/codegen/codegenRoutes',
        pattern: /webpackChunkName: "\$\{chunkName\}"/,
        what: 'the chunk names of routesChunkNames.json are the chunks’ webpackChunkName',
      },
    ],
  },
  {
    id: 'window-docusaurus',
    kind: 'runtime patch',
    usedBy: ['src/clientModules/idlePrefetch.ts', 'src/lib/chrome/routePrefetch.ts'],
    why: 'Link prefetches every internal link in view at once, each call matching the path against every route: one long task after hydration. The client module replaces the frozen `window.docusaurus` with a copy whose `prefetch` is queued in idle time and asks for each file once (`__webpack_require__.gca`, `@generated/routesChunkNames`).',
    saves:
      'Lighthouse TBT: /guide/install/docker 1.5 → 0.9 s, /pricing 1.3 → 0.7 s, /guide/drivers/onedrive 2.4 → 1.3 s ' +
      '(before the other fixes); idle-callback time after load 336 → 134–152 ms, 454 → 22 prefetch elements on the install page.',
    fix: "If `window.docusaurus` is no longer set by the client entry or Link no longer reads it at each call, drop src/clientModules/idlePrefetch.ts (prefetching then works as upstream, with its long task). If `gca` is gone, let routePrefetch fall back to the client's prefetch.",
    upstream:
      "In @docusaurus/Link, run viewport prefetches in requestIdleCallback a few at a time; in the client's prefetch, index routesChunkNames once, request each chunk file once and skip files already loaded.",
    checks: [
      {
        kind: 'matches',
        module: `${CORE_CLIENT}/clientEntry`,
        pattern: /window\.docusaurus = docusaurus/,
        what: 'the client entry sets window.docusaurus',
      },
      {
        kind: 'matches',
        module: `${CORE_CLIENT}/exports/Link`,
        pattern: /window\.docusaurus\.prefetch\(/,
        what: 'Link reads window.docusaurus at each call',
      },
      {kind: 'exports', module: `${CORE_CLIENT}/docusaurus`, names: ['default']},
      {
        kind: 'matches',
        module: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin',
        pattern: /\.gca\b/,
        what: 'the runtime function __webpack_require__.gca',
      },
    ],
  },
  {
    id: 'code-translations',
    kind: 'generated file',
    usedBy: ['src/plugins/slim/splitTranslations.cjs', 'src/i18n/addTranslations.ts', 'src/i18n/features.ts'],
    why: "The UI strings of features that load on their own (tools, overlays, pricing, reference blocks…) leave the entry's `.docusaurus/codeTranslations.json`; each feature imports its share (`?feature=`) and adds it to the generated module's object, which Translate reads at each call.",
    saves:
      '`main` −4.2 KiB gzip in English and −8.1 KiB in Chinese, with the other entry trims of the same day (the Chinese entry carries the translated strings).',
    fix: "If Translate no longer reads `@generated/codeTranslations` at call time, or the file is renamed, point the loader's test at the new file, or give up the split (all strings in the entry) by removing the rule in src/plugins/slim and the `?feature=` imports of src/i18n.",
    checks: [
      {
        kind: 'matches',
        module: `${CORE_CLIENT}/exports/Translate`,
        pattern: /import codeTranslations from '@generated\/codeTranslations';[\s\S]*codeTranslations\[/,
        what: 'Translate reads the generated object at each call',
      },
      {
        kind: 'matches',
        module: '@docusaurus/core/lib/server/codegen/codegen',
        pattern: /'codeTranslations\.json'/,
        what: 'the strings are generated as codeTranslations.json',
      },
    ],
  },
  {
    id: 'render-to-html',
    kind: 'module swap',
    usedBy: ['src/plugins/slim/renderToHtml.js', 'src/plugins/slim/index.ts'],
    why: "React 18's streaming server renderer leaves NUL characters where a multi-byte character meets the end of its 2 KiB buffer (facebook/react#31134); the HTML minifier shows them as '�' in Chinese text. The server bundle's `./renderToHtml` (imported by Docusaurus' serverEntry) is swapped for a wrapper that drops them.",
    saves: 'A repair, not bytes: 101 built Chinese pages had at least one "�" without it.',
    fix: 'On React 19 the swap is harmless and can go (UPGRADING.md). If serverEntry no longer imports `./renderToHtml`, find the new renderer module and swap that one; tests/e2e/routes.spec.ts fails on a page with a NUL or "�".',
    checks: [
      {kind: 'exports', module: `${CORE_CLIENT}/renderToHtml`, names: ['renderToHtml']},
      {
        kind: 'matches',
        module: `${CORE_CLIENT}/serverEntry`,
        pattern: /import \{ renderToHtml \} from '\.\/renderToHtml';/,
        what: "serverEntry imports './renderToHtml'",
      },
    ],
  },
  {
    id: 'progress-bar',
    kind: 'module swap',
    usedBy: ['src/plugins/slim/index.ts (THEME_PROGRESS_BAR)', 'src/clientModules/progressBar.ts'],
    why: "The theme's navigation progress bar (a client module with the nprogress library) is swapped for the same bar drawn by the site's own code and the theme's style sheet.",
    saves: '1.7 KiB gzip on every page (nprogress), with the chunk-name trim 1.4 KiB net of the site’s code.',
    fix: "If the theme's client module moved, update THEME_PROGRESS_BAR; if its style sheet moved, the import in progressBar.ts. Or delete the swap (−1.4 KiB).",
    checks: [
      {kind: 'resolves', module: '@docusaurus/theme-classic/lib/nprogress'},
      {kind: 'resolves', module: '@docusaurus/theme-classic/lib/nprogress.css'},
      {
        kind: 'matches',
        module: '@docusaurus/theme-classic',
        pattern: /'\.\/nprogress'/,
        what: "the theme's client modules list './nprogress'",
      },
    ],
  },
  {
    id: 'theme-common-internal',
    kind: 'private import',
    usedBy: [
      'src/theme/Tabs/index.tsx',
      'src/theme/Navbar/Content/index.tsx',
      'src/theme/Navbar/Layout/index.tsx',
      'src/theme/DocSidebar/Mobile/index.tsx',
      'src/hooks/useSwipeToOpenSidebar.ts',
    ],
    why: 'Ejected theme components (see src/theme/README.md) import what their upstream files import from `@docusaurus/theme-common/internal`.',
    saves: 'Whatever each ejected component saves (src/theme/README.md); the import itself saves nothing.',
    fix: 'Re-eject the component from the new theme (npx docusaurus swizzle … --eject --danger), reapply the CUSTOM START/END blocks, and take the names from the new upstream file.',
    // The names are checked from the imports themselves (tests/unit/internals.test.ts).
    checks: [{kind: 'resolves', module: '@docusaurus/theme-common/internal'}],
  },
  {
    id: 'postcss-preset-env',
    kind: 'module swap',
    usedBy: ['src/plugins/slim/index.ts (slimPostCss)'],
    why: 'Docusaurus runs every style sheet through postcss-preset-env; the minifier (Lightning CSS) already lowers CSS for the same targets. The plugin drops it from the options, recognised by its path.',
    saves: 'Build time, not bytes: about 3.5 s of each locale’s bundling (1.35 s preset-env, 1 s config-file search).',
    fix: 'If the bundler passes the plugin another way, update the filter in slimPostCss, or delete slimPostCss (slower builds only).',
    checks: [
      {
        kind: 'matches',
        module: '@docusaurus/bundler/lib/loaders/styleLoader',
        pattern: /postcss-preset-env/,
        what: 'the style loader adds postcss-preset-env by name',
      },
    ],
  },
  {
    id: 'generated-routes',
    kind: 'generated file',
    usedBy: ['src/hooks/useLocalePage.ts', 'src/clientModules/idlePrefetch.ts'],
    why: 'The language switch asks the route table whether the other locale has the page; the idle prefetcher matches links against it.',
    saves:
      "The page-data plugin's list of every page of both locales in every page's entry (part of the entry trims' −4.2/−8.1 KiB).",
    fix: 'If `@generated/routes` changes shape (path, exact, routes), update RouteEntry in src/lib/chrome/routePrefetch.ts and src/hooks/useLocalePage.ts.',
    checks: [
      {
        kind: 'matches',
        module: '@docusaurus/core/lib/server/codegen/codegenRoutes',
        pattern: /'routes\.js'/,
        what: 'routes.js is still generated',
      },
    ],
  },
  {
    id: 'trim-version-props',
    kind: 'generated file',
    usedBy: ['src/plugins/slim/trimVersionProps.cjs', 'src/plugins/slim/index.ts (docCardUsers)'],
    why: 'The docs version props (`p/<version>.json`, loaded by every doc page) lose the table of docs that only `useDocById` (doc cards) reads.',
    saves:
      'Measured (issue 44, builds with and without): 9.4 KiB gzip on every English doc page, 10.9 on every Chinese one (the chunk 2.75 → 12.12 KiB without it). ' +
      'Off by itself, with a message in the build output, while any doc, category or component uses doc cards (docCardUsers).',
    fix: "If the props file moved or the table changed shape, update the loader's test in src/plugins/slim/index.ts and trimVersionProps.cjs; if Docusaurus stops putting the table in the props, delete the trim.",
    upstream:
      'Load the docs table of a version only where a doc card needs it (a separate module that DocCard imports) instead of in the props every doc page loads.',
    checks: [
      {
        kind: 'matches',
        module: '@docusaurus/plugin-content-docs/lib/props',
        pattern: /docs: toVersionDocsProp\(/,
        what: 'the version props carry the docs table',
      },
      {
        kind: 'matches',
        module: '@docusaurus/core/lib/server/codegen/codegenRoutes',
        pattern: /posix\.join\(plugin\.name, plugin\.id, 'p', /,
        what: "the props modules are written under '<plugin>/<id>/p/' (the loader's test)",
      },
      {
        kind: 'matches',
        module: '@docusaurus/plugin-content-docs/lib/client/docsUtils',
        pattern: /function useDocById\(/,
        what: 'useDocById, the reader of the table (doc cards)',
      },
    ],
  },
  {
    id: 'swap-tslib',
    kind: 'module swap',
    usedBy: ['src/plugins/slim/tslib.js', 'src/plugins/slim/index.ts'],
    why: '`@docusaurus/utils-common` requires all of tslib (CommonJS, nothing tree-shaken) for `__importDefault`; that require gets one function.',
    saves:
      'About 3.9 KiB gzip on every page (tslib minified, gzip -5, measured alone; the entry grew by 9.8 KiB with this and the removed entry trims together).',
    fix: 'If utils-common uses another tslib helper, add it to src/plugins/slim/tslib.js (same behaviour as tslib) or delete the swap; if it no longer requires tslib, delete the swap.',
    checks: [
      {
        kind: 'matches',
        module: '@docusaurus/utils-common',
        pattern: /require\("tslib"\)/,
        what: 'utils-common requires tslib',
      },
      {
        kind: 'matches',
        module: '@docusaurus/utils-common',
        pattern: /^(?![\s\S]*tslib_1\.(?!__importDefault\b))[\s\S]*tslib_1\.__importDefault\b/,
        what: 'no tslib helper but __importDefault (the only one ./tslib.js provides)',
      },
    ],
  },
];

/**
 * Trims removed in issue 44: each saved less than 3 KiB gzip on every measured
 * page and moved no Lighthouse figure, and each depended on a generated file or
 * an internal name. Measured on the build of 2026-11-29 (both locales), the
 * measured pages' JavaScript with all of them and without (`scripts/page-weight-sweep.mjs
 * --measured`, gzip -5 of the build's files), split by chunk; a trim inside the
 * entry chunk `main` by the gzip of the generated file before and after the trim
 * (or of the module, minified, alone). All together they cost every page about
 * 7 KiB (main +5.9, runtime +1.4); the budgets are regenerated with them.
 */
export const REMOVED_TRIMS: readonly {readonly trim: string; readonly saved: string}[] = [
  {
    trim: 'the route registry lost its module paths (trimRegistry.cjs)',
    saved: '0.67 KiB (registry.js 4.37 → 3.70 KiB gzip)',
  },
  {
    trim: "the global data lost the docs plugin's list of docs (trimGlobalData.cjs)",
    saved: '1.44 KiB (globalData.json 1.74 → 0.30)',
  },
  {
    trim: 'the site config lost its page template (trimSiteConfig.cjs)',
    saved: '0.56 KiB (docusaurus.config.mjs 3.75 → 3.18)',
  },
  {trim: "the base-URL issue banner's code (noBaseUrlIssueBanner.js)", saved: '0.92 KiB (the module, minified, alone)'},
  {
    trim: 'lazy chunks named by id, 6-hex content hashes',
    saved: '1.37 KiB (runtime~main 5.88 → 7.25 without it, every page)',
  },
  {
    trim: "a doc's metadata without its copy of the front matter (trimDocMetadata.cjs)",
    saved: '0.21 KiB per page on average, at most 0.4 on a measured page (the MDX chunk carries the same text)',
  },
  {
    trim: 'reference data in one language per build (localizedData.cjs)',
    saved:
      '0 on first load (the measured pages unchanged): the data loads with its island, once a reader reaches it; that chunk now holds both languages',
  },
  {
    trim: 'announcement bar, version badge and banner replaced by nothing',
    saved: 'about 0.6 KiB (announcement bar); the badge and banner moved no doc page’s total',
  },
  {
    trim: "the navbar's item types without the docs ones (NavbarItem/ComponentTypes)",
    saved: 'at most 1.7 KiB (what is left of main’s growth once the other trims are counted)',
  },
];
