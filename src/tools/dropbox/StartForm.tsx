import '@site/src/i18n/tools';
import {useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {
  buildAuthorizeUrl,
  DROPBOX_CONSOLE_URL,
  dropboxFlowDetails,
  type DropboxClient,
} from '@site/src/lib/oauth/dropbox';
import {ConsoleLink, OwnApp} from '../shared/ownApp';
import {Actions, ToolFrame} from '../shared/ui';
import {useDraft} from '../shared/useDraft';
import {StartProblemNotice} from '../shared/status';
import {useStartSignIn, type StartProblem} from '../shared/useStartSignIn';
import {useToolEnv, type ToolProps} from '../shared/useToolEnv';
import {useToolsConfig} from '../shared/useToolsConfig';

const DRAFT = {own: '', clientId: ''};

function StartInner(props: ToolProps): ReactNode {
  const env = useToolEnv(props);
  const preset = useToolsConfig().clients.dropbox;
  const [draft, setDraft] = useDraft('alist_tool_dropbox_request', DRAFT);
  const [clientSecret, setClientSecret] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const signIn = useStartSignIn('dropbox', env);
  const [startProblem, setStartProblem] = useState<StartProblem | undefined>();
  const redirectUri = redirectUriFor(window.location.origin, 'dropbox');
  const own = !preset || draft.own === '1';

  const begin = (client: DropboxClient): void =>
    setStartProblem(
      signIn.start(dropboxFlowDetails(client), (state) => buildAuthorizeUrl(client.clientId, redirectUri, state)),
    );

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!own && preset) {
      // The API server holds the default app's secret.
      begin({clientId: preset.clientId, clientSecret: ''});
      return;
    }
    const missing = [
      draft.clientId.trim() === '' ? 'clientId' : '',
      clientSecret.trim() === '' ? 'clientSecret' : '',
    ].filter(Boolean);
    setErrors(missing);
    if (missing.length === 0) begin({clientId: draft.clientId, clientSecret});
  };

  return (
    <form onSubmit={submit} noValidate>
      <OwnApp
        hasDefault={preset !== undefined}
        own={own}
        onOwnChange={(value) => setDraft({own: value ? '1' : ''})}
        console={{
          url: DROPBOX_CONSOLE_URL,
          name: translate({
            id: 'tools.dropbox.request.console',
            message: 'the Dropbox App Console',
            description: 'Link text: Dropbox developer console',
          }),
        }}
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
        redirectUri={redirectUri}
      />
      <StartProblemNotice problem={startProblem} />
      <Actions>
        {own ? (
          <ConsoleLink href={DROPBOX_CONSOLE_URL}>
            <Translate id="tools.dropbox.request.createClient" description="Button that opens the Dropbox App Console">
              Create app
            </Translate>
          </ConsoleLink>
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
export default function DropboxStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}
