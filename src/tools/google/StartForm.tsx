import '@site/src/i18n/tools';
import {useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {redirectUriFor} from '@site/src/lib/oauth/common';
import {
  buildAuthorizeUrl,
  GOOGLE_CONSOLE_URL,
  googleFlowDetails,
  missingGoogleFields,
  type GoogleProduct,
} from '@site/src/lib/oauth/google';
import {ConsoleLink, OwnApp} from '../shared/ownApp';
import {Actions, Notice, ToolFrame} from '../shared/ui';
import {useDraft} from '../shared/useDraft';
import {StartProblemNotice} from '../shared/status';
import {useStartSignIn, type StartProblem} from '../shared/useStartSignIn';
import {useToolEnv, type ToolProps} from '../shared/useToolEnv';
import {useToolsConfig} from '../shared/useToolsConfig';
import styles from '../shared/styles.module.css';

const DRAFT = {mode: 'preset', clientId: '', drive: '1', photos: '1'};

function StartInner(props: ToolProps): ReactNode {
  const env = useToolEnv(props);
  const preset = useToolsConfig().clients.google;
  const [draft, setDraft] = useDraft('alist_tool_google_request', DRAFT);
  const [clientSecret, setClientSecret] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const signIn = useStartSignIn('google', env);
  const [startProblem, setStartProblem] = useState<StartProblem | undefined>();
  const ownRedirect = redirectUriFor(window.location.origin, 'google');
  const usePreset = preset !== undefined && draft.mode === 'preset';
  const products: GoogleProduct[] = [
    ...(draft.drive === '1' ? (['drive'] as const) : []),
    ...(draft.photos === '1' ? (['photos'] as const) : []),
  ];
  const client = usePreset
    ? {clientId: preset.clientId, clientSecret: preset.clientSecret, redirectUri: preset.redirectUri ?? ownRedirect}
    : {clientId: draft.clientId, clientSecret, redirectUri: ownRedirect};
  const foreignRedirect = client.redirectUri !== ownRedirect;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const missing = missingGoogleFields(client, products);
    setErrors(missing);
    if (missing.length > 0) return;
    void signIn
      .startWithPkce(googleFlowDetails(client), (state, challenge) =>
        buildAuthorizeUrl(client, products, state, challenge),
      )
      .then(setStartProblem);
  };

  return (
    <form onSubmit={submit} noValidate>
      <OwnApp
        hasDefault={preset !== undefined}
        own={!usePreset}
        onOwnChange={(own) => setDraft({mode: own ? 'own' : 'preset'})}
        choice={{
          kind: 'radio',
          defaultLabel: (
            <Translate id="tools.google.request.usePreset" description="Radio: use the site's configured Google client">
              Use this site's client
            </Translate>
          ),
        }}
        console={{
          url: GOOGLE_CONSOLE_URL,
          name: translate({
            id: 'tools.google.request.console',
            message: 'the Google Cloud console (APIs & Services › Credentials)',
            description: 'Link text: Google Cloud console credentials page',
          }),
        }}
        clientId={draft.clientId}
        onClientId={(value) => setDraft({clientId: value})}
        clientSecret={clientSecret}
        onClientSecret={setClientSecret}
        missing={errors}
        clientIdHint={
          <Translate id="tools.google.request.clientHint" description="Hint under the Google client ID field">
            An OAuth client of type "Web application", with the Google Drive API or the Photos Library API enabled in
            its project.
          </Translate>
        }
        redirectUri={client.redirectUri}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>
          <Translate id="tools.google.request.scopes" description="Legend of the product (scope) checkboxes">
            Access to
          </Translate>
        </legend>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft.drive === '1'}
            onChange={(event) => setDraft({drive: event.target.checked ? '1' : ''})}
          />
          <Translate id="tools.google.request.drive" description="Checkbox: ask for Google Drive access">
            Google Drive
          </Translate>
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft.photos === '1'}
            onChange={(event) => setDraft({photos: event.target.checked ? '1' : ''})}
          />
          <Translate id="tools.google.request.photos" description="Checkbox: ask for Google Photos access">
            Google Photos
          </Translate>
        </label>
        {errors.includes('scopes') ? (
          <div className={styles.fieldError} role="alert">
            <Translate id="tools.google.request.noScope" description="Error when neither product is ticked">
              Tick at least one.
            </Translate>
          </div>
        ) : null}
      </fieldset>
      {foreignRedirect ? (
        <Notice kind="warning">
          <p className={styles.noticeText}>
            <Translate
              id="tools.google.request.foreignRedirect"
              description="Explains what to do when the preset client redirects elsewhere; {from} and {to} are addresses"
              values={{
                from: <code className={styles.breakable}>{client.redirectUri}</code>,
                to: <code className={styles.breakable}>{ownRedirect}</code>,
              }}>
              {
                'This client is registered with another redirect URI, so after you consent Google sends you to {from}, which will not load. Replace that part of the address with {to}, keep everything from the question mark on, and open it.'
              }
            </Translate>
          </p>
        </Notice>
      ) : null}
      <StartProblemNotice problem={startProblem} />
      <Actions>
        {usePreset ? null : (
          <ConsoleLink href={GOOGLE_CONSOLE_URL}>
            <Translate id="tools.google.request.createClient" description="Button that opens the Google Cloud console">
              Create client
            </Translate>
          </ConsoleLink>
        )}
        <button type="submit" className="button button--primary">
          <Translate id="tools.google.request.submit" description="Button that starts the Google sign-in">
            Get refresh token
          </Translate>
        </button>
      </Actions>
    </form>
  );
}

/** Starts the Google sign-in for Drive and/or Photos (offline access, consent prompt). */
export default function GoogleStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}
