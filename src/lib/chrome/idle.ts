/**
 * Deferring work until the browser has nothing better to do: the one
 * scheduler of the search button (connection warm-up), the islands
 * (src/components/Island) and the diagrams (src/theme/Mermaid).
 */
export interface IdleHost {
  readonly requestIdleCallback?: (callback: () => void, options?: {timeout: number}) => number;
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

/**
 * Runs a task once the browser is idle (`requestIdleCallback`), or after a
 * short delay where that API is missing. Returns a function that cancels the
 * task if it has not run yet.
 */
export function runWhenIdle(
  host: IdleHost,
  task: () => void,
  {timeoutMs = 4000, fallbackDelayMs = 1500}: IdleOptions = {},
): () => void {
  if (typeof host.requestIdleCallback === 'function') {
    const handle = host.requestIdleCallback(task, {timeout: timeoutMs});
    return () => host.cancelIdleCallback?.(handle);
  }
  const handle = host.setTimeout(task, fallbackDelayMs);
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
