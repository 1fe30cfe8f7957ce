/**
 * What kind of page a pathname is, for the theme slots that differ by page:
 * tool pages get the API-server selector above their content, driver pages in
 * their sidebar, and other doc pages the advertisement block.
 * Pathnames may carry the `/zh` locale prefix and a trailing `.html` or `/`.
 */
export function stripLocale(pathname: string): string {
  const stripped = pathname.replace(/^\/zh(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

export function isToolPage(pathname: string): boolean {
  return /^\/tool(\/|\.html$|$)/.test(stripLocale(pathname));
}

/** The API request console: a tool page that calls the reader's own server, not the token tools' API servers. */
export function isApiConsolePage(pathname: string): boolean {
  return /^\/tool\/api(\.html|\/)?$/.test(stripLocale(pathname));
}

export function isDriverPage(pathname: string): boolean {
  return stripLocale(pathname).includes('/drivers/') || /\/drivers(\.html)?$/.test(pathname);
}
