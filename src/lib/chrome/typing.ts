/**
 * Timing of the portfolio home page's typing animation: each title is typed
 * one character every 150 ms; 1 s after a title is complete the next one
 * starts, and after the last title the first one comes back.
 *
 * The state machine (`typingStep`) is pure; `startTyping` drives it with
 * timers passed in, so tests can run it on fake timers.
 */

export const TYPING_CHAR_DELAY_MS = 150;
export const TYPING_TITLE_PAUSE_MS = 1000;

export interface TypingState {
  /** Index of the title being typed, in the list of non-empty titles. */
  readonly titleIndex: number;
  /** How many characters (code points) of that title are shown. */
  readonly shown: number;
}

export interface TypingTimings {
  readonly charDelay: number;
  readonly titlePause: number;
}

export const DEFAULT_TYPING_TIMINGS: TypingTimings = {
  charDelay: TYPING_CHAR_DELAY_MS,
  titlePause: TYPING_TITLE_PAUSE_MS,
};

/** Titles as arrays of characters; empty titles are dropped. Code points keep emoji and CJK whole. */
export function splitTitles(titles: readonly string[]): string[][] {
  return titles.map((title) => Array.from(title)).filter((chars) => chars.length > 0);
}

/** The text shown in a state. */
export function typedText(titles: readonly (readonly string[])[], state: TypingState): string {
  return (titles[state.titleIndex] ?? []).slice(0, state.shown).join('');
}

/**
 * The next state and how long to wait before showing it. A title that is
 * complete waits `titlePause`, then the next title shows its first character.
 */
export function typingStep(
  titles: readonly (readonly string[])[],
  state: TypingState,
  timings: TypingTimings = DEFAULT_TYPING_TIMINGS,
): {readonly next: TypingState; readonly delay: number} {
  const current = titles[state.titleIndex] ?? [];
  if (state.shown < current.length) {
    return {next: {titleIndex: state.titleIndex, shown: state.shown + 1}, delay: timings.charDelay};
  }
  const titleIndex = titles.length === 0 ? 0 : (state.titleIndex + 1) % titles.length;
  return {next: {titleIndex, shown: 1}, delay: timings.titlePause};
}

export interface Timers {
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Starts the animation: calls `onText` with the empty string at once, then
 * with each new text. Returns a function that stops it. Nothing is scheduled
 * when no title has text.
 */
export function startTyping(
  titles: readonly string[],
  onText: (text: string) => void,
  timers: Timers = globalTimers,
  timings: TypingTimings = DEFAULT_TYPING_TIMINGS,
): () => void {
  const chars = splitTitles(titles);
  let state: TypingState = {titleIndex: 0, shown: 0};
  let handle: unknown;
  let stopped = false;
  onText('');
  if (chars.length === 0) return () => undefined;
  const schedule = (): void => {
    const {next, delay} = typingStep(chars, state, timings);
    handle = timers.setTimeout(() => {
      if (stopped) return;
      state = next;
      onText(typedText(chars, state));
      schedule();
    }, delay);
  };
  schedule();
  return () => {
    stopped = true;
    timers.clearTimeout(handle);
  };
}
