// The drivers index (./Table.tsx) as an island (src/components/Island): the page first loaded keeps its server HTML,
// and its code and the list of drivers load when the reader reaches it; text typed into the filter before then is
// kept and applied once it is live.
import {islandComponent} from '@site/src/components/Island/lazyIsland';
import type {DriverIndexProps} from './Table';

export default islandComponent<DriverIndexProps>(() => import('./Table').then((m) => m.default), 'interaction');
