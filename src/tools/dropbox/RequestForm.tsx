import '@site/src/i18n/tools';
import {useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {buildAuthorizeUrl, DROPBOX_CONSOLE_URL} from '@site/src/lib/oauth/dropbox';
import {ClientHelp} from '../shared/ClientHelp';
import {ClientFields} from '../shared/ClientFields';
import {RedirectUriLabel, UseOwnClientLabel} from '../shared/labels';
import {Actions, InfoList, ToolFrame} from '../shared/ui';
import {useDraft} from '../shared/useDraft';
import {useStartAuthorization} from '../shared/useStartAuthorization';
import {useToolEnv, type ToolProps} from '../shared/useToolEnv';
import {useToolsConfig} from '../shared/useToolsConfig';
import styles from '../shared/styles.module.css';

const DRAFT = {own: '', clientId: ''};

function RequestInner(props: ToolProps): ReactNode {
  const env = useToolEnv(props);
  const preset = useToolsConfig().clients.dropbox;
  const [draft, setDraft] = useDraft('alist_tool_dropbox_request', DRAFT);
  const [clientSecret, setClientSecret] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const start = useStartAuthorization('dropbox', env.navigate);
  const redirectUri = redirectUriFor(window.location.origin, 'dropbox');
  const own = !preset || draft.own === '1';

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!own && preset) {
      // The API server holds the default app's secret.
      start(buildAuthorizeUrl({clientId: preset.clientId, clientSecret: ''}, redirectUri));
      return;
    }
    const missing = [
      draft.clientId.trim() === '' ? 'clientId' : '',
      clientSecret.trim() === '' ? 'clientSecret' : '',
    ].filter(Boolean);
    setErrors(missing);
    if (missing.length === 0) start(buildAuthorizeUrl({clientId: draft.clientId, clientSecret}, redirectUri));
  };

  return (
    <form onSubmit={submit} noValidate>
      {preset ? (
        <label className={styles.checkbox}>
          <input type="checkbox" checked={own} onChange={(event) => setDraft({own: event.target.checked ? '1' : ''})} />
          <UseOwnClientLabel />
        </label>
      ) : (
        <ClientHelp
          consoleUrl={DROPBOX_CONSOLE_URL}
          consoleName={translate({
            id: 'tools.dropbox.request.console',
            message: 'the Dropbox App Console',
            description: 'Link text: Dropbox developer console',
          })}
          redirectUri={redirectUri}
        />
      )}
      {own ? (
        <>
          <ClientFields
            clientId={draft.clientId}
            onClientId={(value) => setDraft({clientId: value})}
            clientSecret={clientSecret}
            onClientSecret={setClientSecret}
            missing={errors}
            clientIdHint={
              <Translate id="tools.dropbox.request.keyHint" description="Hint under the Dropbox client ID field">
                The app key shown on the app's settings page.
              </Translate>
            }
            clientSecretHint={
              <Translate id="tools.dropbox.request.secretHint" description="Hint under the Dropbox client secret field">
                The app secret, next to the app key.
              </Translate>
            }
          />
        </>
      ) : null}
      <InfoList items={[{label: <RedirectUriLabel />, value: redirectUri}]} />
      <Actions>
        {own ? (
          <Link
            className="button button--secondary"
            href={DROPBOX_CONSOLE_URL}
            target="_blank"
            rel="noopener noreferrer">
            <Translate id="tools.dropbox.request.createClient" description="Button that opens the Dropbox App Console">
              Create app
            </Translate>
          </Link>
        ) : null}
        <button type="submit" className="button button--primary">
          <Translate id="tools.dropbox.request.submit" description="Button that starts the Dropbox sign-in">
            Get refresh token
          </Translate>
        </button>
      </Actions>
    </form>
  );
}

/** Starts the Dropbox authorization (offline access, so a refresh token comes back). */
export default function DropboxRequest(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <RequestInner {...props} />}</ToolFrame>;
}
