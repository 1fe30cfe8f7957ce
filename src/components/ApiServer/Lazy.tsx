/**
 * The API-server selector where the page has one (tool pages above the
 * tool, driver pages in the sidebar: ./SidebarSelector.tsx), without putting
 * its code into every doc page: it is server-rendered, and on the page first
 * loaded it comes to life (src/components/Island) when `start` says so: at
 * once on a tool page, whose tool carries the same code anyway.
 */
import type {ReactNode} from 'react';
import Island, {lazyComponent, type IslandStart} from '@site/src/components/Island';
import type {ApiServerSelectorProps} from './index';

const Selector = lazyComponent<ApiServerSelectorProps>(() => import('./index').then((m) => m.ApiServerSelector));

export default function LazyApiServerSelector({
  start,
  ...props
}: ApiServerSelectorProps & {readonly start: IslandStart}): ReactNode {
  return (
    <Island load={Selector.load} start={start}>
      <Selector.Component {...props} />
    </Island>
  );
}
