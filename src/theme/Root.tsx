// Root never unmounts: it holds what must survive navigation, the message
// (toast) host and the site-wide overlays (locale-redirect modal, notice
// popup). The token tools' API-server choice needs no provider here: it
// lives in local storage, read by each tool (src/components/ApiServer).
import type {ReactNode} from 'react';
import {MessageHost} from '@site/src/components/Message';
import SiteOverlays from '@site/src/components/SiteOverlays';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <MessageHost />
      {/* Locale-redirect modal and notice popup (server-rendered, hidden until they apply). */}
      <SiteOverlays />
    </>
  );
}
