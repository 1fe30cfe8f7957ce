// Root never unmounts: it holds state that must survive navigation, such as
// the chosen API server of the token tools.
import type {ReactNode} from 'react';
import {ApiServerProvider} from '@site/src/components/ApiServer';
import SiteOverlays from '@site/src/components/SiteOverlays';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <ApiServerProvider>
      {children}
      {/* Locale-redirect modal and notice popup (browser only). */}
      <SiteOverlays />
    </ApiServerProvider>
  );
}
