// The navigation progress bar, in place of the theme's own client module
// (src/plugins/slim swaps it): a bar along the top of the window for pages
// that take time to load, drawn with the theme's style sheet for nprogress
// (`#nprogress .bar`, `.peg`) but without the nprogress library, which every
// page would otherwise load (1.7 KiB gzip) for these few lines.
import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';
import {PROGRESS_BAR} from '@site/src/lib/chrome/constants';

/** How long a navigation runs before the bar shows, as in the theme. */
export const PROGRESS_BAR_DELAY_MS = 200;
/** The bar creeps towards the end and never reaches it until the page is there. */
const MAX_BEFORE_DONE = 0.994;

interface Options {
  readonly minimum: number;
  readonly speed: number;
  readonly trickleSpeed: number;
}

export interface ProgressBar {
  start(): void;
  done(): void;
}

/**
 * A progress bar in `doc`: `start` shows it at `minimum` and lets it creep on
 * every `trickleSpeed` ms (by less as it nears the end, like nprogress);
 * `done` fills it, fades it out and removes it, each step `speed` ms.
 */
export function createProgressBar(doc: Document, {minimum, speed, trickleSpeed}: Options = PROGRESS_BAR): ProgressBar {
  let root: HTMLElement | null = null;
  let bar: HTMLElement | null = null;
  let status = 0;
  let trickle: number | undefined;
  const timers: number[] = [];
  const view = doc.defaultView ?? window;
  const later = (ms: number, run: () => void): void => {
    timers.push(view.setTimeout(run, ms));
  };
  const clearTimers = (): void => {
    view.clearInterval(trickle);
    trickle = undefined;
    for (const timer of timers.splice(0)) view.clearTimeout(timer);
  };
  const show = (value: number): void => {
    status = value;
    if (bar) bar.style.transform = `translate3d(${(value - 1) * 100}%, 0, 0)`;
  };
  return {
    start() {
      clearTimers();
      if (!root) {
        root = doc.createElement('div');
        root.id = 'nprogress';
        bar = doc.createElement('div');
        bar.className = 'bar';
        bar.setAttribute('role', 'bar');
        bar.appendChild(doc.createElement('div')).className = 'peg';
        root.appendChild(bar);
        show(0);
        doc.body.appendChild(root);
        // Lay the bar out at 0 before it moves, so that it slides in.
        void root.offsetWidth;
        bar.style.transition = `transform ${speed}ms ease`;
      }
      root.style.transition = '';
      root.style.opacity = '1';
      show(Math.max(status, minimum));
      trickle = view.setInterval(() => {
        const step = status < 0.2 ? 0.1 : status < 0.5 ? 0.04 : status < 0.8 ? 0.02 : 0.005;
        show(Math.min(status + step, MAX_BEFORE_DONE));
      }, trickleSpeed);
    },
    done() {
      if (!root) return;
      clearTimers();
      const fading = root;
      show(1);
      // A navigation that starts while this one fades starts from the beginning.
      status = 0;
      later(speed, () => {
        fading.style.transition = `opacity ${speed}ms linear`;
        fading.style.opacity = '0';
        later(speed, () => {
          fading.remove();
          root = null;
          bar = null;
        });
      });
    },
  };
}

/** The route hooks: the bar shows for a navigation still loading after the delay. */
export function progressBar(bar: ProgressBar): Required<Pick<ClientModule, 'onRouteUpdate' | 'onRouteDidUpdate'>> {
  return {
    onRouteUpdate({location, previousLocation}) {
      if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
      const timer = window.setTimeout(() => bar.start(), PROGRESS_BAR_DELAY_MS);
      return () => window.clearTimeout(timer);
    },
    onRouteDidUpdate() {
      bar.done();
    },
  };
}

let pageBar: ProgressBar | undefined;
const lazyPageBar: ProgressBar = {
  start: () => (pageBar ??= createProgressBar(document)).start(),
  done: () => pageBar?.done(),
};

export default progressBar(lazyPageBar);
