import {DEFAULT_HEADER_DEPTH} from '../chrome/constants';
import {readingTime} from '../chrome/readingTime';

/**
 * Front matter written for the earlier site (and still accepted) is mapped to
 * Docusaurus' own keys at parse time, so Markdown can be moved over as is:
 *
 * | Key | Meaning | Becomes |
 * | --- | --- | --- |
 * | `toc: false` | no table of contents | `hide_table_of_contents: true` |
 * | `headerDepth: n` | TOC down to h(n+1) | `toc_max_heading_level` |
 * | `sidebar: false` | no sidebar | `displayed_sidebar: null` |
 * | `editLink: false` | no edit link | `custom_edit_url: null` |
 * | `prev` / `next` | doc id or path, or false | `pagination_prev` / `pagination_next` |
 * | `order` | position | `sidebar_position` |
 * | `pageInfo` | which page-info items show (`false`: none) | read by `src/lib/chrome/pageInfo.ts` |
 *
 * `sticky`, `star` (blog pinning), `dir` and `index` (folder options and
 * sidebar membership: the sidebar is listed in sidebars.ts) have no meaning here: they are accepted and the
 * build warns (`legacyFrontMatterWarnings`). Native keys win when both are
 * present. `reading_time` is added from the body.
 */
export type FrontMatter = Record<string, unknown>;

/** Doc id of a page path or id: `/guide/install/docker.html`, `./docker.md`, `guide/install/`… */
export function docIdFromLink(link: string, currentDocDir: string): string {
  let path = link.trim().replace(/[?#].*$/, '');
  const relative = path.startsWith('./') || path.startsWith('../');
  path = path.replace(/\.(md|mdx|html)$/, '');
  if (relative) {
    const parts = currentDocDir.split('/').filter(Boolean);
    for (const segment of path.split('/')) {
      if (segment === '..') parts.pop();
      else if (segment !== '.' && segment !== '') parts.push(segment);
    }
    path = parts.join('/');
  }
  path = path
    .replace(/^\/(zh\/)?/, '')
    .replace(/\/$/, '/index')
    .replace(/^$/, 'index');
  return path.endsWith('/README') ? path.replace(/README$/, 'index') : path;
}

function pagination(value: unknown, currentDocDir: string): string | null | undefined {
  if (value === false || value === null) return null;
  if (typeof value === 'string' && value.trim() !== '') return docIdFromLink(value, currentDocDir);
  if (typeof value === 'object' && value !== null && typeof (value as {link?: unknown}).link === 'string') {
    return docIdFromLink((value as {link: string}).link, currentDocDir);
  }
  return undefined;
}

/** Keys of the earlier site that are accepted but do nothing here, with what to do instead. */
export const IGNORED_LEGACY_KEYS: Readonly<Record<string, string>> = {
  sticky: 'pinning applies to blog lists, which this site has none of',
  star: 'starring applies to blog lists, which this site has none of',
  dir: 'set folder labels and order in sidebars.ts',
  index: 'list or unlist the page in sidebars.ts',
};

/** One warning per earlier-site key that has no effect here (empty when none is used). */
export function legacyFrontMatterWarnings(frontMatter: FrontMatter): string[] {
  return Object.keys(IGNORED_LEGACY_KEYS)
    .filter((key) => frontMatter[key] !== undefined)
    .map((key) => `front matter \`${key}\` is ignored: ${IGNORED_LEGACY_KEYS[key] ?? ''}`);
}

export function normalizeFrontMatter(frontMatter: FrontMatter, body: string, docDir: string): FrontMatter {
  const fm: FrontMatter = {...frontMatter};
  const setDefault = (key: string, value: unknown): void => {
    if (value !== undefined && fm[key] === undefined) fm[key] = value;
  };
  if (fm.toc === false) setDefault('hide_table_of_contents', true);
  const depth = typeof fm.headerDepth === 'number' ? fm.headerDepth : undefined;
  if (depth !== undefined) setDefault('toc_max_heading_level', tocMaxLevel(depth));
  if (fm.sidebar === false) setDefault('displayed_sidebar', null);
  if (fm.editLink === false) setDefault('custom_edit_url', null);
  setDefault('pagination_prev', pagination(fm.prev, docDir));
  setDefault('pagination_next', pagination(fm.next, docDir));
  if (typeof fm.order === 'number') setDefault('sidebar_position', fm.order);
  const {words, minutes} = readingTime(body);
  fm.reading_time = {words, minutes};
  return fm;
}

/** The table of contents' deepest heading level for a header depth (default 2: h2 and h3). */
export function tocMaxLevel(headerDepth: number = DEFAULT_HEADER_DEPTH): number {
  return Math.min(6, Math.max(2, headerDepth + 1));
}

/** Folder of a doc relative to its docs root (`docs/` or a locale's `current/`), from its file path. */
export function docDirOfFile(filePath: string): string {
  const normalized = filePath.split('\\').join('/');
  const match = /(?:^|\/)(?:docs|i18n\/[^/]+\/docusaurus-plugin-content-docs\/current)\/(.*)$/.exec(normalized);
  const relative = match?.[1] ?? '';
  return relative.includes('/') ? relative.slice(0, relative.lastIndexOf('/')) : '';
}
