/**
 * Loads the third-party scripts configured in src/data/thirdParty.ts, in the
 * browser only, asynchronously and after the page's `load` event, so they
 * never delay rendering. Never on tool pages: a first load of a tool page
 * loads nothing, and a client-side navigation into a tool page after the
 * scripts were loaded reloads that page, since a loaded script cannot be
 * taken out again (src/lib/thirdParty.ts). A script that fails to load
 * (offline, blocked) is ignored.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {THIRD_PARTY_IDS} from '@site/src/data/thirdParty';
import {thirdPartyStatus, type ScriptStatusStore} from '@site/src/lib/scriptStatus';
import {
  actionAfterRoute,
  shouldReloadBeforeRoute,
  thirdPartyScripts,
  type ScriptSpec,
  type ThirdPartyIds,
} from '@site/src/lib/thirdParty';

type Globals = Window & {
  _hmt?: unknown[];
  LA?: Record<string, unknown>;
};

function addScript(doc: Document, win: Globals, spec: ScriptSpec, status: ScriptStatusStore): void {
  if (doc.getElementById(spec.elementId)) return;
  const script = doc.createElement('script');
  script.id = spec.elementId;
  script.src = spec.src;
  script.async = true;
  script.dataset.thirdParty = spec.kind;
  if (spec.crossOrigin) script.crossOrigin = spec.crossOrigin;
  // Offline or blocked: nothing to report, but the ad block shows the site's own card instead.
  status.set(spec.kind, 'pending');
  script.addEventListener('load', () => status.set(spec.kind, 'loaded'));
  script.addEventListener('error', () => {
    script.dataset.failed = 'true';
    status.set(spec.kind, 'failed');
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
  readonly onRouteUpdate: NonNullable<ClientModule['onRouteUpdate']>;
  readonly onRouteDidUpdate: NonNullable<ClientModule['onRouteDidUpdate']>;
}

/** The loader's state and route hooks; a function so tests can give it their own document and ids. */
export function createThirdPartyLoader(
  ids: ThirdPartyIds,
  doc: Document,
  win: Window,
  reload: () => void = () => win.location.reload(),
  status: ScriptStatusStore = thirdPartyStatus,
): ThirdPartyLoader {
  const specs = thirdPartyScripts(ids);
  let injected = false;

  const injectAll = (): void => {
    for (const spec of specs) addScript(doc, win as Globals, spec, status);
  };

  return {
    injected: () => injected,
    onRouteUpdate({location, previousLocation}) {
      if (
        shouldReloadBeforeRoute({pathname: location.pathname, previousPathname: previousLocation?.pathname, injected})
      ) {
        reload();
      }
    },
    onRouteDidUpdate({location, previousLocation}) {
      if (specs.length === 0) return;
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

type RouteArgs = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0];

export function onRouteUpdate(args: RouteArgs): void {
  loader?.onRouteUpdate(args);
}

export function onRouteDidUpdate(args: RouteArgs): void {
  loader?.onRouteDidUpdate(args);
}
