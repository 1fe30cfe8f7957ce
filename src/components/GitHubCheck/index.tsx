import '@site/src/i18n/github';
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {GitHubError, GitHubFailure} from '@site/src/lib/content/github';

/**
 * The "ask GitHub for a newer release" button shared by the changelog and the
 * desktop download: nothing is fetched until the reader asks, a new check or
 * leaving the page aborts the one under way, and a failure is told in words
 * while the page keeps what it had.
 */
export type GitHubCheckState<R> =
  | {readonly kind: 'idle'}
  | {readonly kind: 'loading'}
  | {readonly kind: 'done'; readonly result: R}
  | {readonly kind: 'error'; readonly error: Exclude<GitHubError, 'aborted'>; readonly status?: number};

/** The check's state, and the function that starts it (from the button). */
export function useGitHubCheck<R extends {readonly ok: true}>(
  ask: (signal: AbortSignal) => Promise<R | GitHubFailure>,
): [GitHubCheckState<R>, () => Promise<void>] {
  const [state, setState] = useState<GitHubCheckState<R>>({kind: 'idle'});
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const check = useCallback(async (): Promise<void> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({kind: 'loading'});
    const result = await ask(current.signal);
    // A newer check, or leaving the page, has taken over.
    if (current.signal.aborted) return;
    if (result.ok) setState({kind: 'done', result});
    else if (result.error !== 'aborted') {
      setState(
        result.status === undefined
          ? {kind: 'error', error: result.error}
          : {kind: 'error', error: result.error, status: result.status},
      );
    }
  }, [ask]);

  return [state, check];
}

/** What went wrong, in the reader's language. */
export function gitHubErrorMessage(
  error: Exclude<GitHubError, 'aborted'>,
  status: number | undefined,
  timeoutMs: number,
): string {
  switch (error) {
    case 'timeout':
      return translate(
        {
          id: 'github.check.error.timeout',
          message: 'GitHub did not answer within {seconds} seconds.',
          description: 'Check for a newer release (changelog, desktop download): GitHub did not answer in time',
        },
        {seconds: String(Math.round(timeoutMs / 1000))},
      );
    case 'network':
      return translate({
        id: 'github.check.error.network',
        message: 'GitHub could not be reached. Check your connection.',
        description: 'Check for a newer release: the request failed (offline, blocked)',
      });
    case 'http':
      return translate(
        {
          id: 'github.check.error.http',
          message:
            'GitHub answered with an error (HTTP {status}). Its API limits how often it may be asked; try again later.',
          description: 'Check for a newer release: GitHub answered with an HTTP error status',
        },
        {status: String(status ?? '?')},
      );
    case 'invalid':
      return translate({
        id: 'github.check.error.invalid',
        message: 'GitHub sent an answer that could not be read.',
        description: 'Check for a newer release: the answer was not the releases asked for',
      });
  }
}

/** The failure as an alert, followed by what the page still offers (`children`). */
export function GitHubCheckFailure({
  state,
  timeoutMs,
  children,
}: {
  readonly state: GitHubCheckState<unknown>;
  readonly timeoutMs: number;
  readonly children: ReactNode;
}): ReactNode {
  if (state.kind !== 'error') return null;
  return (
    <div role="alert" className="alert alert--warning">
      {gitHubErrorMessage(state.error, state.status, timeoutMs)} {children}
    </div>
  );
}
