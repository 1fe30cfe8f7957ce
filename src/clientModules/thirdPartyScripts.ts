/**
 * Loads the third-party scripts configured in src/data/thirdParty.ts, in the
 * browser only, asynchronously and after the page's `load` event, so they
 * never delay rendering. Never on tool pages, nor in a document that began on
 * one (its Content-Security-Policy forbids them); a navigation between tool
 * pages and other pages loads a fresh document (src/clientModules/toolIsolation.ts).
 * A script that fails to load (offline, blocked) is ignored.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {THIRD_PARTY_IDS} from '@site/src/data/thirdParty';
import {
  actionAfterRoute,
  allowsThirdParty,
  thirdPartyScripts,
  THIRD_PARTY_FAILED_EVENT,
  type ScriptSpec,
  type ThirdPartyIds,
} from '@site/src/lib/site/thirdParty';

type Globals = Window & {
  _hmt?: unknown[];
  LA?: Record<string, unknown>;
};

function addScript(doc: Document, win: Globals, spec: ScriptSpec): void {
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
    win._hmt = win._hmt ?? [];
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
export function createThirdPartyLoader(ids: ThirdPartyIds, doc: Document, win: Window): ThirdPartyLoader {
  const specs = thirdPartyScripts(ids);
  let injected = false;
  /** The document began on a tool page: it never gets the scripts. */
  let toolDocument: boolean | undefined;

  const injectAll = (): void => {
    for (const spec of specs) addScript(doc, win as Globals, spec);
  };

  return {
    injected: () => injected,
    onRouteDidUpdate({location, previousLocation}) {
      toolDocument ??= !allowsThirdParty(location.pathname);
      if (specs.length === 0 || toolDocument) return;
      const action = actionAfterRoute({
        pathname: location.pathname,
        previousPathname: previousLocation?.pathname,
        injected,
      });
      if (action === 'inject') {
        injected = true;
        if (doc.readyState === 'complete') injectAll();
        else win.addEventListener('load', injectAll, {once: true});
      } else if (action === 'pageview') {
        const hmt = (win as Globals)._hmt;
        if (Array.isArray(hmt)) hmt.push(['_trackPageview', `${location.pathname}${location.search}`]);
      }
    },
  };
}

const loader = ExecutionEnvironment.canUseDOM ? createThirdPartyLoader(THIRD_PARTY_IDS, document, window) : undefined;

type RouteArgs = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0];

export function onRouteDidUpdate(args: RouteArgs): void {
  loader?.onRouteDidUpdate(args);
}
