/**
 * Cross-page passes over the documents of a locale before they are indexed.
 */
import {DOC_KIND} from '../../lib/search/engine';
import type {SourceDoc} from '../../lib/search/buildIndex';

/** A block of text at least this long, on this many pages or more, is boilerplate. */
const BOILERPLATE_MIN_LENGTH = 60;
const BOILERPLATE_MIN_PAGES = 3;

/**
 * Text blocks (paragraphs, list items, notes) that stand the same on three
 * pages or more, such as a shared partial, stay only on the first page that
 * has them (in route order), so one snippet cannot fill a hit list.
 */
export function dropBoilerplate(pages: readonly (readonly SourceDoc[])[]): SourceDoc[][] {
  const pagesOf = new Map<string, Set<number>>();
  pages.forEach((docs, page) => {
    for (const doc of docs) {
      for (const block of doc.blocks ?? []) {
        if (block.length < BOILERPLATE_MIN_LENGTH) continue;
        const set = pagesOf.get(block) ?? new Set<number>();
        set.add(page);
        pagesOf.set(block, set);
      }
    }
  });
  const home = new Map<string, number>();
  for (const [block, set] of pagesOf) {
    if (set.size >= BOILERPLATE_MIN_PAGES) home.set(block, Math.min(...set));
  }
  return pages.map((docs, page) =>
    docs.map((doc) => {
      if (!doc.blocks?.some((block) => home.has(block) && home.get(block) !== page)) return doc;
      const blocks = doc.blocks.filter((block) => !home.has(block) || home.get(block) === page);
      return {...doc, blocks, text: blocks.join(' ')};
    }),
  );
}

/**
 * Pages of a locale that share a title get their breadcrumb's last category
 * after it (`WebDAV — Storage`), so the hit list tells them apart.
 */
export function qualifyTitles(pages: readonly (readonly SourceDoc[])[]): SourceDoc[][] {
  const count = new Map<string, number>();
  for (const docs of pages) {
    const title = docs[0]?.title ?? '';
    count.set(title, (count.get(title) ?? 0) + 1);
  }
  return pages.map((docs) => {
    const [page, ...rest] = docs;
    if (!page || page.kind !== DOC_KIND.page || (count.get(page.title) ?? 0) < 2) return [...docs];
    const category = page.path?.at(-1);
    return category ? [{...page, title: `${page.title} — ${category}`}, ...rest] : [...docs];
  });
}
