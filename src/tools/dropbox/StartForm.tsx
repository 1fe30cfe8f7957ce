import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {buildAuthorizeUrl, DROPBOX_CONSOLE_URL, dropboxFlowDetails} from '@site/src/lib/oauth/dropbox';
import {SignInForm, useSignInForm} from '../shared/signInForm';
import {ToolFrame} from '../shared/ui';
import type {ToolProps} from '../shared/useToolEnv';

const DRAFT = {own: '', clientId: ''};

function StartInner(props: ToolProps): ReactNode {
  const form = useSignInForm(props, 'dropbox', 'alist_tool_dropbox_request', DRAFT, (clients) => clients.dropbox);

  const submit = (): void => {
    const {defaultApp} = form;
    // The API server holds the default app's secret.
    const client = defaultApp ? {clientId: defaultApp.clientId, clientSecret: ''} : form.ownClient;
    const missing = defaultApp ? [] : (['clientId', 'clientSecret'] as const).filter((f) => client[f].trim() === '');
    form.start(missing, (signIn) =>
      signIn.start(dropboxFlowDetails(client), (state) => buildAuthorizeUrl(client.clientId, form.redirectUri, state)),
    );
  };

  return (
    <SignInForm
      form={form}
      app={{
        console: {
          url: DROPBOX_CONSOLE_URL,
          name: translate({
            id: 'tools.dropbox.request.console',
            message: 'the Dropbox App Console',
            description: 'Link text: Dropbox developer console',
          }),
          create: (
            <Translate id="tools.dropbox.request.createClient" description="Button that opens the Dropbox App Console">
              Create app
            </Translate>
          ),
        },
        clientIdHint: (
          <Translate id="tools.dropbox.request.keyHint" description="Hint under the Dropbox client ID field">
            The app key shown on the app's settings page.
          </Translate>
        ),
        clientSecretHint: (
          <Translate id="tools.dropbox.request.secretHint" description="Hint under the Dropbox client secret field">
            The app secret, next to the app key.
          </Translate>
        ),
      }}
      onSubmit={submit}
      submit={
        <Translate id="tools.dropbox.request.submit" description="Button that starts the Dropbox sign-in">
          Get refresh token
        </Translate>
      }
    />
  );
}

/** Starts the Dropbox authorization (offline access, so a refresh token comes back). */
export default function DropboxStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}
