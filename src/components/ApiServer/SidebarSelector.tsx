/**
 * The API-server selector of the driver pages' sidebar (desktop and the
 * phone menu). Its code loads as soon as the reader points at it, touches it
 * or focuses it; the server HTML shows the default server, so where the reader
 * has stored a choice it loads at once to show that choice instead. (The same
 * rule as `islandComponent`'s `choiceKey`, src/components/Island/lazyIsland.tsx,
 * composed here from its parts: the sidebar is on every doc page, which should
 * not load that module.)
 */
import type {ReactNode} from 'react';
import useStoredChoice from '@site/src/components/Island/useStoredChoice';
import {API_SERVER_STORAGE_KEY} from '@site/src/lib/tools/apiServerKey';
import LazyApiServerSelector from './Lazy';
import type {ApiServerSelectorProps} from './index';

export default function SidebarApiServerSelector(props: ApiServerSelectorProps): ReactNode {
  const chosen = useStoredChoice(API_SERVER_STORAGE_KEY);
  return <LazyApiServerSelector {...props} start={chosen || 'interaction'} />;
}
