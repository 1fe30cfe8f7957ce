// The QR part of the Aliyundrive start page: the API server asks Aliyundrive
// for a QR code, the page checks its scan status every 2 s, and a confirmed
// sign-in continues to the callback page. The code travels there inside the
// flow's storage entry, never in an address; the address carries the flow's
// `state` only, which the callback page's capture script takes as it takes a
// provider's answer.
import '@site/src/i18n/tools';
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  aliyunFlowDetails,
  mapQrResponse,
  mapQrStatus,
  qrRequest,
  qrStatusRequest,
  SERVER_CLIENT,
  type AliyunClient,
  type QrCode,
  type QrStatus,
} from '@site/src/lib/oauth/aliyundrive';
import {isRetryable} from '@site/src/lib/oauth/common';
import {RequestStatus, StartProblemNotice} from '../shared/status';
import {Actions, ErrorNotice, Notice, Section} from '../shared/ui';
import {useRequest, type RequestState} from '../shared/useRequest';
import {useStartSignIn, type StartProblem} from '../shared/useStartSignIn';
import type {ToolEnv} from '../shared/useToolEnv';
import styles from '../shared/styles.module.css';

/** How often the scan status is checked, and for how long (150 × 2 s = 5 minutes). */
export const QR_POLL_MS = 2000;
export const QR_POLL_LIMIT = 150;
/** Failed checks in a row (network, timeout, 5xx) after which checking stops until the reader asks again. */
export const QR_MAX_FAILURES = 5;

/** Why automatic checking stopped, when it did without an answer. */
export type QrStop = 'limit' | 'failures' | 'refused';

function statusText(status: QrStatus): string {
  switch (status.status) {
    case 'WaitLogin':
      return translate({
        id: 'tools.aliyundrive.qr.wait',
        message: 'Waiting for the QR code to be scanned with the Aliyundrive app…',
        description: 'QR status: not scanned yet',
      });
    case 'ScanSuccess':
      return translate({
        id: 'tools.aliyundrive.qr.scanned',
        message: 'Scanned. Confirm the sign-in in the app…',
        description: 'QR status: scanned, waiting for confirmation',
      });
    case 'QRCodeExpired':
      return translate({
        id: 'tools.aliyundrive.qr.expired',
        message: 'The QR code has expired. Get a new one.',
        description: 'QR status: expired',
      });
    case 'LoginSuccess':
      return translate({
        id: 'tools.aliyundrive.qr.success',
        message: 'Signed in. Continuing to the next step…',
        description: 'QR status: success',
      });
    case 'other':
      return status.raw;
  }
}

export interface QrLogin {
  /** Asks for a new QR code for `client` (the API server's app when empty). */
  readonly start: (client: AliyunClient) => void;
  /** A QR code is being fetched. */
  readonly loading: boolean;
  readonly code: RequestState<QrCode>;
  readonly status: RequestState<QrStatus>;
  /** Checks the scan status now, and resumes automatic checking if it had stopped. */
  readonly check: () => void;
  /** Automatic checking is on. */
  readonly polling: boolean;
  readonly stopped: QrStop | undefined;
  /** The flow could not be recorded for the hand-off. */
  readonly startProblem: StartProblem | undefined;
}

/** The QR sign-in's state: the code, the polling of its status, and the hand-off to the callback page. */
export function useQrLogin(env: ToolEnv): QrLogin {
  const callbackPath = useBaseUrl('/tool/aliyundrive/callback');
  const {record} = useStartSignIn('aliyundrive', env);
  const qr = useRequest<QrCode>(env);
  const status = useRequest<QrStatus>(env);
  const [client, setClient] = useState<AliyunClient>(SERVER_CLIENT);
  const [polling, setPolling] = useState(false);
  const [stopped, setStopped] = useState<QrStop | undefined>();
  const [startProblem, setStartProblem] = useState<StartProblem | undefined>();
  const polls = useRef(0);
  const failures = useRef(0);

  const {run: runQr} = qr;
  const {reset: resetStatus} = status;
  const start = useCallback(
    (next: AliyunClient) => {
      setClient(next);
      resetStatus();
      setStopped(undefined);
      setStartProblem(undefined);
      polls.current = 0;
      failures.current = 0;
      void runQr(qrRequest(env.apiBase, next), mapQrResponse).then((result) => {
        if (result?.ok) setPolling(true);
      });
    },
    [runQr, resetStatus, env.apiBase],
  );

  const handOff = useCallback(
    (authCode: string) => {
      const recorded = record(aliyunFlowDetails(client, authCode));
      if ('problem' in recorded || !env.storage) {
        setStartProblem('problem' in recorded ? recorded.problem : 'storage');
        return;
      }
      env.navigate(`${callbackPath}?state=${encodeURIComponent(recorded.state)}`);
    },
    [record, client, env, callbackPath],
  );

  const qrValue = qr.state.status === 'done' ? qr.state.value : undefined;
  const {run: runStatus} = status;
  const poll = useCallback(() => {
    if (!qrValue) return;
    polls.current += 1;
    void runStatus(qrStatusRequest(env.apiBase, qrValue.sid), mapQrStatus).then((result) => {
      if (!result) return;
      if (!result.ok) {
        failures.current += 1;
        // A failure that may pass (network, timeout, 5xx) is checked again, a few times.
        if (!isRetryable(result.error)) {
          setPolling(false);
          setStopped('refused');
        } else if (failures.current >= QR_MAX_FAILURES) {
          setPolling(false);
          setStopped('failures');
        }
        return;
      }
      failures.current = 0;
      if (result.value.status === 'LoginSuccess') {
        setPolling(false);
        handOff(result.value.authCode);
      } else if (result.value.status === 'QRCodeExpired') {
        setPolling(false);
      } else if (polls.current >= QR_POLL_LIMIT) {
        setPolling(false);
        setStopped('limit');
      }
    });
  }, [qrValue, runStatus, env.apiBase, handOff]);

  const check = useCallback(() => {
    if (!qrValue) return;
    if (stopped) {
      // Asked again: a fresh round of automatic checks.
      polls.current = 0;
      failures.current = 0;
      setStopped(undefined);
      setPolling(true);
    }
    poll();
  }, [qrValue, stopped, poll]);

  useEffect(() => {
    if (!polling || status.state.status === 'loading') return undefined;
    // After a failed check, wait a little longer each time.
    const timer = setTimeout(poll, QR_POLL_MS * (failures.current + 1));
    return () => clearTimeout(timer);
  }, [polling, status.state, poll]);

  return {
    start,
    loading: qr.state.status === 'loading',
    code: qr.state,
    status: status.state,
    check,
    polling,
    stopped,
    startProblem,
  };
}

function Stopped({reason}: {readonly reason: Exclude<QrStop, 'refused'>}): ReactNode {
  return (
    <Notice kind="warning">
      <p className={styles.noticeText}>
        {reason === 'limit' ? (
          <Translate
            id="tools.aliyundrive.qr.stoppedLimit"
            description="QR polling gave up after its time limit; {minutes} is the limit"
            values={{minutes: String(Math.round((QR_POLL_MS * QR_POLL_LIMIT) / 60_000))}}>
            {
              'Stopped checking after {minutes} minutes without a sign-in. Get a new QR code, or press "I have scanned" once you have confirmed the sign-in in the app.'
            }
          </Translate>
        ) : (
          <Translate
            id="tools.aliyundrive.qr.stoppedFailures"
            description="QR polling gave up after failed checks in a row; {count} is their number"
            values={{count: String(QR_MAX_FAILURES)}}>
            {
              'Stopped checking after {count} failed checks in a row. Press "I have scanned" to check again, or choose another API server above and get a new QR code.'
            }
          </Translate>
        )}
      </p>
    </Notice>
  );
}

/** The QR code, its scan status and the "I have scanned" button. */
export function QrPanel({
  login,
  env,
  onRetry,
}: {
  readonly login: QrLogin;
  readonly env: ToolEnv;
  /** Asks for a QR code again after a failure. */
  readonly onRetry: () => void;
}): ReactNode {
  const {status, stopped} = login;
  return (
    <RequestStatus state={login.code} source="api" timeoutMs={env.timeoutMs} onRetry={onRetry}>
      {(code) => (
        <Section
          title={
            <Translate id="tools.aliyundrive.qr.title" description="Heading of the QR code part">
              Scan with the Aliyundrive app
            </Translate>
          }>
          <div className={styles.qr}>
            <img
              src={code.qrCodeUrl}
              alt={translate({
                id: 'tools.aliyundrive.qr.alt',
                message: 'QR code to scan with the Aliyundrive app',
                description: 'Alt text of the QR image',
              })}
              referrerPolicy="no-referrer"
              width={240}
              height={240}
            />
          </div>
          {status.status === 'done' ? (
            <p role="status" className={styles.hint}>
              {statusText(status.value)}
            </p>
          ) : null}
          {status.status === 'error' ? (
            <ErrorNotice error={status.error} source="api" timeoutMs={env.timeoutMs}>
              {login.polling ? (
                <p className={styles.noticeText} role="status">
                  <Translate
                    id="tools.aliyundrive.qr.retrying"
                    description="After a failed status check that is retried">
                    Checking again in a few seconds…
                  </Translate>
                </p>
              ) : null}
            </ErrorNotice>
          ) : null}
          {stopped === 'limit' || stopped === 'failures' ? <Stopped reason={stopped} /> : null}
          <StartProblemNotice problem={login.startProblem} />
          <Actions>
            <button
              type="button"
              className="button button--secondary"
              onClick={login.check}
              disabled={status.status === 'loading'}>
              <Translate id="tools.aliyundrive.qr.check" description="Button that checks the scan status now">
                I have scanned
              </Translate>
            </button>
          </Actions>
        </Section>
      )}
    </RequestStatus>
  );
}
