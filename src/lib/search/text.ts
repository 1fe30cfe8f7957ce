/**
 * How the site's search reads text, the same at build time (the index,
 * src/plugins/search) and in the browser (the query, ./engine.ts), so that a
 * word in a page and the same word typed in the search box become the same
 * terms.
 *
 * - Latin words are lower-cased and stemmed lightly (`mounted` → `mount`,
 *   `proxies` → `proxy`); an identifier is kept whole and as its parts
 *   (`jwt_secret` → `jwt_secret`, `jwt`, `secret`; `/api/fs/list` →
 *   `/api/fs/list`, `api`, `fs`, `list`).
 * - Chinese (and Japanese or Korean) text has no spaces: each run of those
 *   characters becomes its overlapping pairs of characters (`刷新令牌` →
 *   `刷新`, `新令`, `令牌`), the way search engines without a dictionary
 *   index it; a run of one character stays itself. A pair matches where a
 *   word of two characters stands, whatever segmentation a dictionary would
 *   choose. A single character typed alone finds the pairs that hold it
 *   (./engine.ts).
 */

/** A term and the weight its kind carries (single CJK characters weigh little). */
export interface Term {
  readonly term: string;
  readonly weight: number;
}

/** Weight of the parts of an identifier next to the identifier itself. */
export const PART_WEIGHT = 0.6;

const CJK = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af';
const CJK_RUN = new RegExp(`[${CJK}]+`, 'g');
/** A Latin or digit word, with the joiners identifiers use inside them. */
const WORD = /[\p{L}\p{N}]+(?:[._\-/:@+][\p{L}\p{N}]+)*/gu;
const CJK_CHAR = new RegExp(`[${CJK}]`);

/**
 * `query` on one line, cut to `max` characters (code points) with `…`: what a
 * heading or a title shows of a query, which is searched whole.
 */
export function shortQuery(query: string, max: number): string {
  const chars = Array.from(query.trim().replace(/\s+/g, ' '));
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : chars.join('');
}

/** Lower case, full-width forms folded (`ＡＢＣ１` → `abc1`), accents kept. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function isCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

const VOWEL = /[aeiouy]/;

/**
 * A light English stemmer: plural and verb endings, enough for readers'
 * `mounting`, `mounted` and `mounts` to meet `mount`. Short words, numbers
 * and identifiers with digits stay as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('xes') || w.endsWith('ches') || w.endsWith('shes')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is|as)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3 && VOWEL.test(w.slice(0, -suffix.length))) {
      w = w.slice(0, -suffix.length);
      // running → run, stopped → stop (but not "install" → "instal").
      if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz|ff)$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  // proxy and proxies, copy and copied, cookie and cookies meet at `-i`.
  if (w.endsWith('y') && w.length > 3) w = `${w.slice(0, -1)}i`;
  return w;
}

function latinTerms(word: string, out: Term[]): void {
  const parts = word.split(/[._\-/:@+]+/).filter(Boolean);
  if (parts.length > 1) {
    out.push({term: word, weight: 1});
    for (const part of parts) out.push({term: stem(part), weight: PART_WEIGHT});
  } else {
    out.push({term: stem(word), weight: 1});
  }
}

function cjkTerms(run: string, out: Term[]): void {
  const chars = [...run];
  if (chars.length === 1) {
    out.push({term: run, weight: 1});
    return;
  }
  for (let i = 0; i + 1 < chars.length; i += 1) out.push({term: `${chars[i]}${chars[i + 1]}`, weight: 1});
}

/** The terms of a text, in order, with repeats (term frequencies count them). */
export function terms(text: string): Term[] {
  const out: Term[] = [];
  const normalized = normalize(text);
  // Latin words first, with CJK runs cut out so that `OneDrive网盘` gives `onedrive` and `网盘`.
  const latin = normalized.replace(CJK_RUN, (run) => ' '.repeat(run.length));
  for (const match of latin.matchAll(WORD)) {
    // A path typed with its leading slash is the same identifier.
    const word = match[0].replace(/^[._\-:@+]+|[._\-/:@+]+$/g, '');
    if (word) latinTerms(word, out);
    if (match.index > 0 && normalized[match.index - 1] === '/' && word.includes('/')) {
      out.push({term: `/${word}`, weight: 1});
    }
  }
  for (const match of normalized.matchAll(CJK_RUN)) cjkTerms(match[0], out);
  return out;
}

/**
 * English words too common to tell pages apart. A query's stop words neither
 * score nor count toward how much of the query a page covers (unless the
 * query has nothing else), so `why doesn't a new file show up` is about
 * `new file show up`.
 */
export const STOP_WORDS = new Set(
  (
    'a an the and or of to in on at by for from with without into is are was were be been being am do doe did done ' +
    'have ha had having doing ' +
    "doesn don didn isn aren wasn weren can cannot couldn won wouldn shouldn t s it its it's this that these those " +
    'i me my we our you your he she they them their what which who whom why how when where there here not no ' +
    'yes if then than so as about after before up down out over under again also just only very too can will would ' +
    'should could may might must shall get got use using used want need way some any all each every'
  ).split(' '),
);

/** Chinese pairs of question words that say nothing of the subject (怎么办, 如何, 为什么). */
export const CJK_STOP_PAIRS = new Set(['怎么', '么办', '如何', '为什', '什么', '怎样', '请问', '一下', '么样']);

export function isStopTerm(term: string): boolean {
  return STOP_WORDS.has(term) || CJK_STOP_PAIRS.has(term);
}

/** The words of a query as typed, to mark them in the text shown (highlighting). */
export function queryWords(query: string): string[] {
  const normalized = normalize(query);
  const words = new Set<string>();
  for (const match of normalized.replace(CJK_RUN, ' ').matchAll(WORD)) {
    words.add(match[0]);
    for (const part of match[0].split(/[._\-/:@+]+/)) if (part.length > 1) words.add(part);
  }
  for (const match of normalized.matchAll(CJK_RUN)) {
    const chars = [...match[0]];
    if (chars.length <= 2) words.add(match[0]);
    else for (let i = 0; i + 1 < chars.length; i += 1) words.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...words].filter((w) => w.length > 0);
}
