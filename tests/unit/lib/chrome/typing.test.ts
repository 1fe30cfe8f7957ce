import {splitTitles, startTyping, typedText, typingStep} from '@site/src/lib/chrome/typing';

describe('typing timing', () => {
  it('splits titles into code points and drops empty ones', () => {
    expect(splitTitles(['ab', '', '开发者', '👋x'])).toEqual([
      ['a', 'b'],
      ['开', '发', '者'],
      ['👋', 'x'],
    ]);
  });

  it('steps through a title, pauses, then starts the next and loops', () => {
    const titles = splitTitles(['ab', 'c']);
    expect(typingStep(titles, {titleIndex: 0, shown: 0})).toEqual({next: {titleIndex: 0, shown: 1}, delay: 150});
    expect(typingStep(titles, {titleIndex: 0, shown: 1})).toEqual({next: {titleIndex: 0, shown: 2}, delay: 150});
    expect(typingStep(titles, {titleIndex: 0, shown: 2})).toEqual({next: {titleIndex: 1, shown: 1}, delay: 1000});
    expect(typingStep(titles, {titleIndex: 1, shown: 1})).toEqual({next: {titleIndex: 0, shown: 1}, delay: 1000});
    expect(typingStep(titles, {titleIndex: 0, shown: 0}, {charDelay: 5, titlePause: 7}).delay).toBe(5);
  });

  it('shows the typed part of the current title', () => {
    const titles = splitTitles(['hello', '世界']);
    expect(typedText(titles, {titleIndex: 0, shown: 0})).toBe('');
    expect(typedText(titles, {titleIndex: 0, shown: 3})).toBe('hel');
    expect(typedText(titles, {titleIndex: 1, shown: 1})).toBe('世');
    expect(typedText(titles, {titleIndex: 5, shown: 1})).toBe('');
  });

  it('is safe with no titles', () => {
    expect(typingStep([], {titleIndex: 0, shown: 0})).toEqual({next: {titleIndex: 0, shown: 1}, delay: 1000});
  });
});

describe('startTyping (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function run(titles: string[]): {texts: string[]; stop: () => void} {
    const texts: string[] = [];
    const stop = startTyping(titles, (text) => texts.push(text));
    return {texts, stop};
  }

  it('types one character every 150 ms', () => {
    const {texts} = run(['abc', 'de']);
    expect(texts).toEqual(['']);
    jest.advanceTimersByTime(149);
    expect(texts).toEqual(['']);
    jest.advanceTimersByTime(1);
    expect(texts).toEqual(['', 'a']);
    jest.advanceTimersByTime(300);
    expect(texts).toEqual(['', 'a', 'ab', 'abc']);
  });

  it('waits 1 s after a complete title, then types the next and loops back to the first', () => {
    const {texts} = run(['ab', 'c']);
    jest.advanceTimersByTime(300); // 'a', 'ab'
    jest.advanceTimersByTime(999);
    expect(texts.at(-1)).toBe('ab');
    jest.advanceTimersByTime(1);
    expect(texts.at(-1)).toBe('c');
    // 'c' is complete: 1 s later the first title starts again.
    jest.advanceTimersByTime(1000);
    expect(texts.at(-1)).toBe('a');
    jest.advanceTimersByTime(150);
    expect(texts).toEqual(['', 'a', 'ab', 'c', 'a', 'ab']);
  });

  it('repeats a single title', () => {
    const {texts} = run(['x']);
    jest.advanceTimersByTime(150 + 1000 + 1000);
    expect(texts).toEqual(['', 'x', 'x', 'x']);
  });

  it('stops when asked', () => {
    const {texts, stop} = run(['abc']);
    jest.advanceTimersByTime(150);
    stop();
    jest.advanceTimersByTime(10_000);
    expect(texts).toEqual(['', 'a']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('schedules nothing without titles', () => {
    const {texts} = run(['', '']);
    expect(texts).toEqual(['']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('accepts injected timers and timings', () => {
    const calls: number[] = [];
    const texts: string[] = [];
    const pending: (() => void)[] = [];
    startTyping(
      ['ab'],
      (t) => texts.push(t),
      {
        setTimeout: (cb, ms) => {
          calls.push(ms);
          pending.push(cb);
          return pending.length;
        },
        clearTimeout: () => undefined,
      },
      {charDelay: 10, titlePause: 20},
    );
    pending.shift()?.();
    pending.shift()?.();
    pending.shift()?.();
    expect(calls).toEqual([10, 10, 20, 10]);
    expect(texts).toEqual(['', 'a', 'ab', 'a']);
  });
});
