// The default configuration file (./Example.tsx) as an island (src/components/Island): the page
// first loaded keeps its server HTML, and its code and data load when the reader reaches it.
import {islandComponent} from '@site/src/components/Island/lazyIsland';
import type {ConfigFileExampleProps} from './Example';

export default islandComponent<ConfigFileExampleProps>(() => import('./Example').then((m) => m.default), 'interaction');
