/**
 * The site's HTTP response headers, in one place: which headers every
 * response carries, and the Content-Security-Policy and Referrer-Policy of
 * ordinary pages, tool pages and fingerprinted assets. Two renderers turn the
 * same rules into the hosts' formats: `renderHeadersFile` (the `_headers`
 * file of Netlify and Cloudflare Pages) and `renderNginxSnippets` (the
 * snippets deploy/nginx/site-locations.conf includes). The build writes both
 * (src/plugins/security-headers); deploy/README.md explains where they go.
 *
 * The policies allow exactly what the site loads: its own origin, the inline
 * scripts of the build by hash, the ad and statistics hosts configured in
 * src/data/thirdParty.ts and the video players (ordinary pages only), giscus and Algolia when
 * configured, and on tool pages the API servers and the provider endpoints
 * the browser calls itself.
 */
import {SPONSOR_BANNER} from '../../data/ads';
import {THIRD_PARTY_IDS} from '../../data/thirdParty';
import {DESKTOP_LATEST_API} from '../content/desktop';
import {GITHUB_RELEASES_API} from '../content/releases';
import {ALIYUNDRIVE_QR_IMAGE_HOSTS} from '../oauth/aliyundrive';
import {isApiConsolePage, isAssetPath, isToolPage} from './pageKind';
import {LOCALE_PREFIXES} from './sitePath';
import {GOOGLE_ALBUMS_URL, GOOGLE_TOKEN_URL} from '../oauth/google';
import {YANDEX_TOKEN_URL} from '../oauth/yandex';
import type {SearchSettings} from '../search/settings';
import type {ToolsConfig} from '../tools/toolsConfig';
import {THIRD_PARTY_HOSTS, thirdPartyScripts, type ThirdPartyKind} from './thirdParty';

export interface HeaderSettings {
  /** Origins of the API servers the tools may call (the selector's list). */
  readonly apiServers: readonly string[];
  /** Algolia application id, when the site searches with Algolia DocSearch. */
  readonly algoliaAppId?: string;
  /** Comments (giscus) are configured. */
  readonly giscus: boolean;
  /** Third-party scripts with a configured id. */
  readonly thirdParty: readonly ThirdPartyKind[];
  /** Origins of other images ordinary pages show (an absolute sponsor banner). */
  readonly extraImageOrigins?: readonly string[];
  /** `'sha256-…'` sources of every inline script of the build. */
  readonly inlineScriptHashes: readonly string[];
}

/** The settings of a build: what docusaurus.config.ts configured (hashes are added after the pages are written). */
export function headerSettingsOf({
  tools,
  search,
  comments,
}: {
  readonly tools: ToolsConfig;
  readonly search: SearchSettings;
  readonly comments: boolean;
}): Omit<HeaderSettings, 'inlineScriptHashes'> {
  const sponsorImage =
    SPONSOR_BANNER.enabled && SPONSOR_BANNER.image && /^https:\/\//.test(SPONSOR_BANNER.image)
      ? [new URL(SPONSOR_BANNER.image).origin]
      : [];
  return {
    apiServers: Object.values(tools.apiServers).filter((url): url is string => typeof url === 'string'),
    ...(search.mode === 'hosted' ? {algoliaAppId: search.appId} : {}),
    giscus: comments,
    thirdParty: thirdPartyScripts(THIRD_PARTY_IDS).map((spec) => spec.kind),
    extraImageOrigins: sponsorImage,
  };
}

/**
 * The kinds of response, each with its own headers: ordinary pages, the token
 * tools (`/tool/…` and their 404s), the API request console (`/tool/api`,
 * which calls the reader's own server wherever it is) and fingerprinted assets.
 */
export type ResponseKind = 'page' | 'tool' | 'console' | 'asset';

/**
 * Cross-Origin-Opener-Policy. Tool pages and the console take `same-origin`;
 * ordinary pages a different value, `same-origin-allow-popups`: a browser
 * keeps two documents in one browsing context group only when origin and value
 * both match, so a window an ordinary page opens on a tool page (or a tool
 * page on an ordinary page) lands in a group of its own, and the opener's
 * handle can neither read nor script it (`window.open` returns a closed window).
 */
export const OPENER_POLICY = {tool: 'same-origin', page: 'same-origin-allow-popups'} as const;

export type HeaderSet = Readonly<Record<string, string>>;

/** How long browsers keep to HTTPS once they saw the site over it: two years. */
export const HSTS_MAX_AGE = 63_072_000;

/** Features no page of the site uses. Only names every current browser knows (an unknown one is a console error). */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
] as const;

/** Headers of every response. */
export function commonHeaders(): HeaderSet {
  return {
    'X-Content-Type-Options': 'nosniff',
    // Browsers ignore it over plain HTTP, so the same set serves the TLS server and a local test server.
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}

function origin(url: string): string {
  return new URL(url).origin;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

type Directives = Record<string, readonly string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...unique(sources)].join(' '))
    .join('; ');
}

function algoliaHosts(appId: string | undefined): string[] {
  if (!appId) return [];
  const id = appId.toLowerCase();
  // The search host, its fallbacks and the retry hosts of the Algolia client.
  return [`https://${id}-dsn.algolia.net`, `https://${id}.algolia.net`, 'https://*.algolianet.com'];
}

const GISCUS_ORIGIN = 'https://giscus.app';

/**
 * What a `<Video>` of an ordinary page may load once the reader clicks play
 * (src/components/Video): the Bilibili player and YouTube's privacy-enhanced
 * player in a frame, YouTube's iframe API script (youtube-video-element loads
 * it), video files from any HTTPS host, and `blob:` media for the HLS and DASH
 * engines. HLS and DASH manifests and segments are fetched, so they must come
 * from the site itself (`connect-src`). Tool pages allow none of it.
 */
export const VIDEO_EMBED_SOURCES = {
  frame: ['https://player.bilibili.com', 'https://www.youtube-nocookie.com'],
  script: ['https://www.youtube.com'],
  media: ["'self'", 'blob:', 'https:'],
} as const;

/** Directives every page shares; `frame-ancestors` is added by `contentSecurityPolicy` (a `<meta>` policy cannot carry it). */
function base(settings: HeaderSettings): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...settings.inlineScriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...algoliaHosts(settings.algoliaAppId)],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

function pageDirectives(settings: HeaderSettings): Directives {
  const d = base(settings);
  const hosts = settings.thirdParty.map((kind) => THIRD_PARTY_HOSTS[kind]);
  const frames = [...hosts.flatMap((h) => h.frame), ...(settings.giscus ? [GISCUS_ORIGIN] : [])];
  return {
    ...d,
    // 'strict-dynamic': the build's hashed inline scripts (the bundle loader among them) and the scripts they
    // add are trusted, host sources are ignored; a third-party script runs only because the site's loader
    // (src/clientModules/thirdPartyScripts.ts) added it, never because its host is on a list. 'self' is
    // the fallback of browsers without CSP level 3.
    'script-src': [...(d['script-src'] ?? []), "'strict-dynamic'"],
    'media-src': VIDEO_EMBED_SOURCES.media,
    'img-src': [...(d['img-src'] ?? []), ...hosts.flatMap((h) => h.img), ...(settings.extraImageOrigins ?? [])],
    'connect-src': [
      ...(d['connect-src'] ?? []),
      // The changelog and the desktop page ask GitHub for newer releases.
      origin(GITHUB_RELEASES_API),
      origin(DESKTOP_LATEST_API),
      ...hosts.flatMap((h) => h.connect),
    ],
    'frame-src': [...frames, ...VIDEO_EMBED_SOURCES.frame],
  };
}

/**
 * Tool pages: `connect-src` holds the API servers of the build and the
 * provider endpoints the browser calls itself. The API request console
 * (`/tool/api`) is a kind of its own (`anyServer`): it sends requests to the
 * reader's own AList server, wherever it is. A 404 under `/tool/` gets the
 * tools' narrow policy, and the console and the token tools never share a
 * document (src/clientModules/toolIsolation.ts).
 */
function toolDirectives(settings: HeaderSettings, anyServer: boolean): Directives {
  const d = base(settings);
  return {
    ...d,
    'img-src': [...(d['img-src'] ?? []), ...ALIYUNDRIVE_QR_IMAGE_HOSTS.map((host) => `https://${host}`)],
    'connect-src': [
      ...(d['connect-src'] ?? []),
      // The stub server on this machine is among them only in a test build (TOOLS_API_SERVER_LOCAL).
      ...settings.apiServers.map(origin),
      origin(GOOGLE_TOKEN_URL),
      origin(GOOGLE_ALBUMS_URL),
      origin(YANDEX_TOKEN_URL),
      ...(anyServer ? ['http:', 'https:'] : []),
    ],
  };
}

/**
 * The Content-Security-Policy of a page kind. `forMeta` leaves out what a
 * `<meta http-equiv>` policy cannot hold (`frame-ancestors`).
 */
export function contentSecurityPolicy(
  kind: Exclude<ResponseKind, 'asset'>,
  settings: HeaderSettings,
  {forMeta = false}: {readonly forMeta?: boolean} = {},
): string {
  const directives = kind === 'page' ? pageDirectives(settings) : toolDirectives(settings, kind === 'console');
  // No page, not even one of the site, may frame a tool page: a same-origin frame is a window its parent reads.
  const ancestors = kind === 'page' ? ["'self'"] : ["'none'"];
  return serialize(forMeta ? directives : {...directives, 'frame-ancestors': ancestors});
}

/** Every header of a response kind. */
export function headersFor(kind: ResponseKind, settings: HeaderSettings): HeaderSet {
  switch (kind) {
    case 'asset':
      return {
        ...commonHeaders(),
        'X-Frame-Options': 'SAMEORIGIN',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cache-Control': 'public, max-age=31536000, immutable',
      };
    case 'tool':
    case 'console':
      return {
        ...commonHeaders(),
        'Content-Security-Policy': contentSecurityPolicy(kind, settings),
        // Tool pages hold codes and tokens: no address leaves them in a Referer header.
        'Referrer-Policy': 'no-referrer',
        'Cross-Origin-Opener-Policy': OPENER_POLICY.tool,
        'X-Frame-Options': 'DENY',
        'Cache-Control': 'no-cache',
      };
    case 'page':
      return {
        ...commonHeaders(),
        'Content-Security-Policy': contentSecurityPolicy('page', settings),
        'X-Frame-Options': 'SAMEORIGIN',
        'Cross-Origin-Opener-Policy': OPENER_POLICY.page,
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cache-Control': 'no-cache',
      };
  }
}

// ---- which path is which kind ---------------------------------------------

export function responseKindOf(pathname: string): ResponseKind {
  if (isAssetPath(pathname)) return 'asset';
  if (isApiConsolePage(pathname)) return 'console';
  if (isToolPage(pathname)) return 'tool';
  return 'page';
}

// ---- _headers (Netlify, Cloudflare Pages) ---------------------------------

export interface HeaderRule {
  readonly pattern: string;
  readonly headers: HeaderSet;
}

/**
 * The rules of a `_headers` file. Both hosts apply every rule whose pattern
 * matches and join repeated header names with commas, which for two
 * Content-Security-Policy values would enforce both. So the common headers go
 * on `/*`, and the kind-specific ones on patterns that never overlap: the
 * assets, the tool pages one by one (`toolNames`: the entries of the build's
 * `tool/` folder, such as `onedrive`, `api.html`) apart from the console, and
 * every other top-level path of the build (`topLevel`: first path segments
 * such as `guide`, `pricing.html`, `404.html`). A miss under `/tool/` at an
 * unknown name gets only the common headers; src/clientModules/toolIsolation.ts
 * never lets a tool render in a document that began on a 404.
 */
export function headerRules(
  settings: HeaderSettings,
  topLevel: readonly string[],
  toolNames: readonly string[] = [],
): HeaderRule[] {
  const common = commonHeaders();
  const specific = (kind: ResponseKind): HeaderSet => {
    const all = headersFor(kind, settings);
    return Object.fromEntries(Object.entries(all).filter(([name]) => !(name in common)));
  };
  const rules: HeaderRule[] = [{pattern: '/*', headers: common}];
  const tools = unique(toolNames)
    .filter((name) => name !== '' && !/^api(\.html)?$/.test(name))
    .sort();
  for (const prefix of LOCALE_PREFIXES) {
    rules.push({pattern: `${prefix}/assets/*`, headers: specific('asset')});
    for (const pattern of [`${prefix}/tool`, `${prefix}/tool.html`, `${prefix}/tool/`]) {
      rules.push({pattern, headers: specific('tool')});
    }
    for (const name of tools) {
      rules.push({pattern: `${prefix}/tool/${name}`, headers: specific('tool')});
      if (!name.includes('.')) rules.push({pattern: `${prefix}/tool/${name}/*`, headers: specific('tool')});
    }
    for (const pattern of [`${prefix}/tool/api`, `${prefix}/tool/api.html`, `${prefix}/tool/api/`]) {
      rules.push({pattern, headers: specific('console')});
    }
    rules.push({pattern: prefix === '' ? '/' : `${prefix}/`, headers: specific('page')});
    if (prefix !== '') rules.push({pattern: prefix, headers: specific('page')});
  }
  const localeFolders = new Set(LOCALE_PREFIXES.map((prefix) => prefix.slice(1)));
  const names = unique(topLevel).filter(
    (name) => name !== '' && !localeFolders.has(name) && name !== 'assets' && name !== 'tool' && name !== 'tool.html',
  );
  for (const prefix of LOCALE_PREFIXES) {
    for (const name of names.sort()) {
      const path = `${prefix}/${name}`;
      if (name.includes('.')) rules.push({pattern: path, headers: specific('page')});
      else {
        rules.push({pattern: path, headers: specific('page')});
        rules.push({pattern: `${path}/*`, headers: specific('page')});
      }
    }
  }
  return rules;
}

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const lines = [
    '# Response headers for Netlify and Cloudflare Pages, written by the build',
    '# from src/lib/site/securityHeaders.ts (the nginx snippets come from the same rules).',
  ];
  for (const rule of rules) {
    lines.push(rule.pattern);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Netlify's `_headers` semantics: every matching rule applies, repeated names are joined with `, `. */
export function resolveHeadersFile(text: string, pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  let applies = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      applies = re.test(pathname);
      continue;
    }
    if (!applies) continue;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    const key = Object.keys(result).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
    result[key] = result[key] === undefined ? value : `${result[key]}, ${value}`;
  }
  return result;
}

// ---- nginx ----------------------------------------------------------------

/** Snippet file names, as site-locations.conf includes them from `snippets/`. */
export const NGINX_SNIPPETS: Readonly<Record<ResponseKind, string>> = {
  page: 'alist-docs-headers-page.conf',
  tool: 'alist-docs-headers-tool.conf',
  console: 'alist-docs-headers-console.conf',
  asset: 'alist-docs-headers-asset.conf',
};

const SNIPPET_TITLES: Readonly<Record<ResponseKind, string>> = {
  page: 'ordinary pages',
  tool: 'tool pages',
  console: 'the API request console',
  asset: 'fingerprinted assets',
};

function nginxQuote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * One snippet per response kind: `add_header … always;` lines for every
 * header of that kind. A location that includes a snippet gets the complete
 * set, since nginx drops inherited `add_header`s in a location with its own.
 */
export function renderNginxSnippets(settings: HeaderSettings): Record<string, string> {
  const files: Record<string, string> = {};
  for (const kind of Object.keys(NGINX_SNIPPETS) as ResponseKind[]) {
    const lines = [
      `# Headers of ${SNIPPET_TITLES[kind]}.`,
      '# Written by the build from src/lib/site/securityHeaders.ts; do not edit (see deploy/README.md).',
      ...Object.entries(headersFor(kind, settings)).map(
        ([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`,
      ),
    ];
    files[NGINX_SNIPPETS[kind]] = `${lines.join('\n')}\n`;
  }
  return files;
}

/** Reads a rendered snippet back into headers (tests compare it with `_headers`). */
export function parseNginxSnippet(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const match of text.matchAll(/^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm)) {
    headers[match[1] ?? ''] = (match[2] ?? '').replace(/\\(.)/g, '$1');
  }
  return headers;
}
