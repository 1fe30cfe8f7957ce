/**
 * Data about pages that Docusaurus does not give the theme, computed at build
 * time by src/plugins/page-data from the Markdown files: each page's path in
 * every locale (for the language switch) and its footer overrides. A page's
 * contributors (from git history, `parseGitLog`) are in its own front matter
 * (`git_contributors`, src/plugins/page-data/frontMatterData.ts).
 */

export interface Contributor {
  readonly name: string;
  readonly commits: number;
}

export interface FooterOverride {
  readonly footer?: string | false;
  readonly copyright?: string | false;
  readonly license?: string;
}

/** locale → page path (no locale prefix) → page key (doc id or `page:<path>`), as the build finds them. */
export type PageRoutes = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * locale → other locale → the pages of the first whose page is elsewhere in
 * the second: its path there, or null where the second locale lacks it. A
 * page not listed has the same path in both (nearly all: the Chinese docs
 * mirror the English ones).
 */
export type PageMoves = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string | null>>>>>>;

/**
 * The build's page data in every page's bundle: only what differs between
 * locales, not the list of every page (which pages exist, the browser reads
 * from the route table it has anyway: `isPage` of `localeTargetPath`).
 */
export interface PageDataGlobal {
  readonly moves: PageMoves;
  /** locale → page path → footer overrides from front matter. */
  readonly footers: Readonly<Record<string, Readonly<Record<string, FooterOverride>>>>;
}

/** The moves between locales (`PageMoves`) of the pages the build found in each. */
export function localeMoves(routes: PageRoutes): PageMoves {
  const moves: Record<string, Record<string, Record<string, string | null>>> = {};
  for (const [from, fromRoutes] of Object.entries(routes)) {
    for (const [to, toRoutes] of Object.entries(routes)) {
      if (to === from) continue;
      const pathOf = new Map(Object.entries(toRoutes).map(([path, key]) => [key, path]));
      for (const [path, key] of Object.entries(fromRoutes)) {
        const target = pathOf.get(key) ?? null;
        if (target === path) continue;
        ((moves[from] ??= {})[to] ??= {})[path] = target;
      }
    }
  }
  return moves;
}

/**
 * The path of a doc from its id (path without extension, relative to the
 * docs folder) and optional `slug` front matter, as Docusaurus computes it
 * with `routeBasePath: '/'` and `trailingSlash: false`.
 */
export function docPath(id: string, slug?: string): string {
  const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
  const base = id.slice(id.lastIndexOf('/') + 1);
  let path: string;
  if (slug !== undefined && slug !== '') {
    path = slug.startsWith('/') ? slug : `/${dir ? `${dir}/` : ''}${slug}`;
  } else if (base === 'index' || base === 'README') {
    path = `/${dir}`;
  } else {
    path = `/${id}`;
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The path of a page in src/pages from its file path relative to that folder. */
export function pagePath(relativeFile: string): string | undefined {
  if (/(^|\/)_/.test(relativeFile) || !/\.(tsx|jsx|md|mdx)$/.test(relativeFile)) return undefined;
  const withoutExt = relativeFile.replace(/\.(tsx|jsx|md|mdx)$/, '');
  const path = `/${withoutExt.replace(/(^|\/)index$/, '')}`;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Contributors per file from `git log --format=%x1e%an --name-only`:
 * records separated by \x1e, each an author line followed by file names.
 */
export function parseGitLog(output: string): Record<string, Contributor[]> {
  return parseGitHistory(output).contributors;
}

/** The author of the newest commit of each file, from the same log (newest first, as git prints it). */
export function lastAuthors(output: string): Record<string, string> {
  return parseGitHistory(output).lastAuthor;
}

function parseGitHistory(output: string): {
  contributors: Record<string, Contributor[]>;
  lastAuthor: Record<string, string>;
} {
  const lastAuthor: Record<string, string> = {};
  const counts = new Map<string, Map<string, number>>();
  for (const record of output.split('\x1e')) {
    const lines = record.split('\n').map((l) => l.trim());
    const author = lines[0];
    if (!author) continue;
    for (const file of lines.slice(1)) {
      if (!file) continue;
      lastAuthor[file] ??= author;
      const perFile = counts.get(file) ?? new Map<string, number>();
      perFile.set(author, (perFile.get(author) ?? 0) + 1);
      counts.set(file, perFile);
    }
  }
  const result: Record<string, Contributor[]> = {};
  for (const [file, authors] of counts) {
    result[file] = [...authors]
      .map(([name, commits]) => ({name, commits}))
      .sort((a, b) => b.commits - a.commits || a.name.localeCompare(b.name));
  }
  return {contributors: result, lastAuthor};
}

/**
 * Where this page is in another locale: the same path unless the build
 * recorded a move; the other locale's home (`found: false`) when the path is
 * not a page of this locale (`isPage`, given the path as this function
 * normalizes it: no `.html`, no trailing slash) or the other locale lacks it.
 */
export function localeTargetPath(
  moves: PageMoves,
  fromLocale: string,
  toLocale: string,
  path: string,
  isPage: (normalizedPath: string) => boolean,
): {readonly path: string; readonly found: boolean} {
  const normalized = path.length > 1 ? path.replace(/(\.html|\/)$/, '') : path;
  if (normalized !== '/' && !isPage(normalized)) return {path: '/', found: false};
  const moved = moves[fromLocale]?.[toLocale];
  if (moved && Object.hasOwn(moved, normalized)) {
    const target = moved[normalized];
    return target == null ? {path: '/', found: false} : {path: target, found: true};
  }
  return {path: normalized, found: true};
}
