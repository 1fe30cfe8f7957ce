/**
 * A queue that runs its items in the browser's idle periods, as many as fit
 * in each (at least one, so it always moves on), each item once.
 */
export interface IdleDeadline {
  readonly timeRemaining: () => number;
}

export type RequestIdle = (callback: (deadline: IdleDeadline) => void) => void;

/** Time left in an idle period below which the queue waits for the next one. */
const MIN_REMAINING_MS = 4;

export function idleQueue<T>(run: (item: T) => void, requestIdle: RequestIdle): (item: T) => void {
  const queue: T[] = [];
  const seen = new Set<T>();
  let scheduled = false;
  const drain = (deadline: IdleDeadline): void => {
    scheduled = false;
    do {
      const item = queue.shift();
      if (item === undefined) return;
      run(item);
    } while (queue.length > 0 && deadline.timeRemaining() > MIN_REMAINING_MS);
    schedule();
  };
  function schedule(): void {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    requestIdle(drain);
  }
  return (item) => {
    if (seen.has(item)) return;
    seen.add(item);
    queue.push(item);
    schedule();
  };
}

/** `requestIdleCallback` with a deadline, or a short timer with a 10 ms budget where it is missing (Safari). */
export function browserRequestIdle(timeoutMs = 5000): RequestIdle {
  if (typeof window.requestIdleCallback === 'function') {
    return (callback) => window.requestIdleCallback(callback, {timeout: timeoutMs});
  }
  return (callback) =>
    window.setTimeout(() => {
      const end = performance.now() + 10;
      callback({timeRemaining: () => Math.max(0, end - performance.now())});
    }, 50);
}
