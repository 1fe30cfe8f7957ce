/**
 * Result URLs of the hosted index, rewritten to this site's routes.
 *
 * The DocSearch index of the site predates it: its records point to
 * `https://alist.nn.ci/guide/install/docker.html#docker-compose`, absolute
 * and with the `.html` suffix of the old site. The client router knows the
 * route as `/guide/install/docker`, so a result is reduced to a path on this
 * site, without `.html`, `/index.html` or a trailing slash, keeping its query
 * and fragment. URLs on any other host stay as they are (opened as
 * external links).
 */

import {escapeRegExp} from '../regexp';

/** `/x.html` and `/x/index.html` at the end of a path (before `?`/`#`). */
export const LEGACY_HTML_SUFFIX = /(?:\/index)?\.html(?=[?#]|$)/;

/**
 * The same rewrite as a `replaceSearchResultPathname` of the Docusaurus
 * theme (its search page), whose replacement may not be empty: keeps the
 * last path segment (`$1`) and drops `.html` or `/index.html` after it.
 */
export const LEGACY_HTML_REWRITE = {from: String.raw`(/[^/?#]+?)(?:/index)?\.html(?=[?#]|$)`, to: '$1'} as const;

export interface SiteRouteOptions {
  /** Hosts (with port, if any) that serve this site, such as `alist.nn.ci`. */
  readonly siteHosts: readonly string[];
}

function stripSuffix(pathname: string): string {
  let path = pathname.replace(LEGACY_HTML_SUFFIX, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * The route of a search result on this site, or the URL unchanged when it
 * belongs to another site or cannot be parsed.
 */
export function toSiteRoute(url: string, {siteHosts}: SiteRouteOptions): string {
  const isRelative = url.startsWith('/') && !url.startsWith('//');
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return url;
  }
  if (!isRelative) {
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return url;
    const hosts = siteHosts.map((host) => host.toLowerCase());
    if (!hosts.includes(parsed.host.toLowerCase())) return url;
  }
  return `${stripSuffix(parsed.pathname)}${parsed.search}${parsed.hash}`;
}

/**
 * Whether a result may be shown at all: a path on this site or an http(s)
 * address. A record with another scheme (`javascript:`, `data:`…) in an
 * index is dropped, never rendered as a link.
 */
export function isSafeResultUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  if (url.startsWith('#') || url.startsWith('?')) return true;
  try {
    const {protocol} = new URL(url.startsWith('//') ? `https:${url}` : url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether a (rewritten) result URL leaves the site. */
export function isExternalResult(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * The `externalUrlRegex` of the Docusaurus theme (used by its search page):
 * any absolute URL whose host is not one of the site's.
 */
export function externalUrlPattern(siteHosts: readonly string[]): string {
  const hosts = siteHosts.map(escapeRegExp).join('|');
  return `^(?:https?:)?//(?!(?:${hosts})(?:[/?#]|$))`;
}

/** The host of a site URL such as `https://alist.nn.ci`; undefined if invalid. */
export function hostOf(siteUrl: string): string | undefined {
  try {
    return new URL(siteUrl).host || undefined;
  } catch {
    return undefined;
  }
}
