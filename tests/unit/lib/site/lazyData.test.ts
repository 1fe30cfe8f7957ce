import {combineLazyData, isLazyData, lazyData, toLazyData} from '@site/src/lib/site/lazyData';

describe('lazy page data', () => {
  it('loads once, then has the data at hand', async () => {
    const loader = jest.fn(() => Promise.resolve({default: {id: 'fs'}}));
    const handle = lazyData(loader);
    expect(isLazyData(handle)).toBe(true);
    expect(handle.current()).toBeUndefined();
    const [a, b] = await Promise.all([handle.load(), handle.load()]);
    expect(a).toEqual({id: 'fs'});
    expect(b).toBe(a);
    expect(handle.current()).toBe(a);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline)', async () => {
    const loader = jest
      .fn<Promise<{default: string[]}>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({default: ['x']});
    const handle = lazyData(loader);
    await expect(handle.load()).rejects.toThrow('offline');
    await expect(handle.load()).resolves.toEqual(['x']);
  });

  it('wraps plain data (the server, tests) in one loaded handle per object', () => {
    const data = {id: 'download'};
    const handle = toLazyData(data);
    expect(handle.current()).toBe(data);
    expect(toLazyData(data)).toBe(handle);
    expect(toLazyData(handle)).toBe(handle);
    expect(isLazyData(data)).toBe(false);
  });

  it('combines a list of handles into the same handle for the same list, loading all', async () => {
    const fs = lazyData(() => Promise.resolve({default: {id: 'fs'}}));
    const download = toLazyData({id: 'download'});
    const both = combineLazyData([fs, download]);
    expect(combineLazyData([fs, download])).toBe(both);
    expect(combineLazyData([download, fs])).not.toBe(both);
    expect(both.current()).toBeUndefined();
    await expect(both.load()).resolves.toEqual([{id: 'fs'}, {id: 'download'}]);
    expect(both.current()).toEqual([{id: 'fs'}, {id: 'download'}]);
  });
});
