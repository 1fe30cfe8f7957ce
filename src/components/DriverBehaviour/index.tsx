// The behaviour boxes of a driver (./Behaviour.tsx) as an island (src/components/Island, `dataIsland`): the page first
// loaded keeps its server HTML; its code and the driver's data (which the page's MDX
// imports, see src/plugins/slim/lazyPageData.cjs) load when the reader reaches it.
import {lazyComponent} from '@site/src/components/Island';
import {dataIsland} from '@site/src/components/Island/lazyIsland';
import type {DriverBehaviourProps} from './Behaviour';

const Implementation = lazyComponent<DriverBehaviourProps>(() => import('./Behaviour').then((m) => m.default));

export default dataIsland('data', Implementation, 'interaction');
