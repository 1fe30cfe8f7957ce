import {CJK_CHARS_PER_MINUTE, WORDS_PER_MINUTE} from './constants';

/** What a reader reads: words of Latin-script (or other space-separated) text, and CJK characters. */
export interface TextCount {
  readonly words: number;
  readonly cjk: number;
}

export const NO_TEXT: TextCount = {words: 0, cjk: 0};

export interface ReadingTime {
  /** Words and CJK characters together. */
  readonly words: number;
  /** Minutes, not rounded. */
  readonly minutes: number;
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/g;

/**
 * The text a reader sees of a Markdown or MDX body: without front matter, comments, MDX `import`/`export` lines,
 * heading ids, link and image targets, and tags with their attributes (the text between tags stays).
 */
export function visibleMarkdown(markdown: string): string {
  return withoutEsm(markdown.replace(/^---\n[\s\S]*?\n---\n/, ''))
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\{#[^}]*\}/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ');
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const ESM_START = /^(?:import|export)\s/;
/** The end of an ESM statement: `import … from '…'`, `import '…'`, or a line ending with `;`. */
const ESM_END = /(?:\sfrom\s+['"][^'"]+['"]|^import\s+['"][^'"]+['"]|;)\s*$/;

/** An MDX page without its `import` and `export` statements; code blocks keep theirs (a Go `import (`, `export X=1`). */
function withoutEsm(markdown: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  let inEsm = false;
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      out.push(line);
    } else if (inEsm || ESM_START.test(line)) {
      inEsm = !ESM_END.test(line) && line.trim() !== '';
    } else {
      if (marker !== undefined) fence = marker;
      out.push(line);
    }
  }
  return out.join('\n');
}

/** Counts the words and CJK characters a reader sees of a Markdown body (`visibleMarkdown`). */
export function countMarkdown(markdown: string): TextCount {
  return countText(visibleMarkdown(markdown));
}

/** Counts plain text: each CJK character apart, other text split on whitespace (a word has a letter or digit). */
export function countText(text: string): TextCount {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text
    .replace(CJK, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return {words, cjk};
}

/** Words and CJK characters of plain text, together. */
export function countWords(text: string): number {
  const {words, cjk} = countText(text);
  return words + cjk;
}

export function addCounts(...counts: readonly TextCount[]): TextCount {
  return counts.reduce((sum, c) => ({words: sum.words + c.words, cjk: sum.cjk + c.cjk}), NO_TEXT);
}

/** `count` repeated `times` times. */
export function scaleCount(count: TextCount, times: number): TextCount {
  return {words: count.words * times, cjk: count.cjk * times};
}

/**
 * The reading time of a text: its words at the word rate and its CJK characters at the character rate
 * (src/lib/chrome/constants.ts), so a page and its translation read in about the same time.
 */
export function readingTimeOf(count: TextCount): ReadingTime {
  return {words: count.words + count.cjk, minutes: count.words / WORDS_PER_MINUTE + count.cjk / CJK_CHARS_PER_MINUTE};
}

/** The reading time of a Markdown body (`countMarkdown`). */
export function readingTime(markdown: string): ReadingTime {
  return readingTimeOf(countMarkdown(markdown));
}

/** "less than 1 minute" below one minute, else "about N min", N rounded. */
export type ReadingTimeLabel = {readonly kind: 'lessThanOne'} | {readonly kind: 'about'; readonly minutes: number};

export function readingTimeLabel(minutes: number): ReadingTimeLabel {
  return minutes < 1 ? {kind: 'lessThanOne'} : {kind: 'about', minutes: Math.round(minutes)};
}
