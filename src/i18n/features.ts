/**
 * UI strings that are not bundled with every page: for each feature that
 * loads on its own, the id prefixes of its strings. src/plugins/slim takes
 * them out of the entry bundle's translations; the feature's module
 * (./<feature>.ts, imported by the feature's code) adds them back when it
 * loads. An id outside these prefixes stays in the entry bundle.
 */
export const TRANSLATION_FEATURES = {
  tools: ['tools.'],
  search: ['search.', 'theme.SearchModal.'],
  overlays: ['notice.', 'localeRedirect.'],
  pricing: ['pricing.'],
  changelog: ['changelog.'],
  reference: ['config.', 'settings.', 'reference.', 'cliFlags.'],
  drivers: ['drivers.'],
  api: ['api.'],
  desktop: ['desktop.'],
  video: ['components.video.'],
  chart: ['components.chart.'],
  github: ['github.'],
} as const satisfies Record<string, readonly string[]>;

export type TranslationFeature = keyof typeof TRANSLATION_FEATURES;

/**
 * Theme strings of parts the site does not have: no blog, and no doc has tags
 * (tests/unit/content/translationFeatures.test.ts checks each). They are left
 * out of every bundle. The strings of the version banner and badge and of doc
 * cards stay: those stock features work as soon as a writer uses them (issue 44).
 */
export const UNUSED_THEME_STRINGS = ['theme.blog.', 'theme.tags.', 'theme.docs.tagDocListPageTitle'] as const;
