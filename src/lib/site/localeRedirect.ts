/**
 * Locale redirect: which locale of the site a browser's preferred languages
 * point to, and which links lead into another locale. Locales are named by
 * their base URL (`/`, `/zh/`), as in src/data/localeRedirect.ts. Where this
 * page lives in another locale is src/hooks/useLocalePage.ts.
 */
import {localeBaseOf} from './sitePath';

/** Locale base URL → the browser languages (BCP 47 tags) it serves. */
export type LocaleLanguages = Readonly<Record<string, readonly string[]>>;

/**
 * The locale for a list of browser languages, best first: the first language
 * listed for a locale wins; a regional tag not listed (`en-IN`) falls back to
 * its primary language (`en`). Tags compare case-insensitively. When no
 * language matches, `fallback`.
 */
export function localeForLanguages(languages: readonly string[], map: LocaleLanguages, fallback: string): string {
  const entries = Object.entries(map).map(
    ([base, tags]) => [base, new Set(tags.map((tag) => tag.toLowerCase()))] as const,
  );
  for (const language of languages) {
    const tag = language.trim().toLowerCase();
    if (!tag) continue;
    const exact = entries.find(([, tags]) => tags.has(tag));
    if (exact) return exact[0];
    const primary = tag.split('-')[0] ?? '';
    const loose = entries.find(([, tags]) => tags.has(primary));
    if (loose) return loose[0];
  }
  return fallback;
}

export interface LocaleOfferInput {
  /** Base URL of the locale the page is in. */
  readonly pageBase: string;
  /** The browser's preferred languages, best first. */
  readonly languages: readonly string[];
  readonly map: LocaleLanguages;
  readonly fallback: string;
  /** Whether the visitor already answered (remembered, or earlier in this session). */
  readonly answered: boolean;
}

/** The locale to offer a switch to, or null when the page is already in the preferred locale or the visitor answered. */
export function localeOffer({pageBase, languages, map, fallback, answered}: LocaleOfferInput): string | null {
  if (answered) return null;
  const preferred = localeForLanguages(languages, map, fallback);
  if (preferred === pageBase || !(preferred in map)) return null;
  return preferred;
}

/**
 * The other locale a link of this site leads to, or null (same locale,
 * another site, not a URL). Following such a link (the language menu) is a
 * choice already made, not a question to ask on the next page.
 */
export function otherLocaleOfLink(
  href: string,
  origin: string,
  pageBase: string,
  bases: readonly string[],
): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const base = localeBaseOf(url.pathname, bases);
  return base !== null && base !== pageBase ? base : null;
}
