/**
 * Asking the GitHub API from the reader's browser (the changelog's and the
 * desktop page's "check for a newer release" buttons): one JSON GET with a
 * timeout, its failures sorted into the cases a reader is told about.
 * Never throws.
 */
import {get, sendJson, type FetchLike} from '../http';

/** Why a check failed; `aborted` (the page was left, a newer check started) is never shown. */
export type GitHubError = 'timeout' | 'network' | 'http' | 'invalid' | 'aborted';

export interface GitHubFailure {
  readonly ok: false;
  readonly error: GitHubError;
  /** The HTTP status, for `http`. */
  readonly status?: number;
}

export type GitHubResult<T> = {readonly ok: true; readonly value: T} | GitHubFailure;

export interface GitHubRequest {
  readonly fetchImpl: FetchLike;
  readonly url: string;
  readonly timeoutMs: number;
  /** Aborts the request from outside. */
  readonly signal?: AbortSignal;
}

/**
 * GETs `url` and reads the answer with `parse` (null: not what was asked
 * for, reported as `invalid`). A status outside 2xx is `http`, with the
 * status; GitHub answers 403 when its rate limit is spent.
 */
export async function askGitHub<T>(
  {fetchImpl, url, timeoutMs, signal}: GitHubRequest,
  parse: (body: unknown) => T | null,
): Promise<GitHubResult<T>> {
  const outcome = await sendJson(fetchImpl, get(url, {Accept: 'application/vnd.github+json'}), {
    timeoutMs,
    ...(signal ? {signal} : {}),
  });
  const httpError = (status: number): GitHubFailure => ({ok: false, error: 'http', status});
  if (!outcome.ok) {
    const {error} = outcome;
    if (error.kind !== 'non-json') return {ok: false, error: error.kind};
    return error.status >= 200 && error.status < 300 ? {ok: false, error: 'invalid'} : httpError(error.status);
  }
  if (outcome.status < 200 || outcome.status >= 300) return httpError(outcome.status);
  const value = parse(outcome.body);
  return value === null ? {ok: false, error: 'invalid'} : {ok: true, value};
}
