import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {BAIDU_CONSOLE_URL, baiduFlowDetails, buildAuthorizeUrl} from '@site/src/lib/oauth/baidu';
import {ClientIdLabel, RedirectUriLabel, requiredText} from '../shared/labels';
import {SignInForm, useSignInForm} from '../shared/signInForm';
import {Field, InfoList, Notice, ToolFrame} from '../shared/ui';
import type {ToolProps} from '../shared/useToolEnv';
import styles from '../shared/styles.module.css';

const DRAFT = {clientId: ''};

function StartInner(props: ToolProps): ReactNode {
  const form = useSignInForm(props, 'baidu', 'alist_tool_baidu_authorize', DRAFT, (clients) => clients.baidu);
  const {defaultApp: preset, redirectUri} = form;

  const submit = (): void => {
    const clientId = preset ? preset.clientId : form.draft.clientId.trim();
    form.start(clientId === '' ? ['clientId'] : [], (signIn) =>
      signIn.start(baiduFlowDetails(clientId), (state) => buildAuthorizeUrl(clientId, redirectUri, state)),
    );
  };

  return (
    <SignInForm
      form={form}
      onSubmit={submit}
      submit={
        <Translate id="tools.baidu.authorize.submit" description="Button that starts the Baidu sign-in">
          Sign in to Baidu Netdisk
        </Translate>
      }>
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
            value={form.draft.clientId}
            onChange={(value) => form.setDraft({clientId: value})}
            error={form.missing.includes('clientId') ? requiredText() : undefined}
          />
          <InfoList items={[{label: <RedirectUriLabel />, value: redirectUri}]} />
        </>
      )}
    </SignInForm>
  );
}

/** Starts the Baidu Netdisk sign-in; Baidu sends the visitor back to /tool/baidu/callback. */
export default function BaiduStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}
