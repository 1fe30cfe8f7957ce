import '@site/src/i18n/tools';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {Notice} from './ui';
import styles from './styles.module.css';

/**
 * Explains, when the site has no default client for a provider, that the
 * visitor needs their own app, where to create it and which redirect URI to
 * register.
 */
export function ClientHelp({
  consoleUrl,
  consoleName,
  redirectUri,
}: {
  readonly consoleUrl?: string;
  readonly consoleName: string;
  readonly redirectUri?: string;
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
            console: consoleUrl ? (
              <Link href={consoleUrl} target="_blank" rel="noopener noreferrer">
                {consoleName}
              </Link>
            ) : (
              <strong>{consoleName}</strong>
            ),
          }}>
          {
            'This site has no default app for this provider, so sign in with your own: create one in {console}, then enter its ID and secret below.'
          }
        </Translate>
      </p>
      {redirectUri ? (
        <p className={styles.noticeText}>
          <Translate
            id="tools.clientHelp.redirect"
            description="Asks to register the redirect URI; {uri} is this site's callback address"
            values={{uri: <code className={styles.breakable}>{redirectUri}</code>}}>
            {'Register this redirect URI with the app: {uri}'}
          </Translate>
        </p>
      ) : null}
    </Notice>
  );
}
