// The table of the options every storage's form has (./Table.tsx) as an island
// (src/components/Island/lazyIsland.tsx): the page first loaded keeps its server HTML,
// and its code and data load when the reader reaches it.
import {islandComponent} from '@site/src/components/Island/lazyIsland';
import type {CommonOptionsProps} from './Table';

export default islandComponent<CommonOptionsProps>(() => import('./Table').then((m) => m.default), 'interaction');
