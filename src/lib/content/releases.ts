/**
 * Release history of AList v3: the types of the bundled data file
 * (`src/data/releases.ts`), version ordering, grouping, and the optional
 * refresh from GitHub's public releases feed (parsing, merging, and a fetch
 * through lib/http, with its time-out and typed result instead of throwing).
 * Pure TypeScript: no React, no Docusaurus; `fetch` is passed in.
 */
import {askGitHub, type GitHubFailure} from './github';
import {REQUEST_TIMEOUT_MS, type FetchLike} from '../http';
import {isRecord} from '../unknown';

import type {Localized} from '@site/src/data/config/types';

export interface ReleaseHighlight extends Localized {
  /** The change can break an existing setup (config, behaviour, compatibility). */
  readonly breaking?: boolean;
}

/** One release as kept in the repository. */
export interface Release {
  /** Git tag, e.g. `v3.45.0` or `v3.0.0-beta.0`. */
  readonly version: string;
  /** Date of the tag, `YYYY-MM-DD` (as recorded, UTC+8). */
  readonly date: string;
  readonly prerelease?: boolean;
  /** Main changes, most important first, written from the commits between this tag and the previous one. */
  readonly highlights: readonly ReleaseHighlight[];
}

/** One release as GitHub's releases feed reports it, reduced to what the page shows. */
export interface RemoteRelease {
  readonly version: string;
  /** `YYYY-MM-DD` of publication, or null when GitHub gives none. */
  readonly date: string | null;
  readonly url: string;
  readonly prerelease: boolean;
}

export interface ParsedVersion {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** Pre-release identifiers (`beta.0` → `['beta', '0']`), empty for a final release. */
  readonly pre: readonly string[];
}

export const GITHUB_RELEASES_API = 'https://api.github.com/repos/alist-org/alist/releases';
export const GITHUB_RELEASES_PAGE = 'https://github.com/alist-org/alist/releases';
export const DEFAULT_FETCH_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

const VERSION_RE = /^v(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses `vMAJOR.MINOR.PATCH[-pre]`; anything else (such as the rolling `beta` tag) gives null. */
export function parseVersion(tag: string): ParsedVersion | null {
  const match = VERSION_RE.exec(tag.trim());
  if (!match) return null;
  const [, major, minor, patch, pre] = match;
  return {
    major: Number(major),
    minor: Number(minor),
    patch: Number(patch),
    pre: pre ? pre.split('.') : [],
  };
}

function comparePre(a: readonly string[], b: readonly string[]): number {
  // A final release sorts after its pre-releases (semver §11).
  if (a.length === 0 || b.length === 0) return b.length - a.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const xNum = /^\d+$/.test(x);
    const yNum = /^\d+$/.test(y);
    if (xNum && yNum) {
      const diff = Number(x) - Number(y);
      if (diff !== 0) return diff;
    } else if (xNum !== yNum) {
      return xNum ? -1 : 1;
    } else if (x !== y) {
      return x < y ? -1 : 1;
    }
  }
  return 0;
}

/**
 * Orders two version tags: negative when `a` is older, positive when newer.
 * Tags that do not parse sort before every valid version, in string order.
 */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) {
    if (x) return 1;
    if (y) return -1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch || comparePre(x.pre, y.pre);
}

/** A copy sorted newest first. */
export function sortNewestFirst<T extends {readonly version: string}>(releases: readonly T[]): T[] {
  return [...releases].sort((a, b) => compareVersions(b.version, a.version));
}

export interface YearGroup<T> {
  readonly year: string;
  readonly releases: readonly T[];
}

/** Groups releases by the year of their date, newest year and newest release first. */
export function groupByYear<T extends {readonly version: string; readonly date: string | null}>(
  releases: readonly T[],
): YearGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const release of sortNewestFirst(releases)) {
    const year = release.date?.slice(0, 4) ?? '';
    const list = groups.get(year);
    if (list) list.push(release);
    else groups.set(year, [release]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([year, list]) => ({year, releases: list}));
}

/** The GitHub page of one release. */
export function releaseUrl(version: string): string {
  return `${GITHUB_RELEASES_PAGE}/tag/${encodeURIComponent(version)}`;
}

/** The newest release of a list, or undefined for an empty list. */
export function newestRelease<T extends {readonly version: string}>(releases: readonly T[]): T | undefined {
  return sortNewestFirst(releases)[0];
}

/**
 * Reads GitHub's `GET /repos/{owner}/{repo}/releases` answer. Returns null when
 * it is not a list. Keeps published v3 releases with a version tag; skips
 * drafts, the rolling `beta` tag, other major versions and malformed entries.
 */
export function parseGitHubReleases(data: unknown, major = 3): RemoteRelease[] | null {
  if (!Array.isArray(data)) return null;
  const releases: RemoteRelease[] = [];
  const seen = new Set<string>();
  for (const item of data) {
    if (!isRecord(item) || item.draft === true) continue;
    const tag = item.tag_name;
    if (typeof tag !== 'string') continue;
    const parsed = parseVersion(tag);
    if (!parsed || parsed.major !== major || seen.has(tag)) continue;
    const published = typeof item.published_at === 'string' ? item.published_at.slice(0, 10) : '';
    const url =
      typeof item.html_url === 'string' && item.html_url.startsWith('https://github.com/')
        ? item.html_url
        : releaseUrl(tag);
    seen.add(tag);
    releases.push({
      version: tag,
      date: DATE_RE.test(published) ? published : null,
      url,
      prerelease: item.prerelease === true || parsed.pre.length > 0,
    });
  }
  return sortNewestFirst(releases);
}

/** Remote releases newer than the newest bundled one, newest first. */
export function findNewerReleases(
  bundled: readonly {readonly version: string}[],
  remote: readonly RemoteRelease[],
): RemoteRelease[] {
  const newest = newestRelease(bundled);
  return sortNewestFirst(remote).filter((r) => !newest || compareVersions(r.version, newest.version) > 0);
}

export type ChangelogEntry =
  | {readonly source: 'bundled'; readonly release: Release}
  | {readonly source: 'remote'; readonly release: RemoteRelease};

/**
 * Bundled releases plus the remote ones the bundle lacks, newest first. A
 * version present in both keeps its bundled entry, which has the highlights.
 */
export function mergeReleases(bundled: readonly Release[], remote: readonly RemoteRelease[]): ChangelogEntry[] {
  const known = new Set(bundled.map((r) => r.version));
  const entries: ChangelogEntry[] = [
    ...bundled.map((release): ChangelogEntry => ({source: 'bundled', release})),
    ...remote.filter((r) => !known.has(r.version)).map((release): ChangelogEntry => ({source: 'remote', release})),
  ];
  return entries.sort((a, b) => compareVersions(b.release.version, a.release.version));
}

export type FetchReleasesResult = {readonly ok: true; readonly releases: readonly RemoteRelease[]} | GitHubFailure;

export type {FetchLike};

export interface FetchReleasesOptions {
  readonly fetchImpl: FetchLike;
  readonly url?: string;
  readonly timeoutMs?: number;
  /** Aborts the request from outside, e.g. when the page is left. */
  readonly signal?: AbortSignal;
}

/**
 * Asks GitHub for the latest releases. Never throws: failures come back as
 * `{ok: false, error}` so the caller can show a message and keep its own list.
 */
export async function fetchReleases({
  fetchImpl,
  url = GITHUB_RELEASES_API,
  timeoutMs = DEFAULT_FETCH_TIMEOUT_MS,
  signal,
}: FetchReleasesOptions): Promise<FetchReleasesResult> {
  const result = await askGitHub({fetchImpl, url, timeoutMs, ...(signal ? {signal} : {})}, parseGitHubReleases);
  return result.ok ? {ok: true, releases: result.value} : result;
}
