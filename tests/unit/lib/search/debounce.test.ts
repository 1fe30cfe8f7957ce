import {TimeoutError, debouncePromise, withTimeout} from '../../../../src/lib/search/debounce';

describe('debouncePromise', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once after the pause, with the last arguments, and settles every call', async () => {
    const fn = jest.fn((q: string) => Promise.resolve(`result:${q}`));
    const debounced = debouncePromise(fn, 500);
    const a = debounced('a');
    jest.advanceTimersByTime(300);
    const b = debounced('ab');
    jest.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('ab');
    await expect(a).resolves.toBe('result:ab');
    await expect(b).resolves.toBe('result:ab');
  });

  it('rejects every waiting call when the work fails', async () => {
    const debounced = debouncePromise((_: string) => Promise.reject(new Error('offline')), 100);
    const a = debounced('a');
    const b = debounced('b');
    jest.advanceTimersByTime(100);
    await expect(a).rejects.toThrow('offline');
    await expect(b).rejects.toThrow('offline');
  });

  it('turns a synchronous throw into a rejection', async () => {
    const debounced = debouncePromise((): Promise<string> => {
      throw new Error('boom');
    }, 10);
    const p = debounced();
    jest.advanceTimersByTime(10);
    await expect(p).rejects.toThrow('boom');
  });

  it('starts a new round after settling', async () => {
    const fn = jest.fn((q: string) => Promise.resolve(q));
    const debounced = debouncePromise(fn, 50);
    const first = debounced('x');
    jest.advanceTimersByTime(50);
    await expect(first).resolves.toBe('x');
    const second = debounced('y');
    jest.advanceTimersByTime(50);
    await expect(second).resolves.toBe('y');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('returns the function itself for a zero wait', () => {
    const fn = (): Promise<number> => Promise.resolve(1);
    expect(debouncePromise(fn, 0)).toBe(fn);
  });

  it('uses injected timers', async () => {
    const calls: number[] = [];
    let pending: (() => void) | undefined;
    const debounced = debouncePromise((n: number) => Promise.resolve(n * 2), 500, {
      setTimeout: (cb, ms) => {
        calls.push(ms);
        pending = cb;
        return 1;
      },
      clearTimeout: () => undefined,
    });
    const p = debounced(21);
    expect(calls).toEqual([500]);
    pending?.();
    await expect(p).resolves.toBe(42);
  });
});

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves when the promise is in time', async () => {
    const p = withTimeout(Promise.resolve('ok'), 1000);
    await expect(p).resolves.toBe('ok');
  });

  it('passes a rejection through', async () => {
    await expect(withTimeout(Promise.reject(new Error('no')), 1000)).rejects.toThrow('no');
  });

  it('rejects with a TimeoutError when too slow', async () => {
    const p = withTimeout(new Promise<never>(() => undefined), 1000);
    jest.advanceTimersByTime(1000);
    await expect(p).rejects.toBeInstanceOf(TimeoutError);
    await expect(p).rejects.toThrow('timed out after 1000 ms');
  });
});
