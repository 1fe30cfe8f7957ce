// What a callback page shows before (or instead of) exchanging the code.
import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {CallbackStart} from '@site/src/lib/oauth/common';
import {FLOW_TTL_MS, type FlowProblem} from '@site/src/lib/oauth/flow';
import {Actions, InfoList, Notice, Spinner, type InfoItem} from './ui';
import styles from './styles.module.css';

export function StartAgain({to}: {readonly to: string}): ReactNode {
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

function refusal(reason: FlowProblem): {title: string; detail: string} {
  const minutes = String(Math.round(FLOW_TTL_MS / 60_000));
  switch (reason) {
    case 'missing':
      return {
        title: translate({
          id: 'tools.callback.flow.missing.title',
          message: 'This sign-in was not started on this page',
          description: 'Callback refusal title: the address has no state parameter',
        }),
        detail: translate({
          id: 'tools.callback.flow.missing',
          message:
            'The address has no state parameter, so nothing shows that you started this sign-in here. Tokens are fetched only for sign-ins started in this browser tab, so that a link someone sent you cannot put their account in your storage.',
          description: 'Callback refusal: no state parameter',
        }),
      };
    case 'unknown':
      return {
        title: translate({
          id: 'tools.callback.flow.unknown.title',
          message: 'This sign-in was not started in this browser tab',
          description: 'Callback refusal title: the state is not one this tab issued',
        }),
        detail: translate({
          id: 'tools.callback.flow.unknown',
          message:
            "The address belongs to a sign-in this tab did not start: perhaps another browser, a private window, or a tab that was closed since (a sign-in's details stay only in the tab that started it). Tokens are fetched only for sign-ins started here, so that a link someone sent you cannot put their account in your storage.",
          description: 'Callback refusal: unknown state',
        }),
      };
    case 'expired':
      return {
        title: translate({
          id: 'tools.callback.flow.expired.title',
          message: 'This sign-in has expired',
          description: 'Callback refusal title: the flow is older than the limit',
        }),
        detail: translate(
          {
            id: 'tools.callback.flow.expired',
            message:
              'It was started more than {minutes} minutes ago, and its details were discarded. Start a new sign-in and finish it within {minutes} minutes.',
            description: 'Callback refusal: the flow expired; {minutes} is the limit',
          },
          {minutes},
        ),
      };
    case 'used':
      return {
        title: translate({
          id: 'tools.callback.flow.used.title',
          message: 'This sign-in has already been used',
          description: 'Callback refusal title: the state was used before',
        }),
        detail: translate({
          id: 'tools.callback.flow.used',
          message:
            'This page already received the answer of this sign-in once. An authorization code works only once; start a new sign-in to get new tokens.',
          description: 'Callback refusal: the state was used before',
        }),
      };
    case 'other-provider':
      return {
        title: translate({
          id: 'tools.callback.flow.otherProvider.title',
          message: 'This sign-in belongs to another tool',
          description: "Callback refusal title: the state is another provider's",
        }),
        detail: translate({
          id: 'tools.callback.flow.otherProvider',
          message:
            "The address comes back to this provider's page with the sign-in of another provider's tool, so it cannot be finished here.",
          description: "Callback refusal: the state is another provider's",
        }),
      };
  }
}

/** A callback whose sign-in this tab did not start, that is used or that expired: refused, with a way back. */
export function NoFlow({reason, restartPath}: {readonly reason: FlowProblem; readonly restartPath: string}): ReactNode {
  const text = refusal(reason);
  return (
    <Notice kind="danger" title={text.title}>
      <p className={styles.noticeText}>{text.detail}</p>
      <StartAgain to={restartPath} />
    </Notice>
  );
}

/**
 * A sign-in that may have started elsewhere (a QR code finished on another
 * device, a link to the provider found elsewhere): says what the exchange is for and waits
 * for the reader's go-ahead.
 */
export function ConfirmElsewhere({
  items,
  restartPath,
  onConfirm,
}: {
  readonly items: readonly InfoItem[];
  readonly restartPath: string;
  readonly onConfirm: () => void;
}): ReactNode {
  return (
    <Notice
      kind="warning"
      title={
        <Translate
          id="tools.callback.confirm.title"
          description="Title when a callback arrives without a sign-in started in this tab">
          Finish a sign-in started elsewhere?
        </Translate>
      }>
      <p className={styles.noticeText}>
        <Translate
          id="tools.callback.confirm.body"
          description="Explains the confirmation of a sign-in started elsewhere">
          This tab did not start this sign-in. Continue only if you started it yourself, for example on another device
          or from a link to the provider's sign-in page found elsewhere: the tokens will belong to the account that
          signed in at the provider, and a link someone sent you would give you theirs. The code is exchanged for:
        </Translate>
      </p>
      <InfoList items={items} />
      <Actions>
        <button type="button" className="button button--warning" onClick={onConfirm}>
          <Translate id="tools.callback.confirm.button" description="Button that confirms the exchange">
            I started this sign-in: get the tokens
          </Translate>
        </button>
      </Actions>
      <StartAgain to={restartPath} />
    </Notice>
  );
}

/** The provider's error or a missing code, with a way back to the start. Query values are shown as text. */
export function CallbackProblem<T>({
  start,
  restartPath,
}: {
  readonly start: Extract<CallbackStart<T>, {kind: 'provider-error' | 'missing-code' | 'no-flow'}>;
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
    case 'no-flow':
      return <NoFlow reason={start.reason} restartPath={restartPath} />;
  }
}

/** Under a failed exchange that may be retried: the code may already be spent. */
export function SingleUseNote({restartPath}: {readonly restartPath: string}): ReactNode {
  return (
    <>
      <p className={styles.noticeText}>
        <Translate
          id="tools.callback.singleUse"
          description="Under a failed code exchange: retrying may fail because codes work once">
          An authorization code works only once. If the server received it before the answer was lost, trying again is
          refused; then start a new sign-in.
        </Translate>
      </p>
      <StartAgain to={restartPath} />
    </>
  );
}
