import {useCallback} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePageData} from '@site/src/hooks/usePageData';
import {usePagePath} from '@site/src/hooks/usePagePath';
import routes from '@generated/routes';
import {isRoutePage, type RouteEntry} from '@site/src/lib/chrome/routePrefetch';
import {localeTargetPath} from '@site/src/lib/site/pageData';

/** This page in another locale of the site. */
export interface LocalePage {
  /** Where to go: a path on this site, or a full URL when the locale is hosted elsewhere. */
  readonly href: string;
  /** Whether the locale is served from this site's origin (`href` is a path). */
  readonly sameSite: boolean;
  /** Whether it is the same page; otherwise the locale's home, without the query and hash. */
  readonly samePage: boolean;
}

/** The page's query string with `extra` (the language item's `queryString` option) appended. */
function withQuery(search: string, extra: string | undefined): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(extra ?? '')) params.append(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The one answer to "this page in the other locale", used by the language
 * menu and the locale-redirect modal: a page of the site's route table keeps
 * its path, unless the build's page data (src/plugins/page-data) records it
 * elsewhere in that locale (a renamed page); a page the locale does not have,
 * or an address that is no page, leads to its home. The query string and hash
 * follow only to the same page.
 */
export function useLocalePage(): (locale: string, queryString?: string) => LocalePage {
  const {
    siteConfig,
    i18n: {localeConfigs, currentLocale},
  } = useDocusaurusContext();
  const {search, hash} = useLocation();
  const pagePath = usePagePath();
  const {moves} = usePageData();

  return useCallback(
    (locale: string, queryString?: string): LocalePage => {
      const config = localeConfigs[locale];
      if (!config) throw new Error(`no locale config for locale=${locale}`);
      const isPage = (path: string): boolean =>
        isRoutePage(routes as readonly RouteEntry[], `${siteConfig.baseUrl}${path.replace(/^\//, '')}`, matchPath);
      const target = localeTargetPath(moves, currentLocale, locale, pagePath, isPage);
      let path = `${config.baseUrl}${target.path.replace(/^\//, '')}`;
      if (target.found) path += `${withQuery(search, queryString)}${hash}`;
      const sameSite = config.url === siteConfig.url;
      return {href: sameSite ? path : `${config.url}${path}`, sameSite, samePage: target.found};
    },
    [localeConfigs, currentLocale, moves, pagePath, search, hash, siteConfig.url, siteConfig.baseUrl],
  );
}
