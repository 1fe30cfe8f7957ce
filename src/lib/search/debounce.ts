/**
 * Debounces an async function: a call starts the work only after `waitMs`
 * without another call. Every call made while waiting settles with the result
 * of the call that finally ran, so a caller that keeps only the latest answer
 * (as autocomplete does) never waits on a promise that never settles.
 */
export interface Timers {
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function debouncePromise<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  waitMs: number,
  timers: Timers = globalTimers,
): (...args: A) => Promise<R> {
  if (waitMs <= 0) return fn;
  let handle: unknown;
  let waiting: {resolve: (value: R) => void; reject: (reason: unknown) => void}[] = [];
  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      if (handle !== undefined) timers.clearTimeout(handle);
      waiting.push({resolve, reject});
      handle = timers.setTimeout(() => {
        handle = undefined;
        const settle = waiting;
        waiting = [];
        let result: Promise<R>;
        try {
          result = fn(...args);
        } catch (error) {
          result = Promise.reject(error);
        }
        result.then(
          (value) => settle.forEach((w) => w.resolve(value)),
          (error: unknown) => settle.forEach((w) => w.reject(error)),
        );
      }, waitMs);
    });
}

/** Rejects with a TimeoutError when `promise` takes longer than `ms`. */
export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, timers: Timers = globalTimers): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = timers.setTimeout(() => reject(new TimeoutError(ms)), ms);
    promise.then(
      (value) => {
        timers.clearTimeout(handle);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(handle);
        reject(error);
      },
    );
  });
}
