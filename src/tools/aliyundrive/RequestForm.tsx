import '@site/src/i18n/tools';
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {
  buildAuthorizeUrl,
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
import {UseOwnClientLabel, RedirectUriLabel} from '../shared/labels';
import {ClientFields} from '../shared/ClientFields';
import {Actions, ErrorNotice, InfoList, Notice, Section, Spinner, ToolFrame} from '../shared/ui';
import {useDraft} from '../shared/useDraft';
import {useRequest} from '../shared/useRequest';
import {useStartAuthorization} from '../shared/useStartAuthorization';
import {useToolEnv, type ToolProps} from '../shared/useToolEnv';
import {useToolsConfig} from '../shared/useToolsConfig';
import styles from '../shared/styles.module.css';

/** How often the scan status is checked, and for how long. */
export const QR_POLL_MS = 2000;
export const QR_POLL_LIMIT = 150;

const DRAFT = {own: '', clientId: ''};

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

function RequestInner(props: ToolProps): ReactNode {
  const env = useToolEnv(props);
  const {clients} = useToolsConfig();
  const [draft, setDraft] = useDraft('alist_tool_aliyundrive_request', DRAFT);
  const [clientSecret, setClientSecret] = useState('');
  const [loginError, setLoginError] = useState<'clientId' | 'clientSecret' | 'noDefault' | undefined>();
  const start = useStartAuthorization('aliyundrive', env.navigate);
  const callbackPath = useBaseUrl('/tool/aliyundrive/callback');
  const redirectUri = redirectUriFor(window.location.origin, 'aliyundrive');
  const own = draft.own === '1';
  const preset = clients.aliyundrive;

  const ownClient = (): AliyunClient => ({clientId: draft.clientId.trim(), clientSecret: clientSecret.trim()});

  const goLogin = (): void => {
    if (own) {
      const client = ownClient();
      if (client.clientId === '') return setLoginError('clientId');
      if (client.clientSecret === '') return setLoginError('clientSecret');
      setLoginError(undefined);
      start(buildAuthorizeUrl(client.clientId, client, redirectUri));
      return;
    }
    if (!preset) return setLoginError('noDefault');
    setLoginError(undefined);
    start(buildAuthorizeUrl(preset.clientId, SERVER_CLIENT, redirectUri));
  };

  // ---- QR code ----
  const qr = useRequest<QrCode>(env);
  const status = useRequest<QrStatus>(env);
  const [qrClient, setQrClient] = useState<AliyunClient>(SERVER_CLIENT);
  const [polling, setPolling] = useState(false);
  const polls = useRef(0);

  const getQr = (): void => {
    const client = own ? ownClient() : SERVER_CLIENT;
    if (own && (client.clientId === '' || client.clientSecret === '')) {
      setLoginError(client.clientId === '' ? 'clientId' : 'clientSecret');
      return;
    }
    setLoginError(undefined);
    setQrClient(client);
    status.reset();
    polls.current = 0;
    void qr.run(qrRequest(env.apiBase, client), mapQrResponse).then((result) => {
      if (result?.ok) setPolling(true);
    });
  };

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
        env.navigate(qrCallbackPath(callbackPath, result.value.authCode, qrClient));
      }
    });
  }, [qrValue, runStatus, env, callbackPath, qrClient]);

  useEffect(() => {
    if (!polling || status.state.status === 'loading') return undefined;
    const timer = setTimeout(check, QR_POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, status.state, check]);

  return (
    <>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={own} onChange={(event) => setDraft({own: event.target.checked ? '1' : ''})} />
        <UseOwnClientLabel />
      </label>
      {own ? (
        <>
          <ClientFields
            clientId={draft.clientId}
            onClientId={(value) => setDraft({clientId: value})}
            clientSecret={clientSecret}
            onClientSecret={setClientSecret}
            missing={loginError ? [loginError] : []}
          />
          <InfoList
            items={[
              {
                label: <RedirectUriLabel />,
                value: redirectUri,
              },
            ]}
          />
        </>
      ) : null}
      {loginError === 'noDefault' ? (
        <Notice kind="warning">
          <p className={styles.noticeText}>
            <Translate
              id="tools.aliyundrive.request.noDefault"
              description="Shown when the login needs an app and the site has no default one">
              This site has no default Aliyundrive app for the sign-in page. Tick "Use my own app" and enter your app
              from the Aliyundrive Open platform, or scan the QR code instead, which uses the API server's app.
            </Translate>
          </p>
        </Notice>
      ) : null}
      <Actions>
        <button type="button" className="button button--primary" onClick={goLogin}>
          <Translate
            id="tools.aliyundrive.request.login"
            description="Button that opens the Aliyundrive authorization page">
            Go to login
          </Translate>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={getQr}
          disabled={qr.state.status === 'loading'}>
          <Translate id="tools.aliyundrive.request.qr" description="Button that asks the API server for a QR code">
            Scan QR code
          </Translate>
        </button>
      </Actions>
      {qr.state.status === 'loading' ? (
        <Spinner>
          <Translate id="tools.common.working" description="Shown while a request runs">
            Asking the server…
          </Translate>
        </Spinner>
      ) : null}
      {qr.state.status === 'error' ? (
        <ErrorNotice error={qr.state.error} source="api" timeoutMs={env.timeoutMs} onRetry={getQr} />
      ) : null}
      {qrValue ? (
        <Section
          title={
            <Translate id="tools.aliyundrive.qr.title" description="Heading of the QR code part">
              Scan with the Aliyundrive app
            </Translate>
          }>
          <div className={styles.qr}>
            <img
              src={qrValue.qrCodeUrl}
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
          {status.state.status === 'done' ? (
            <p role="status" className={styles.hint}>
              {statusText(status.state.value)}
            </p>
          ) : null}
          {status.state.status === 'error' ? (
            <ErrorNotice error={status.state.error} source="api" timeoutMs={env.timeoutMs} onRetry={check} />
          ) : null}
          <Actions>
            <button
              type="button"
              className="button button--secondary"
              onClick={check}
              disabled={status.state.status === 'loading'}>
              <Translate id="tools.aliyundrive.qr.check" description="Button that checks the scan status now">
                I have scanned
              </Translate>
            </button>
          </Actions>
        </Section>
      ) : null}
    </>
  );
}

/** Starts the Aliyundrive Open authorization, on the sign-in page or by QR code. */
export default function AliyundriveRequest(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <RequestInner {...props} />}</ToolFrame>;
}
