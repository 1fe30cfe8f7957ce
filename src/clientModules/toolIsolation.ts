/**
 * Tool pages and the other pages never share a document. Ordinary pages run
 * third-party scripts (ads, statistics) and carry their own
 * Content-Security-Policy; tool pages hold client secrets, codes and tokens.
 * A script loaded once cannot be unloaded, so:
 *
 * - a link that crosses between the two kinds of page is left to the
 *   browser, which loads a fresh document, instead of the client router;
 *   so is a link to another origin from a tool page, or to a tool page on
 *   another origin (a tools origin of its own, src/lib/site/toolsOrigin.ts);
 * - any other client-side navigation across (history, keyboard shortcuts,
 *   the search dialog) reloads the page before its route renders;
 * - the API request console (`/tool/api`) counts as a kind of its own: its
 *   policy lets it reach the reader's server, the token tools' does not;
 * - a document that began on a 404 under `/tool/` (server HTML with
 *   `[data-not-found]`) is a kind of its own: every navigation out of it
 *   loads a fresh document, so no tool renders under a policy meant for a
 *   miss;
 * - `<html data-tool-document>` says which kind the document began as, and a
 *   tool renders only in a document that began on a tool page
 *   (src/lib/site/toolDocument.ts; ToolFrame in src/tools/shared/ui.tsx shows
 *   its placeholder until the reload, DocBeforeContent leaves out the
 *   API-server selector).
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {isApiConsolePage, isToolPage} from '@site/src/lib/site/pageKind';
import {markToolDocument} from '@site/src/lib/site/toolDocument';

export interface ToolIsolation {
  readonly startedOnTool: boolean;
  readonly onClick: (event: MouseEvent) => void;
  readonly onRouteUpdate: NonNullable<ClientModule['onRouteUpdate']>;
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const element = target instanceof Element ? target.closest('a[href]') : null;
  return element instanceof HTMLAnchorElement ? element : undefined;
}

/** The isolation's handlers for a document; a function so tests can give it their own window. */
export function createToolIsolation(win: Window, reload: () => void = () => win.location.reload()): ToolIsolation {
  // The API console is a tool page with a wider Content-Security-Policy than the token tools: a third kind.
  const kindOf = (pathname: string): string =>
    isApiConsolePage(pathname) ? 'console' : isToolPage(pathname) ? 'tool' : 'page';
  const notFound = win.document.querySelector('[data-not-found]') !== null;
  // A miss under /tool/: its own kind, which every route crosses.
  const startKind = notFound && kindOf(win.location.pathname) !== 'page' ? 'tool-404' : kindOf(win.location.pathname);
  const startedOnTool = startKind === 'tool' || startKind === 'console';
  markToolDocument(win.document, startedOnTool);
  const crosses = (pathname: string): boolean => kindOf(pathname) !== startKind;

  return {
    startedOnTool,
    onClick(event) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = anchorOf(event.target);
      if (!anchor || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, win.location.href);
      if (url.origin !== win.location.origin) {
        // With a tools origin of its own (TOOLS_URL) the build points links across at the other origin, but the
        // router's handler still holds the site path: the browser follows the address instead.
        if (startedOnTool || isToolPage(url.pathname)) event.stopImmediatePropagation();
        return;
      }
      if (!crosses(url.pathname)) return;
      // The router never sees this click, so the browser follows the link with a full page load.
      event.stopImmediatePropagation();
    },
    onRouteUpdate({location, previousLocation}) {
      if (previousLocation && crosses(location.pathname)) reload();
    },
  };
}

const isolation = ExecutionEnvironment.canUseDOM ? createToolIsolation(window) : undefined;
// Capture on the document runs before React's listeners on the app's root element.
if (isolation) document.addEventListener('click', isolation.onClick, true);

type RouteArgs = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0];

export function onRouteUpdate(args: RouteArgs): void {
  isolation?.onRouteUpdate(args);
}
