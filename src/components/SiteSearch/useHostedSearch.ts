import {useCallback, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import type {DocSearchHit, DocSearchTransformClient} from '@docsearch/react';
import {debouncePromise, withTimeout} from '@site/src/lib/search/debounce';
import {isInLocale} from '@site/src/lib/search/localHits';
import type {HostedClientConfig} from '@site/src/lib/search/settings';
import {hostOf, toSiteRoute} from '@site/src/lib/search/urls';
import {SITE_URL} from '@site/src/data/site';
import {requestsOf, type SearchBackend} from './backend';

/** Hosted queries wait for a pause in typing. */
export const HOSTED_DEBOUNCE_MS = 500;
/** Upper bound on one query, on top of the Algolia client's own host retries. */
export const HOSTED_TIMEOUT_MS = 10_000;

/**
 * The hosted back end: Algolia DocSearch, filtered on the page language
 * (contextual search), with result URLs rewritten to this site's routes.
 */
export function useHostedSearch(config: HostedClientConfig): SearchBackend {
  const {
    siteConfig: {url: siteUrl, baseUrl},
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const otherBaseUrls = useMemo(
    () =>
      Object.entries(localeConfigs)
        .filter(([locale]) => locale !== currentLocale)
        .map(([, c]) => c.baseUrl),
    [localeConfigs, currentLocale],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]): DocSearchHit[] => {
      const siteHosts = [hostOf(siteUrl), hostOf(SITE_URL), window.location.host].filter((h): h is string =>
        Boolean(h),
      );
      return items
        .map((item) => ({...item, url: toSiteRoute(item.url, {siteHosts})}))
        .filter((item) => isInLocale(item.url, baseUrl, otherBaseUrls));
    },
    [siteUrl, baseUrl, otherBaseUrls],
  );

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      client.addAlgoliaAgent('alist-docs');
      const search = debouncePromise(
        (params: unknown) =>
          withTimeout(
            client.search({
              // The dialog knows the index as `<index>@<locale>` (see below).
              requests: requestsOf(params).map((request) => ({...request, indexName: config.indexName})),
            } as Parameters<DocSearchTransformClient['search']>[0]),
            HOSTED_TIMEOUT_MS,
          ),
        HOSTED_DEBOUNCE_MS,
      );
      return {
        addAlgoliaAgent: client.addAlgoliaAgent,
        transporter: client.transporter,
        search: search as unknown as DocSearchTransformClient['search'],
      };
    },
    [config.indexName],
  );

  return {
    kind: 'hosted',
    appId: config.appId,
    apiKey: config.apiKey,
    // Recent searches are stored under the index name: one list per locale.
    indexName: `${config.indexName}@${currentLocale}`,
    searchParameters: {facetFilters},
    transformSearchClient,
    transformItems,
  };
}
