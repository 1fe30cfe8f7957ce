import '@site/src/i18n/tools';
import {useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {BAIDU_CONSOLE_URL, baiduFlowDetails, buildAuthorizeUrl} from '@site/src/lib/oauth/baidu';
import {ClientIdLabel, RedirectUriLabel, requiredText} from '../shared/labels';
import {Actions, Field, InfoList, Notice, ToolFrame} from '../shared/ui';
import {useDraft} from '../shared/useDraft';
import {StartProblemNotice} from '../shared/status';
import {useStartSignIn, type StartProblem} from '../shared/useStartSignIn';
import {useToolEnv, type ToolProps} from '../shared/useToolEnv';
import {useToolsConfig} from '../shared/useToolsConfig';
import styles from '../shared/styles.module.css';

const DRAFT = {clientId: ''};

function StartInner(props: ToolProps): ReactNode {
  const env = useToolEnv(props);
  const preset = useToolsConfig().clients.baidu;
  const [draft, setDraft] = useDraft('alist_tool_baidu_authorize', DRAFT);
  const [error, setError] = useState(false);
  const signIn = useStartSignIn('baidu', env);
  const [startProblem, setStartProblem] = useState<StartProblem | undefined>();
  const redirectUri = redirectUriFor(window.location.origin, 'baidu');

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const clientId = preset ? preset.clientId : draft.clientId.trim();
    setError(clientId === '');
    if (clientId === '') return;
    setStartProblem(
      signIn.start(baiduFlowDetails(clientId), (state) => buildAuthorizeUrl(clientId, redirectUri, state)),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      {preset ? (
        <InfoList
          items={[
            {label: <ClientIdLabel />, value: preset.clientId},
            {label: <RedirectUriLabel />, value: redirectUri},
          ]}
        />
      ) : (
        <>
          <Notice
            kind="info"
            title={
              <Translate
                id="tools.baidu.authorize.noDefault.title"
                description="Title of the note shown when no Baidu app is configured">
                Which app signs in
              </Translate>
            }>
            <p className={styles.noticeText}>
              <Translate
                id="tools.baidu.authorize.noDefault"
                description="Explains which client ID to enter for Baidu; {console} links to the Baidu Netdisk open platform"
                values={{
                  console: (
                    <Link href={BAIDU_CONSOLE_URL} target="_blank" rel="noopener noreferrer">
                      {translate({
                        id: 'tools.baidu.authorize.console',
                        message: 'Baidu Netdisk open platform',
                        description: 'Link text: Baidu Netdisk developer platform',
                      })}
                    </Link>
                  ),
                }}>
                {
                  "This site has no default Baidu app. The API server exchanges the code with the secret of its own app, so enter that app's client ID (the API key): for the public API servers it is the default client_id of the Baidu Netdisk storage form. If you run your own API server, use the app you created on the {console}, with this redirect URI registered."
                }
              </Translate>
            </p>
          </Notice>
          <Field
            name="client_id"
            label={<ClientIdLabel />}
            value={draft.clientId}
            onChange={(value) => setDraft({clientId: value})}
            error={error ? requiredText() : undefined}
          />
          <InfoList items={[{label: <RedirectUriLabel />, value: redirectUri}]} />
        </>
      )}
      <StartProblemNotice problem={startProblem} />
      <Actions>
        <button type="submit" className="button button--primary">
          <Translate id="tools.baidu.authorize.submit" description="Button that starts the Baidu sign-in">
            Sign in to Baidu Netdisk
          </Translate>
        </button>
      </Actions>
    </form>
  );
}

/** Starts the Baidu Netdisk sign-in; Baidu sends the visitor back to /tool/baidu/callback. */
export default function BaiduStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}
