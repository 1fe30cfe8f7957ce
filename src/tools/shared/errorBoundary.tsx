import '@site/src/i18n/tools';
import {Component, type ErrorInfo, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

interface State {
  readonly failed: boolean;
}

/**
 * Keeps a tool's failure inside its frame: the rest of the page stays usable
 * and the reader is told, in their language, what to do. Nothing about the
 * error is shown or logged (it may carry a token).
 */
export class ToolErrorBoundary extends Component<{readonly children: ReactNode}, State> {
  override state: State = {failed: false};

  static getDerivedStateFromError(): State {
    return {failed: true};
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Shown above; deliberately not logged.
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={clsx('alert', 'alert--danger', styles.notice)} role="alert">
        <p className={styles.noticeTitle}>
          <Translate id="tools.common.crashed.title" description="Title when a tool stopped because of an error">
            This tool stopped working
          </Translate>
        </p>
        <p className={styles.noticeText}>
          <Translate id="tools.common.crashed.detail" description="What to do after a tool stopped because of an error">
            Something unexpected happened in the tool, so it stopped before showing anything wrong. Reload the page to
            start again; what you typed in fields that are not secret is kept.
          </Translate>
        </p>
      </div>
    );
  }
}
