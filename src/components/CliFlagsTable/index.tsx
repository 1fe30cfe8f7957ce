// The command-line flags table (./Table.tsx) as an island (src/components/Island): the page
// first loaded keeps its server HTML, and its code and data load when the reader reaches it.
import {islandComponent} from '@site/src/components/Island/lazyIsland';
import type {CliFlagsTableProps} from './Table';

export default islandComponent<CliFlagsTableProps>(() => import('./Table').then((m) => m.default), 'interaction');
