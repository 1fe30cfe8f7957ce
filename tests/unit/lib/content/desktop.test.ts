import {
  DESKTOP_LATEST_API,
  DESKTOP_TARGETS,
  assetName,
  desktopRelease,
  detectTarget,
  fetchLatestDesktopRelease,
  findAsset,
  isNewerDesktopRelease,
  parseLatestDesktopRelease,
  type PlatformHints,
} from '@site/src/lib/content/desktop';
import type {FetchLike} from '@site/src/lib/http';

const UA = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0',
  windowsArm: 'Mozilla/5.0 (Windows NT 10.0; ARM64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  linuxArm: 'Mozilla/5.0 (X11; Linux aarch64; rv:126.0) Gecko/20100101 Firefox/126.0',
  chromeos:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

describe('detectTarget', () => {
  it.each<[string, PlatformHints, string | null]>([
    ['Chrome on Windows', {userAgent: UA.windows, platform: 'Win32'}, 'windows-x64'],
    ['Firefox on Windows', {userAgent: UA.windowsFirefox, platform: 'Win32'}, 'windows-x64'],
    ['Windows on ARM by user agent', {userAgent: UA.windowsArm, platform: 'Win32'}, 'windows-arm64'],
    [
      'Windows on ARM by client hints',
      {userAgent: UA.windows, platform: 'Win32', architecture: 'arm'},
      'windows-arm64',
    ],
    ['a Mac that says arm', {userAgent: UA.mac, platform: 'MacIntel', architecture: 'arm'}, 'macos-arm64'],
    ['a Mac that says x86', {userAgent: UA.mac, platform: 'MacIntel', architecture: 'x86'}, 'macos-x64'],
    [
      'a Mac with an Intel GPU',
      {userAgent: UA.mac, platform: 'MacIntel', gpuRenderer: 'Intel(R) Iris(TM) Plus Graphics 655'},
      'macos-x64',
    ],
    ['a Mac with an Apple GPU', {userAgent: UA.mac, platform: 'MacIntel', gpuRenderer: 'Apple M2'}, 'macos-arm64'],
    ['a Mac that tells nothing', {userAgent: UA.mac, platform: 'MacIntel'}, 'macos-arm64'],
    ['an iPad that poses as a Mac', {userAgent: UA.mac, platform: 'MacIntel', touchPoints: 5}, null],
    ['Linux on x86-64', {userAgent: UA.linux, platform: 'Linux x86_64'}, 'linux-x64'],
    ['Linux on ARM', {userAgent: UA.linuxArm, platform: 'Linux aarch64'}, null],
    ['ChromeOS', {userAgent: UA.chromeos, platform: 'Linux x86_64'}, null],
    ['Android', {userAgent: UA.android, platform: 'Linux armv8l'}, null],
    ['an iPhone', {userAgent: UA.iphone, platform: 'iPhone'}, null],
    ['an unknown system', {userAgent: 'curl/8.5.0'}, null],
  ])('%s gets %s', (_name, hints, expected) => {
    expect(detectTarget(hints)).toBe(expected);
  });
});

describe('desktopRelease', () => {
  const release = desktopRelease({version: '3.45.0', date: '2025-05-24', targets: [...DESKTOP_TARGETS].reverse()});

  it('names every installer as the release workflow does and links to the tag', () => {
    expect(release.url).toBe('https://github.com/alist-org/desktop-release/releases/tag/v3.45.0');
    expect(release.assets.map((asset) => asset.file)).toEqual([
      'alist-desktop_3.45.0_x64-setup.exe',
      'alist-desktop_3.45.0_x64_en-US.msi',
      'alist-desktop_3.45.0_arm64-setup.exe',
      'alist-desktop_3.45.0_aarch64.dmg',
      'alist-desktop_3.45.0_x64.dmg',
      'alist-desktop_3.45.0_amd64.deb',
    ]);
    expect(findAsset(release, 'macos-x64')?.url).toBe(
      'https://github.com/alist-org/desktop-release/releases/download/v3.45.0/alist-desktop_3.45.0_x64.dmg',
    );
    expect(findAsset(release, null)).toBeUndefined();
  });

  it('leaves out the installers the data does not list', () => {
    const partial = desktopRelease({version: '3.60.0', date: '2025-12-01', targets: ['windows-x64', 'linux-x64']});
    expect(partial.assets.map((asset) => asset.target)).toEqual(['windows-x64', 'linux-x64']);
    expect(findAsset(partial, 'windows-x64-msi')).toBeUndefined();
  });
});

const LATEST = {
  tag_name: 'v3.60.0',
  html_url: 'https://github.com/AlistGo/desktop-release/releases/tag/v3.60.0',
  published_at: '2025-12-01T08:00:00Z',
  assets: [
    {
      name: 'alist-desktop_3.60.0_x64-setup.exe',
      browser_download_url:
        'https://github.com/AlistGo/desktop-release/releases/download/v3.60.0/alist-desktop_3.60.0_x64-setup.exe',
    },
    {name: 'alist-desktop_3.60.0_aarch64.dmg', browser_download_url: 'javascript:alert(1)'},
    {name: 'alist-desktop_3.60.0_x64.app.tar.gz', browser_download_url: 'https://github.com/x'},
    {name: 'latest.json'},
  ],
};

describe('parseLatestDesktopRelease', () => {
  it('keeps the installers it knows, with safe addresses', () => {
    const release = parseLatestDesktopRelease(LATEST);
    expect(release).toEqual({
      version: '3.60.0',
      date: '2025-12-01',
      url: 'https://github.com/AlistGo/desktop-release/releases/tag/v3.60.0',
      assets: [
        {
          target: 'windows-x64',
          file: 'alist-desktop_3.60.0_x64-setup.exe',
          url: 'https://github.com/AlistGo/desktop-release/releases/download/v3.60.0/alist-desktop_3.60.0_x64-setup.exe',
        },
        {
          target: 'macos-arm64',
          file: 'alist-desktop_3.60.0_aarch64.dmg',
          url: 'https://github.com/alist-org/desktop-release/releases/download/v3.60.0/alist-desktop_3.60.0_aarch64.dmg',
        },
      ],
    });
  });

  it.each([
    ['not an object', []],
    ['a draft', {...LATEST, draft: true}],
    ['the rolling beta tag', {...LATEST, tag_name: 'beta'}],
    ['a release without known installers', {...LATEST, assets: [{name: 'latest.json'}]}],
    ['a release without assets', {tag_name: 'v3.61.0'}],
  ])('rejects %s', (_name, data) => {
    expect(parseLatestDesktopRelease(data)).toBeNull();
  });

  it('compares versions numerically', () => {
    const a = desktopRelease({version: '3.100.0', date: '2026-01-01', targets: ['linux-x64']});
    const b = desktopRelease({version: '3.45.0', date: '2025-05-24', targets: ['linux-x64']});
    expect(isNewerDesktopRelease(a, b)).toBe(true);
    expect(isNewerDesktopRelease(b, a)).toBe(false);
    expect(isNewerDesktopRelease(b, b)).toBe(false);
    expect(assetName('linux-x64', '3.100.0')).toBe('alist-desktop_3.100.0_amd64.deb');
  });
});

function respond(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body)),
  } as Response);
}

describe('fetchLatestDesktopRelease', () => {
  it('asks the latest release of the desktop repository', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<FetchLike>>(() => respond(LATEST));
    const result = await fetchLatestDesktopRelease({fetchImpl});
    expect(fetchImpl).toHaveBeenCalledWith(DESKTOP_LATEST_API, expect.objectContaining({method: 'GET'}));
    expect(result.ok && result.release.version).toBe('3.60.0');
  });

  it('reports an HTTP error with its status', async () => {
    const result = await fetchLatestDesktopRelease({
      fetchImpl: () => respond({message: 'API rate limit exceeded'}, 403),
    });
    expect(result).toEqual({ok: false, error: 'http', status: 403});
  });

  it('reports an HTML error page as an HTTP error', async () => {
    const result = await fetchLatestDesktopRelease({fetchImpl: () => respond('<html>502</html>', 502)});
    expect(result).toEqual({ok: false, error: 'http', status: 502});
  });

  it('reports an answer it cannot read', async () => {
    expect(await fetchLatestDesktopRelease({fetchImpl: () => respond({tag_name: 'beta'})})).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await fetchLatestDesktopRelease({fetchImpl: () => respond('not json')})).toEqual({
      ok: false,
      error: 'invalid',
    });
  });

  it('reports a network failure', async () => {
    const result = await fetchLatestDesktopRelease({fetchImpl: () => Promise.reject(new TypeError('Failed to fetch'))});
    expect(result).toEqual({ok: false, error: 'network'});
  });

  it('gives up after the time-out', async () => {
    jest.useFakeTimers();
    try {
      const pending = fetchLatestDesktopRelease({
        fetchImpl: (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
        timeoutMs: 1000,
      });
      jest.advanceTimersByTime(1000);
      expect(await pending).toEqual({ok: false, error: 'timeout'});
    } finally {
      jest.useRealTimers();
    }
  });
});
