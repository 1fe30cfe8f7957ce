/**
 * Third-party scripts (ad networks, visitor statistics, search-engine
 * analytics): which ones to load for the configured ids, and what to do on
 * each route change. Tool pages carry tokens and client secrets in their URLs
 * and forms, so no third-party script may run on them.
 */
import {isToolPage} from './pageKind';

export interface ThirdPartyIds {
  /** Ad network (wwads) unit id; also the `data-id` of the ad container. */
  readonly adNetwork: string;
  /** Visitor statistics (51.la) site id. */
  readonly statistics: string;
  /** Search-engine analytics (Baidu Tongji) site id. */
  readonly analytics: string;
  /** Second ad network (Google AdSense) publisher id, `ca-pub-…`. */
  readonly secondAdNetwork: string;
}

export type ThirdPartyKind = keyof ThirdPartyIds;

/** When the scripts load, after the page's load event (see src/data/thirdParty.ts). */
export type ThirdPartyStart = 'load' | 'interaction';

/** What counts as the reader's first interaction: any of these on the window. */
export const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Calls `start` once, at the first of INTERACTION_EVENTS on `target`
 * (captured, so a scroll inside an element counts too). Returns a function
 * that stops waiting.
 */
export function onFirstInteraction(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  start: () => void,
): () => void {
  const options = {capture: true, passive: true} as const;
  const stop = (): void => {
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, fire, options);
  };
  function fire(): void {
    stop();
    start();
  }
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, fire, options);
  return stop;
}

export interface ScriptSpec {
  readonly kind: ThirdPartyKind;
  /** The configured id, trimmed. */
  readonly id: string;
  readonly src: string;
  /** `id` attribute of the script element, so it is never added twice. */
  readonly elementId: string;
  readonly crossOrigin?: 'anonymous';
}

/** `id` of the ad network's script element (src/components/AdBlock watches it). */
export const AD_NETWORK_ELEMENT_ID = 'site-ad-network';

/**
 * Dispatched on `window` when a third-party script fails to load (offline,
 * blocked); `detail` is its kind. The ad block then shows the site's own card.
 */
export const THIRD_PARTY_FAILED_EVENT = 'site:third-party-failed';

/** The scripts to load, in a fixed order; an empty id leaves its script out. */
export function thirdPartyScripts(ids: ThirdPartyIds): ScriptSpec[] {
  const specs: ScriptSpec[] = [];
  const adNetwork = ids.adNetwork.trim();
  if (adNetwork) {
    specs.push({
      kind: 'adNetwork',
      id: adNetwork,
      src: 'https://cdn.wwads.cn/js/makemoney.js',
      elementId: AD_NETWORK_ELEMENT_ID,
    });
  }
  const statistics = ids.statistics.trim();
  if (statistics) {
    // The SDK finds its configuration on `window.LA` and its own element by this id.
    specs.push({
      kind: 'statistics',
      id: statistics,
      src: 'https://sdk.51.la/js-sdk-pro.min.js',
      elementId: 'LA_COLLECT',
    });
  }
  const analytics = ids.analytics.trim();
  if (analytics) {
    specs.push({
      kind: 'analytics',
      id: analytics,
      src: `https://hm.baidu.com/hm.js?${encodeURIComponent(analytics)}`,
      elementId: 'site-analytics',
    });
  }
  const secondAdNetwork = ids.secondAdNetwork.trim();
  if (secondAdNetwork) {
    specs.push({
      kind: 'secondAdNetwork',
      id: secondAdNetwork,
      src: `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(secondAdNetwork)}`,
      elementId: 'site-second-ad-network',
      crossOrigin: 'anonymous',
    });
  }
  return specs;
}

/** Where a third-party script loads from and what it contacts, by CSP directive. */
export interface ThirdPartyHosts {
  readonly script: readonly string[];
  readonly connect: readonly string[];
  readonly img: readonly string[];
  readonly frame: readonly string[];
}

/**
 * The hosts each script needs, for the Content-Security-Policy of ordinary
 * pages (src/lib/site/securityHeaders.ts): the script's own host, and where it
 * sends its beacons, loads its images and puts its frames.
 */
export const THIRD_PARTY_HOSTS: Readonly<Record<ThirdPartyKind, ThirdPartyHosts>> = {
  adNetwork: {
    script: ['https://cdn.wwads.cn'],
    connect: ['https://*.wwads.cn'],
    img: ['https://*.wwads.cn'],
    frame: [],
  },
  statistics: {
    script: ['https://sdk.51.la'],
    connect: ['https://*.51.la'],
    img: ['https://*.51.la'],
    frame: [],
  },
  analytics: {
    script: ['https://hm.baidu.com'],
    connect: ['https://hm.baidu.com'],
    img: ['https://hm.baidu.com'],
    frame: [],
  },
  secondAdNetwork: {
    script: [
      'https://pagead2.googlesyndication.com',
      'https://*.googlesyndication.com',
      'https://*.adtrafficquality.google',
      'https://*.google.com',
      'https://*.doubleclick.net',
    ],
    connect: [
      'https://*.googlesyndication.com',
      'https://*.adtrafficquality.google',
      'https://*.google.com',
      'https://*.doubleclick.net',
    ],
    img: [
      'https://*.googlesyndication.com',
      'https://*.adtrafficquality.google',
      'https://*.google.com',
      'https://*.doubleclick.net',
      'https://*.gstatic.com',
    ],
    frame: [
      'https://*.googlesyndication.com',
      'https://*.adtrafficquality.google',
      'https://*.google.com',
      'https://*.doubleclick.net',
    ],
  },
};

export function allowsThirdParty(pathname: string): boolean {
  return !isToolPage(pathname);
}

export interface RouteChange {
  readonly pathname: string;
  /** Undefined on the first load of the page. */
  readonly previousPathname?: string;
  /** Whether third-party scripts are already in the document. */
  readonly injected: boolean;
}

export type RouteAction = 'inject' | 'pageview' | 'none';

/**
 * After a route rendered: load the scripts on the first page that allows
 * them; afterwards report client-side page views to the analytics script.
 */
export function actionAfterRoute({pathname, previousPathname, injected}: RouteChange): RouteAction {
  if (!allowsThirdParty(pathname)) return 'none';
  if (!injected) return 'inject';
  return previousPathname !== undefined && previousPathname !== pathname ? 'pageview' : 'none';
}
