/**
 * Leading + trailing throttle: runs at once, then at most once per `wait` ms,
 * and once more at the end of a burst so the last event is never lost.
 */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  now: () => number = Date.now,
): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A): void => {
    last = now();
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: A): void => {
    const elapsed = now() - last;
    if (elapsed >= wait) {
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        if (pending) run(pending);
      }, wait - elapsed);
    }
  };
  throttled.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
