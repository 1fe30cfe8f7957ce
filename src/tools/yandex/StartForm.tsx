import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  buildAuthorizeUrl,
  missingYandexFields,
  YANDEX_CONSOLE_URL,
  yandexFlowDetails,
} from '@site/src/lib/oauth/yandex';
import {SignInForm, useSignInForm} from '../shared/signInForm';
import {ToolFrame} from '../shared/ui';
import type {ToolProps} from '../shared/useToolEnv';

const DRAFT = {own: '', clientId: ''};

function StartInner(props: ToolProps): ReactNode {
  const form = useSignInForm(props, 'yandex', 'alist_tool_yandex_authorize', DRAFT, (clients) => clients.yandex);

  const submit = (): void => {
    const client = form.defaultApp ?? form.ownClient;
    form.start(missingYandexFields(client), (signIn) =>
      signIn.startWithPkce(yandexFlowDetails(client), (state, challenge) =>
        buildAuthorizeUrl(client.clientId, form.redirectUri, state, challenge),
      ),
    );
  };

  return (
    <SignInForm
      form={form}
      app={{
        console: {
          url: YANDEX_CONSOLE_URL,
          name: translate({
            id: 'tools.yandex.authorize.console',
            message: 'Yandex OAuth',
            description: 'Link text: Yandex app registration',
          }),
          create: (
            <Translate
              id="tools.yandex.authorize.createClient"
              description="Button that opens Yandex's app registration">
              Create app
            </Translate>
          ),
        },
      }}
      onSubmit={submit}
      submit={
        <Translate id="tools.yandex.authorize.submit" description="Button that starts the Yandex sign-in">
          Sign in to Yandex
        </Translate>
      }
    />
  );
}

/** Starts the Yandex Disk sign-in; Yandex sends the visitor back to /tool/yandex/callback. */
export default function YandexStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}
