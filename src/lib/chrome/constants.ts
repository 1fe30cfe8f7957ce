/**
 * Every number the page chrome uses: breakpoints, thresholds and delays.
 * Change them here, nowhere else.
 */
export const BREAKPOINTS = {
  /** At or below this width the layout is "mobile" (Infima's own breakpoint is 996 px). */
  mobile: 719,
  /** At or above this width the layout is "wide". */
  desktop: 1440,
} as const;

export const NAVBAR = {
  /** The navbar hides only after the page has scrolled down this far. */
  hideThreshold: 58,
  /** Scroll handler throttle. */
  scrollThrottle: 300,
} as const;

export const SWIPE = {
  /** A swipe that opens the sidebar moves right by more than this. */
  minDistance: 40,
  /** ...starts within this distance of the left edge... */
  edgeZone: 80,
  /** ...and moves at least this many times more horizontally than vertically. */
  dominance: 1.5,
} as const;

export const BACK_TO_TOP_THRESHOLD = 100;

export const SCROLL_SPY = {throttle: 200, offset: 5} as const;

export const PROGRESS_BAR = {minimum: 0.08, speed: 200, trickleSpeed: 800} as const;

export const COLOR_MODE_TRANSITION_MS = 400;

export const MESSAGE = {duration: 3000, minWidth: 420, maxWidth: 720} as const;

/** Table of contents: h2 and h3 by default (header depth 2). */
export const DEFAULT_HEADER_DEPTH = 2;

export const DEFAULT_DOCS_BRANCH = 'main';

/**
 * Reading speeds of the reading-time estimate (src/lib/chrome/readingTime.ts): words of Latin-script text, and CJK
 * characters, a minute. 230 words is the usual figure for English non-fiction read on a screen; a translation says the
 * same in about 1.65 Chinese characters per English word (the median over the site's 103 translated pages of 300 words
 * or more, 1.59 to 1.69 between the quartiles), hence 380 characters a minute, the same time for the same page.
 * Latin words inside Chinese text (option names, commands) are read at the word rate in both locales.
 */
export const WORDS_PER_MINUTE = 230;
export const CJK_CHARS_PER_MINUTE = 380;
