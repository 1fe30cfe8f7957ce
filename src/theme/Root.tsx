// Root never unmounts: it holds state that must survive navigation, such as
// the chosen API server of the token tools, and the message (toast) host.
import type {ReactNode} from 'react';
import {ApiServerProvider} from '@site/src/components/ApiServer';
import {MessageHost} from '@site/src/components/Message';
import SiteOverlays from '@site/src/components/SiteOverlays';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <ApiServerProvider>
      {children}
      <MessageHost />
      {/* Locale-redirect modal and notice popup (browser only). */}
      <SiteOverlays />
    </ApiServerProvider>
  );
}
