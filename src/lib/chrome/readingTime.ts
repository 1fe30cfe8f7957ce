import {WORDS_PER_MINUTE} from './constants';

export interface ReadingTime {
  readonly words: number;
  /** Minutes, not rounded. */
  readonly minutes: number;
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/g;

/**
 * Counts the words of a Markdown body: each CJK character counts as a word,
 * other text is split on whitespace. Front matter, HTML comments, heading ids
 * and link targets are not read.
 */
export function readingTime(markdown: string, wordsPerMinute: number = WORDS_PER_MINUTE): ReadingTime {
  const text = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{#[^}]*\}/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ');
  return readingTimeOf(countWords(text), wordsPerMinute);
}

/** Words of plain text: each CJK character counts as a word, other text is split on whitespace. */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text
    .replace(CJK, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return cjk + latin;
}

/** The reading time of `words` words. */
export function readingTimeOf(words: number, wordsPerMinute: number = WORDS_PER_MINUTE): ReadingTime {
  return {words, minutes: words / wordsPerMinute};
}

/** "less than 1 minute" below one minute, else "about N min", N rounded. */
export type ReadingTimeLabel = {readonly kind: 'lessThanOne'} | {readonly kind: 'about'; readonly minutes: number};

export function readingTimeLabel(minutes: number): ReadingTimeLabel {
  return minutes < 1 ? {kind: 'lessThanOne'} : {kind: 'about', minutes: Math.round(minutes)};
}
