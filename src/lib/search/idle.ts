/**
 * Runs a task once the browser is idle (`requestIdleCallback`), or after a
 * short delay where that API is missing (Safari). Returns a function that
 * cancels the task if it has not run yet.
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
  /** Delay used where requestIdleCallback is missing. */
  readonly fallbackDelayMs?: number;
}

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

/** Minimal view of `document` needed to add a preconnect hint. */
export interface HeadDocument {
  readonly head: {
    querySelector: (selector: string) => unknown;
    appendChild: (node: never) => unknown;
  };
  createElement: (tag: 'link') => {rel: string; href: string; crossOrigin: string | null};
}

/** Adds `<link rel="preconnect" crossorigin>` to `origin` once. Returns whether it added one. */
export function addPreconnect(doc: HeadDocument, origin: string): boolean {
  const selector = `link[rel="preconnect"][href="${origin.replace(/"/g, '\\"')}"]`;
  if (doc.head.querySelector(selector)) return false;
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  doc.head.appendChild(link as never);
  return true;
}
