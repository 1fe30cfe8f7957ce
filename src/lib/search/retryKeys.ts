import type {SearchStage} from './stagedResults';

/**
 * Retrying the local index after a failed download.
 *
 * The search plugin's worker keeps the promise of every index file it
 * fetches, a failed one included, under the key `${baseUrl}${stage}`, for as
 * long as the page lives. A reader who was offline for a moment when the
 * dialog first loaded the index would get the failure back at once, on every
 * query, until they reloaded the page. So each failure moves the stage to a
 * new key: the same folder with one more `./` (`/zh/` → `/zh/./`). The worker
 * builds the file's URL from it, and URL parsing removes the dot segment, so
 * the worker fetches the same file again.
 */
export interface RetryKeys {
  /** The base URL to give the worker for `stage` now. */
  base(baseUrl: string, stage: SearchStage): string;
  /** Runs `ask` with that base URL; if it fails, later calls use a new one. */
  attempt<T>(baseUrl: string, stage: SearchStage, ask: (base: string) => Promise<T>): Promise<T>;
}

export function createRetryKeys(): RetryKeys {
  const failures = new Map<string, number>();
  const keyOf = (baseUrl: string, stage: SearchStage): string => `${stage} ${baseUrl}`;
  const base = (baseUrl: string, stage: SearchStage): string =>
    baseUrl + './'.repeat(failures.get(keyOf(baseUrl, stage)) ?? 0);
  return {
    base,
    async attempt(baseUrl, stage, ask) {
      const used = base(baseUrl, stage);
      try {
        return await ask(used);
      } catch (error) {
        // Several queries may share one failed download: move on once.
        if (base(baseUrl, stage) === used) {
          const key = keyOf(baseUrl, stage);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
        throw error;
      }
    },
  };
}
