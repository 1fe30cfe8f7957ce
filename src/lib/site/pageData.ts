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

export interface PageDataGlobal {
  /** locale → page path (no locale prefix) → page key (doc id or `page:<path>`). */
  readonly routes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** locale → page path → footer overrides from front matter. */
  readonly footers: Readonly<Record<string, Readonly<Record<string, FooterOverride>>>>;
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
  const counts = new Map<string, Map<string, number>>();
  for (const record of output.split('\x1e')) {
    const lines = record.split('\n').map((l) => l.trim());
    const author = lines[0];
    if (!author) continue;
    for (const file of lines.slice(1)) {
      if (!file) continue;
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
  return result;
}

/**
 * Where the language switch goes: the same page in the target locale when it
 * has one, otherwise that locale's home. Paths carry no locale prefix.
 */
export function localeTargetPath(
  routes: PageDataGlobal['routes'],
  fromLocale: string,
  toLocale: string,
  path: string,
): {readonly path: string; readonly found: boolean} {
  const normalized = path.length > 1 ? path.replace(/(\.html|\/)$/, '') : path;
  const key = routes[fromLocale]?.[normalized];
  const target = routes[toLocale] ?? {};
  if (key !== undefined) {
    for (const [candidate, candidateKey] of Object.entries(target)) {
      if (candidateKey === key) return {path: candidate, found: true};
    }
  }
  return {path: '/', found: normalized === '/'};
}
