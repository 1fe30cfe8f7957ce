/**
 * Comparing site paths whatever URL form they arrive in: `/x`, `/x/`,
 * `/x.html` and `/x/index.html` are the same page (see legacyUrls.ts).
 */
export function normalizeSitePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Whether a pathname is one of the listed paths (compared normalized). */
export function matchesSitePath(pathname: string, paths: readonly string[]): boolean {
  const normalized = normalizeSitePath(pathname);
  return paths.some((path) => normalizeSitePath(path) === normalized);
}
