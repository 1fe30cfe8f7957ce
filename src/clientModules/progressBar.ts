// The navigation progress bar, in place of the theme's own client module
// (src/plugins/slim swaps it): the same bar, with the site's timings, shown
// only for pages that take time to load. nprogress itself loads with the
// first navigation that starts, not with every page.
import type {ClientModule} from '@docusaurus/types';
import type {NProgress} from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';
import {PROGRESS_BAR} from '@site/src/lib/chrome/constants';

/** How long a navigation runs before the bar shows, as in the theme. */
export const PROGRESS_BAR_DELAY_MS = 200;

type Loader = () => Promise<NProgress>;

const loadNProgress: Loader = () => import('nprogress').then((module) => module.default);

/**
 * The route hooks of the bar; `load` fetches nprogress (a parameter for the
 * unit tests). A navigation that ends before the bar is due, or before
 * nprogress has arrived, shows no bar; one that fails to load it shows none.
 */
export function progressBar(
  load: Loader = loadNProgress,
): Required<Pick<ClientModule, 'onRouteUpdate' | 'onRouteDidUpdate'>> {
  let bar: Promise<NProgress | null> | undefined;
  let navigation = 0;
  const loadBar = (): Promise<NProgress | null> =>
    (bar ??= load().then(
      (nprogress) => {
        nprogress.configure({showSpinner: false, ...PROGRESS_BAR});
        return nprogress;
      },
      () => {
        bar = undefined;
        return null;
      },
    ));
  return {
    onRouteUpdate({location, previousLocation}) {
      if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
      const current = ++navigation;
      const loading = loadBar();
      const timer = window.setTimeout(() => {
        void loading.then((nprogress) => {
          if (navigation === current) nprogress?.start();
        });
      }, PROGRESS_BAR_DELAY_MS);
      return () => window.clearTimeout(timer);
    },
    onRouteDidUpdate() {
      navigation++;
      void bar?.then((nprogress) => nprogress?.done());
    },
  };
}

export default progressBar();
