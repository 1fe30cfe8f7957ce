/**
 * Starts the search worker (./search.worker.ts); undefined where none can
 * start (no Worker, or a policy that refuses it): the page then searches in
 * its own thread. In a file of its own because only the bundler understands
 * `new Worker(new URL(…, import.meta.url))` (it makes the worker a chunk of
 * its own); jest cannot load it.
 */
export function startSearchWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    return new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'site-search'});
  } catch {
    return undefined;
  }
}
