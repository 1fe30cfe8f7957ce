/**
 * Writes the two stages of the search index (./engine.ts) from the documents
 * read out of the built pages (src/plugins/search/extract.ts).
 */
import {
  anchorWords,
  DOC_KIND,
  FIELD,
  INDEX_VERSION,
  type BodyIndex,
  type DocKind,
  type HeadIndex,
  type Postings,
  type StoredDoc,
  splitRowTitle,
} from './engine';
import {isStopTerm, terms} from './text';

export interface SourceDoc {
  readonly kind: DocKind;
  /** Page title (with its qualifier), heading, or row title (`jwt_secret — config.json`). */
  readonly title: string;
  /** Page URL with the locale's base URL, no anchor. */
  readonly url: string;
  readonly anchor: string;
  /** Breadcrumb (pages). */
  readonly path?: readonly string[];
  /** Description and keywords (pages). */
  readonly summary?: string;
  /** Text under a heading, a row's description, or the page's text before its first heading. */
  readonly text: string;
  /** The blocks `text` is made of (paragraphs, list items, notes), for the boilerplate pass. */
  readonly blocks?: readonly string[];
}

type Posting = Map<number, Map<number, number>>;

function addTerms(postings: Map<string, Posting>, doc: number, field: number, text: string): number {
  // Stop words never score (./engine.ts drops them from queries), so they are not stored.
  const list = terms(text).filter((t) => !isStopTerm(t.term));
  for (const {term, weight} of list) {
    let byDoc = postings.get(term);
    if (!byDoc) {
      byDoc = new Map();
      postings.set(term, byDoc);
    }
    let byField = byDoc.get(doc);
    if (!byField) {
      byField = new Map();
      byDoc.set(doc, byField);
    }
    byField.set(field, (byField.get(field) ?? 0) + weight);
  }
  return list.reduce((sum, t) => sum + t.weight, 0);
}

function flatten(postings: Map<string, Posting>, df: (term: string) => number): Record<string, Postings> {
  const out: Record<string, Postings> = {};
  for (const term of [...postings.keys()].sort()) {
    const byField = new Map<number, [number, number][]>();
    for (const [doc, fields] of postings.get(term)!) {
      for (const [field, tf] of fields) {
        const list = byField.get(field) ?? [];
        list.push([doc, Math.max(1, Math.round(tf * 10))]);
        byField.set(field, list);
      }
    }
    const encoded: (number | (number | [number, number])[])[] = [df(term)];
    for (const field of [...byField.keys()].sort()) {
      let previous = 0;
      const docs = byField
        .get(field)!
        .sort((a, b) => a[0] - b[0])
        .map(([doc, tf]): number | [number, number] => {
          const delta = doc - previous;
          previous = doc;
          return tf === 10 ? delta : [delta, tf];
        });
      encoded.push(field, docs);
    }
    out[term] = encoded;
  }
  return out;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The head and body of a locale's index. Documents are numbered in the order
 * given; each section or row belongs to the last page before it.
 */
export function buildIndex(docs: readonly SourceDoc[], locale: string): {head: HeadIndex; body: BodyIndex} {
  const headPostings = new Map<string, Posting>();
  const bodyPostings = new Map<string, Posting>();
  const stored: StoredDoc[] = [];
  const texts: string[] = [];
  const textLengths: number[] = [];
  const sums = [0, 0, 0];
  const counts = [0, 0, 0];
  let page = -1;
  docs.forEach((doc, i) => {
    if (doc.kind === DOC_KIND.page) page = i;
    if (page < 0) throw new Error(`search index: "${doc.title}" (${doc.url}) comes before any page`);
    // A row's title is its name and what it is (`jwt_secret — config.json`): only the name is
    // indexed; the rest repeats its page (whose title the row inherits, ./engine.ts), and would
    // make a page's rows outrank the page for its own name.
    const [name] = doc.kind === DOC_KIND.row ? splitRowTitle(doc.title) : [doc.title];
    // A section's anchor names its subject (`#storage-not-init`, `#reset-password`).
    const sectionWords = doc.kind === DOC_KIND.section ? anchorWords(doc.anchor) : '';
    // A page's breadcrumb says what it is part of (`Installation` for `Docker`).
    const path = doc.kind === DOC_KIND.page ? (doc.path ?? []).join(' ') : '';
    const summary = [doc.summary, path].filter(Boolean).join(' ');
    const titleLength = addTerms(headPostings, i, FIELD.title, sectionWords ? `${name} ${sectionWords}` : name);
    const summaryLength = summary ? addTerms(headPostings, i, FIELD.summary, summary) : 0;
    const textLength = doc.text ? addTerms(bodyPostings, i, FIELD.text, doc.text) : 0;
    [titleLength, summaryLength, textLength].forEach((length, field) => {
      if (length > 0) {
        sums[field]! += length;
        counts[field]! += 1;
      }
    });
    stored.push([
      doc.kind,
      doc.title,
      doc.kind === DOC_KIND.page ? doc.url : '',
      doc.anchor,
      page,
      doc.kind === DOC_KIND.page ? (doc.path ?? []) : [],
      [round(titleLength), round(summaryLength)],
    ]);
    texts.push(doc.text);
    textLengths.push(round(textLength));
  });
  const docFrequency = (term: string): number => {
    const docsWith = new Set<number>([
      ...(headPostings.get(term)?.keys() ?? []),
      ...(bodyPostings.get(term)?.keys() ?? []),
    ]);
    return docsWith.size;
  };
  const averages = sums.map((sum, field) => round(sum / Math.max(1, counts[field]!)));
  return {
    head: {
      version: INDEX_VERSION,
      stage: 'head',
      locale,
      docs: stored,
      averages,
      terms: flatten(headPostings, docFrequency),
    },
    body: {
      version: INDEX_VERSION,
      stage: 'body',
      locale,
      texts,
      lengths: textLengths,
      terms: flatten(bodyPostings, docFrequency),
    },
  };
}
