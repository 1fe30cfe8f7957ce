import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  buildAuthorizeUrl,
  GOOGLE_CONSOLE_URL,
  googleFlowDetails,
  missingGoogleFields,
  type GoogleProduct,
} from '@site/src/lib/oauth/google';
import {SignInForm, useSignInForm} from '../shared/signInForm';
import {Notice, ToolFrame} from '../shared/ui';
import type {ToolProps} from '../shared/useToolEnv';
import styles from '../shared/styles.module.css';

const DRAFT = {own: '', clientId: '', drive: '1', photos: '1'};

function ProductBox({
  checked,
  onChange,
  children,
}: {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}

function StartInner(props: ToolProps): ReactNode {
  const form = useSignInForm(props, 'google', 'alist_tool_google_request', DRAFT, (clients) => clients.google);
  const {draft, setDraft} = form;
  const ownRedirect = form.redirectUri;
  const {defaultApp} = form;
  const products: GoogleProduct[] = [
    ...(draft.drive === '1' ? (['drive'] as const) : []),
    ...(draft.photos === '1' ? (['photos'] as const) : []),
  ];
  const client = defaultApp
    ? {
        clientId: defaultApp.clientId,
        clientSecret: defaultApp.clientSecret,
        redirectUri: defaultApp.redirectUri ?? ownRedirect,
      }
    : {...form.ownClient, redirectUri: ownRedirect};
  const foreignRedirect = client.redirectUri !== ownRedirect;

  const submit = (): void =>
    form.start(missingGoogleFields(client, products), (signIn) =>
      signIn.startWithPkce(googleFlowDetails(client), (state, challenge) =>
        buildAuthorizeUrl(client, products, state, challenge),
      ),
    );

  return (
    <SignInForm
      form={form}
      app={{
        choice: {
          kind: 'radio',
          defaultLabel: (
            <Translate id="tools.google.request.usePreset" description="Radio: use the site's configured Google client">
              Use this site's client
            </Translate>
          ),
        },
        console: {
          url: GOOGLE_CONSOLE_URL,
          name: translate({
            id: 'tools.google.request.console',
            message: 'the Google Cloud console (APIs & Services › Credentials)',
            description: 'Link text: Google Cloud console credentials page',
          }),
          create: (
            <Translate id="tools.google.request.createClient" description="Button that opens the Google Cloud console">
              Create client
            </Translate>
          ),
        },
        clientIdHint: (
          <Translate id="tools.google.request.clientHint" description="Hint under the Google client ID field">
            An OAuth client of type "Web application", with the Google Drive API or the Photos Library API enabled in
            its project.
          </Translate>
        ),
        redirectUri: client.redirectUri,
      }}
      onSubmit={submit}
      submit={
        <Translate id="tools.google.request.submit" description="Button that starts the Google sign-in">
          Get refresh token
        </Translate>
      }>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>
          <Translate id="tools.google.request.scopes" description="Legend of the product (scope) checkboxes">
            Access to
          </Translate>
        </legend>
        <ProductBox checked={draft.drive === '1'} onChange={(on) => setDraft({drive: on ? '1' : ''})}>
          <Translate id="tools.google.request.drive" description="Checkbox: ask for Google Drive access">
            Google Drive
          </Translate>
        </ProductBox>
        <ProductBox checked={draft.photos === '1'} onChange={(on) => setDraft({photos: on ? '1' : ''})}>
          <Translate id="tools.google.request.photos" description="Checkbox: ask for Google Photos access">
            Google Photos
          </Translate>
        </ProductBox>
        {form.missing.includes('scopes') ? (
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
    </SignInForm>
  );
}

/** Starts the Google sign-in for Drive and/or Photos (offline access, consent prompt). */
export default function GoogleStart(props: ToolProps): ReactNode {
  return <ToolFrame>{() => <StartInner {...props} />}</ToolFrame>;
}
