/**
 * What kind of page a pathname is: for the theme slots that differ by page
 * (tool pages get the API-server selector above their content, driver pages in
 * their sidebar, other doc pages the advertisement block) and for the security
 * headers and access log of each kind (securityHeaders.ts, plugins/hosting).
 * Pathnames may carry a locale's base URL and a trailing `.html` or `/`.
 */
import {stripLocale} from './sitePath';

/** Tool pages: `/tool`, `/tool.html`, `/tool/…`, in every locale (their 404s included). */
export function isToolPage(pathname: string): boolean {
  return /^\/tool(\/|\.html$|$)/.test(stripLocale(pathname));
}

/** OAuth callback pages, whose query (code, state) is never written to a log. */
export function isCallbackPage(pathname: string): boolean {
  return /^\/tool\/[^/]+\/callback(?:\.html|\/)?$/.test(stripLocale(pathname));
}

/** The build's hashed assets (scripts, styles, images) of any locale. */
export function isAssetPath(pathname: string): boolean {
  return stripLocale(pathname).startsWith('/assets/');
}

/** The API request console: a tool page that calls the reader's own server, not the token tools' API servers. */
export function isApiConsolePage(pathname: string): boolean {
  return /^\/tool\/api(\.html|\/)?$/.test(stripLocale(pathname));
}

export function isDriverPage(pathname: string): boolean {
  return stripLocale(pathname).includes('/drivers/') || /\/drivers(\.html)?$/.test(pathname);
}
