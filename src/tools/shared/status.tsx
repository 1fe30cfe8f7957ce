// What a request slot shows: a spinner while it runs, the error with a retry
// when one may help, and the result once done.
import type {ReactNode} from 'react';
import type {ToolError} from '@site/src/lib/oauth/common';
import {describeStartProblem, type ErrorSource} from './errors';
import {WorkingLabel} from './labels';
import {ErrorNotice, Notice, Spinner} from './ui';
import type {RequestState} from './useRequest';
import type {StartProblem} from './useStartSignIn';
import styles from './styles.module.css';

interface Props<T> {
  readonly state: RequestState<T>;
  /** Who answered, for the error's wording. */
  readonly source: ErrorSource;
  readonly timeoutMs: number;
  readonly onRetry?: () => void;
  /** The spinner's text; "Asking the server…" by default. */
  readonly working?: ReactNode;
  /** Show the spinner before the first run too (a request that starts on its own). */
  readonly spinWhenIdle?: boolean;
  /** More under the error (a way out when retrying cannot help). */
  readonly errorExtra?: (error: ToolError) => ReactNode;
  /** The result. */
  readonly children?: (value: T) => ReactNode;
}

export function RequestStatus<T>({
  state,
  source,
  timeoutMs,
  onRetry,
  working,
  spinWhenIdle = false,
  errorExtra,
  children,
}: Props<T>): ReactNode {
  switch (state.status) {
    case 'idle':
      return spinWhenIdle ? <Spinner>{working ?? <WorkingLabel />}</Spinner> : null;
    case 'loading':
      return <Spinner>{working ?? <WorkingLabel />}</Spinner>;
    case 'error':
      return (
        <ErrorNotice error={state.error} source={source} timeoutMs={timeoutMs} onRetry={onRetry}>
          {errorExtra?.(state.error)}
        </ErrorNotice>
      );
    case 'done':
      return children ? children(state.value) : null;
  }
}

/** Why a sign-in could not start, when it could not. */
export function StartProblemNotice({problem}: {readonly problem: StartProblem | undefined}): ReactNode {
  if (problem === undefined) return null;
  const text = describeStartProblem(problem);
  return (
    <Notice kind="danger" title={text.title}>
      {text.detail ? <p className={styles.noticeText}>{text.detail}</p> : null}
    </Notice>
  );
}
