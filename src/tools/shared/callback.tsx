// What a callback page shows before (or instead of) exchanging the code.
import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {CallbackStart} from '@site/src/lib/oauth/common';
import {describeStateProblem} from './errors';
import {Notice, Spinner} from './ui';
import styles from './styles.module.css';

function StartAgain({to}: {readonly to: string}): ReactNode {
  return (
    <p className={styles.noticeText}>
      <Link to={to}>
        <Translate
          id="tools.callback.startAgain"
          description="Link from a failed callback back to the page that starts the sign-in">
          Start the sign-in again
        </Translate>
      </Link>
    </p>
  );
}

export function Forwarding(): ReactNode {
  return (
    <Spinner>
      <Translate
        id="tools.callback.forwarding"
        description="Shown while a callback page forwards to the locale the visitor started in">
        Taking you back to the language you started in…
      </Translate>
    </Spinner>
  );
}

/** The provider's error, a missing code or a malformed state, with a way back to the start. Query values are shown as text. */
export function CallbackProblem<T>({
  start,
  restartPath,
}: {
  readonly start: Exclude<CallbackStart<T>, {kind: 'ready'}>;
  readonly restartPath: string;
}): ReactNode {
  switch (start.kind) {
    case 'provider-error':
      return (
        <Notice
          kind="danger"
          title={
            <Translate
              id="tools.callback.providerError"
              description="Title when the provider sent the visitor back with an error">
              The provider reported an error
            </Translate>
          }>
          <p className={`${styles.noticeText} ${styles.breakable}`}>
            <code>{start.error}</code>
            {start.description ? ` — ${start.description}` : ''}
          </p>
          <StartAgain to={restartPath} />
        </Notice>
      );
    case 'missing-code':
      return (
        <Notice
          kind="warning"
          title={
            <Translate id="tools.callback.missingCode" description="Title when the callback address has no code">
              No authorization code in the address
            </Translate>
          }>
          <p className={styles.noticeText}>
            <Translate id="tools.callback.missingCodeDetail" description="Explains a callback without a code">
              This page finishes a sign-in started from the tool before it, and the provider adds a one-time code to its
              address. The code is removed from the address once read, so reloading the page cannot use it again.
            </Translate>
          </p>
          <StartAgain to={restartPath} />
        </Notice>
      );
    case 'bad-state':
      return (
        <Notice
          kind="danger"
          title={
            <Translate id="tools.callback.badState" description="Title when the state parameter cannot be read">
              The address is damaged
            </Translate>
          }>
          <p className={styles.noticeText}>{describeStateProblem(start.reason)}</p>
          <StartAgain to={restartPath} />
        </Notice>
      );
  }
}
