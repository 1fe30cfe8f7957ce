import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import legacyUrls from './src/plugins/legacy-urls';
import {toolsConfigFromEnv} from './src/lib/tools/toolsConfig';
import toolClients from './src/plugins/tool-clients';
import hosting from './src/plugins/hosting';
import {sitemapIgnorePatterns, toolsUrlFromEnv} from './src/lib/site/toolsOrigin';
import {headerSettingsOf} from './src/lib/site/securityHeaders';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {withBundleLoader} from './src/lib/site/bundleLoader';
import searchPlugin, {algoliaThemeConfig} from './src/plugins/search';
import {searchSettings} from './src/lib/search/settings';
import pageData from './src/plugins/page-data';
import driverIndex from './src/plugins/driver-index';
import downloads from './src/plugins/downloads';
import icons from './src/plugins/icons';
import apiReference from './src/plugins/api-reference';
import {pageFrontMatterData} from './src/plugins/page-data/frontMatterData';
import {catalogWords, referenceLocale, referenceWords} from './src/plugins/page-data/referenceWords';
import {addCounts} from './src/lib/chrome/readingTime';
import bundleStats from './src/plugins/bundle-stats';
import prismPlugin from './src/plugins/prism';
import overlayGate from './src/plugins/overlay-gate';
import slim from './src/plugins/slim';
import compileHints from './src/plugins/compile-hints';
import routeScripts from './src/plugins/route-scripts';
import diagrams from './src/plugins/diagrams';
import {variableTheme} from './src/lib/content/prismThemeVars';
import {darkCodeTheme, lightCodeTheme} from './src/data/codeThemes';
import {THEME_OPTIONS} from './src/data/themeOptions';
import {colorModeConfig} from './src/lib/chrome/colorMode';
import {editLink, type EditLinkOptions} from './src/lib/chrome/editLink';
import {
  docDirOfFile,
  legacyFrontMatterWarnings,
  normalizeFrontMatter,
  tocMaxLevel,
} from './src/lib/content/frontMatter';
import {containers, images, include, inlineMarks, legacyContainerSyntax} from './src/remark';
import logger from '@docusaurus/logger';
import {commentsConfigFromEnv} from './src/lib/chrome/comments';
import {parsePeopleNames} from './src/lib/site/people';
import {
  COMMUNITY,
  DOCS_REPO,
  LOCALE_META,
  MORE_LINKS,
  PRODUCT,
  SITE_URL,
  isSiteLocale,
  type SiteLocale,
} from './src/data/site';

// Docusaurus evaluates this file once per locale and tells us which one.
const envLocale = process.env.DOCUSAURUS_CURRENT_LOCALE;
const currentLocale: SiteLocale = isSiteLocale(envLocale) ? envLocale : 'en';
const meta = LOCALE_META[currentLocale];
const siteUrl = process.env.SITE_URL ?? SITE_URL;
// Local index by default; Algolia DocSearch when ALGOLIA_* are set (README, "Search").
const search = searchSettings(process.env);
// Who the page footers name: commit identities are no people's names (src/lib/site/people.ts).
const people = parsePeopleNames(process.env.CONTRIBUTOR_NAMES);
// Token tools: API servers and default OAuth clients from TOOLS_* variables (src/tools/README.md).
const tools = toolsConfigFromEnv(process.env);
// A tools origin of its own, when TOOLS_URL is set (src/lib/site/toolsOrigin.ts, deploy/README.md).
const toolsUrl = toolsUrlFromEnv(process.env, siteUrl);

/** Where "Edit this page" points; override with DOCS_REPO, DOCS_BRANCH, EDIT_LINK_PATTERN. */
const EDIT_LINK: EditLinkOptions = {
  repo: PRODUCT.repo,
  docsRepo: process.env.DOCS_REPO ?? DOCS_REPO.repo,
  docsBranch: process.env.DOCS_BRANCH ?? DOCS_REPO.branch,
  docsDir: DOCS_REPO.docsDir,
  ...(process.env.EDIT_LINK_PATTERN ? {pattern: process.env.EDIT_LINK_PATTERN} : {}),
};

const config: Config = {
  title: meta.title,
  tagline: meta.description,
  favicon: 'img/logo.svg',
  url: siteUrl,
  baseUrl: '/',
  // Pages are written as `x.html` and answer at `/x` and `/x.html` (the
  // client router strips `.html`); see the README's "URLs" section.
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // The base URL is fixed (`/`): no banner about a wrong one.
  baseUrlIssueBanner: false,
  // The bundles load after the first paint: Docusaurus' own template (a private
  // module, src/internals.ts) with the loader of src/lib/site/bundleLoader.ts.
  ssrTemplate: withBundleLoader(docusaurusTemplate),

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Off: its build-time polyfill gives the theme's rules more weight than
      // src/css/custom.css, so site overrides of Infima variables stop applying.
      useCssCascadeLayers: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
      // Keep plain localStorage keys (`theme`, `api_name`) that existing
      // visitors of the site already have.
      siteStorageNamespacing: false,
    },
    // Everything that `faster` brings but worker threads for server-side
    // rendering: on the 2-core build machine, two workers render both
    // locales' pages 2 s slower in all than the build's own thread, as each
    // first loads the bundler's modules and the server bundle
    // (PERFORMANCE.md, "Build time").
    faster: {ssgWorkerThreads: false},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh-CN'],
    localeConfigs: {
      en: {label: LOCALE_META.en.label, htmlLang: LOCALE_META.en.htmlLang},
      'zh-CN': {
        label: LOCALE_META['zh-CN'].label,
        htmlLang: LOCALE_META['zh-CN'].htmlLang,
        path: 'zh-CN',
        baseUrl: LOCALE_META['zh-CN'].baseUrl,
      },
    },
  },

  markdown: {
    format: 'detect',
    mermaid: true,
    // `## Title {#id}` in both .md and .mdx files, so anchors match across locales.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    // Front matter of the earlier site (toc, headerDepth, sidebar, prev…) maps to
    // Docusaurus keys, and every page gets its reading time (src/lib/content/frontMatter.ts).
    // Each page also gets its contributors and, with <Catalog />, the descriptions it lists
    // (src/plugins/page-data/frontMatterData.ts; builds run from the site's folder).
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      for (const warning of legacyFrontMatterWarnings(result.frontMatter))
        logger.warn(`${params.filePath}: ${warning}`);
      const data = await pageFrontMatterData(process.cwd(), params.filePath, result.content, people);
      // The reading time also counts what the page's reference blocks and catalog render.
      const shownWords = addCounts(
        referenceWords(result.content, referenceLocale(params.filePath)),
        catalogWords(data.catalog_descriptions),
      );
      return {
        ...result,
        frontMatter: {
          ...normalizeFrontMatter(result.frontMatter, result.content, docDirOfFile(params.filePath), shownWords),
          ...data,
        },
      };
    },
    // `::: details Title` and the other containers of the earlier site (src/remark/README.md).
    preprocessor: ({fileContent}) => legacyContainerSyntax(fileContent),
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  themes: ['@docusaurus/theme-mermaid'],

  clientModules: [
    // (The navigation progress bar, src/clientModules/progressBar.ts, takes
    // the theme's place: src/plugins/slim.)
    './src/clientModules/imageZoom.ts',
    './src/clientModules/scrollSpy.ts',
    './src/clientModules/print.ts',
    './src/clientModules/copyHeadingLink.ts',
    // Route prefetching of links in view, in idle time instead of right after hydration.
    './src/clientModules/idlePrefetch.ts',
    // Long reference blocks laid out after load, in idle time (src/lib/chrome/renderLater.ts).
    './src/clientModules/renderLater.ts',
    // Third-party scripts (ads, statistics, analytics): browser only, never on tool pages.
    './src/clientModules/thirdPartyScripts.ts',
    // Tool pages and other pages never share a document (full page loads between them).
    './src/clientModules/toolIsolation.ts',
  ],

  customFields: {
    // Comments (giscus) are off unless all four GISCUS_* variables are set.
    comments: commentsConfigFromEnv(process.env) ?? null,
    // Token tools: the API servers every page's selector offers. The default
    // clients go into the tools' own chunk instead (src/plugins/tool-clients).
    tools: {apiServers: tools.apiServers},
    // Where the tool pages live when not on this origin (null: here).
    toolsUrl: toolsUrl ?? null,
  },

  plugins: [
    ['@docusaurus/plugin-ideal-image', {quality: 80, max: 1280, min: 480, steps: 3, disableInDev: false}],
    legacyUrls,
    searchPlugin(search),
    pageData,
    driverIndex,
    // /v3.sh and /beta.sh from src/installer/install.sh; `?raw` imports for pages.
    downloads,
    // img/icons/<name>.svg: the page icons of front matter `icon` (src/components/PageIcon).
    icons,
    apiReference,
    toolClients(tools.clients),
    // Security headers (_headers, nginx snippets), callback and 404 scripts (deploy/README.md).
    hosting(headerSettingsOf({tools, search, comments: Boolean(commentsConfigFromEnv(process.env))}), {
      siteUrl,
      ...(toolsUrl ? {toolsUrl} : {}),
    }),
    // Shows the server-rendered overlay (locale modal, notice) before the first paint.
    overlayGate,
    // Bundle trims (src/plugins/slim).
    slim,
    // The entry's and the routes' scripts compiled while they download (src/plugins/compile-hints).
    compileHints,
    // Each page's HTML loads its route's scripts with the entry (src/plugins/route-scripts).
    routeScripts,
    // Code colours from CSS variables, Prism loaded on demand (src/theme/CodeBlock).
    prismPlugin({light: lightCodeTheme, dark: darkCodeTheme}),
    // Mermaid diagrams drawn before the build, in the pages' HTML (src/theme/Mermaid).
    diagrams,
    // Bundler stats for `npm run analyze` (only when BUNDLE_STATS_DIR is set).
    ...(process.env.BUNDLE_STATS_DIR ? [bundleStats] : []),
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          // File names such as `115_open` or `2fa` are URLs, not ordering prefixes.
          numberPrefixParser: false,
          editUrl: ({locale, docPath}) =>
            editLink(
              EDIT_LINK,
              locale === 'en' ? `docs/${docPath}` : `i18n/${locale}/docusaurus-plugin-content-docs/current/${docPath}`,
            ),
          showLastUpdateTime: true,
          // The footer's "by …" is the page's `last_updated_by` (CONTRIBUTOR_NAMES), not the commit identity.
          showLastUpdateAuthor: false,
          // The earlier site's Markdown: includes, containers, ==mark==, ^sup^, ~sub~; local PNG/JPEG
          // pictures through ideal-image, before Docusaurus' own image transform (src/remark/README.md).
          beforeDefaultRemarkPlugins: [include, images],
          remarkPlugins: [containers, inlineMarks],
        } satisfies DocsOptions,
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          changefreq: 'weekly',
          ignorePatterns: sitemapIgnorePatterns(toolsUrl),
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    ...(search.mode === 'hosted' ? {algolia: algoliaThemeConfig(search, siteUrl)} : {}),
    image: 'img/logo.svg',
    colorMode: colorModeConfig(THEME_OPTIONS.darkmode),
    navbar: {
      title: PRODUCT.name,
      // Width and height reserve the logo's box before the file arrives (no layout shift).
      logo: {alt: `${PRODUCT.name} logo`, src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: false,
      items: [
        {to: '/guide/', label: 'Guide', position: 'left', activeBasePath: '/guide'},
        {to: '/config/', label: 'Config', position: 'left', activeBasePath: '/config'},
        {to: '/faq/', label: 'FAQ', position: 'left', activeBasePath: '/faq'},
        {to: '/pricing', label: 'Pricing', position: 'left'},
        {
          type: 'dropdown',
          label: 'Community',
          position: 'left',
          items: [
            {href: COMMUNITY.discussions, label: 'Discussions'},
            {href: COMMUNITY.telegram, label: 'Telegram'},
            {href: COMMUNITY.discord, label: 'Discord'},
          ],
        },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            {href: MORE_LINKS.demo, label: 'Demo'},
            {href: MORE_LINKS.v2Docs, label: 'V2 docs'},
            {href: MORE_LINKS.desktop, label: 'Desktop app'},
          ],
        },
        {
          type: 'localeDropdown',
          position: 'right',
          // Links to the documentation in other languages hosted elsewhere.
          dropdownItemsAfter: THEME_OPTIONS.extraLocales.map(({label, href, lang}) => ({
            label,
            href,
            ...(lang ? {lang} : {}),
          })),
        },
        {
          href: PRODUCT.repoUrl,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub repository',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Guide', to: '/guide/'},
            {label: 'Configuration', to: '/config/'},
            {label: 'FAQ', to: '/faq/'},
            {label: 'Tools', to: '/tool/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Discussions', href: COMMUNITY.discussions},
            {label: 'Telegram', href: COMMUNITY.telegram},
            {label: 'Discord', href: COMMUNITY.discord},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'GitHub', href: PRODUCT.repoUrl},
            {label: 'Releases', href: PRODUCT.releasesUrl},
            {label: 'Desktop app', href: MORE_LINKS.desktop},
          ],
        },
      ],
      // The licence note; the year and holder are added by src/theme/Footer/Copyright.
      copyright: `${PRODUCT.license} Licensed`,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: tocMaxLevel()},
    prism: {
      // One theme of CSS variables for both modes; the colours
      // (src/data/codeThemes.ts) are set per colour mode by src/plugins/prism.
      theme: variableTheme([lightCodeTheme, darkCodeTheme]),
      darkTheme: variableTheme([lightCodeTheme, darkCodeTheme]),
      additionalLanguages: ['bash', 'nginx', 'ini', 'json', 'yaml', 'docker', 'go', 'powershell', 'toml', 'apacheconf'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
