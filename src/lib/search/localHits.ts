/**
 * Results of the local index (./engine.ts) turned into DocSearch hits, so the
 * same search dialog shows both the local and the hosted results.
 *
 * The dialog groups hits by `hierarchy.lvl0` in order of first appearance;
 * each page gets its own group, titled with its breadcrumb ("Guide › Storage
 * › OneDrive"), so the ranking of pages is kept. Highlighted values are HTML
 * (the dialog injects them as such), so text is escaped here.
 */
import {DOC_KIND, queryWords, type SearchHit} from './engine';

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

/** Ranges sorted, overlapping ones merged, cut to the text. */
export function mergeRanges(ranges: readonly Range[], textLength: number): Range[] {
  const sorted = ranges
    .filter((r) => isRange(r) && r[0] < textLength)
    .map(([start, length]) => [start, Math.min(length, textLength - start)] as const)
    .sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  const merged: [number, number][] = [];
  for (const [start, length] of sorted) {
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
  return mergeRanges(
    Object.entries(found).map(([start, length]) => [Number(start), length] as const),
    text.length,
  );
}

/** `text` as HTML with the ranges wrapped in `<mark>`. */
export function markRanges(text: string, ranges: readonly Range[]): string {
  return segments(text, ranges)
    .map((part) => (part.mark ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text)))
    .join('');
}

/** A piece of shown text, marked where it matches the query. */
export interface Segment {
  readonly text: string;
  readonly mark: boolean;
}

/** `text` cut into plain and marked pieces at the ranges. */
export function segments(text: string, ranges: readonly Range[]): Segment[] {
  const out: Segment[] = [];
  let cursor = 0;
  for (const [start, length] of ranges) {
    if (start < cursor) continue;
    if (start > cursor) out.push({text: text.slice(cursor, start), mark: false});
    out.push({text: text.slice(start, start + length), mark: true});
    cursor = start + length;
  }
  if (cursor < text.length) out.push({text: text.slice(cursor), mark: false});
  return out;
}

/** Where the snippet of `text` starts and ends: a window around its first match. */
export function snippetWindow(text: string, ranges: readonly Range[], maxLength: number): [number, number] {
  if (text.length <= maxLength) return [0, text.length];
  const first = ranges[0];
  const anchor = first ? first[0] : 0;
  let start = Math.max(0, Math.min(anchor - Math.floor(maxLength / 3), text.length - maxLength));
  // Do not cut a Latin word in two at the start.
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    if (space >= 0 && start - space < 12) start = space + 1;
  }
  return [start, Math.min(text.length, start + maxLength)];
}

/** The snippet of `text` as pieces, with `…` where it was cut. */
export function snippetSegments(text: string, ranges: readonly Range[], maxLength: number): Segment[] {
  const [start, end] = snippetWindow(text, ranges, maxLength);
  const inside = ranges.filter(([s, l]) => s >= start && s + l <= end).map(([s, l]) => [s - start, l] as const);
  return [
    ...(start > 0 ? [{text: '…', mark: false}] : []),
    ...segments(text.slice(start, end), inside),
    ...(end < text.length ? [{text: '…', mark: false}] : []),
  ];
}

/**
 * A window of at most `maxLength` characters of `text` around its first
 * match, with `…` where it was cut, as HTML.
 */
export function snippetHtml(text: string, ranges: readonly Range[], maxLength: number): string {
  return snippetSegments(text, ranges, maxLength)
    .map((part) => (part.mark ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text)))
    .join('');
}

function value(html: string, matched: boolean): HighlightValue {
  return {value: html, matchLevel: matched ? 'full' : 'none', matchedWords: []};
}

export interface ToHitOptions {
  /** Longest content snippet, in characters. */
  readonly snippetLength?: number;
}

function hitOf(result: SearchHit, words: readonly string[], {snippetLength = 120}: ToHitOptions): LocalHit {
  const {title, pageTitle, text, url, kind} = result;
  const group = [...result.path, pageTitle].filter(Boolean).join(' › ');
  const [urlWithoutAnchor = url, anchor = null] = url.split('#');
  const titleRanges = tokenRanges(title, words);
  let hitType: HitType;
  let lvl2: string | null = null;
  let lvl2Html = '';
  let content: string | null = null;
  let contentHtml = '';
  if (kind === DOC_KIND.page) {
    hitType = 'lvl1';
    // Found by its opening text rather than its title: show the passage, as for a section.
    const textRanges = titleRanges.length === 0 && text ? tokenRanges(text, words) : [];
    if (textRanges.length > 0) {
      hitType = 'content';
      content = text;
      contentHtml = snippetHtml(text, textRanges, snippetLength);
    }
  } else {
    lvl2 = title;
    lvl2Html = markRanges(title, titleRanges);
    const textRanges = text ? tokenRanges(text, words) : [];
    // A row or section found by its title shows as its title; one found by its text shows the passage.
    if (titleRanges.length > 0 || textRanges.length === 0) {
      hitType = 'lvl2';
    } else {
      hitType = 'content';
      content = text;
      contentHtml = snippetHtml(text, textRanges, snippetLength);
    }
  }
  const lvl1Html = markRanges(pageTitle, tokenRanges(pageTitle, words));
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
    objectID: `${result.doc}`,
    type: hitType,
    url,
    url_without_anchor: urlWithoutAnchor,
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

/** Hits for the dialog, in the engine's order, with the query's words marked. */
export function searchHitsToDocSearch(
  results: readonly SearchHit[],
  query: string,
  options: ToHitOptions = {},
): LocalHit[] {
  const words = queryWords(query);
  return results.map((result) => hitOf(result, words, options));
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
