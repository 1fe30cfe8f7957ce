// The configuration file reference table of a section (./Table.tsx) as an island (src/components/Island): the page
// first loaded keeps its server HTML, and its code and data load when the reader reaches it.
import {islandComponent} from '@site/src/components/Island/lazyIsland';
import type {ConfigTableProps} from './Table';

export default islandComponent<ConfigTableProps>(() => import('./Table').then((m) => m.default), 'interaction');
