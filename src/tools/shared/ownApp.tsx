// The "use my own app" block of the tools that sign in with an OAuth app
// (OneDrive, Aliyundrive, Dropbox, Google, Yandex): the choice between the
// default app and the visitor's own (or, without a default, a note on where
// to create one), the client ID and secret fields, and the redirect URI to
// register. The provider's console link sits with the form's buttons
// (`ConsoleLink`).
import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {ClientIdLabel, ClientSecretLabel, RedirectUriLabel, requiredText, UseOwnClientLabel} from './labels';
import {Field, InfoList, Notice} from './ui';
import styles from './styles.module.css';

export interface OwnAppProps {
  /** Another app than the visitor's can sign in (the site's default, or the API server's). */
  readonly hasDefault: boolean;
  /** The visitor's own app is used (always true without a default). */
  readonly own: boolean;
  readonly onOwnChange: (own: boolean) => void;
  /**
   * How the choice is offered when there is a default: a "Use my own app"
   * checkbox, or two radio buttons of which the first names the default.
   */
  readonly choice?: {readonly kind: 'checkbox'} | {readonly kind: 'radio'; readonly defaultLabel: ReactNode};
  /** The provider's developer console, named in the note shown when there is no default. */
  readonly console?: {readonly url: string; readonly name: string};
  readonly clientId: string;
  readonly onClientId: (value: string) => void;
  readonly clientSecret: string;
  readonly onClientSecret: (value: string) => void;
  /** The fields to mark as required and missing: `clientId`, `clientSecret`. */
  readonly missing: readonly string[];
  readonly clientIdHint?: ReactNode;
  readonly clientSecretHint?: ReactNode;
  /** This site's callback address, which the app must list. */
  readonly redirectUri: string;
  /** Show the redirect URI with any app (default) or only with the visitor's own. */
  readonly redirectWhen?: 'always' | 'own';
}

/** Explains, when the site has no default app, that the visitor needs their own and which redirect URI to register. */
function NoDefaultNote({
  console,
  redirectUri,
}: {
  readonly console: NonNullable<OwnAppProps['console']>;
  readonly redirectUri: string;
}): ReactNode {
  return (
    <Notice
      kind="info"
      title={
        <Translate id="tools.clientHelp.title" description="Title of the note shown when no default app is configured">
          Use your own app
        </Translate>
      }>
      <p className={styles.noticeText}>
        <Translate
          id="tools.clientHelp.body"
          description="How to create an app when the site has none configured; {console} is the provider's developer console"
          values={{
            console: (
              <Link href={console.url} target="_blank" rel="noopener noreferrer">
                {console.name}
              </Link>
            ),
          }}>
          {
            'This site has no default app for this provider, so sign in with your own: create one in {console}, then enter its ID and secret below.'
          }
        </Translate>
      </p>
      <p className={styles.noticeText}>
        <Translate
          id="tools.clientHelp.redirect"
          description="Asks to register the redirect URI; {uri} is this site's callback address"
          values={{uri: <code className={styles.breakable}>{redirectUri}</code>}}>
          {'Register this redirect URI with the app: {uri}'}
        </Translate>
      </p>
    </Notice>
  );
}

function Choice({choice, own, onOwnChange}: Pick<OwnAppProps, 'choice' | 'own' | 'onOwnChange'>): ReactNode {
  if (choice?.kind === 'radio') {
    return (
      <fieldset className={styles.fieldset}>
        <label className={styles.checkbox}>
          <input type="radio" name="app" value="default" checked={!own} onChange={() => onOwnChange(false)} />
          {choice.defaultLabel}
        </label>
        <label className={styles.checkbox}>
          <input type="radio" name="app" value="own" checked={own} onChange={() => onOwnChange(true)} />
          <UseOwnClientLabel />
        </label>
      </fieldset>
    );
  }
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" checked={own} onChange={(event) => onOwnChange(event.target.checked)} />
      <UseOwnClientLabel />
    </label>
  );
}

export function OwnApp(props: OwnAppProps): ReactNode {
  const {hasDefault, own, redirectUri, redirectWhen = 'always', missing} = props;
  return (
    <>
      {hasDefault ? (
        <Choice choice={props.choice} own={own} onOwnChange={props.onOwnChange} />
      ) : props.console ? (
        <NoDefaultNote console={props.console} redirectUri={redirectUri} />
      ) : null}
      {own ? (
        <>
          <Field
            name="client_id"
            label={<ClientIdLabel />}
            value={props.clientId}
            onChange={props.onClientId}
            error={missing.includes('clientId') ? requiredText() : undefined}
            hint={props.clientIdHint}
          />
          <Field
            name="client_secret"
            type="password"
            label={<ClientSecretLabel />}
            value={props.clientSecret}
            onChange={props.onClientSecret}
            error={missing.includes('clientSecret') ? requiredText() : undefined}
            hint={props.clientSecretHint}
          />
        </>
      ) : null}
      {redirectWhen === 'always' || own ? (
        <InfoList items={[{label: <RedirectUriLabel />, value: redirectUri}]} />
      ) : null}
    </>
  );
}

/** The provider's console, where apps are created: a secondary button next to the form's submit button. */
export function ConsoleLink({href, children}: {readonly href: string; readonly children: ReactNode}): ReactNode {
  return (
    <Link className="button button--secondary" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}
