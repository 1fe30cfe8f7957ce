import '@site/src/i18n/tools';
import {useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {
  buildAuthorizeUrl,
  missingYandexFields,
  YANDEX_CONSOLE_URL,
  yandexFlowDetails,
} from '@site/src/lib/oauth/yandex';
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
  const preset = useToolsConfig().clients.yandex;
  const [draft, setDraft] = useDraft('alist_tool_yandex_authorize', DRAFT);
  const [clientSecret, setClientSecret] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const signIn = useStartSignIn('yandex', env);
  const [startProblem, setStartProblem] = useState<StartProblem | undefined>();
  const redirectUri = redirectUriFor(window.location.origin, 'yandex');
  const own = !preset || draft.own === '1';

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const client = own ? {clientId: draft.clientId, clientSecret} : preset;
    const missing = missingYandexFields(client);
    setErrors(missing);
    if (missing.length > 0) return;
    void signIn
      .startWithPkce(yandexFlowDetails(client), (state, challenge) =>
        buildAuthorizeUrl(client.clientId, redirectUri, state, challenge),
      )
      .then(setStartProblem);
  };

  return (
    <form onSubmit={submit} noValidate>
      <OwnApp
        hasDefault={preset !== undefined}
        own={own}
        onOwnChange={(value) => setDraft({own: value ? '1' : ''})}
        console={{
          url: YANDEX_CONSOLE_URL,
          name: translate({
            id: 'tools.yandex.authorize.console',
            message: 'Yandex OAuth',
            description: 'Link text: Yandex app registration',
          }),
        }}
        clientId={draft.clientId}
        onClientId={(value) => setDraft({clientId: value})}
        clientSecret={clientSecret}
        onClientSecret={setClientSecret}
        missing={errors}
        redirectUri={redirectUri}
      />
      <StartProblemNotice problem={startProblem} />
      <Actions>
        {own ? (
          <ConsoleLink href={YANDEX_CONSOLE_URL}>
            <Translate
              id="tools.yandex.authorize.createClient"
              description="Button that opens Yandex's app registration">
              Create app
            </Translate>
          </ConsoleLink>
        ) : null}
        <button type="submit" className="button button--primary">
          <Translate id="tools.yandex.authorize.submit" description="Button that starts the Yandex sign-in">
            Sign in to Yandex
          </Translate>
        </button>
      </Actions>
    </form>
  );
}

/** Starts the Yandex Disk sign-in; Yandex sends the visitor back to /tool/yandex/callback. */
export default function YandexStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}
