import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {withinBase} from '@site/src/lib/site/sitePath';

/** The current page's path without the locale's base URL: `/zh/guide/x` → `/guide/x`. */
export function usePagePath(): string {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return withinBase(pathname, siteConfig.baseUrl);
}
