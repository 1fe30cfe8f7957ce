// The mobile sidebar also shows the API-server selector on driver pages.
import type {ReactNode} from 'react';
import Mobile from '@theme-original/DocSidebar/Mobile';
import type MobileType from '@theme/DocSidebar/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import ApiServerSelector from '@site/src/components/ApiServer/Lazy';
import {isDriverPage} from '@site/src/lib/site/pageKind';

type Props = WrapperProps<typeof MobileType>;

export default function MobileWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      {isDriverPage(pathname) ? <ApiServerSelector className="margin-horiz--sm margin-bottom--sm" /> : null}
      <Mobile {...props} />
    </>
  );
}
