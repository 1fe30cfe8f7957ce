import {
  compareVersions,
  fetchReleases,
  findNewerReleases,
  GITHUB_RELEASES_API,
  groupByYear,
  mergeReleases,
  newestRelease,
  parseGitHubReleases,
  parseVersion,
  releaseUrl,
  sortNewestFirst,
  type FetchLike,
  type Release,
  type RemoteRelease,
} from '@site/src/lib/content/releases';

const release = (version: string, date: string, extra: Partial<Release> = {}): Release => ({
  version,
  date,
  highlights: [{en: `en ${version}`, zh: `中文 ${version}`}],
  ...extra,
});

const remote = (version: string, date: string | null = '2025-07-01', prerelease = false): RemoteRelease => ({
  version,
  date,
  url: `https://github.com/alist-org/alist/releases/tag/${version}`,
  prerelease,
});

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as unknown as Response;
}

describe('parseVersion', () => {
  it('reads final and pre-release tags', () => {
    expect(parseVersion('v3.45.0')).toEqual({major: 3, minor: 45, patch: 0, pre: []});
    expect(parseVersion('v3.0.0-beta.2')).toEqual({major: 3, minor: 0, patch: 0, pre: ['beta', '2']});
    expect(parseVersion(' v3.1.0 ')).toEqual({major: 3, minor: 1, patch: 0, pre: []});
  });

  it.each(['beta', '3.45.0', 'v3.45', 'v3.45.0.1', 'v3.x.0', '', 'v3.0.0-'])('rejects %p', (tag) => {
    expect(parseVersion(tag)).toBeNull();
  });
});

describe('compareVersions', () => {
  it('orders by major, minor and patch numerically', () => {
    expect(compareVersions('v3.10.0', 'v3.9.2')).toBeGreaterThan(0);
    expect(compareVersions('v3.9.2', 'v3.10.0')).toBeLessThan(0);
    expect(compareVersions('v3.37.4', 'v3.37.3')).toBeGreaterThan(0);
    expect(compareVersions('v4.0.0', 'v3.99.99')).toBeGreaterThan(0);
    expect(compareVersions('v3.45.0', 'v3.45.0')).toBe(0);
  });

  it('puts pre-releases before the final release, in semver order', () => {
    const tags = ['v3.0.1', 'v3.0.0-rc.1', 'v3.0.0-beta.10', 'v3.0.0-beta.2', 'v3.0.0-rc.0', 'v3.0.0-beta', 'v3.0.0'];
    expect([...tags].sort(compareVersions)).toEqual([
      'v3.0.0-beta',
      'v3.0.0-beta.2',
      'v3.0.0-beta.10',
      'v3.0.0-rc.0',
      'v3.0.0-rc.1',
      'v3.0.0',
      'v3.0.1',
    ]);
  });

  it('sorts numeric identifiers before alphanumeric ones', () => {
    expect(compareVersions('v1.0.0-1', 'v1.0.0-alpha')).toBeLessThan(0);
    expect(compareVersions('v1.0.0-alpha', 'v1.0.0-1')).toBeGreaterThan(0);
  });

  it('sorts tags that are not versions before all versions', () => {
    expect(compareVersions('beta', 'v3.0.0-beta.0')).toBeLessThan(0);
    expect(compareVersions('v3.0.0', 'beta')).toBeGreaterThan(0);
    expect(compareVersions('alpha', 'beta')).toBeLessThan(0);
    expect(compareVersions('beta', 'alpha')).toBeGreaterThan(0);
    expect(compareVersions('beta', 'beta')).toBe(0);
  });
});

describe('sorting and grouping', () => {
  const list = [release('v3.29.1', '2023-11-25'), release('v3.45.0', '2025-05-24'), release('v3.30.0', '2024-01-05')];

  it('sorts newest first without changing the input', () => {
    const copy = [...list];
    expect(sortNewestFirst(list).map((r) => r.version)).toEqual(['v3.45.0', 'v3.30.0', 'v3.29.1']);
    expect(list).toEqual(copy);
  });

  it('finds the newest release', () => {
    expect(newestRelease(list)?.version).toBe('v3.45.0');
    expect(newestRelease([])).toBeUndefined();
  });

  it('groups by year, newest year first', () => {
    const groups = groupByYear([...list, release('v3.31.0', '2024-02-23')]);
    expect(groups.map((g) => [g.year, g.releases.map((r) => r.version)])).toEqual([
      ['2025', ['v3.45.0']],
      ['2024', ['v3.31.0', 'v3.30.0']],
      ['2023', ['v3.29.1']],
    ]);
  });

  it('puts releases without a date in a last group', () => {
    const groups = groupByYear([remote('v3.50.0', null), remote('v3.49.0', '2025-08-01')]);
    expect(groups.map((g) => g.year)).toEqual(['2025', '']);
  });

  it('returns no group for no release', () => {
    expect(groupByYear([])).toEqual([]);
  });
});

describe('releaseUrl', () => {
  it('links to the tag page on GitHub', () => {
    expect(releaseUrl('v3.45.0')).toBe('https://github.com/alist-org/alist/releases/tag/v3.45.0');
    expect(releaseUrl('v3.0.0-beta.0')).toBe('https://github.com/alist-org/alist/releases/tag/v3.0.0-beta.0');
  });
});

describe('parseGitHubReleases', () => {
  const feed = [
    {
      tag_name: 'v3.46.0',
      html_url: 'https://github.com/alist-org/alist/releases/tag/v3.46.0',
      published_at: '2025-06-20T10:00:00Z',
      draft: false,
      prerelease: false,
    },
    {tag_name: 'beta', html_url: 'https://github.com/alist-org/alist/releases/tag/beta', prerelease: true},
    {tag_name: 'v3.47.0', draft: true, published_at: null},
    {tag_name: 'v3.45.0', html_url: 'https://example.com/phish', published_at: '2025-05-24T08:00:00Z'},
    {tag_name: 'v4.0.0', published_at: '2025-07-01T00:00:00Z'},
    {tag_name: 'v3.46.1-rc.1', published_at: 'yesterday', prerelease: false},
    {tag_name: 'v3.46.0', published_at: '2025-06-21T00:00:00Z'},
    {tag_name: 42},
    null,
    'v3.1.0',
    [],
  ];

  it('keeps published v3 releases with a version tag, newest first', () => {
    expect(parseGitHubReleases(feed)).toEqual([
      {
        version: 'v3.46.1-rc.1',
        date: null,
        url: 'https://github.com/alist-org/alist/releases/tag/v3.46.1-rc.1',
        prerelease: true,
      },
      {
        version: 'v3.46.0',
        date: '2025-06-20',
        url: 'https://github.com/alist-org/alist/releases/tag/v3.46.0',
        prerelease: false,
      },
      {
        version: 'v3.45.0',
        date: '2025-05-24',
        url: 'https://github.com/alist-org/alist/releases/tag/v3.45.0',
        prerelease: false,
      },
    ]);
  });

  it('can keep another major version', () => {
    expect(parseGitHubReleases(feed, 4)?.map((r) => r.version)).toEqual(['v4.0.0']);
  });

  it.each([{}, null, 'releases', 3, undefined, {message: 'API rate limit exceeded'}])('rejects %p', (data) => {
    expect(parseGitHubReleases(data)).toBeNull();
  });

  it('accepts an empty list', () => {
    expect(parseGitHubReleases([])).toEqual([]);
  });
});

describe('findNewerReleases and mergeReleases', () => {
  const bundled = [release('v3.44.0', '2025-03-27'), release('v3.45.0', '2025-05-24')];
  const feed = [remote('v3.46.0'), remote('v3.45.0', '2025-05-24'), remote('v3.25.0', '2023-08-06'), remote('v3.47.0')];

  it('finds only what is newer than the newest bundled release', () => {
    expect(findNewerReleases(bundled, feed).map((r) => r.version)).toEqual(['v3.47.0', 'v3.46.0']);
  });

  it('treats everything as newer when nothing is bundled', () => {
    expect(findNewerReleases([], feed)).toHaveLength(4);
  });

  it('merges, keeping bundled entries and adding missing ones, newest first', () => {
    const merged = mergeReleases(bundled, feed);
    expect(merged.map((e) => [e.source, e.release.version])).toEqual([
      ['remote', 'v3.47.0'],
      ['remote', 'v3.46.0'],
      ['bundled', 'v3.45.0'],
      ['bundled', 'v3.44.0'],
      ['remote', 'v3.25.0'],
    ]);
    const kept = merged.find((e) => e.release.version === 'v3.45.0');
    expect(kept?.source === 'bundled' && kept.release.highlights).toHaveLength(1);
  });
});

describe('fetchReleases', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks the releases API and returns the parsed list', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<FetchLike>>(() =>
      Promise.resolve(jsonResponse([{tag_name: 'v3.46.0', published_at: '2025-06-20T00:00:00Z'}])),
    );
    const result = await fetchReleases({fetchImpl});
    expect(result).toEqual({
      ok: true,
      releases: [{version: 'v3.46.0', date: '2025-06-20', url: releaseUrl('v3.46.0'), prerelease: false}],
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      GITHUB_RELEASES_API,
      expect.objectContaining({
        signal: expect.any(AbortSignal) as AbortSignal,
        headers: {Accept: 'application/vnd.github+json'},
        credentials: 'omit',
      }),
    );
  });

  it('uses the given URL', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<FetchLike>>(() => Promise.resolve(jsonResponse([])));
    await fetchReleases({fetchImpl, url: 'https://example.test/releases'});
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('https://example.test/releases');
  });

  it('reports an HTTP error with its status', async () => {
    const fetchImpl: FetchLike = () => Promise.resolve(jsonResponse({message: 'rate limited'}, 403));
    expect(await fetchReleases({fetchImpl})).toEqual({ok: false, error: 'http', status: 403});
  });

  it('reports a network failure', async () => {
    const fetchImpl: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await fetchReleases({fetchImpl})).toEqual({ok: false, error: 'network'});
  });

  it('reports a body that is not JSON', async () => {
    const fetchImpl: FetchLike = () =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.reject(new SyntaxError('bad')),
        text: () => Promise.resolve('<html>not json</html>'),
      } as unknown as Response);
    expect(await fetchReleases({fetchImpl})).toEqual({ok: false, error: 'invalid'});
  });

  it('reports JSON that is not a release list', async () => {
    const fetchImpl: FetchLike = () => Promise.resolve(jsonResponse({message: 'Not Found'}));
    expect(await fetchReleases({fetchImpl})).toEqual({ok: false, error: 'invalid'});
  });

  it('times out when the request hangs, and aborts it', async () => {
    jest.useFakeTimers();
    let seen: AbortSignal | undefined;
    const fetchImpl: FetchLike = (_url, init) => {
      seen = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    };
    const pending = fetchReleases({fetchImpl, timeoutMs: 15_000});
    jest.advanceTimersByTime(14_999);
    expect(seen?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await pending).toEqual({ok: false, error: 'timeout'});
    expect(seen?.aborted).toBe(true);
  });

  it('times out when the body hangs', async () => {
    jest.useFakeTimers();
    const fetchImpl: FetchLike = () =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => new Promise(() => undefined),
        text: () => new Promise(() => undefined),
      } as unknown as Response);
    const pending = fetchReleases({fetchImpl, timeoutMs: 1000});
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(await pending).toEqual({ok: false, error: 'timeout'});
  });

  it('maps a fetch that rejects on abort to a time-out', async () => {
    jest.useFakeTimers();
    const fetchImpl: FetchLike = (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const pending = fetchReleases({fetchImpl, timeoutMs: 500});
    jest.advanceTimersByTime(500);
    expect(await pending).toEqual({ok: false, error: 'timeout'});
  });

  it('stops when the caller aborts', async () => {
    const outer = new AbortController();
    const fetchImpl: FetchLike = () => new Promise<Response>(() => undefined);
    const pending = fetchReleases({fetchImpl, signal: outer.signal});
    outer.abort();
    expect(await pending).toEqual({ok: false, error: 'aborted'});
  });

  it('does not start when the caller has already aborted', async () => {
    const outer = new AbortController();
    outer.abort();
    const fetchImpl = jest.fn<Promise<Response>, Parameters<FetchLike>>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          if (init?.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
        }),
    );
    expect(await fetchReleases({fetchImpl, signal: outer.signal})).toEqual({ok: false, error: 'aborted'});
  });

  it('clears its timer after a quick answer', async () => {
    jest.useFakeTimers();
    const fetchImpl: FetchLike = () => Promise.resolve(jsonResponse([]));
    expect(await fetchReleases({fetchImpl})).toEqual({ok: true, releases: []});
    expect(jest.getTimerCount()).toBe(0);
  });
});
