import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {redirectUriFor, type CallbackProvider} from '@site/src/lib/oauth/common';
import {readToolsUrl} from '@site/src/lib/site/toolsOrigin';
import styles from './styles.module.css';

/**
 * This site's callback address for a provider, on a line of its own: the
 * server renders it with the site's configured URL, the browser with the
 * address the page was opened at (a mirror, a local preview). With a tools
 * origin of its own (`TOOLS_URL`) it is that origin's callback, on either. The line
 * scrolls instead of wrapping, so a longer address moves nothing below it.
 */
export default function RedirectUri({provider}: {readonly provider: CallbackProvider}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const toolsUrl = readToolsUrl(siteConfig.customFields);
  if (toolsUrl) return <code className={styles.address}>{redirectUriFor(toolsUrl, provider)}</code>;
  return (
    <BrowserOnly fallback={<code className={styles.address}>{redirectUriFor(siteConfig.url, provider)}</code>}>
      {() => <code className={styles.address}>{redirectUriFor(window.location.origin, provider)}</code>}
    </BrowserOnly>
  );
}
