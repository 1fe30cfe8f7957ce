import '@site/src/i18n/tools';
import {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {QRCodeSVG} from 'qrcode.react';
import {
  checkAppId,
  deviceCodeRequest,
  fitsQrCode,
  mapDeviceCode,
  mapTokenResponse,
  tokenRequest,
  type DeviceCode,
} from '@site/src/lib/oauth/pan115';
import type {Tokens} from '@site/src/lib/oauth/common';
import {RequestForm} from '../shared/requestForm';
import {RequestStatus} from '../shared/status';
import {Actions, Field, Notice, Section, ToolFrame, ValueField} from '../shared/ui';
import {useDraft} from '../shared/useDraft';
import {useRequest} from '../shared/useRequest';
import {useToolEnv, type ToolProps} from '../shared/useToolEnv';
import styles from '../shared/styles.module.css';

const DRAFT = {appId: ''};

function StartInner(props: ToolProps): ReactNode {
  const env = useToolEnv(props);
  const [draft, setDraft] = useDraft('alist_tool_115_token', DRAFT);
  const [appIdError, setAppIdError] = useState(false);
  const device = useRequest<DeviceCode>(env);
  const token = useRequest<Tokens & {readonly accessToken: string; readonly refreshToken: string}>(env);

  const getCode = (): void => {
    const checked = checkAppId(draft.appId);
    setAppIdError(!checked.ok);
    if (!checked.ok) return;
    token.reset();
    void device.run(deviceCodeRequest(env.apiBase, checked.appId), mapDeviceCode);
  };

  const code = device.state.status === 'done' ? device.state.value : undefined;
  const getToken = (): void => {
    if (code) void token.run(tokenRequest(env.apiBase, code), mapTokenResponse);
  };

  return (
    <>
      <RequestForm
        env={env}
        request={device}
        onSubmit={getCode}
        submit={
          <Translate id="tools.115.getQr" description="Button that asks for a QR code">
            Get QR code
          </Translate>
        }>
        <Field
          name="app_id"
          inputMode="numeric"
          label={
            <Translate id="tools.115.appId" description="Label of the optional 115 app ID field">
              App ID (optional)
            </Translate>
          }
          value={draft.appId}
          onChange={(value) => setDraft({appId: value})}
          error={
            appIdError
              ? translate({
                  id: 'tools.115.appIdInvalid',
                  message: 'An app ID is a number.',
                  description: 'Error: the 115 app ID is not numeric',
                })
              : undefined
          }
          hint={
            <Translate id="tools.115.appIdHint" description="Hint under the 115 app ID field">
              Leave empty to use the API server's app; fill in the ID of your own app from the 115 open platform
              otherwise.
            </Translate>
          }
        />
      </RequestForm>
      {code ? (
        <Section
          title={
            <Translate id="tools.115.scanTitle" description="Heading of the QR part">
              Scan with the 115 app
            </Translate>
          }>
          {fitsQrCode(code.qrcode) ? (
            <div className={styles.qr}>
              <QRCodeSVG
                value={code.qrcode}
                size={240}
                marginSize={0}
                title={translate({
                  id: 'tools.115.qrAlt',
                  message: 'QR code to scan with the 115 app',
                  description: 'Accessible title of the QR code',
                })}
              />
            </div>
          ) : (
            <Notice
              kind="danger"
              title={
                <Translate id="tools.115.qrTooLong.title" description="Title when the QR text cannot be drawn">
                  The QR code cannot be drawn
                </Translate>
              }>
              <p className={styles.noticeText}>
                <Translate id="tools.115.qrTooLong" description="Explains a QR text too long for a QR code">
                  The API server sent a text too long for a QR code, which usually means a fault of the server. Get a
                  new QR code, or choose another API server above.
                </Translate>
              </p>
            </Notice>
          )}
          <p className={styles.hint}>
            <Translate id="tools.115.scanHint" description="What to do with the QR code">
              Scan it in the 115 app, confirm the sign-in there, then press the button below.
            </Translate>
          </p>
          <Actions>
            <button
              type="button"
              className="button button--primary"
              onClick={getToken}
              disabled={token.state.status === 'loading'}>
              <Translate id="tools.115.scanned" description="Button pressed after scanning">
                I have scanned
              </Translate>
            </button>
          </Actions>
          <RequestStatus state={token.state} source="api" timeoutMs={env.timeoutMs} onRetry={getToken}>
            {(tokens) => (
              <>
                <ValueField name="access_token" label="access_token" value={tokens.accessToken} />
                <ValueField name="refresh_token" label="refresh_token" value={tokens.refreshToken} />
              </>
            )}
          </RequestStatus>
        </Section>
      ) : null}
    </>
  );
}

/** Gets 115 Open tokens by QR code: the code is drawn in the page, never by an outside service. */
export default function Pan115Start(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}
