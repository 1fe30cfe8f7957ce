/**
 * Results of the local index (`@easyops-cn/docusaurus-search-local`, run in
 * its web worker) turned into DocSearch hits, so the same search dialog
 * shows both the local and the hosted results.
 *
 * The dialog groups hits by `hierarchy.lvl0` in order of first appearance;
 * each page gets its own group, titled with its breadcrumb ("Guide › Storage
 * › OneDrive"), so the plugin's ranking of pages is kept. Highlighted values
 * are HTML (the dialog injects them as such), so text is escaped here.
 */

/** A document of the local index (field names are the plugin's). */
export interface LocalDocument {
  /** id */
  readonly i: number;
  /** text: page title, heading, description or paragraph */
  readonly t: string;
  /** page URL, with the locale's base URL */
  readonly u: string;
  /** `#anchor` of a heading or section */
  readonly h?: string;
  /** id of the page a heading or paragraph belongs to */
  readonly p?: number;
  /** section title (paragraphs) or page title (keywords) */
  readonly s?: string;
  /** breadcrumb of a page: navbar item and sidebar categories */
  readonly b?: readonly string[];
}

/** lunr match data: term → field → positions `[start, length]`. */
export type MatchMetadata = Readonly<Record<string, Readonly<Record<string, {readonly position?: unknown}>>>>;

export interface LocalResult {
  readonly document: LocalDocument;
  /** 0 title, 1 heading, 2 description, 3 keywords, 4 content */
  readonly type: number;
  readonly page?: LocalDocument | false | null;
  readonly metadata: MatchMetadata;
  readonly tokens: readonly string[];
}

export const LOCAL_TYPE = {title: 0, heading: 1, description: 2, keywords: 3, content: 4} as const;

export type HitType = 'lvl1' | 'lvl2' | 'content';

interface HighlightValue {
  value: string;
  matchLevel: 'full' | 'partial' | 'none';
  matchedWords: string[];
}

export interface LocalHitHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: null;
  lvl4: null;
  lvl5: null;
  lvl6: null;
}

/** Structurally a DocSearch hit (`DocSearchHit` of `@docsearch/react`). */
export interface LocalHit {
  objectID: string;
  type: HitType;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: LocalHitHierarchy;
  _highlightResult: {
    content: HighlightValue;
    hierarchy: Record<keyof LocalHitHierarchy, HighlightValue>;
    hierarchy_camel: Record<keyof LocalHitHierarchy, HighlightValue>[];
  };
  _snippetResult: {
    content: {value: string; matchLevel: 'full' | 'partial' | 'none'};
    hierarchy: Record<keyof LocalHitHierarchy, HighlightValue>;
    hierarchy_camel: Record<keyof LocalHitHierarchy, HighlightValue>[];
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Range = readonly [number, number];

function isRange(value: unknown): value is Range {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    value[0] >= 0 &&
    value[1] > 0
  );
}

/** Match positions of field `t`, sorted, overlapping ones merged. */
export function matchRanges(metadata: MatchMetadata, textLength: number): Range[] {
  const ranges: Range[] = [];
  for (const fields of Object.values(metadata)) {
    const positions = fields.t?.position;
    if (!Array.isArray(positions)) continue;
    for (const p of positions as unknown[]) {
      if (isRange(p) && p[0] < textLength) ranges.push([p[0], Math.min(p[1], textLength - p[0])]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, length] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[0] + last[1]) {
      last[1] = Math.max(last[1], start + length - last[0]);
    } else {
      merged.push([start, length]);
    }
  }
  return merged;
}

/** Ranges where any of the query tokens occurs (case-insensitive). */
export function tokenRanges(text: string, tokens: readonly string[]): Range[] {
  const lower = text.toLowerCase();
  const found: Record<number, number> = {};
  for (const token of tokens) {
    const t = token.toLowerCase();
    if (!t) continue;
    for (let at = lower.indexOf(t); at >= 0; at = lower.indexOf(t, at + t.length)) {
      found[at] = Math.max(found[at] ?? 0, t.length);
    }
  }
  const metadata = {q: {t: {position: Object.entries(found).map(([start, length]) => [Number(start), length])}}};
  return matchRanges(metadata, text.length);
}

/** `text` as HTML with the ranges wrapped in `<mark>`. */
export function markRanges(text: string, ranges: readonly Range[]): string {
  let html = '';
  let cursor = 0;
  for (const [start, length] of ranges) {
    if (start < cursor) continue;
    html += escapeHtml(text.slice(cursor, start));
    html += `<mark>${escapeHtml(text.slice(start, start + length))}</mark>`;
    cursor = start + length;
  }
  return html + escapeHtml(text.slice(cursor));
}

/**
 * A window of at most `maxLength` characters of `text` around its first
 * match, with `…` where it was cut, as HTML.
 */
export function snippetHtml(text: string, ranges: readonly Range[], maxLength: number): string {
  if (text.length <= maxLength) return markRanges(text, ranges);
  const first = ranges[0];
  const anchor = first ? first[0] : 0;
  let start = Math.max(0, Math.min(anchor - Math.floor(maxLength / 3), text.length - maxLength));
  // Do not cut a Latin word in two at the start.
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    if (space >= 0 && start - space < 12) start = space + 1;
  }
  const end = Math.min(text.length, start + maxLength);
  const inside = ranges.filter(([s, l]) => s >= start && s + l <= end).map(([s, l]) => [s - start, l] as const);
  return `${start > 0 ? '…' : ''}${markRanges(text.slice(start, end), inside)}${end < text.length ? '…' : ''}`;
}

function value(html: string, matched: boolean): HighlightValue {
  return {value: html, matchLevel: matched ? 'full' : 'none', matchedWords: []};
}

export interface ToHitOptions {
  /** Longest content snippet, in characters. */
  readonly snippetLength?: number;
}

function hitOf(result: LocalResult, {snippetLength = 120}: ToHitOptions): LocalHit | undefined {
  const {document: doc, type, tokens, metadata} = result;
  const isPage = type === LOCAL_TYPE.title || type === LOCAL_TYPE.keywords;
  const page = isPage ? doc : result.page || undefined;
  if (!page || typeof doc.t !== 'string' || typeof doc.u !== 'string') return undefined;
  const pageTitle = type === LOCAL_TYPE.keywords ? (doc.s ?? page.t) : page.t;
  const group = [...(page.b ?? []), pageTitle].filter(Boolean).join(' › ');

  const ranges = matchRanges(metadata, doc.t.length);
  const marked = ranges.length > 0 ? ranges : tokenRanges(doc.t, tokens);
  const titleRanges = tokenRanges(pageTitle, tokens);
  const anchor = doc.h ? doc.h.replace(/^#/, '') : null;
  const url = `${doc.u}${anchor ? `#${anchor}` : ''}`;

  let hitType: HitType;
  let lvl2: string | null = null;
  let lvl2Html = '';
  let content: string | null = null;
  let contentHtml = '';
  if (type === LOCAL_TYPE.heading) {
    hitType = 'lvl2';
    lvl2 = doc.t;
    lvl2Html = markRanges(doc.t, marked);
  } else if (isPage) {
    hitType = 'lvl1';
  } else {
    hitType = 'content';
    content = doc.t;
    contentHtml = snippetHtml(doc.t, marked, snippetLength);
    if (doc.s && doc.s !== pageTitle) {
      lvl2 = doc.s;
      lvl2Html = markRanges(doc.s, tokenRanges(doc.s, tokens));
    }
  }
  const lvl1Html = type === LOCAL_TYPE.title ? markRanges(doc.t, marked) : markRanges(pageTitle, titleRanges);
  const hierarchy: LocalHitHierarchy = {
    lvl0: group,
    lvl1: pageTitle,
    lvl2,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const none = value('', false);
  // The dialog shows lvl0 as plain text (the group title) after removing
  // <mark> tags, so it is neither escaped nor marked.
  const highlighted: Record<keyof LocalHitHierarchy, HighlightValue> = {
    lvl0: value(group, false),
    lvl1: value(lvl1Html, lvl1Html.includes('<mark>')),
    lvl2: lvl2 === null ? none : value(lvl2Html, lvl2Html.includes('<mark>')),
    lvl3: none,
    lvl4: none,
    lvl5: none,
    lvl6: none,
  };
  return {
    objectID: `${doc.i}`,
    type: hitType,
    url,
    url_without_anchor: doc.u,
    anchor,
    content,
    hierarchy,
    _highlightResult: {
      content: value(contentHtml, contentHtml.includes('<mark>')),
      hierarchy: highlighted,
      hierarchy_camel: [highlighted],
    },
    _snippetResult: {
      content: {value: contentHtml, matchLevel: contentHtml.includes('<mark>') ? 'full' : 'none'},
      hierarchy: highlighted,
      hierarchy_camel: [highlighted],
    },
  };
}

export function isLocalResult(value: unknown): value is LocalResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const doc = r.document as Record<string, unknown> | undefined;
  return (
    typeof r.type === 'number' &&
    typeof doc === 'object' &&
    doc !== null &&
    typeof doc.t === 'string' &&
    typeof doc.u === 'string' &&
    Array.isArray(r.tokens) &&
    typeof r.metadata === 'object' &&
    r.metadata !== null
  );
}

/**
 * Hits for the dialog, in the plugin's order. Anything that does not look
 * like a result of the plugin (a changed format) is left out rather than
 * shown broken.
 */
export function localResultsToHits(results: readonly unknown[], options: ToHitOptions = {}): LocalHit[] {
  const hits: LocalHit[] = [];
  for (const result of results) {
    if (!isLocalResult(result)) continue;
    const hit = hitOf(result, options);
    if (hit) hits.push(hit);
  }
  return hits;
}

/**
 * Whether a result path belongs to the current locale: under its base URL,
 * and not under the base URL of a locale nested inside it (`/zh/` inside
 * `/`).
 */
export function isInLocale(path: string, baseUrl: string, otherBaseUrls: readonly string[]): boolean {
  if (!/^\//.test(path)) return true;
  const within = (base: string): boolean => path === base.replace(/\/$/, '') || path.startsWith(base);
  if (!within(baseUrl)) return false;
  return !otherBaseUrls.some((other) => other.length > baseUrl.length && other.startsWith(baseUrl) && within(other));
}
