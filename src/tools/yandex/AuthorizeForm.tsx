import '@site/src/i18n/tools';
import {useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {buildAuthorizeUrl, missingYandexFields, YANDEX_CONSOLE_URL} from '@site/src/lib/oauth/yandex';
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

function AuthorizeInner(props: ToolProps): ReactNode {
  const env = useToolEnv(props);
  const preset = useToolsConfig().clients.yandex;
  const [draft, setDraft] = useDraft('alist_tool_yandex_authorize', DRAFT);
  const [clientSecret, setClientSecret] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const start = useStartAuthorization('yandex', env.navigate);
  const redirectUri = redirectUriFor(window.location.origin, 'yandex');
  const own = !preset || draft.own === '1';

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const client = own ? {clientId: draft.clientId, clientSecret} : preset;
    const missing = missingYandexFields(client);
    setErrors(missing);
    if (missing.length === 0) start(buildAuthorizeUrl(client, redirectUri));
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
          consoleUrl={YANDEX_CONSOLE_URL}
          consoleName={translate({
            id: 'tools.yandex.authorize.console',
            message: 'Yandex OAuth',
            description: 'Link text: Yandex app registration',
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
          />
        </>
      ) : null}
      <InfoList items={[{label: <RedirectUriLabel />, value: redirectUri}]} />
      <Actions>
        {own ? (
          <Link
            className="button button--secondary"
            href={YANDEX_CONSOLE_URL}
            target="_blank"
            rel="noopener noreferrer">
            <Translate
              id="tools.yandex.authorize.createClient"
              description="Button that opens Yandex's app registration">
              Create app
            </Translate>
          </Link>
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
export default function YandexAuthorize(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <AuthorizeInner {...props} />}</ToolFrame>;
}
