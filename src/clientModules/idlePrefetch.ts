/**
 * Docusaurus prefetches the chunks of every internal link as soon as the link
 * scrolls into view (`window.docusaurus.prefetch`, called by `@docusaurus/Link`).
 * Each call matches the link's path against every route of the site, so the
 * links in view right after hydration cost one long task on a phone (about
 * 80 ms on the install page, four times that in Lighthouse's throttled
 * runs), competing with the reader's first tap. This module keeps the
 * prefetching but runs it in idle periods, a few links at a time
 * (`idleQueue` in src/lib/chrome/idle.ts). Hover and touch still load a route at once
 * (`preload`), and navigation waits for what it needs, as before.
 *
 * Where the browser prefetches with `<link rel="prefetch">`, the queued work
 * is src/lib/chrome/routePrefetch.ts, which asks for each file once and skips
 * what the page has loaded; elsewhere (Safari) the client's own prefetch.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {browserIdleHost, idleQueue, type IdleHost} from '@site/src/lib/chrome/idle';
import {createRoutePrefetcher, type RouteEntry} from '@site/src/lib/chrome/routePrefetch';

// The runtime's chunk-file lookup (Docusaurus' ChunkAssetPlugin), as the client's prefetch uses it.
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

/** `window.docusaurus` (typed by @docusaurus/module-type-aliases). */
type DocusaurusClient = Window['docusaurus'] & {readonly idlePrefetch?: boolean};

const QUEUED: Promise<void[]> = Promise.resolve([]);

/**
 * The client (`window.docusaurus`, a frozen object) with `prefetch` queued in
 * idle time; undefined when there is no client or it is already queued.
 */
export function withIdlePrefetch(
  client: DocusaurusClient | undefined,
  host: IdleHost = browserIdleHost(),
  prefetchRoute?: (routePath: string) => unknown,
): DocusaurusClient | undefined {
  if (!client || client.idlePrefetch) return undefined;
  const prefetch = prefetchRoute ?? client.prefetch;
  const enqueue = idleQueue<string>((routePath) => void prefetch(routePath), host);
  return Object.freeze({
    ...client,
    prefetch: (routePath: string) => {
      enqueue(routePath);
      return QUEUED;
    },
    idlePrefetch: true,
  });
}

/** The client's test for a slow or data-saving connection, where it prefetches nothing. */
function slowConnection(): boolean {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function linkPrefetch(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/** The files the page has fetched (scripts, preloads, prefetches). */
function fetchedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
    .map((entry) => entry.name);
}

let routePrefetcher: ((routePath: string) => boolean) | undefined;

/** This module's prefetch where `<link rel="prefetch">` works; undefined (the client's own) elsewhere. */
function sitePrefetch(): ((routePath: string) => boolean) | undefined {
  if (!document.createElement('link').relList.supports('prefetch')) return undefined;
  routePrefetcher ??= createRoutePrefetcher({
    routes: routes as readonly RouteEntry[],
    matchPath,
    chunkTable: routesChunkNames,
    chunkFile: (name) => __webpack_require__.gca(name),
    loadedFiles: fetchedFiles,
    prefetchFile: linkPrefetch,
    resolve: (file) => new URL(file, document.baseURI).href,
  });
  const prefetch = routePrefetcher;
  return (routePath) => !slowConnection() && prefetch(routePath);
}

const install = (): void => {
  const client = withIdlePrefetch(window.docusaurus as DocusaurusClient | undefined, browserIdleHost(), sitePrefetch());
  if (client) window.docusaurus = client;
};

// The client entry sets `window.docusaurus` right after the modules it
// imports (this one included) are evaluated, and hydrates later. `Link`
// reads `window.docusaurus` at each call, so the replacement serves it.
if (ExecutionEnvironment.canUseDOM) queueMicrotask(install);

export function onRouteDidUpdate(): void {
  if (ExecutionEnvironment.canUseDOM) install();
}
