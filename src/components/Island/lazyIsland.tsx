/**
 * Islands around a lazily loaded component, for blocks of a page that are
 * static markup until the reader reaches them (the reference tables of the
 * drivers, the HTTP API and the configuration): `islandComponent` and, for a
 * component that takes the page's reference data, `dataIsland`. Not in
 * ./index.tsx, which every page loads: only the pages that have such blocks
 * load this module.
 */
import {useLayoutEffect, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {toLazyData, type LazyData} from '@site/src/lib/site/lazyData';
import Island, {isHydrating, lazyComponent, type IslandStart, type LazyComponent} from './index';
import useStoredChoice from './useStoredChoice';

/**
 * After a client-side navigation the router scrolls to the address's anchor
 * as soon as the page renders, before an island's code has drawn the element:
 * once the island's content is there, scroll to it again (islands above it
 * that arrive later may move it down: each one scrolls again). `anchor` is the
 * address's hash when the page rendered: by now the scroll spy
 * (src/clientModules/scrollSpy.ts) may have put the heading in view there.
 */
function ScrollToAnchor({anchor}: {readonly anchor: string}): null {
  useLayoutEffect(() => {
    const id = decodeURIComponent(anchor.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [anchor]);
  return null;
}

/** When an island goes live: `start` (see ./index.tsx), or at once where the reader has made a stored choice. */
export interface IslandOptions {
  readonly start: IslandStart;
  /**
   * The local-storage key of a choice the island's markup follows (a tab
   * group's, `docusaurus.tab.<groupId>`): the server HTML shows the default,
   * so the island goes live at once when the choice is stored, or as soon as
   * the reader makes it in another block of the page.
   */
  readonly choiceKey?: string;
}

const optionsOf = (options: IslandStart | IslandOptions): IslandOptions =>
  typeof options === 'object' ? options : {start: options};

/**
 * A component whose server HTML the page first loaded keeps until `start`
 * (an island around a `lazyComponent`): for blocks that are static markup
 * until the reader reaches them, such as the reference tables, whose code and
 * data then stay out of the page's scripts. Rendered after a client-side
 * navigation, it loads its code at once, then scrolls to the address's anchor.
 * `ready`: the component when it is at hand already (no loading).
 */
export function islandComponent<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  options: IslandStart | IslandOptions,
  ready?: ComponentType<P>,
): (props: P) => ReactNode {
  const {start, choiceKey} = optionsOf(options);
  /** `anchor`: the address's hash when the island rendered after a client-side navigation, else empty. */
  type ArrivedProps = P & {readonly anchor: string};
  const arrived = (Loaded: ComponentType<P>) =>
    function Arrived({anchor, ...props}: ArrivedProps): ReactNode {
      return (
        <>
          <Loaded {...(props as unknown as P)} />
          {anchor ? <ScrollToAnchor anchor={anchor} /> : null}
        </>
      );
    };
  const Lazy = lazyComponent<ArrivedProps>(
    () => loader().then(arrived),
    () => null,
    ready ? arrived(ready) : undefined,
  );
  return function IslandComponent(props: P): ReactNode {
    // Rendered while the page first loaded hydrates: the island keeps the server HTML, and the reader's
    // scroll position is theirs when it goes live.
    const [anchor] = useState(() => (ExecutionEnvironment.canUseDOM && !isHydrating() ? window.location.hash : ''));
    const chosen = useStoredChoice(choiceKey);
    return (
      <Island load={Lazy.load} start={chosen || start}>
        <Lazy.Component {...props} anchor={anchor} />
      </Island>
    );
  };
}

/**
 * `islandComponent` for a component that takes the page's reference data as
 * `data` (`P` keyed by `K`): given a handle (src/lib/site/lazyData.ts, what an MDX page
 * gets in the browser), the data loads with the component's code; given the
 * data (the server, tests), the island renders it at once. `Implementation`
 * is the component's `lazyComponent`, loaded on the server before pages render.
 */
export function dataIsland<K extends string, D extends object, P extends Readonly<Record<K, D>>>(
  key: K,
  Implementation: LazyComponent<P>,
  options: IslandStart | IslandOptions,
): (props: Omit<P, K> & Readonly<Record<K, D | LazyData<D>>>) => ReactNode {
  type Rest = Omit<P, K>;
  const islands = new WeakMap<LazyData<D>, (props: Rest) => ReactNode>();
  const withData = (data: D) =>
    function WithData(props: Rest): ReactNode {
      return <Implementation.Component {...({...props, [key]: data} as unknown as P)} />;
    };
  return function DataIsland(props: Omit<P, K> & Readonly<Record<K, D | LazyData<D>>>): ReactNode {
    const handle = toLazyData(props[key]);
    let Rendered = islands.get(handle);
    if (!Rendered) {
      const data = handle.current();
      Rendered = islandComponent<Rest>(
        () => Promise.all([Implementation.load(), handle.load()]).then(([, loaded]) => withData(loaded)),
        options,
        // The server has the code (loaded before the first page) and the data: nothing to wait for.
        data !== undefined && !ExecutionEnvironment.canUseDOM ? withData(data) : undefined,
      );
      islands.set(handle, Rendered);
    }
    const {[key]: _data, ...rest} = props;
    return <Rendered {...(rest as unknown as Rest)} />;
  };
}
