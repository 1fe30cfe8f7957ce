// The QR part of the Aliyundrive start page: the API server asks Aliyundrive
// for a QR code, the page checks its scan status every 2 s, and a confirmed
// sign-in continues to the callback page with the code.
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  mapQrResponse,
  mapQrStatus,
  qrCallbackPath,
  qrRequest,
  qrStatusRequest,
  SERVER_CLIENT,
  type AliyunClient,
  type QrCode,
  type QrStatus,
} from '@site/src/lib/oauth/aliyundrive';
import {RequestStatus} from '../shared/status';
import {Actions, ErrorNotice, Section} from '../shared/ui';
import {useRequest, type RequestState} from '../shared/useRequest';
import type {ToolEnv} from '../shared/useToolEnv';
import styles from '../shared/styles.module.css';

/** How often the scan status is checked, and for how long. */
export const QR_POLL_MS = 2000;
export const QR_POLL_LIMIT = 150;

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
  /** Checks the scan status now. */
  readonly check: () => void;
}

/** The QR sign-in's state: the code, the polling of its status, and the hand-off to the callback page. */
export function useQrLogin(env: ToolEnv): QrLogin {
  const callbackPath = useBaseUrl('/tool/aliyundrive/callback');
  const qr = useRequest<QrCode>(env);
  const status = useRequest<QrStatus>(env);
  const [client, setClient] = useState<AliyunClient>(SERVER_CLIENT);
  const [polling, setPolling] = useState(false);
  const polls = useRef(0);

  const {run: runQr} = qr;
  const {reset: resetStatus} = status;
  const start = useCallback(
    (next: AliyunClient) => {
      setClient(next);
      resetStatus();
      polls.current = 0;
      void runQr(qrRequest(env.apiBase, next), mapQrResponse).then((result) => {
        if (result?.ok) setPolling(true);
      });
    },
    [runQr, resetStatus, env.apiBase],
  );

  const qrValue = qr.state.status === 'done' ? qr.state.value : undefined;
  const {run: runStatus} = status;
  const check = useCallback(() => {
    if (!qrValue) return;
    polls.current += 1;
    void runStatus(qrStatusRequest(env.apiBase, qrValue.sid), mapQrStatus).then((result) => {
      if (!result) return;
      if (!result.ok || result.value.status === 'QRCodeExpired' || polls.current >= QR_POLL_LIMIT) setPolling(false);
      if (result.ok && result.value.status === 'LoginSuccess') {
        setPolling(false);
        env.navigate(qrCallbackPath(callbackPath, result.value.authCode, client));
      }
    });
  }, [qrValue, runStatus, env, callbackPath, client]);

  useEffect(() => {
    if (!polling || status.state.status === 'loading') return undefined;
    const timer = setTimeout(check, QR_POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, status.state, check]);

  return {
    start,
    loading: qr.state.status === 'loading',
    code: qr.state,
    status: status.state,
    check,
  };
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
          {login.status.status === 'done' ? (
            <p role="status" className={styles.hint}>
              {statusText(login.status.value)}
            </p>
          ) : null}
          {login.status.status === 'error' ? (
            <ErrorNotice error={login.status.error} source="api" timeoutMs={env.timeoutMs} onRetry={login.check} />
          ) : null}
          <Actions>
            <button
              type="button"
              className="button button--secondary"
              onClick={login.check}
              disabled={login.status.status === 'loading'}>
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
