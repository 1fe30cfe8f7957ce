import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import AdBlock from '@site/src/components/AdBlock';
import ApiServerSelector from '@site/src/components/ApiServer/Lazy';
import {isToolPage} from '@site/src/lib/pageKind';
import ToolPageHead from '@site/src/tools/shared/ToolPageHead';

/** What sits between a doc page's header and its content: the no-referrer policy and the API-server selector on tool pages, the ad block elsewhere. */
export default function DocBeforeContent(): ReactNode {
  const {pathname} = useLocation();
  return isToolPage(pathname) ? (
    <>
      <ToolPageHead />
      <ApiServerSelector />
    </>
  ) : (
    <AdBlock placement="doc" />
  );
}
