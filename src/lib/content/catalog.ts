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
  /** Absent for a group without a page of its own (a sidebar category without a link): a heading over its pages. */
  readonly href?: string;
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
    if (!item.label || (item.href && samePath(item.href, exclude))) continue;
    if (item.type !== 'link' && item.type !== 'category') continue;
    if (!item.href) {
      // A group without a page of its own (the Storage section's kinds of driver) heads its pages and takes no
      // level of the depth: its pages are listed as if they were the group's siblings.
      const pages = item.type === 'category' ? toEntries(item.items ?? [], depth, exclude) : [];
      if (pages.length > 0) entries.push({label: item.label, children: pages});
      continue;
    }
    const children = item.type === 'category' ? toEntries(item.items ?? [], depth - 1, exclude) : [];
    entries.push({label: item.label, href: item.href, ...(item.docId ? {docId: item.docId} : {}), children});
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
