/**
 * A miss under another locale's path on a plain static host. Such hosts
 * (GitHub Pages, Netlify without rules) answer every miss with the root
 * `404.html`, the default locale's, so `/zh/nope` would show the English page.
 * Two inline scripts, inserted at build time (src/plugins/hosting), fix that:
 * the root 404 page sends a miss under `/zh/` to `/zh/404.html`, remembering
 * the address in the tab's session storage, and that page puts the address
 * back with `history.replaceState` before its bundles load, so its router
 * renders the Chinese "page not found" for the address the reader asked for.
 * Under nginx the locale's 404 is served directly and neither script acts.
 */

import {escapeRegExp} from '../regexp';

export const NOT_FOUND_KEY = 'alist_not_found_path';

/**
 * The default locale's 404 page: under one of `localeBases` (`/zh/`), go to
 * that locale's 404 page. Undefined when there is no other locale.
 */
export function localeNotFoundRedirect(localeBases: readonly string[]): string | undefined {
  if (localeBases.length === 0) return undefined;
  const bases = localeBases.map((base) => escapeRegExp(base.replace(/\/$/, ''))).join('|');
  return (
    `!function(){var l=window.location,m=/^(${bases})(?:\\/|$)/.exec(l.pathname);` +
    `if(!m||l.pathname===m[1]+"/404.html")return;` +
    `try{window.sessionStorage.setItem(${JSON.stringify(NOT_FOUND_KEY)},l.pathname+l.search+l.hash)}catch(e){return}` +
    `l.replace(m[1]+"/404.html")}();`
  );
}

/** A locale's 404 page: show the address that was missed, if the default locale's 404 page sent the reader here. */
export function localeNotFoundRestore(localeBase: string): string | undefined {
  const base = localeBase.replace(/\/$/, '');
  if (base === '') return undefined;
  return (
    `!function(){try{var s=window.sessionStorage,p=s.getItem(${JSON.stringify(NOT_FOUND_KEY)});` +
    `if(p===null)return;s.removeItem(${JSON.stringify(NOT_FOUND_KEY)});` +
    `if(window.location.pathname===${JSON.stringify(`${base}/404.html`)}&&p.indexOf(${JSON.stringify(`${base}/`)})===0)` +
    `window.history.replaceState(null,"",p)}catch(e){}}();`
  );
}
