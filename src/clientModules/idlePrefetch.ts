/**
 * Docusaurus prefetches the chunks of every internal link as soon as the link
 * scrolls into view (`window.docusaurus.prefetch`, called by `@docusaurus/Link`).
 * Each call matches the link's path against every route of the site, so the
 * links in view right after hydration cost one long task on a phone (about
 * 80 ms on the install page, four times that in Lighthouse's throttled
 * runs), competing with the reader's first tap. This module keeps the
 * prefetching but runs it in idle periods, a few links at a time
 * (`idleQueue` in src/lib/chrome/idle.ts). Hover and touch still load a route at once
 * (`preload`), and navigation waits for what it needs, as before.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {browserIdleHost, idleQueue, type IdleHost} from '@site/src/lib/chrome/idle';

/** `window.docusaurus` (typed by @docusaurus/module-type-aliases). */
type DocusaurusClient = Window['docusaurus'] & {readonly idlePrefetch?: boolean};

const QUEUED: Promise<void[]> = Promise.resolve([]);

/**
 * The client (`window.docusaurus`, a frozen object) with `prefetch` queued in
 * idle time; undefined when there is no client or it is already queued.
 */
export function withIdlePrefetch(
  client: DocusaurusClient | undefined,
  host: IdleHost = browserIdleHost(),
): DocusaurusClient | undefined {
  if (!client || client.idlePrefetch) return undefined;
  const enqueue = idleQueue<string>((routePath) => void client.prefetch(routePath), host);
  return Object.freeze({
    ...client,
    prefetch: (routePath: string) => {
      enqueue(routePath);
      return QUEUED;
    },
    idlePrefetch: true,
  });
}

const install = (): void => {
  const client = withIdlePrefetch(window.docusaurus as DocusaurusClient | undefined);
  if (client) window.docusaurus = client;
};

// The client entry sets `window.docusaurus` right after the modules it
// imports (this one included) are evaluated, and hydrates later. `Link`
// reads `window.docusaurus` at each call, so the replacement serves it.
if (ExecutionEnvironment.canUseDOM) queueMicrotask(install);

export function onRouteDidUpdate(): void {
  if (ExecutionEnvironment.canUseDOM) install();
}
