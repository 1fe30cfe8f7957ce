/**
 * Downloads of AList Desktop: the installer files of a release of
 * github.com/alist-org/desktop-release, choosing the one for the reader's
 * system, and the optional check for a newer release on GitHub (a fetch with
 * a time-out that returns a typed result instead of throwing).
 * Pure TypeScript: no React, no Docusaurus; `fetch` is passed in.
 */
import {askGitHub, type GitHubFailure} from './github';
import type {FetchLike} from '../http';
import {compareVersions} from './releases';
import {isRecord} from '../unknown';

export const DESKTOP_RELEASES_PAGE = 'https://github.com/alist-org/desktop-release/releases';
export const DESKTOP_LATEST_API = 'https://api.github.com/repos/alist-org/desktop-release/releases/latest';
export const DESKTOP_FETCH_TIMEOUT_MS = 15_000;

export type DesktopOs = 'windows' | 'macos' | 'linux';

/** One installer the release publishes: a system, a CPU and a package format. */
export type DesktopTarget =
  'windows-x64' | 'windows-x64-msi' | 'windows-arm64' | 'macos-arm64' | 'macos-x64' | 'linux-x64';

/** Every target, in the order the menu lists them. */
export const DESKTOP_TARGETS: readonly DesktopTarget[] = [
  'windows-x64',
  'windows-x64-msi',
  'windows-arm64',
  'macos-arm64',
  'macos-x64',
  'linux-x64',
];

export const TARGET_OS: Readonly<Record<DesktopTarget, DesktopOs>> = {
  'windows-x64': 'windows',
  'windows-x64-msi': 'windows',
  'windows-arm64': 'windows',
  'macos-arm64': 'macos',
  'macos-x64': 'macos',
  'linux-x64': 'linux',
};

/**
 * The file name of each installer for a version (without `v`), as the
 * release workflow (tauri-action) names them: `alist-desktop_3.45.0_aarch64.dmg`.
 */
export function assetName(target: DesktopTarget, version: string): string {
  switch (target) {
    case 'windows-x64':
      return `alist-desktop_${version}_x64-setup.exe`;
    case 'windows-x64-msi':
      return `alist-desktop_${version}_x64_en-US.msi`;
    case 'windows-arm64':
      return `alist-desktop_${version}_arm64-setup.exe`;
    case 'macos-arm64':
      return `alist-desktop_${version}_aarch64.dmg`;
    case 'macos-x64':
      return `alist-desktop_${version}_x64.dmg`;
    case 'linux-x64':
      return `alist-desktop_${version}_amd64.deb`;
  }
}

export interface DesktopAsset {
  readonly target: DesktopTarget;
  readonly file: string;
  readonly url: string;
}

export interface DesktopRelease {
  /** `3.45.0`: the tag without its `v`, as the file names carry it. */
  readonly version: string;
  /** `YYYY-MM-DD`, or null when unknown. */
  readonly date: string | null;
  /** The release's page on GitHub. */
  readonly url: string;
  /** The installers, in the order of DESKTOP_TARGETS. */
  readonly assets: readonly DesktopAsset[];
}

/** What the repository keeps about one release (src/data/desktop.ts). */
export interface DesktopReleaseData {
  readonly version: string;
  readonly date: string;
  readonly targets: readonly DesktopTarget[];
}

export function releasePageUrl(version: string): string {
  return `${DESKTOP_RELEASES_PAGE}/tag/v${encodeURIComponent(version)}`;
}

export function assetUrl(version: string, file: string): string {
  return `${DESKTOP_RELEASES_PAGE}/download/v${encodeURIComponent(version)}/${encodeURIComponent(file)}`;
}

/** The release as the download button uses it, from the data kept in the repository. */
export function desktopRelease(data: DesktopReleaseData): DesktopRelease {
  return {
    version: data.version,
    date: data.date,
    url: releasePageUrl(data.version),
    assets: DESKTOP_TARGETS.filter((target) => data.targets.includes(target)).map((target) => {
      const file = assetName(target, data.version);
      return {target, file, url: assetUrl(data.version, file)};
    }),
  };
}

/** What the browser tells about the reader's system. */
export interface PlatformHints {
  readonly userAgent: string;
  /** `navigator.platform` (`Win32`, `MacIntel`, `Linux x86_64`), possibly empty. */
  readonly platform?: string;
  /** `navigator.userAgentData` high-entropy `architecture` (`x86`, `arm`), where the browser gives it. */
  readonly architecture?: string;
  /** The WebGL renderer string (`Apple M1`, `Intel Iris …`), where the browser gives it. */
  readonly gpuRenderer?: string;
  /** `navigator.maxTouchPoints`: an iPad reports a Mac user agent, but a touch screen. */
  readonly touchPoints?: number;
}

const MOBILE = /Android|iPhone|iPad|iPod|Mobile/i;

/**
 * The installer that fits the reader's system, or null when none does (a
 * phone, ChromeOS, Linux on ARM, an unknown system). A Mac whose CPU cannot
 * be told (Safari and Firefox report "Intel" on every Mac) gets Apple silicon,
 * which every Mac sold since 2020 has; the page offers the Intel build next to it.
 */
export function detectTarget(hints: PlatformHints): DesktopTarget | null {
  const ua = hints.userAgent;
  const platform = hints.platform ?? '';
  const arch = (hints.architecture ?? '').toLowerCase();
  if (MOBILE.test(ua) || /^(iPhone|iPad|iPod)/.test(platform)) return null;
  if (/Windows|Win64|Win32/.test(ua) || platform.startsWith('Win')) {
    return arch === 'arm' || /\bARM64\b|aarch64/i.test(ua) ? 'windows-arm64' : 'windows-x64';
  }
  if (/Macintosh|Mac OS X/.test(ua) || platform.startsWith('Mac')) {
    if ((hints.touchPoints ?? 0) > 1) return null;
    if (arch === 'arm') return 'macos-arm64';
    if (arch === 'x86') return 'macos-x64';
    const gpu = hints.gpuRenderer ?? '';
    if (/Intel|AMD|Radeon|NVIDIA/i.test(gpu)) return 'macos-x64';
    return 'macos-arm64';
  }
  if (/CrOS/.test(ua)) return null;
  if (/Linux|X11/.test(ua) || platform.startsWith('Linux')) {
    if (arch === 'arm' || /aarch64|armv\d/i.test(`${ua} ${platform}`)) return null;
    return 'linux-x64';
  }
  return null;
}

/** The asset of a target in a release, if the release has it. */
export function findAsset(release: DesktopRelease, target: DesktopTarget | null): DesktopAsset | undefined {
  return target ? release.assets.find((asset) => asset.target === target) : undefined;
}

const TAG_RE = /^v(\d+\.\d+\.\d+)$/;

/**
 * Reads GitHub's `GET /repos/{owner}/{repo}/releases/latest` answer: the
 * version, date, page and the installers it knows by name. Returns null for
 * anything else, or a release without any known installer.
 */
export function parseLatestDesktopRelease(data: unknown): DesktopRelease | null {
  if (!isRecord(data) || data.draft === true || typeof data.tag_name !== 'string') return null;
  const version = TAG_RE.exec(data.tag_name)?.[1];
  if (!version) return null;
  const byName = new Map<string, string>();
  if (Array.isArray(data.assets)) {
    for (const asset of data.assets) {
      if (!isRecord(asset) || typeof asset.name !== 'string') continue;
      const url = asset.browser_download_url;
      byName.set(
        asset.name,
        typeof url === 'string' && url.startsWith('https://github.com/') ? url : assetUrl(version, asset.name),
      );
    }
  }
  const assets = DESKTOP_TARGETS.flatMap((target): DesktopAsset[] => {
    const file = assetName(target, version);
    const url = byName.get(file);
    return url ? [{target, file, url}] : [];
  });
  if (assets.length === 0) return null;
  const published = typeof data.published_at === 'string' ? data.published_at.slice(0, 10) : '';
  return {
    version,
    date: /^\d{4}-\d{2}-\d{2}$/.test(published) ? published : null,
    url:
      typeof data.html_url === 'string' && data.html_url.startsWith('https://github.com/')
        ? data.html_url
        : releasePageUrl(version),
    assets,
  };
}

/** Whether release `a` is newer than release `b`. */
export function isNewerDesktopRelease(a: DesktopRelease, b: DesktopRelease): boolean {
  return compareVersions(`v${a.version}`, `v${b.version}`) > 0;
}

export type DesktopCheckResult = {readonly ok: true; readonly release: DesktopRelease} | GitHubFailure;

export interface DesktopCheckOptions {
  readonly fetchImpl: FetchLike;
  readonly url?: string;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/** Asks GitHub for the latest desktop release. Never throws. */
export async function fetchLatestDesktopRelease({
  fetchImpl,
  url = DESKTOP_LATEST_API,
  timeoutMs = DESKTOP_FETCH_TIMEOUT_MS,
  signal,
}: DesktopCheckOptions): Promise<DesktopCheckResult> {
  const result = await askGitHub({fetchImpl, url, timeoutMs, ...(signal ? {signal} : {})}, parseLatestDesktopRelease);
  return result.ok ? {ok: true, release: result.value} : result;
}
