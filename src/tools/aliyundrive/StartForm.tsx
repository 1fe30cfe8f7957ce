import '@site/src/i18n/tools';
import {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {SERVER_CLIENT, type AliyunClient} from '@site/src/lib/oauth/aliyundrive';
import {OwnApp} from '../shared/ownApp';
import {useSignInForm} from '../shared/signInForm';
import {StartProblemNotice} from '../shared/status';
import {Actions, Notice, ToolFrame} from '../shared/ui';
import type {ToolProps} from '../shared/useToolEnv';
import {useToolsConfig} from '../shared/useToolsConfig';
import styles from '../shared/styles.module.css';
import {useAppLogin, type LoginProblem} from './Login';
import {QrPanel, useQrLogin} from './QrLogin';

const DRAFT = {own: '', clientId: ''};

function StartInner(props: ToolProps): ReactNode {
  const preset = useToolsConfig().clients.aliyundrive;
  // The default: the API server's app for the QR code, the site's for the login (useAppLogin).
  const form = useSignInForm(props, 'aliyundrive', 'alist_tool_aliyundrive_request', DRAFT, () => SERVER_CLIENT);
  const {env} = form;
  const [problem, setProblem] = useState<LoginProblem | undefined>();
  const login = useAppLogin(env, preset);
  const qr = useQrLogin(env);
  const {own} = form;

  const ownClient = (): AliyunClient => ({
    clientId: form.ownClient.clientId.trim(),
    clientSecret: form.ownClient.clientSecret.trim(),
  });

  const goLogin = (): void => setProblem(login(own ? ownClient() : undefined));

  const getQr = (): void => {
    const client = form.defaultApp ?? ownClient();
    if (own && (client.clientId === '' || client.clientSecret === '')) {
      setProblem(client.clientId === '' ? 'clientId' : 'clientSecret');
      return;
    }
    setProblem(undefined);
    qr.start(client);
  };

  return (
    <>
      {/* Without the visitor's app, the QR code uses the API server's and the login the site's default. */}
      <OwnApp {...form.appProps} missing={problem ? [problem] : []} redirectWhen="own" />
      {problem === 'noDefault' ? (
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
      <StartProblemNotice problem={problem === 'storage' || problem === 'crypto' ? problem : undefined} />
      <Actions>
        <button type="button" className="button button--primary" onClick={goLogin}>
          <Translate
            id="tools.aliyundrive.request.login"
            description="Button that opens the Aliyundrive authorization page">
            Go to login
          </Translate>
        </button>
        <button type="button" className="button button--secondary" onClick={getQr} disabled={qr.loading}>
          <Translate id="tools.aliyundrive.request.qr" description="Button that asks the API server for a QR code">
            Scan QR code
          </Translate>
        </button>
      </Actions>
      <QrPanel login={qr} env={env} onRetry={getQr} />
    </>
  );
}

/** Starts the Aliyundrive Open authorization, on the sign-in page or by QR code. */
export default function AliyundriveStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}
