import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {redirectUriFor, type CallbackProvider} from '@site/src/lib/oauth/common';
import styles from './styles.module.css';

/**
 * This site's callback address for a provider, on a line of its own: the
 * server renders it with the site's configured URL, the browser with the
 * address the page was opened at (a mirror, a local preview). The line
 * scrolls instead of wrapping, so a longer address moves nothing below it.
 */
export default function RedirectUri({provider}: {readonly provider: CallbackProvider}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <BrowserOnly fallback={<code className={styles.address}>{redirectUriFor(siteConfig.url, provider)}</code>}>
      {() => <code className={styles.address}>{redirectUriFor(window.location.origin, provider)}</code>}
    </BrowserOnly>
  );
}
