// The HTTP API reference blocks (./Reference.tsx) as islands (src/components/Island/lazyIsland.tsx):
// the page first loaded keeps their server HTML; their code and the groups' data (which the page's
// MDX imports, see src/plugins/slim/lazyPageData.cjs) load when the reader reaches them.
import type {ReactNode} from 'react';
import {lazyComponent} from '@site/src/components/Island';
import {dataIsland, islandComponent} from '@site/src/components/Island/lazyIsland';
import {combineLazyData, toLazyData, type LazyData} from '@site/src/lib/site/lazyData';
import type {ApiGroup} from '@site/src/data/api/types';
import type {ApiRouteProps} from './Reference';
import {API_LANGUAGE_CHOICE_KEY} from './tabs';

const load = () => import('./Reference');

/** The routes' sample-language tabs (./Reference.tsx) follow the reader's choice. */
const ROUTE_ISLAND = {start: 'interaction', choiceKey: API_LANGUAGE_CHOICE_KEY} as const;

const Route = lazyComponent<ApiRouteProps>(() => load().then((m) => m.default));
const Shapes = lazyComponent<{readonly groups: readonly ApiGroup[]}>(() => load().then((m) => m.ApiShapes));
const ShapesIsland = dataIsland('groups', Shapes, 'interaction');

/** A route of the HTTP API reference, from the group's data. */
const ApiRoute = dataIsland('group', Route, ROUTE_ISLAND);
export default ApiRoute;

/** The named shapes the routes of these groups use. */
export function ApiShapes({groups}: {readonly groups: readonly (ApiGroup | LazyData<ApiGroup>)[]}): ReactNode {
  return <ShapesIsland groups={combineLazyData(groups.map((group) => toLazyData(group)))} />;
}

/** The table of the guards (who may call a route). */
export const GuardTable = islandComponent<object>(() => load().then((m) => m.GuardTable), 'interaction');
