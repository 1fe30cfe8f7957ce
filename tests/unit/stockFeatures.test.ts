/**
 * @jest-environment node
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'fs';
import os from 'os';
import path from 'path';
import type {LoadContext} from '@docusaurus/types';
import slim, {docCardUsers} from '@site/src/plugins/slim';

/**
 * Stock features of the classic theme and the docs plugin work on this site
 * (issue 44): no override renders them as nothing and no bundle trim removes
 * the data they read. Before, a writer who configured an announcement bar, put
 * `<DocCardList />` or a generated-index category in the docs, added a
 * `type: 'doc'` navbar item or a second docs version got nothing, or a page
 * that threw in the browser.
 */
const SITE = path.resolve(__dirname, '../..');

/** A swizzled component either does not exist or renders the theme's own (`@theme-original/…`). */
function overrideOf(component: string): string | undefined {
  for (const file of [`${component}.tsx`, `${component}/index.tsx`, `${component}.js`, `${component}/index.js`]) {
    const full = path.join(SITE, 'src/theme', file);
    if (existsSync(full)) return readFileSync(full, 'utf8');
  }
  return undefined;
}

function expectStock(component: string): void {
  const source = overrideOf(component);
  if (source === undefined) return;
  expect([component, source.includes(`@theme-original/${component}`)]).toEqual([component, true]);
}

interface Rule {
  test?: RegExp;
  use?: unknown;
}
interface Replacement {
  readonly resourceRegExp: RegExp;
}

/** The slim plugin's loader rules and module replacements, for the browser and the server bundles. */
function slimConfig(isServer: boolean, siteDir = SITE): {rules: Rule[]; replacements: Replacement[]} {
  class NormalModuleReplacementPlugin {
    constructor(
      readonly resourceRegExp: RegExp,
      readonly replacement: unknown,
    ) {}
  }
  const context = {siteDir, i18n: {currentLocale: 'en'}, siteConfig: {}} as unknown as LoadContext;
  const plugin = slim(context);
  const configured = plugin.configureWebpack!(
    {mode: 'production'} as never,
    isServer,
    {currentBundler: {instance: {NormalModuleReplacementPlugin}}} as never,
    {} as never,
  ) as unknown as {module: {rules: Rule[]}; plugins: Replacement[]};
  return {rules: configured.module.rules, replacements: configured.plugins};
}

/** The version props: the docs table that useDocById (doc cards) reads. */
const VERSION_PROPS = '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-8b4.json';

/** Generated files the docs plugin and the theme read in the browser, which no trim touches. */
const DOCS_DATA = [
  // A doc's metadata.
  '/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-guide-index-mdx-2a1.json',
  // Global data: the docs list that `type: 'doc'` navbar items read.
  '/site/.docusaurus/globalData.json',
  // The route registry and the site config.
  '/site/.docusaurus/registry.js',
  '/site/.docusaurus/docusaurus.config.mjs',
];

/** The theme components a generated-index category page renders (theme-classic's DocCategoryGeneratedIndexPage). */
const GENERATED_INDEX_PARTS = [
  'DocVersionBanner',
  'DocBreadcrumbs',
  'DocVersionBadge',
  'DocCardList',
  'DocCard',
  'DocPaginator',
  'Heading',
];

describe.each([false, true])('stock features (server bundle: %s)', (isServer) => {
  const {rules, replacements} = slimConfig(isServer);

  it('doc metadata, the global data, the registry and the site config reach the browser whole', () => {
    for (const file of DOCS_DATA) {
      expect([file, rules.filter((rule) => rule.test?.test(file)).length]).toEqual([file, 0]);
    }
  });

  it('doc cards and generated-index categories are the theme’s', () => {
    expectStock('DocCard');
    expectStock('DocCardList');
    expectStock('DocCategoryGeneratedIndexPage');
  });

  it('what a generated-index page renders outside a doc reads no doc', () => {
    // The page renders these without the theme's DocProvider, where useDoc throws ("Hook useDoc is called outside
    // the <DocProvider>"): the build failed on such a page while the breadcrumbs read the doc's front matter
    // (scripts/stock-features.mjs). useSiteFrontMatterIfDoc is the reader for them.
    for (const component of GENERATED_INDEX_PARTS) {
      const source = overrideOf(component) ?? '';
      expect([component, /\buseDoc\(|\buseSiteFrontMatter\(/.test(source)]).toEqual([component, false]);
    }
  });

  it('the docs table is trimmed while the site uses no doc cards, and kept as soon as a page does', () => {
    // This site today: no doc cards, the trim applies.
    expect(docCardUsers(SITE)).toEqual([]);
    expect(rules.filter((rule) => rule.test?.test(VERSION_PROPS))).toHaveLength(1);
    // A site whose page lists doc cards, and one with a generated-index category: the trim is off.
    for (const [file, text] of [
      ['docs/guide/index.mdx', "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n"],
      ['docs/guide/_category_.json', '{"label": "Guide", "link": {"type": "generated-index"}}'],
      [
        'sidebars.ts',
        "export default {guide: [{type: 'category', label: 'G', link: {type: 'generated-index'}, items: []}]};",
      ],
    ] as const) {
      const site = mkdtempSync(path.join(os.tmpdir(), 'doc-cards-'));
      mkdirSync(path.join(site, 'docs/guide'), {recursive: true});
      writeFileSync(path.join(site, file), text);
      expect(docCardUsers(site)).toEqual([file]);
      expect(slimConfig(isServer, site).rules.filter((rule) => rule.test?.test(VERSION_PROPS))).toEqual([]);
    }
  });

  it("`type: 'doc'` navbar items: the global data keeps the docs list and every navbar item type is bundled", () => {
    expect(rules.filter((rule) => rule.test?.test('/site/.docusaurus/globalData.json'))).toEqual([]);
    expectStock('NavbarItem/ComponentTypes');
    expectStock('NavbarItem/DocNavbarItem');
  });

  it('the announcement bar, version badge and version banner are the theme’s', () => {
    expectStock('AnnouncementBar');
    expectStock('DocVersionBadge');
    expectStock('DocVersionBanner');
    // No swap of a theme or core module other than the progress bar and the server's renderer (src/internals.ts).
    const swapped = replacements.map((plugin) => String(plugin.resourceRegExp));
    expect(swapped.filter((re) => /Banner|Announcement|Version|ComponentTypes/.test(re))).toEqual([]);
  });
});
