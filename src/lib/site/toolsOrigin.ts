/**
 * A tools origin of its own (deploy/README.md, "What each setup protects").
 * With `TOOLS_URL` set at build time (e.g. `https://tools.example.com`) the
 * token tools live on that origin, which runs no third-party script:
 *
 * - the built pages link there (`rewriteToolLinks`, applied by
 *   src/plugins/hosting after the pages are written), and tool pages link
 *   back to the docs origin for every other page;
 * - `_redirects` sends `/tool…` of the docs origin there on Netlify and
 *   Cloudflare Pages, and `_redirects.tools` is the tools origin's own file
 *   (`redirectsFiles`); nginx does the same with one variable per server
 *   block (deploy/nginx/site-locations.conf);
 * - OAuth redirect URIs are the tools origin's callbacks (the tool pages
 *   compute them from their own address; src/tools/shared/redirectUri.tsx
 *   shows them on doc pages from `customFields.toolsUrl`).
 *
 * Unset, nothing here acts: the site is one origin with the mitigations of
 * src/tools/README.md, and its links stay `/tool/…`.
 */
import {isToolPage} from './pageKind';
import {LOCALE_PREFIXES} from './sitePath';

export const TOOLS_URL_ENV = 'TOOLS_URL';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The tools origin a build is configured with, or undefined. Throws, with a
 * message naming the variable, on anything but a bare HTTPS origin (HTTP only
 * for this machine) or on the docs origin itself.
 */
export function toolsUrlFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  siteUrl: string,
): string | undefined {
  const raw = env[TOOLS_URL_ENV]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${TOOLS_URL_ENV} is not an address: ${raw}`);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!secure) throw new Error(`${TOOLS_URL_ENV} must be an https:// address: ${raw}`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`${TOOLS_URL_ENV} must be an origin without a path, e.g. https://tools.example.com: ${raw}`);
  }
  if (url.origin === new URL(siteUrl).origin) {
    throw new Error(
      `${TOOLS_URL_ENV} must differ from the site's own address (${siteUrl}); leave it unset for one origin`,
    );
  }
  return url.origin;
}

/** `/tool…` in every locale: what the tools origin serves as pages. */
function isToolAddress(address: string): boolean {
  return isToolPage(address.split(/[?#]/)[0] ?? '');
}

const ATTRIBUTE_RE = /(\s(href|content)=)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const TAG_RE = /<(a|link|meta)\b[^>]*>/gi;

/**
 * Links of a built page under a tools origin: `<a href>` to a tool page
 * (relative, or absolute on the docs origin) points at `toolsUrl`; the
 * absolute docs-origin addresses of tool pages in `<link>` (canonical,
 * alternate languages) and `<meta content>` (og:url) too. On a tool page
 * (`onToolPage`), `<a href>` to any other page of the site points at the
 * docs origin. Stylesheets, scripts and images are left alone (both origins
 * serve `/assets/` and `/img/`).
 */
export function rewriteToolLinks(
  html: string,
  {siteUrl, toolsUrl, onToolPage}: {readonly siteUrl: string; readonly toolsUrl: string; readonly onToolPage: boolean},
): string {
  const docsOrigin = new URL(siteUrl).origin;
  return html.replace(TAG_RE, (tag, name: string) =>
    tag.replace(
      ATTRIBUTE_RE,
      (whole, prefix: string, attribute: string, double?: string, single?: string, bare?: string) => {
        const value = double ?? single ?? bare ?? '';
        const absolute = value.startsWith(`${docsOrigin}/`);
        const relative = value.startsWith('/') && !value.startsWith('//');
        if (!absolute && !relative) return whole;
        const address = absolute ? value.slice(docsOrigin.length) : value;
        const anchor = name.toLowerCase() === 'a' && attribute.toLowerCase() === 'href';
        let target: string | undefined;
        if (isToolAddress(address) && (anchor || absolute)) target = `${toolsUrl}${address}`;
        else if (onToolPage && anchor && relative && !isToolAddress(address)) target = `${docsOrigin}${address}`;
        if (target === undefined) return whole;
        const quote = double !== undefined ? '"' : single !== undefined ? "'" : '';
        return `${prefix}${quote}${target}${quote}`;
      },
    ),
  );
}

/** The two `_redirects` files of a two-origin build: the docs origin's, and the tools origin's own. */
export function redirectsFiles(siteUrl: string, toolsUrl: string): {readonly docs: string; readonly tools: string} {
  const docsOrigin = new URL(siteUrl).origin;
  // Netlify leaves a rule alone when a file matches the path unless the code ends in `!`; Cloudflare Pages always
  // applies its rules and ignores a line with a code it does not know. Each rule is written both ways, the forced
  // one first (the topmost rule of a path applies on both hosts).
  const both = (from: string, to: string, code: number): string[] => [
    `${from} ${to} ${code}!`,
    `${from} ${to} ${code}`,
  ];
  const toolPaths = LOCALE_PREFIXES.flatMap((prefix) => [`${prefix}/tool`, `${prefix}/tool.html`, `${prefix}/tool/*`]);
  const target = (origin: string, from: string): string => `${origin}${from.replace(/\*$/, ':splat')}`;
  const header = (what: string): string[] => [
    `# ${what}`,
    '# Written by the build from TOOLS_URL (src/lib/site/toolsOrigin.ts, deploy/README.md).',
  ];
  const docs = [
    ...header(`Docs origin ${docsOrigin}: the token tools live on ${toolsUrl}.`),
    ...toolPaths.flatMap((from) => both(from, target(toolsUrl, from), 301)),
  ];
  // The tools origin serves its pages, their 404s, the callbacks and the files those pages load; the rest moves.
  const served = [...toolPaths, ...LOCALE_PREFIXES.flatMap((prefix) => [`${prefix}/assets/*`, `${prefix}/img/*`])];
  const tools = [
    ...header(
      `Tools origin ${toolsUrl}: publish the build with this file as _redirects; every other page lives on ${docsOrigin}.`,
    ),
    ...served.flatMap((from) => both(from, from.replace(/\*$/, ':splat'), 200)),
    ...both('/*', `${docsOrigin}/:splat`, 301),
  ];
  return {docs: `${docs.join('\n')}\n`, tools: `${tools.join('\n')}\n`};
}

/**
 * What the sitemap leaves out: the OAuth callbacks always; with a tools origin,
 * every tool page, which the docs origin only redirects.
 */
export function sitemapIgnorePatterns(toolsUrl: string | undefined): string[] {
  return LOCALE_PREFIXES.flatMap((prefix) =>
    toolsUrl ? [`${prefix}/tool`, `${prefix}/tool/**`] : [`${prefix}/tool/**/callback`],
  );
}

/** Browser: the tools origin from `customFields.toolsUrl`, or undefined (one origin). */
export function readToolsUrl(customFields: unknown): string | undefined {
  const value = (customFields as {toolsUrl?: unknown} | undefined)?.toolsUrl;
  return typeof value === 'string' && /^https?:\/\/[^/]+$/.test(value) ? value : undefined;
}
