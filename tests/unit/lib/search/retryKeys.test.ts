import {createRetryKeys} from '@site/src/lib/search/retryKeys';

/** Stands in for the plugin's worker: it caches each download by base URL and stage, failures too. */
function fakeWorker(online: () => boolean) {
  const cache = new Map<string, Promise<string>>();
  const fetched: string[] = [];
  return {
    fetched,
    fetchIndexes(base: string, stage: string): Promise<string> {
      const key = `${base}${stage}`;
      let promise = cache.get(key);
      if (!promise) {
        const url = new URL(`${base}search-index-${stage}-abc.json`, 'https://alist.example').pathname;
        fetched.push(url);
        promise = online() ? Promise.resolve(url) : Promise.reject(new Error('offline'));
        cache.set(key, promise);
      }
      return promise;
    },
  };
}

describe('retrying a failed index download', () => {
  it('asks the worker under a new key after a failure, for the same file', async () => {
    let online = false;
    const worker = fakeWorker(() => online);
    const retry = createRetryKeys();
    const load = (): Promise<string> => retry.attempt('/zh/', 'head', (base) => worker.fetchIndexes(base, 'head'));

    await expect(load()).rejects.toThrow('offline');
    online = true;
    await expect(load()).resolves.toBe('/zh/search-index-head-abc.json');
    expect(worker.fetched).toEqual(['/zh/search-index-head-abc.json', '/zh/search-index-head-abc.json']);
    expect(retry.base('/zh/', 'head')).toBe('/zh/./');
    // Once it worked, the key stays: the worker's copy is used.
    await load();
    expect(worker.fetched).toHaveLength(2);
  });

  it('moves on once when several queries share one failed download', async () => {
    const worker = fakeWorker(() => false);
    const retry = createRetryKeys();
    const load = (): Promise<string> => retry.attempt('/', 'head', (base) => worker.fetchIndexes(base, 'head'));
    await Promise.allSettled([load(), load(), load()]);
    expect(worker.fetched).toHaveLength(1);
    expect(retry.base('/', 'head')).toBe('/./');
  });

  it('keeps stages and locales apart', async () => {
    const retry = createRetryKeys();
    await expect(retry.attempt('/', 'body', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(retry.base('/', 'body')).toBe('/./');
    expect(retry.base('/', 'head')).toBe('/');
    expect(retry.base('/zh/', 'body')).toBe('/zh/');
  });

  it('each new key is a URL of the same file', () => {
    for (const dots of ['', './', './././']) {
      expect(new URL(`/zh/${dots}search-index-head-abc.json`, 'https://alist.example').pathname).toBe(
        '/zh/search-index-head-abc.json',
      );
    }
  });
});
