/**
 * The API-server selector where the page has one (tool pages above the
 * tool, driver pages in the sidebar), without putting its code into every
 * doc page: it is server-rendered, and on the page first loaded it comes to
 * life once the page is idle or as soon as the reader points at it or
 * focuses it (src/components/Island).
 */
import type {ReactNode} from 'react';
import Island, {lazyComponent} from '@site/src/components/Island';
import type {ApiServerSelectorProps} from './index';

const Selector = lazyComponent<ApiServerSelectorProps>(() => import('./index').then((m) => m.ApiServerSelector));

export default function LazyApiServerSelector(props: ApiServerSelectorProps): ReactNode {
  return (
    <Island load={Selector.load} start="idle">
      <Selector.Component {...props} />
    </Island>
  );
}
