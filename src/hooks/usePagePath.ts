import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The current page's path without the locale's base URL: `/zh/guide/x` → `/guide/x`. */
export function usePagePath(): string {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const base = siteConfig.baseUrl;
  return `/${pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '')}`;
}
