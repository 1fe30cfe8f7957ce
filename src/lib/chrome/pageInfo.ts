import {readingTimeLabel, type ReadingTimeLabel} from './readingTime';

/** The page-info row under a doc's title, in its fixed order. */
export type PageInfoItem =
  | {readonly kind: 'author'; readonly authors: readonly {name: string; url?: string}[]}
  | {readonly kind: 'original'}
  | {readonly kind: 'date'; readonly date: string}
  | {readonly kind: 'pageview'}
  | {readonly kind: 'readingTime'; readonly label: ReadingTimeLabel; readonly words: number}
  | {readonly kind: 'category'; readonly values: readonly string[]}
  | {readonly kind: 'tag'; readonly values: readonly string[]};

function strings(value: unknown): string[] {
  if (typeof value === 'string' && value.trim() !== '') return [value.trim()];
  if (Array.isArray(value))
    return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
  return [];
}

function authors(value: unknown): {name: string; url?: string}[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.flatMap((entry: unknown) => {
    if (typeof entry === 'string' && entry.trim() !== '') return [{name: entry.trim()}];
    if (typeof entry === 'object' && entry !== null && typeof (entry as {name?: unknown}).name === 'string') {
      const {name, url} = entry as {name: string; url?: unknown};
      return [typeof url === 'string' ? {name, url} : {name}];
    }
    return [];
  });
}

/** ISO date (YYYY-MM-DD) of a front matter date, or undefined. */
export function isoDate(value: unknown): string | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
}

/**
 * The items to show, from front matter. `pageview` needs a page-view counter
 * service, which this site does not configure: `hasPageviewService` keeps the
 * slot for when one is.
 */
export function pageInfoItems(frontMatter: Record<string, unknown>, hasPageviewService = false): PageInfoItem[] {
  const shown = pageInfoSelection(frontMatter.pageInfo);
  return collectItems(frontMatter, hasPageviewService).filter((item) => shown === undefined || shown.has(item.kind));
}

/** Earlier-site names of the page-info items (`pageInfo: [Author, Date]`), as item kinds. */
const LEGACY_PAGE_INFO: Readonly<Record<string, PageInfoItem['kind']>> = {
  author: 'author',
  original: 'original',
  date: 'date',
  pageview: 'pageview',
  readingtime: 'readingTime',
  word: 'readingTime',
  category: 'category',
  tag: 'tag',
};

/**
 * `pageInfo` front matter of the earlier site: `false` hides the row, a list
 * keeps the items it names (in the site's fixed order); anything else keeps all.
 */
export function pageInfoSelection(value: unknown): Set<PageInfoItem['kind']> | undefined {
  if (value === false) return new Set();
  if (!Array.isArray(value)) return undefined;
  const kinds = value
    .map((name: unknown) => (typeof name === 'string' ? LEGACY_PAGE_INFO[name.toLowerCase()] : undefined))
    .filter((kind): kind is PageInfoItem['kind'] => kind !== undefined);
  return new Set(kinds);
}

function collectItems(frontMatter: Record<string, unknown>, hasPageviewService: boolean): PageInfoItem[] {
  const items: PageInfoItem[] = [];
  const author = authors(frontMatter.author);
  if (author.length > 0) items.push({kind: 'author', authors: author});
  if (frontMatter.original === true) items.push({kind: 'original'});
  const date = isoDate(frontMatter.date);
  if (date) items.push({kind: 'date', date});
  if (hasPageviewService && frontMatter.pageview !== false) items.push({kind: 'pageview'});
  const reading = frontMatter.reading_time as {minutes?: unknown; words?: unknown} | undefined;
  if (
    frontMatter.readingTime !== false &&
    typeof reading?.minutes === 'number' &&
    typeof reading.words === 'number' &&
    reading.words > 0
  ) {
    items.push({kind: 'readingTime', label: readingTimeLabel(reading.minutes), words: reading.words});
  }
  const category = strings(frontMatter.category);
  if (category.length > 0) items.push({kind: 'category', values: category});
  const tag = strings(frontMatter.tag);
  if (tag.length > 0) items.push({kind: 'tag', values: tag});
  return items;
}
