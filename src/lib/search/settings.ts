/**
 * Which search the site ships, decided at build time from the environment:
 * Algolia DocSearch when all three variables are set, otherwise the local
 * index built with the site. Setting only some of them is a mistake that
 * fails the build with a message naming the missing ones, rather than
 * silently shipping the other mode.
 */
export const ALGOLIA_ENV = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export type AlgoliaEnvName = (typeof ALGOLIA_ENV)[number];

export interface LocalSearchSettings {
  readonly mode: 'local';
}

export interface HostedSearchSettings {
  readonly mode: 'hosted';
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
}

export type SearchSettings = LocalSearchSettings | HostedSearchSettings;

export class SearchSettingsError extends Error {
  constructor(readonly missing: readonly AlgoliaEnvName[]) {
    super(
      `Algolia search is half configured: set ${missing.join(', ')} as well, ` +
        `or unset ${ALGOLIA_ENV.filter((name) => !missing.includes(name)).join(', ')} to build with the local search index.`,
    );
    this.name = 'SearchSettingsError';
  }
}

export function searchSettings(env: Readonly<Record<string, string | undefined>>): SearchSettings {
  const value = (name: AlgoliaEnvName): string => (env[name] ?? '').trim();
  const missing = ALGOLIA_ENV.filter((name) => value(name) === '');
  if (missing.length === ALGOLIA_ENV.length) return {mode: 'local'};
  if (missing.length > 0) throw new SearchSettingsError(missing);
  return {
    mode: 'hosted',
    appId: value('ALGOLIA_APP_ID'),
    apiKey: value('ALGOLIA_SEARCH_KEY'),
    indexName: value('ALGOLIA_INDEX_NAME'),
  };
}

/** The DocSearch host that answers queries for an application id. */
export function algoliaSearchOrigin(appId: string): string {
  return `https://${appId.toLowerCase()}-dsn.algolia.net`;
}

export interface HostedClientConfig {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
}

/**
 * Reads the hosted-search settings back from `themeConfig.algolia` in the
 * browser; undefined when the site was built with the local index.
 */
export function hostedClientConfig(themeConfig: unknown): HostedClientConfig | undefined {
  if (typeof themeConfig !== 'object' || themeConfig === null || !('algolia' in themeConfig)) return undefined;
  const {algolia} = themeConfig as {algolia: unknown};
  if (typeof algolia !== 'object' || algolia === null) return undefined;
  const {appId, apiKey, indexName} = algolia as Record<string, unknown>;
  if (typeof appId !== 'string' || typeof apiKey !== 'string' || typeof indexName !== 'string') return undefined;
  if (!appId || !apiKey || !indexName) return undefined;
  return {appId, apiKey, indexName};
}
