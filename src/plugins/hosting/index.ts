/**
 * What the build adds for the web server and for hosts without one. Every
 * page gets SWEEP_SCRIPT in its head (src/lib/tools/storageSweep.ts): what the
 * token tools left in the tab's storage goes before any other script runs.
 * After the pages are written (postBuild, once per locale):
 *
 * - callback pages get CAPTURE_SCRIPT first in their head, which moves the
 *   OAuth answer out of the address before anything else runs;
 * - `404.html` of the default locale sends a miss under another locale's
 *   path to that locale's 404 page (static hosts serve the root one for every
 *   miss), which puts the missed address back;
 * - the response headers (src/lib/site/securityHeaders.ts), with the hashes of
 *   every inline script of the build, are written twice: `_headers` for
 *   Netlify and Cloudflare Pages, `_nginx/*.conf` for deploy/nginx; tool pages
 *   also carry the Content-Security-Policy as a `<meta>` tag, for static hosts
 *   that send no headers;
 * - with a tools origin of its own (`TOOLS_URL`, src/lib/site/toolsOrigin.ts),
 *   the pages' links to tools point there, tool pages' links to other pages
 *   point at the docs origin, and `_redirects` (docs origin) and
 *   `_redirects.tools` (tools origin) are written for Netlify and Cloudflare
 *   Pages.
 *
 * The hosting files sit in the root of the build; deploy/README.md says where
 * they go.
 */
import {createHash} from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import type {Plugin} from '@docusaurus/types';
import {CAPTURE_SCRIPT} from '../../lib/oauth/callbackParams';
import {
  contentSecurityPolicy,
  headerRules,
  renderHeadersFile,
  renderNginxSnippets,
  type HeaderSettings,
} from '../../lib/site/securityHeaders';
import {localeNotFoundRedirect, localeNotFoundRestore} from '../../lib/site/notFoundLocale';
import {isApiConsolePage, isCallbackPage, isToolPage} from '../../lib/site/pageKind';
import {SWEEP_SCRIPT} from '../../lib/tools/storageSweep';
import {redirectsFiles, rewriteToolLinks} from '../../lib/site/toolsOrigin';

/** Folder of the nginx snippets inside the build (never served: deploy/nginx/site-locations.conf). */
export const NGINX_DIR = '_nginx';
export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';
/** The tools origin's `_redirects`: the tools site publishes the build with it renamed to `_redirects` (deploy/README.md). */
export const TOOLS_REDIRECTS_FILE = '_redirects.tools';

/** Where the site lives: its own address and, when set, the tools origin (`TOOLS_URL`). */
export interface HostingOrigins {
  readonly siteUrl: string;
  readonly toolsUrl?: string;
}

async function htmlFiles(dir: string, skip: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  async function walk(current: string): Promise<void> {
    const entries = await fs.readdir(current, {withFileTypes: true});
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!skip.includes(full)) await walk(full);
      } else if (entry.name.endsWith('.html')) out.push(full);
    }
  }
  await walk(dir);
  return out;
}

/** The address path a built file answers at (`tool/x/callback.html` → `/tool/x/callback.html`). */
function urlPathOf(root: string, file: string): string {
  return `/${path.relative(root, file).split(path.sep).join('/')}`;
}

const INLINE_SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Hash sources of the executable inline scripts of a page (JSON-LD and other data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT_RE)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"?([^"\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') {
      continue;
    }
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Inserts `tags` first in the head, right after the charset declaration. */
export function insertFirstInHead(html: string, tags: string): string {
  const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(html);
  if (charset)
    return html.slice(0, charset.index + charset[0].length) + tags + html.slice(charset.index + charset[0].length);
  return html.replace(/<head([^>]*)>/i, (head) => `${head}${tags}`);
}

export default function hostingPlugin(
  settings: Omit<HeaderSettings, 'inlineScriptHashes'>,
  origins?: HostingOrigins,
): () => Plugin {
  const toolsUrl = origins?.toolsUrl;
  return function hosting() {
    return {
      name: 'hosting',
      injectHtmlTags() {
        return {headTags: [{tagName: 'script', innerHTML: SWEEP_SCRIPT}]};
      },
      async postBuild({outDir, i18n, baseUrl}) {
        const {defaultLocale, currentLocale, localeConfigs} = i18n;
        const depth = baseUrl.split('/').filter(Boolean).length;
        const root = path.resolve(outDir, ...Array<string>(depth).fill('..'));
        const otherBases = Object.entries(localeConfigs)
          .filter(([locale]) => locale !== defaultLocale)
          .map(([, config]) => config.baseUrl)
          .filter((base): base is string => typeof base === 'string' && base !== '/');
        // The default locale's folder holds the others' folders: leave those to their own run.
        const skip = currentLocale === defaultLocale ? otherBases.map((base) => path.join(root, base)) : [];
        const files = await htmlFiles(outDir, skip);

        // 1. Callback pages: the OAuth answer leaves the address first.
        for (const file of files) {
          if (!isCallbackPage(urlPathOf(root, file))) continue;
          const html = await fs.readFile(file, 'utf8');
          if (!html.includes(CAPTURE_SCRIPT)) {
            await fs.writeFile(file, insertFirstInHead(html, `<script>${CAPTURE_SCRIPT}</script>`));
          }
        }

        // 2. 404 pages on static hosts that serve the root one for every miss.
        const notFound = path.join(outDir, '404.html');
        const script =
          currentLocale === defaultLocale ? localeNotFoundRedirect(otherBases) : localeNotFoundRestore(baseUrl);
        if (script) {
          const html = await fs.readFile(notFound, 'utf8').catch(() => undefined);
          if (html !== undefined && !html.includes(script)) {
            await fs.writeFile(notFound, insertFirstInHead(html, `<script>${script}</script>`));
          }
        }

        // 3. A tools origin of its own: links cross to it, and back.
        if (origins && toolsUrl) {
          for (const file of files) {
            const html = await fs.readFile(file, 'utf8');
            const onToolPage = isToolPage(urlPathOf(root, file));
            const rewritten = rewriteToolLinks(html, {siteUrl: origins.siteUrl, toolsUrl, onToolPage});
            if (rewritten !== html) await fs.writeFile(file, rewritten);
          }
          const redirects = redirectsFiles(origins.siteUrl, toolsUrl);
          await fs.writeFile(path.join(root, REDIRECTS_FILE), redirects.docs);
          await fs.writeFile(path.join(root, TOOLS_REDIRECTS_FILE), redirects.tools);
        }

        // 4. Hashes of every inline script of the whole site built so far (the locales run one after the other).
        const all = await htmlFiles(root, []);
        const hashes = new Set<string>();
        for (const file of all) {
          for (const hash of inlineScriptHashes(await fs.readFile(file, 'utf8'))) hashes.add(hash);
        }
        const full: HeaderSettings = {...settings, inlineScriptHashes: [...hashes].sort()};

        // 5. Token tool pages carry their stricter policy as a meta tag too (not the API console: see toolDirectives).
        const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(
          contentSecurityPolicy('tool', full, {forMeta: true}),
        )}">`;
        for (const file of files) {
          const urlPath = urlPathOf(root, file);
          if (!isToolPage(urlPath) || isApiConsolePage(urlPath)) continue;
          const html = await fs.readFile(file, 'utf8');
          const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
          await fs.writeFile(file, insertFirstInHead(withoutOld, meta));
        }

        // 6. The headers, for both kinds of host.
        const topLevel = (await fs.readdir(root)).concat(
          ...(await Promise.all(
            otherBases.map((base) => fs.readdir(path.join(root, base)).catch(() => [] as string[])),
          )),
        );
        const toolNames = (
          await Promise.all(
            ['', ...otherBases].map((base) => fs.readdir(path.join(root, base, 'tool')).catch(() => [] as string[])),
          )
        ).flat();
        await fs.writeFile(path.join(root, HEADERS_FILE), renderHeadersFile(headerRules(full, topLevel, toolNames)));
        await fs.mkdir(path.join(root, NGINX_DIR), {recursive: true});
        for (const [name, text] of Object.entries(renderNginxSnippets(full))) {
          await fs.writeFile(path.join(root, NGINX_DIR, name), text);
        }
      },
    };
  };
}
