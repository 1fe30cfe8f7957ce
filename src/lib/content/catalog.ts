/**
 * Builds the "catalog" of a section index page: the pages below it in the
 * sidebar, nested down to a given depth. Works on the plain shape of
 * Docusaurus sidebar items so it can be tested without the framework.
 */
export interface CatalogSidebarItem {
  readonly type: string;
  readonly label?: string;
  readonly href?: string;
  readonly docId?: string;
  readonly items?: readonly CatalogSidebarItem[];
}

export interface CatalogEntry {
  readonly label: string;
  readonly href: string;
  readonly docId?: string;
  readonly children: readonly CatalogEntry[];
}

export const DEFAULT_CATALOG_DEPTH = 2;

function samePath(a: string, b: string): boolean {
  const norm = (p: string): string => p.replace(/(\.html)?\/?$/, '').toLowerCase() || '/';
  return norm(a) === norm(b);
}

function toEntries(items: readonly CatalogSidebarItem[], depth: number, exclude: string): CatalogEntry[] {
  if (depth <= 0) return [];
  const entries: CatalogEntry[] = [];
  for (const item of items) {
    if (!item.href || !item.label || samePath(item.href, exclude)) continue;
    if (item.type !== 'link' && item.type !== 'category') continue;
    entries.push({
      label: item.label,
      href: item.href,
      ...(item.docId ? {docId: item.docId} : {}),
      children: item.type === 'category' ? toEntries(item.items ?? [], depth - 1, exclude) : [],
    });
  }
  return entries;
}

function findCategory(items: readonly CatalogSidebarItem[], permalink: string): CatalogSidebarItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href && samePath(item.href, permalink)) return item;
    const inner = findCategory(item.items ?? [], permalink);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Children of the page at `permalink`: the items of the category it is the
 * index of or, for the sidebar's own landing page (a top-level link), every
 * other top-level item. Empty when the page is neither.
 */
export function buildCatalog(
  sidebar: readonly CatalogSidebarItem[],
  permalink: string,
  depth: number = DEFAULT_CATALOG_DEPTH,
): CatalogEntry[] {
  const category = findCategory(sidebar, permalink);
  if (category) return toEntries(category.items ?? [], depth, permalink);
  const isTopLevel = sidebar.some(
    (item) => item.type === 'link' && item.href !== undefined && samePath(item.href, permalink),
  );
  return isTopLevel ? toEntries(sidebar, depth, permalink) : [];
}
