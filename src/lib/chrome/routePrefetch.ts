/**
 * Prefetching a route's chunks, as `window.docusaurus.prefetch` does
 * (@docusaurus/core src/client/docusaurus.ts), without its repeated work.
 *
 * The client's version, for each link that scrolls into view, scans every
 * entry of the route chunk table for each route the path matches, asks the
 * runtime for each chunk's file (which rebuilds the runtime's file tables on
 * every call), and adds one `<link rel="prefetch">` per chunk. Most chunks of
 * a doc link are those of the parent routes (the docs layout, the version's
 * sidebar data) that every doc shares and the page has already loaded: on the
 * install page, 19 links in view gave 454 `<link>` elements for 29 files
 * (about 300 ms of main-thread time at Lighthouse's CPU slowdown).
 *
 * Here the table is indexed once, a file is asked for once, and a file is
 * prefetched only if the page has neither loaded nor prefetched it. Which
 * chunks a path needs is unchanged: those of every route it matches, looked
 * up by the route's path as the client does.
 */
/**
 * react-router's `matchPath` (`@docusaurus/router`): the callers pass it in, so
 * that this file imports no framework module (src/lib is framework-free).
 */
export type MatchPath = (
  pathname: string,
  options: {path: string | string[]; exact?: boolean; strict?: boolean},
) => unknown;

/** The fields of `@generated/routes` entries that matching reads. */
export interface RouteEntry {
  readonly path?: string | readonly string[];
  readonly exact?: boolean;
  readonly strict?: boolean;
  readonly routes?: readonly RouteEntry[];
}

/** `@generated/routesChunkNames`: `<path>-<hash>` → a tree of chunk names. */
export type RouteChunkTable = Readonly<Record<string, unknown>>;

/** The paths of the routes `pathname` matches, outermost first (react-router-config's `matchRoutes`). */
export function matchedRoutePaths(routes: readonly RouteEntry[], pathname: string, matchPath: MatchPath): string[] {
  const paths: string[] = [];
  let level: readonly RouteEntry[] | undefined = routes;
  while (level) {
    const route: RouteEntry | undefined = level.find(
      (candidate) =>
        candidate.path === undefined ||
        matchPath(pathname, {
          path: candidate.path as string | string[],
          exact: candidate.exact,
          strict: candidate.strict,
        }) !== null,
    );
    if (!route) break;
    if (typeof route.path === 'string') paths.push(route.path);
    level = route.routes;
  }
  return paths;
}

/**
 * Whether `pathname` is a page of the route table: the innermost route it
 * matches matches it exactly (a path under the docs but of no doc matches
 * only the docs layout; the catch-all 404 route is no page).
 */
export function isRoutePage(routes: readonly RouteEntry[], pathname: string, matchPath: MatchPath): boolean {
  const innermost = matchedRoutePaths(routes, pathname, matchPath).at(-1);
  return innermost !== undefined && innermost !== '*' && matchPath(pathname, {path: innermost, exact: true}) !== null;
}

function chunkNamesOf(tree: unknown, into: string[]): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree !== null && typeof tree === 'object')
    for (const value of Object.values(tree)) chunkNamesOf(value, into);
  return into;
}

/** Route path (without the `-<hash>` of its table key) → the chunk names of every route with that path. */
export function indexRouteChunks(table: RouteChunkTable): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(table)) {
    const path = key.replace(/-[^-]+$/, '');
    const names = index.get(path) ?? [];
    chunkNamesOf(tree, names);
    index.set(path, names);
  }
  return index;
}

export interface RoutePrefetchOptions {
  readonly routes: readonly RouteEntry[];
  /** react-router's `matchPath`. */
  readonly matchPath: MatchPath;
  readonly chunkTable: RouteChunkTable;
  /** The file of a chunk (`__webpack_require__.gca`); a name the build merged elsewhere gives a path with "undefined". */
  readonly chunkFile: (chunkName: string) => string | undefined;
  /** Files the page has already loaded or prefetched (absolute URLs), read at the first prefetch. */
  readonly loadedFiles: () => Iterable<string>;
  /** Starts prefetching a file (a `<link rel="prefetch">`). */
  readonly prefetchFile: (url: string) => void;
  /** Resolves a chunk's file against the page (absolute URL). */
  readonly resolve: (file: string) => string;
}

/**
 * A `prefetch(routePath)` that prefetches each file of the route's chunks
 * that is not loaded or prefetched yet. Returns whether the path was new.
 */
export function createRoutePrefetcher(options: RoutePrefetchOptions): (routePath: string) => boolean {
  let index: Map<string, string[]> | undefined;
  let requested: Set<string> | undefined;
  const fileOf = new Map<string, string | null>();
  const seenPaths = new Set<string>();
  return (routePath) => {
    if (seenPaths.has(routePath)) return false;
    seenPaths.add(routePath);
    index ??= indexRouteChunks(options.chunkTable);
    requested ??= new Set(options.loadedFiles());
    for (const path of matchedRoutePaths(options.routes, routePath, options.matchPath)) {
      for (const name of index.get(path) ?? []) {
        let url = fileOf.get(name);
        if (url === undefined) {
          const file = options.chunkFile(name);
          url = file && !file.includes('undefined') ? options.resolve(file) : null;
          fileOf.set(name, url);
        }
        if (url === null || requested.has(url)) continue;
        requested.add(url);
        options.prefetchFile(url);
      }
    }
    return true;
  };
}
