/**
 * Site paths, one module: comparing paths whatever URL form they arrive in,
 * and which locale a path belongs to. Locales are read from the site's
 * locale settings (src/data/site.ts, `LOCALE_META[…].baseUrl`), never
 * hard-coded. Where this page lives in another locale is
 * src/hooks/useLocalePage.ts; the address-bar rewrite of `/x.html` is
 * `canonicalPathname` in legacyUrls.ts (an inline script, self-contained).
 */
import {LOCALES, LOCALE_META, type SiteLocale} from '../../data/site';
import {canonicalPathname} from './legacyUrls';

/** Base URLs of the site's locales (`/`, `/zh/`), each with leading and trailing slash. */
export const LOCALE_BASES: readonly string[] = LOCALES.map((locale) => LOCALE_META[locale].baseUrl);

/** The same without the trailing slash (`''` for the default locale, `/zh`): what a site path starts with. */
export const LOCALE_PREFIXES: readonly string[] = LOCALE_BASES.map((base) => base.replace(/\/$/, ''));

/** The site locale served under a base URL (`/zh/` → `zh-CN`), if any. */
export function localeOfBase(base: string): SiteLocale | undefined {
  return LOCALES.find((locale) => LOCALE_META[locale].baseUrl === base);
}

/**
 * One form per page: `/x`, `/x/`, `/x.html` and `/x/index.html` are all
 * `/x`; the home page is `/`.
 */
export function normalizeSitePath(pathname: string): string {
  return canonicalPathname(pathname).replace(/\/+$/, '') || '/';
}

/** Whether a pathname is one of the listed paths (compared normalized). */
export function matchesSitePath(pathname: string, paths: readonly string[]): boolean {
  const normalized = normalizeSitePath(pathname);
  return paths.some((path) => normalizeSitePath(path) === normalized);
}

/**
 * The locale base a pathname belongs to: the longest base that prefixes it
 * (`/zh` and `/zh/x` belong to `/zh/`, `/zhx` to `/`); null when none does.
 */
export function localeBaseOf(pathname: string, bases: readonly string[] = LOCALE_BASES): string | null {
  const matches = bases.filter(
    (base) => base === '/' || pathname.startsWith(base) || pathname === base.replace(/\/$/, ''),
  );
  return [...matches].sort((a, b) => b.length - a.length)[0] ?? null;
}

/** The pathname without a base URL it starts with: `/zh/guide/x` within `/zh/` is `/guide/x`. */
export function withinBase(pathname: string, base: string): string {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '');
  return `/${rest}`;
}

/** The pathname without its locale's base URL: `/zh/guide` → `/guide`, `/zh` → `/`. */
export function stripLocale(pathname: string, bases: readonly string[] = LOCALE_BASES): string {
  const base = localeBaseOf(pathname, bases);
  if (base === null || base === '/') return pathname === '' ? '/' : pathname;
  return pathname === base.replace(/\/$/, '') ? '/' : withinBase(pathname, base);
}
