import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import AdBlock from '@site/src/components/AdBlock';
import ApiServerSelector from '@site/src/components/ApiServer/Lazy';
import {isApiConsolePage, isToolPage} from '@site/src/lib/site/pageKind';
import {documentAllowsTools} from '@site/src/lib/site/toolDocument';
import ToolPageHead from '@site/src/tools/shared/toolPageHead';

/**
 * What sits between a doc page's header and its content: the no-referrer policy and the API-server selector on tool
 * pages (not on the API console, which calls the reader's own server, nor in a document about to reload into a tool
 * document: src/lib/site/toolDocument.ts), the ad block elsewhere.
 */
export default function DocBeforeContent(): ReactNode {
  const {pathname} = useLocation();
  return isToolPage(pathname) ? (
    <>
      <ToolPageHead />
      {isApiConsolePage(pathname) || !documentAllowsTools() ? null : <ApiServerSelector start />}
    </>
  ) : (
    <AdBlock placement="doc" />
  );
}
