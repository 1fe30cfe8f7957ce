import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {redirectUriFor, type CallbackProvider} from '@site/src/lib/oauth/common';

/** This site's callback address for a provider, as text (shown once the page runs in the browser). */
export default function RedirectUri({provider}: {readonly provider: CallbackProvider}): ReactNode {
  return (
    <BrowserOnly fallback={<code>{`/tool/${provider}/callback`}</code>}>
      {() => <code>{redirectUriFor(window.location.origin, provider)}</code>}
    </BrowserOnly>
  );
}
