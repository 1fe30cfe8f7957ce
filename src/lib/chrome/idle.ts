/**
 * Deferring work until the browser has nothing better to do: the one
 * scheduler of the search button (connection warm-up), the islands
 * (src/components/Island), the diagrams (src/theme/Mermaid) and route
 * prefetching (src/clientModules/idlePrefetch.ts).
 */

/** How much of the idle period is left (`requestIdleCallback`'s deadline). */
export interface IdleDeadline {
  readonly timeRemaining: () => number;
}

export interface IdleHost {
  readonly requestIdleCallback?: (callback: (deadline: IdleDeadline) => void, options?: {timeout: number}) => number;
  readonly cancelIdleCallback?: (handle: number) => void;
  readonly setTimeout: (callback: () => void, ms: number) => number;
  readonly clearTimeout: (handle: number) => void;
}

export interface IdleOptions {
  /** Latest start even if the browser never becomes idle. */
  readonly timeoutMs?: number;
  /** Delay used where requestIdleCallback is missing (Safari). */
  readonly fallbackDelayMs?: number;
}

/** The time a task may take after the fallback delay, where there is no idle deadline to ask. */
const FALLBACK_BUDGET_MS = 10;

/**
 * Runs a task once the browser is idle (`requestIdleCallback`), or after a
 * short delay where that API is missing, with the idle period's deadline (a
 * 10 ms budget after the delay). Returns a function that cancels the task if
 * it has not run yet.
 */
export function runWhenIdle(
  host: IdleHost,
  task: (deadline: IdleDeadline) => void,
  {timeoutMs = 4000, fallbackDelayMs = 1500}: IdleOptions = {},
): () => void {
  if (typeof host.requestIdleCallback === 'function') {
    const handle = host.requestIdleCallback(task, {timeout: timeoutMs});
    return () => host.cancelIdleCallback?.(handle);
  }
  const handle = host.setTimeout(() => {
    const end = performance.now() + FALLBACK_BUDGET_MS;
    task({timeRemaining: () => Math.max(0, end - performance.now())});
  }, fallbackDelayMs);
  return () => host.clearTimeout(handle);
}

/** The browser window as an IdleHost. */
export function browserIdleHost(): IdleHost {
  return {
    requestIdleCallback:
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback.bind(window) : undefined,
    cancelIdleCallback:
      typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback.bind(window) : undefined,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle),
  };
}

/** Deadlines after the load event: the page's own work is done by then. */
const AFTER_LOAD: IdleOptions = {timeoutMs: 3000, fallbackDelayMs: 200};

/**
 * Runs `task` after the window's load event, once the browser is idle (so it
 * competes neither with the page's own scripts and images nor with the
 * reader's first interaction). Returns a function that cancels it.
 */
export function afterLoadWhenIdle(task: () => void, host: IdleHost = browserIdleHost()): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const schedule = (): void => {
    if (!cancelled) cancelIdle = runWhenIdle(host, task, AFTER_LOAD);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}

/** Time left in an idle period below which a queue waits for the next one. */
const MIN_REMAINING_MS = 4;

/** Deadlines of a queue: soon after the page's own work, short periods where there is no idle API. */
const QUEUE: IdleOptions = {timeoutMs: 5000, fallbackDelayMs: 50};

/**
 * A queue that runs its items in idle periods (`runWhenIdle`), as many as fit
 * in each (at least one, so it always moves on), each item once. Returns the
 * function that adds an item.
 */
export function idleQueue<T>(run: (item: T) => void, host: IdleHost = browserIdleHost()): (item: T) => void {
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
    runWhenIdle(host, drain, QUEUE);
  }
  return (item) => {
    if (seen.has(item)) return;
    seen.add(item);
    queue.push(item);
    schedule();
  };
}
