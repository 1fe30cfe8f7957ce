/**
 * Loads the third-party scripts configured in src/data/thirdParty.ts, in the
 * browser only, asynchronously, after the page's `load` event and (by
 * default) at the reader's first interaction, so they never delay rendering
 * or hydration. Never on tool pages, nor in a document that began on
 * one (its Content-Security-Policy forbids them); a navigation between tool
 * pages and other pages loads a fresh document (src/clientModules/toolIsolation.ts).
 * A script that fails to load (offline, blocked) is ignored.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {THIRD_PARTY_IDS, THIRD_PARTY_START} from '@site/src/data/thirdParty';
import {
  actionAfterRoute,
  allowsThirdParty,
  onFirstInteraction,
  thirdPartyScripts,
  THIRD_PARTY_FAILED_EVENT,
  type ScriptSpec,
  type ThirdPartyIds,
  type ThirdPartyStart,
} from '@site/src/lib/site/thirdParty';

type Globals = Window & {
  _hmt?: unknown[];
  LA?: Record<string, unknown>;
};

/** `path`: the page shown when the scripts are added (path and query). */
function addScript(doc: Document, win: Globals, spec: ScriptSpec, path: string): void {
  if (doc.getElementById(spec.elementId)) return;
  const script = doc.createElement('script');
  script.id = spec.elementId;
  script.src = spec.src;
  script.async = true;
  script.dataset.thirdParty = spec.kind;
  if (spec.crossOrigin) script.crossOrigin = spec.crossOrigin;
  // Offline or blocked: nothing to report; the ad block shows the site's own card instead.
  script.addEventListener('error', () => {
    script.dataset.failed = 'true';
    win.dispatchEvent(new CustomEvent(THIRD_PARTY_FAILED_EVENT, {detail: spec.kind}));
  });
  if (spec.kind === 'analytics') {
    // Page views are reported by this loader, not guessed by the script from
    // the address it finds when it runs: the scripts may be added on the
    // click that leaves the page (the first interaction), and the script runs
    // after the next page is shown.
    win._hmt = win._hmt ?? [];
    win._hmt.push(['_setAutoPageview', false], ['_trackPageview', path]);
  } else if (spec.kind === 'statistics' && !win.LA) {
    // The statistics SDK reads its site id from `window.LA.ids` and finds its element there.
    const config: Record<string, unknown> = {id: spec.id, ck: spec.id, hashMode: false, d: script};
    config.ids = [config];
    win.LA = config;
  }
  doc.head.appendChild(script);
}

export interface ThirdPartyLoader {
  /** Whether the scripts were added to the document. */
  readonly injected: () => boolean;
  readonly onRouteDidUpdate: NonNullable<ClientModule['onRouteDidUpdate']>;
}

/** The loader's state and route hooks; a function so tests can give it their own document and ids. */
export function createThirdPartyLoader(
  ids: ThirdPartyIds,
  doc: Document,
  win: Window,
  start: ThirdPartyStart = 'load',
): ThirdPartyLoader {
  const specs = thirdPartyScripts(ids);
  let injected = false;
  /** The document began on a tool page: it never gets the scripts. */
  let toolDocument: boolean | undefined;

  /** The page shown, for the first page view. */
  let path = '';
  const injectAll = (): void => {
    for (const spec of specs) addScript(doc, win as Globals, spec, path);
  };
  const afterLoad = (): void => {
    if (start === 'interaction') onFirstInteraction(win, injectAll);
    else injectAll();
  };

  return {
    injected: () => injected,
    onRouteDidUpdate({location, previousLocation}) {
      toolDocument ??= !allowsThirdParty(location.pathname);
      path = `${location.pathname}${location.search}`;
      if (specs.length === 0 || toolDocument) return;
      const action = actionAfterRoute({
        pathname: location.pathname,
        previousPathname: previousLocation?.pathname,
        injected,
      });
      if (action === 'inject') {
        injected = true;
        if (doc.readyState === 'complete') afterLoad();
        else win.addEventListener('load', afterLoad, {once: true});
      } else if (action === 'pageview') {
        const hmt = (win as Globals)._hmt;
        if (Array.isArray(hmt)) hmt.push(['_trackPageview', path]);
      }
    },
  };
}

const loader = ExecutionEnvironment.canUseDOM
  ? createThirdPartyLoader(THIRD_PARTY_IDS, document, window, THIRD_PARTY_START)
  : undefined;

type RouteArgs = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0];

export function onRouteDidUpdate(args: RouteArgs): void {
  loader?.onRouteDidUpdate(args);
}
