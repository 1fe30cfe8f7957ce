/**
 * The site's pages have been linked for years as `/x/y.html`. Docusaurus
 * (with `trailingSlash: false`) writes each page to `x/y.html` and routes it
 * as `/x/y`; this module holds the two small pieces that make both URL forms,
 * and `/x/` for section indexes, work on any static host:
 *
 * - `sectionIndexCopies`: a static host asked for `/guide/` looks for
 *   `guide/index.html`, so every route that is also a folder gets that file.
 * - `CANONICALIZE_SCRIPT`: Docusaurus preloads the route of
 *   `location.pathname` before hydrating, and finds none for `/x/y.html`, so
 *   the page would hydrate against an unloaded chunk. This inline script, run
 *   before the bundle, rewrites `/x/y.html` to `/x/y` in the address bar
 *   (no request, no redirect), which the router and the preloader both know.
 */
export interface IndexCopy {
  /** Path of the file Docusaurus wrote, relative to the locale's out dir. */
  readonly from: string;
  /** Path of the folder index to write, relative to the same dir. */
  readonly to: string;
}

export function sectionIndexCopies(routesPaths: readonly string[], baseUrl: string): IndexCopy[] {
  const strip = (p: string): string => (p.startsWith(baseUrl) ? p.slice(baseUrl.length) : p.replace(/^\//, ''));
  const relative = routesPaths.map(strip).filter((p) => p !== '' && !p.endsWith('.html') && !p.endsWith('/'));
  const copies: IndexCopy[] = [];
  for (const route of new Set(relative)) {
    const prefix = `${route}/`;
    if (relative.some((other) => other.startsWith(prefix))) {
      copies.push({from: `${route}.html`, to: `${route}/index.html`});
    }
  }
  return copies.sort((a, b) => a.from.localeCompare(b.from));
}

/** `/x/y.html` → `/x/y`, `/x/index.html` → `/x`; anything else unchanged. */
export function canonicalPathname(pathname: string): string {
  if (!/\.html$/i.test(pathname)) return pathname;
  return pathname.replace(/(?:\/index)?\.html$/i, '') || '/';
}

/**
 * canonicalPathname applied to the address bar, as an inline script. It is
 * built from the function's own source so the two cannot drift apart.
 */
export const CANONICALIZE_SCRIPT =
  `(function(){var canonical=${canonicalPathname.toString()};var l=window.location;` +
  'var c=canonical(l.pathname);if(c!==l.pathname)window.history.replaceState(window.history.state,"",c+l.search+l.hash);})();';
