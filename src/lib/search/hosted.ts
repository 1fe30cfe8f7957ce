/**
 * What a hosted index (Algolia DocSearch) needs to behave like the local one:
 * the synonyms of src/data/search/synonyms.ts in Algolia's format, and a
 * crawler configuration that makes one record per section and per reference
 * row, with the page language as a facet (`lang`, the contextual search's
 * `language`). The build writes both into `build/_search/`
 * (src/plugins/search); import them into the Algolia dashboard or the
 * crawler's editor.
 */
import type {SynonymRule} from './engine';

export interface AlgoliaSynonym {
  readonly objectID: string;
  readonly type: 'oneWaySynonym';
  readonly input: string;
  readonly synonyms: string[];
}

/** One one-way synonym per phrase readers type: the phrase → the site's words. */
export function algoliaSynonyms(locale: string, rules: readonly SynonymRule[]): AlgoliaSynonym[] {
  return rules.flatMap((rule, i) =>
    rule.match.map((phrase, j) => ({
      objectID: `${locale}-${i}-${j}`,
      type: 'oneWaySynonym' as const,
      input: phrase,
      synonyms: [rule.add],
    })),
  );
}

interface LocaleInfo {
  readonly defaultLocale: string;
  readonly locales: readonly string[];
}

/**
 * A DocSearch crawler configuration (the JSON form of its `new Crawler({…})`
 * settings). Records: one per heading section (lvl0 the breadcrumb, lvl1 the
 * page title, lvl2/lvl3 the headings, content the paragraphs) and one per
 * reference row (`[data-search-row]`, whose title is the record's lvl2),
 * each with its `lang`.
 */
export function docSearchCrawlerConfig(siteUrl: string, i18n: LocaleInfo) {
  const origin = siteUrl.replace(/\/$/, '');
  const localePath = (locale: string) => (locale === i18n.defaultLocale ? '' : `/${locale.split('-')[0]}`);
  return {
    startUrls: i18n.locales.map((locale) => `${origin}${localePath(locale)}/`),
    sitemaps: i18n.locales.map((locale) => `${origin}${localePath(locale)}/sitemap.xml`),
    exclusionPatterns: [`${origin}/**/tool/*/callback`, `${origin}/**/search`],
    actions: [
      {
        indexName: 'alist-docs',
        pathsToMatch: [`${origin}/**`],
        recordExtractor: {
          type: 'docsearch',
          recordProps: {
            lvl0: {selectors: ['.breadcrumbs__item:not(:last-child)'], defaultValue: 'Documentation'},
            lvl1: ['article h1', 'header h1'],
            lvl2: ['article h2', 'article th[data-search-row]::attr(data-search-row)'],
            lvl3: ['article h3', 'article [data-route] [class*=signature]'],
            content: [
              'article p, article li, article td',
              // Reference rows: their description rows.
              'article tr[id] + tr td',
            ],
            lang: {selectors: ['html::attr(lang)']},
            pageRank: 0,
          },
          indexHeadings: true,
          excludeSelectors: ['[data-search-ignore]', 'article nav', 'noscript', '.hash-link'],
        },
      },
    ],
    initialIndexSettings: {
      'alist-docs': {
        attributesForFaceting: ['type', 'lang', 'language', 'version'],
        attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
        attributesToHighlight: ['hierarchy', 'content'],
        attributesToSnippet: ['content:10'],
        camelCaseAttributes: ['hierarchy', 'content'],
        searchableAttributes: [
          'unordered(hierarchy.lvl0)',
          'unordered(hierarchy.lvl1)',
          'unordered(hierarchy.lvl2)',
          'unordered(hierarchy.lvl3)',
          'unordered(hierarchy.lvl4)',
          'unordered(hierarchy.lvl5)',
          'unordered(hierarchy.lvl6)',
          'content',
        ],
        distinct: true,
        attributeForDistinct: 'url',
        customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
        ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
        separatorsToIndex: '_',
        ignorePlurals: true,
        queryLanguages: ['en', 'zh'],
        indexLanguages: ['en', 'zh'],
      },
    },
  };
}
