/**
 * The site's own search index and its query engine: the same code ranks the
 * results in the reader's browser (the dialog and the results page), in the
 * unit tests and in the evaluation (`npm run eval:search`).
 *
 * The index has one document per page, per section (a heading and the text
 * under it) and per reference row (a configuration key, setting, CLI flag,
 * driver option, HTTP route or error message, with its anchor), written after
 * the build by src/plugins/search from the pages' HTML. It comes in two files
 * (stages): the head holds every document's title, page, anchor and the
 * terms of titles, descriptions and keywords, and answers the first query;
 * the body adds the terms and text of the paragraphs.
 *
 * Scores are BM25F over the fields, with a coverage factor so that documents
 * holding every word of the query come first, and a share of the page
 * title's score for the sections and rows of a page whose title matches
 * (`onedrive refresh_token` finds the OneDrive driver's row).
 */
import {isCjk, isStopTerm, normalize, queryWords, stem, terms, type Term} from './text';

export const INDEX_VERSION = 2;

export const DOC_KIND = {page: 0, section: 1, row: 2} as const;
export type DocKind = (typeof DOC_KIND)[keyof typeof DOC_KIND];

/**
 * A document as the head stores it: kind, title, URL (with the locale's base
 * URL; pages only, sections and rows read their page's), anchor (empty for a
 * page), index of its page document (itself for a page), breadcrumb (pages
 * only), and the token count of each head field.
 */
export type StoredDoc = [
  kind: DocKind,
  title: string,
  url: string,
  anchor: string,
  page: number,
  path: readonly string[],
  lengths: readonly number[],
];

/**
 * Postings of a term: how many documents of the whole index hold it (both
 * stages), then for each field that holds it the field and its documents,
 * in order, each as the difference to the previous one, or as
 * `[difference, frequency × 10]` where the term stands more than once
 * (`[12, 0, [3, 40, [2, 25]], 1, [7]]`: documents 3, 43 and 45 in titles,
 * 45 twice and a half, and 7 in descriptions). Compact, and gzip likes it.
 */
export type Postings = readonly (number | readonly (number | readonly [number, number])[])[];

/** Calls `each(doc, field, frequency)` for every posting of a list. */
export function forEachPosting(list: Postings, each: (doc: number, field: number, tf: number) => void): void {
  for (let i = 1; i + 1 < list.length; i += 2) {
    const field = list[i] as number;
    const docs = list[i + 1] as readonly (number | readonly [number, number])[];
    let doc = 0;
    for (const entry of docs) {
      if (typeof entry === 'number') {
        doc += entry;
        each(doc, field, 1);
      } else {
        doc += entry[0];
        each(doc, field, entry[1] / 10);
      }
    }
  }
}

export interface HeadIndex {
  readonly version: typeof INDEX_VERSION;
  readonly stage: 'head';
  readonly locale: string;
  readonly docs: readonly StoredDoc[];
  /** Average token count of each field over the documents that have it (head fields, then body). */
  readonly averages: readonly number[];
  readonly terms: Readonly<Record<string, Postings>>;
}

export interface BodyIndex {
  readonly version: typeof INDEX_VERSION;
  readonly stage: 'body';
  readonly locale: string;
  /** Text of each document (empty for most pages), for the snippet. */
  readonly texts: readonly string[];
  /** Token count of each document's text. */
  readonly lengths: readonly number[];
  readonly terms: Readonly<Record<string, Postings>>;
}

/** Fields: 0 title (page title, heading, row name), 1 description and keywords (pages), 2 text (body). */
export const FIELD = {title: 0, summary: 1, text: 2} as const;
const FIELD_WEIGHT = [8, 3, 1];
const FIELD_B = [0.5, 0.5, 0.75];
const K1 = 1.2;
/** Share of a page title's score that its sections and rows inherit. */
const INHERIT = 0.35;
/** Share of its best section's score that a page adds to its own. */
const PAGE_SHARE = 0.3;
/** Weight of a word found through a synonym, a prefix or one typo. */
const SYNONYM_WEIGHT = 0.8;
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.45;
const CHAR_PAIR_WEIGHT = 0.5;
const MAX_PREFIX_TERMS = 24;

/** Whether `value` is a stage of this version's index, with its list (`docs` or `texts`) and its terms. */
function isStage(value: unknown, stage: 'head' | 'body', list: 'docs' | 'texts'): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.version === INDEX_VERSION &&
    v.stage === stage &&
    Array.isArray(v[list]) &&
    typeof v.terms === 'object' &&
    v.terms !== null
  );
}

export function isHeadIndex(value: unknown): value is HeadIndex {
  return isStage(value, 'head', 'docs');
}

export function isBodyIndex(value: unknown): value is BodyIndex {
  return isStage(value, 'body', 'texts');
}

/** A rule of the synonyms file (src/data/search/synonyms.ts): what readers type → the site's words. */
export interface SynonymRule {
  /** Words or phrases readers type (any one of them triggers the rule). */
  readonly match: readonly string[];
  /** The words the pages use for it. */
  readonly add: string;
}

/** A loaded index: the head, and the body once it has arrived. */
export interface LoadedIndex {
  readonly head: HeadIndex;
  readonly body?: BodyIndex;
  /** Terms of both stages, sorted, for prefix and typo look-ups. */
  readonly sortedTerms: readonly string[];
  /** Rows quoted on several pages (see `repeatedRows`). */
  readonly repeated: ReadonlySet<number>;
}

export function loadIndex(head: HeadIndex, body?: BodyIndex): LoadedIndex {
  const all = new Set(Object.keys(head.terms));
  if (body) for (const term of Object.keys(body.terms)) all.add(term);
  return {head, body, sortedTerms: [...all].sort(), repeated: repeatedRows(head)};
}

/** A row or heading that stands under the same name on this many pages or more is generic there. */
const REPEATED_ROW_PAGES = 3;
const REPEATED_ROW_FACTOR = 0.6;

/**
 * Rows and sections whose name stands on several pages (an error message
 * quoted on each driver page, a heading such as `Get a refresh token` or
 * `Options`): each weighs less, so the page that explains the message (the
 * error catalogue) or the one that is about it (the token tools) can come
 * first.
 */
function repeatedRows(head: HeadIndex): ReadonlySet<number> {
  const pagesOf = new Map<string, Set<number>>();
  const nameOf = (kind: DocKind, title: string) => (kind === DOC_KIND.row ? rowName(title) : normalize(title).trim());
  head.docs.forEach(([kind, title, , , page]) => {
    if (kind === DOC_KIND.page) return;
    const name = nameOf(kind, title);
    const pages = pagesOf.get(name) ?? new Set<number>();
    pages.add(page);
    pagesOf.set(name, pages);
  });
  const repeated = new Set<number>();
  head.docs.forEach(([kind, title], doc) => {
    if (kind !== DOC_KIND.page && (pagesOf.get(nameOf(kind, title))?.size ?? 0) >= REPEATED_ROW_PAGES) {
      repeated.add(doc);
    }
  });
  return repeated;
}

/** `name — kind` → [name, kind]; the last ` — ` splits (an error message may hold one). */
export function splitRowTitle(title: string): [string, string] {
  const at = title.lastIndexOf(' — ');
  return at < 0 ? [title, ''] : [title.slice(0, at), title.slice(at + 3)];
}

/** The words of a section's anchor, which names its subject (`#storage-not-init`). */
export function anchorWords(anchor: string): string {
  return anchor.replace(/[-_]+/g, ' ');
}

/** The name of a row (`storage not init: …` of `storage not init: … — SFTP`), normalized. */
function rowName(title: string): string {
  return normalize(splitRowTitle(title)[0])
    .replace(/[:：…. ]+$/u, '')
    .trim();
}

export interface SearchHit {
  readonly doc: number;
  readonly kind: DocKind;
  readonly title: string;
  /** URL with the anchor. */
  readonly url: string;
  readonly pageTitle: string;
  /** Breadcrumb of the page (navbar item, sidebar categories). */
  readonly path: readonly string[];
  /** The document's text, when the body is loaded. */
  readonly text: string;
  readonly score: number;
}

export interface SearchOptions {
  readonly limit?: number;
  /** Most hits of one page in the list (so that several pages show). */
  readonly perPage?: number;
  readonly synonyms?: readonly SynonymRule[];
}

/** A word of the query, and what may stand for it. */
interface QueryTerm {
  readonly term: string;
  readonly weight: number;
  /** Counts toward the share of the query a document covers. */
  readonly counts: boolean;
  /** Other index terms that stand for it (prefix, typo), with their weight. */
  readonly alternatives: readonly Term[];
}

function postingsOf(index: LoadedIndex, term: string): {df: number; lists: Postings[]} {
  const lists: Postings[] = [];
  let df = 0;
  const head = index.head.terms[term];
  if (head) {
    lists.push(head);
    df = (head[0] as number | undefined) ?? 0;
  }
  const body = index.body?.terms[term];
  if (body) {
    lists.push(body);
    df = Math.max(df, (body[0] as number | undefined) ?? 0);
  }
  return {df, lists};
}

/** Index terms starting with `prefix`, most common first. */
function termsWithPrefix(index: LoadedIndex, prefix: string): string[] {
  const sorted = index.sortedTerms;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i += 1) {
    if (sorted[i] !== prefix) found.push(sorted[i]!);
  }
  return mostCommon(index, found);
}

/** The `MAX_PREFIX_TERMS` terms of the list that the most documents hold. */
function mostCommon(index: LoadedIndex, list: string[]): string[] {
  const df = (t: string) => postingsOf(index, t).df;
  return list.sort((a, b) => df(b) - df(a)).slice(0, MAX_PREFIX_TERMS);
}

/** Whether `a` and `b` differ by one edit (insertion, deletion, substitution or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Chinese pairs of the index that hold `char`, most common first. */
function pairsWith(index: LoadedIndex, char: string): string[] {
  return mostCommon(
    index,
    index.sortedTerms.filter((t) => t.length === 2 && t !== char && t.includes(char) && isCjk(t)),
  );
}

function typoTerms(index: LoadedIndex, term: string): string[] {
  if (term.length < 5 || isCjk(term) || /\d/.test(term)) return [];
  return index.sortedTerms.filter((t) => t[0] === term[0] && withinOneEdit(t, term) && t !== term).slice(0, 8);
}

/** Whether the normalized `query` holds the normalized `phrase`: whole words, or anywhere for Chinese. */
function phraseIn(query: string, phrase: string): boolean {
  if (isCjk(phrase)) return query.includes(phrase);
  return new RegExp(
    `(^|[^\\p{L}\\p{N}_])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}_])`,
    'u',
  ).test(query);
}

/** The query's terms: its words (the last one also as a prefix while it is being typed), their typos, synonyms. */
export function parseQuery(
  index: LoadedIndex,
  query: string,
  synonyms: readonly SynonymRule[] = [],
): {terms: QueryTerm[]; expansions: {term: string; weight: number; covers: Set<string>}[]} {
  const merged = new Map<string, number>();
  const all = terms(query);
  // Stop words (`why`, `does`, 怎么办) only when the query has nothing else.
  const meaningful = all.filter((t) => !isStopTerm(t.term));
  for (const {term, weight} of meaningful.length > 0 ? meaningful : all) {
    merged.set(term, Math.max(merged.get(term) ?? 0, weight));
  }
  const typing = !/\s$/.test(query);
  const raw = normalize(query).trim();
  const lastWord = /([\p{L}\p{N}_-]+)$/u.exec(raw)?.[1] ?? '';
  const list: QueryTerm[] = [...merged].map(([term, weight]) => {
    const alternatives: Term[] = [];
    const missing = postingsOf(index, term).df === 0;
    if (missing) {
      for (const t of typoTerms(index, term)) alternatives.push({term: t, weight: FUZZY_WEIGHT});
    }
    // A Chinese character typed alone: the pairs that hold it.
    if (isCjk(term) && [...term].length === 1) {
      for (const t of pairsWith(index, term)) alternatives.push({term: t, weight: CHAR_PAIR_WEIGHT});
    }
    const isLast = typing && lastWord && !isCjk(lastWord) && (term === stem(lastWord) || term === lastWord);
    if (isLast && lastWord.length >= 2) {
      for (const t of new Set([...termsWithPrefix(index, lastWord), ...termsWithPrefix(index, term)])) {
        alternatives.push({term: t, weight: PREFIX_WEIGHT});
      }
    }
    // A word no page holds (and nothing stands for) cannot tell pages apart.
    return {term, weight, counts: !missing || alternatives.length > 0, alternatives};
  });

  const expansions: {term: string; weight: number; covers: Set<string>}[] = [];
  const normalizedQuery = normalize(query);
  // Every phrase of every rule found in the query, longest first; a phrase inside a longer one
  // that matched does not fire (文件夹加密码 is about a folder's password, not 加密).
  const found = synonyms
    .flatMap((rule) => rule.match.map((phrase) => ({rule, phrase: normalize(phrase).trim()})))
    .filter(({phrase}) => phrase && phraseIn(normalizedQuery, phrase))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  const taken: [number, number][] = [];
  const fired = new Set<SynonymRule>();
  for (const {rule, phrase} of found) {
    if (fired.has(rule)) continue;
    const at = normalizedQuery.indexOf(phrase);
    const span: [number, number] = [at, at + phrase.length];
    if (taken.some(([start, end]) => span[0] < end && start < span[1] && (span[0] > start || span[1] < end))) continue;
    taken.push(span);
    fired.add(rule);
    const covers = new Set(terms(phrase).map((t) => t.term));
    for (const {term, weight} of terms(rule.add)) {
      if (merged.has(term) || isStopTerm(term)) continue;
      expansions.push({term, weight: weight * SYNONYM_WEIGHT, covers});
    }
  }
  return {terms: list, expansions};
}

/** BM25's inverse document frequency of a term held by `df` of `n` documents. */
const idfOf = (n: number, df: number): number => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** BM25's saturated score of a (field-weighted) term frequency. */
const saturate = (idf: number, tf: number): number => (idf * tf * (K1 + 1)) / (tf + K1);

/** BM25F score of one term for every document holding it. */
function scoreTerm(index: LoadedIndex, term: string, n: number): Map<number, number> {
  const {df, lists} = postingsOf(index, term);
  const scores = new Map<number, number>();
  if (df === 0) return scores;
  const idf = idfOf(n, df);
  const weighted = new Map<number, number>();
  const {docs, averages} = index.head;
  for (const list of lists) {
    forEachPosting(list, (doc, field, tf) => {
      const length =
        field === FIELD.text ? (index.body?.lengths[doc] ?? averages[field] ?? 1) : (docs[doc]?.[6][field] ?? 1);
      const average = averages[field] || 1;
      const b = FIELD_B[field] ?? 0.75;
      const norm = 1 - b + (b * length) / average;
      weighted.set(doc, (weighted.get(doc) ?? 0) + ((FIELD_WEIGHT[field] ?? 1) * tf) / norm);
    });
  }
  for (const [doc, tf] of weighted) scores.set(doc, saturate(idf, tf));
  return scores;
}

/** Title-field score of a term for page documents only (what their sections inherit). */
function pageTitleScores(index: LoadedIndex, term: string, n: number): Map<number, number> {
  const scores = new Map<number, number>();
  // Titles are in the head.
  const head = index.head.terms[term];
  if (!head) return scores;
  const idf = idfOf(n, postingsOf(index, term).df);
  forEachPosting(head, (doc, field, tf) => {
    if (field !== FIELD.title || index.head.docs[doc]?.[0] !== DOC_KIND.page) return;
    scores.set(doc, saturate(idf, FIELD_WEIGHT[FIELD.title]! * tf));
  });
  return scores;
}

/** Candidates looked at for the phrase bonus. */
const PHRASE_CANDIDATES = 60;

/**
 * The query as typed, found whole in a candidate's title (×1.6) or text
 * (×1.25): `storage not init` prefers the section that quotes the message.
 * Re-sorts the list in place.
 */
function phraseBonus(index: LoadedIndex, query: string, ranked: {doc: number; score: number}[]): void {
  const phrase = normalize(query).replace(/\s+/g, ' ').trim();
  const long = isCjk(phrase) ? [...phrase].length >= 3 : phrase.includes(' ');
  if (!long) return;
  for (const entry of ranked.slice(0, PHRASE_CANDIDATES)) {
    const stored = index.head.docs[entry.doc];
    const title = normalize(`${stored?.[1] ?? ''} ${stored?.[0] === DOC_KIND.section ? anchorWords(stored[3]) : ''}`);
    const text = normalize(index.body?.texts[entry.doc] ?? '');
    if (title.includes(phrase)) entry.score *= 1.6;
    else if (text.includes(phrase)) entry.score *= 1.25;
  }
  ranked.sort((a, b) => b.score - a.score || a.doc - b.doc);
}

interface Scored {
  score: number;
  covered: Set<string>;
}

/**
 * The documents that answer `query`, best first, at most `perPage` of a
 * page and `limit` in all. A page's own document and its sections compete;
 * a row or section whose text is the same as one already listed is left out.
 */
export function search(index: LoadedIndex, query: string, options: SearchOptions = {}): SearchHit[] {
  const {limit = 12, perPage = 2, synonyms = []} = options;
  if (!query.trim()) return [];
  const n = index.head.docs.length;
  const parsed = parseQuery(index, query, synonyms);
  const countable = parsed.terms.filter((t) => t.counts);
  if (countable.length === 0) return [];
  // Per word of the query (and per synonym word): each document's own score, and the score of
  // the page titles that hold it, which the page's sections and rows inherit for a word they
  // do not hold themselves (`onedrive refresh_token` finds the OneDrive driver's row).
  const groups: {own: Map<number, number>; page: Map<number, number>; covers: readonly string[]}[] = [];
  for (const qt of parsed.terms) {
    const own = new Map<number, number>();
    const page = new Map<number, number>();
    for (const {term, weight} of [{term: qt.term, weight: 1}, ...qt.alternatives]) {
      for (const [doc, s] of scoreTerm(index, term, n))
        own.set(doc, Math.max(own.get(doc) ?? 0, s * weight * qt.weight));
      for (const [doc, s] of pageTitleScores(index, term, n)) {
        page.set(doc, Math.max(page.get(doc) ?? 0, s * weight * qt.weight));
      }
    }
    groups.push({own, page, covers: [qt.term]});
  }
  for (const {term, weight, covers} of parsed.expansions) {
    const own = new Map<number, number>();
    const page = new Map<number, number>();
    for (const [doc, s] of scoreTerm(index, term, n)) own.set(doc, s * weight);
    for (const [doc, s] of pageTitleScores(index, term, n)) page.set(doc, s * weight);
    groups.push({own, page, covers: [...covers]});
  }
  const byDoc = new Map<number, Scored>();
  for (const {own} of groups) {
    for (const doc of own.keys()) if (!byDoc.has(doc)) byDoc.set(doc, {score: 0, covered: new Set()});
  }
  for (const [doc, entry] of byDoc) {
    const pageOf = index.head.docs[doc]?.[4];
    const child = pageOf !== undefined && pageOf !== doc;
    for (const {own, page, covers} of groups) {
      const mine = own.get(doc);
      const fromPage = child ? page.get(pageOf) : undefined;
      if (mine !== undefined) entry.score += mine;
      else if (fromPage !== undefined) entry.score += fromPage * INHERIT;
      else continue;
      for (const c of covers) entry.covered.add(c);
    }
  }

  // A page answers with all its sections: it covers the words any of them holds, and gains a
  // share of its best section's score (`enable search index` finds the Search page).
  const children = new Map<number, {best: number; covered: Set<string>}>();
  for (const [doc, entry] of byDoc) {
    const page = index.head.docs[doc]?.[4];
    if (page === undefined || page === doc) continue;
    const agg = children.get(page) ?? {best: 0, covered: new Set<string>()};
    agg.best = Math.max(agg.best, entry.score);
    for (const c of entry.covered) agg.covered.add(c);
    children.set(page, agg);
  }
  const titled = new Set<number>();
  for (const group of groups) for (const page of group.page.keys()) titled.add(page);
  for (const [page, agg] of children) {
    const entry = byDoc.get(page);
    // Only a page whose title holds a word of the query: a long page does not answer
    // everything because its sections mention everything.
    if (!entry || !titled.has(page)) continue;
    entry.score += agg.best * PAGE_SHARE;
    for (const c of agg.covered) entry.covered.add(c);
  }

  const total = countable.length;
  const ranked = [...byDoc]
    .map(([doc, {score, covered}]) => {
      const share = countable.filter((t) => covered.has(t.term)).length / total;
      const repeated = index.repeated.has(doc) ? REPEATED_ROW_FACTOR : 1;
      return {doc, score: score * (0.15 + 0.85 * share * share) * repeated};
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.doc - b.doc);
  phraseBonus(index, query, ranked);

  const hits: SearchHit[] = [];
  const perPageCount = new Map<number, number>();
  const seen = new Set<string>();
  for (const {doc, score} of ranked) {
    if (hits.length >= limit) break;
    const stored = index.head.docs[doc];
    if (!stored) continue;
    const [kind, title, , anchor, page] = stored;
    const count = perPageCount.get(page) ?? 0;
    if (count >= perPage) continue;
    const text = index.body?.texts[doc] ?? '';
    // What the hit shows: the same text, or the same title on the same page, only once.
    const keys = [text.length > 40 ? `text:${text}` : '', kind === DOC_KIND.page ? '' : `title:${page}:${title}`];
    if (keys.some((key) => key && seen.has(key))) continue;
    for (const key of keys) if (key) seen.add(key);
    perPageCount.set(page, count + 1);
    const pageDoc = index.head.docs[page];
    const url = pageDoc?.[2] ?? '';
    hits.push({
      doc,
      kind,
      title,
      url: anchor ? `${url}#${anchor}` : url,
      pageTitle: pageDoc?.[1] ?? title,
      path: pageDoc?.[5] ?? [],
      text,
      score,
    });
  }
  return hits;
}

export {queryWords};
