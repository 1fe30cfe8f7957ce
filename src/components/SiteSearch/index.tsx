/**
 * The site's search, one interface for the local index (default) and Algolia
 * DocSearch (when configured). Every page carries only the button and its
 * keyboard shortcuts; the dialog and its back end (./Dialog.tsx, with
 * DocSearch's modal) load when the reader reaches for search: the pointer
 * or the focus on the button, a touch, a click, `/` (outside fields) or
 * Ctrl/Cmd+K. A click or shortcut that comes before the dialog has loaded
 * opens it as soon as it is there, and what is typed in between becomes its
 * query, so no keystroke is lost.
 */
import {useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {browserIdleHost, runWhenIdle} from '@site/src/lib/chrome/idle';
import {addPreconnect, type HeadDocument} from '@site/src/lib/search/preconnect';
import {algoliaSearchOrigin, hostedClientConfig} from '@site/src/lib/search/settings';
import {isSearchShortcut, typedWhileOpening, type KeyLike} from '@site/src/lib/search/shortcut';
import type {SearchDialogProps} from './Dialog';
import type {HostedClientConfig} from '@site/src/lib/search/settings';
import SearchButton from './SearchButton';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './docsearch.css';

type DialogComponent = ComponentType<SearchDialogProps & {readonly hosted: HostedClientConfig | null}>;

const loadDialog = (): Promise<{default: DialogComponent}> =>
  import(/* webpackChunkName: "search-dialog" */ './Dialog');

function keyOf(event: globalThis.KeyboardEvent): KeyLike {
  const target = event.composedPath()[0];
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    targetTag: target instanceof Element ? target.tagName : undefined,
    targetEditable: target instanceof HTMLElement ? target.isContentEditable : false,
  };
}

/** Algolia: warms up the connection to the search host once the page is idle. */
function useIdlePreconnect(origin: string | null): void {
  useEffect(() => {
    if (!origin) return undefined;
    return runWhenIdle(browserIdleHost(), () => addPreconnect(document as unknown as HeadDocument, origin));
  }, [origin]);
}

export default function SiteSearch(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const hosted = hostedClientConfig(siteConfig.themeConfig) ?? null;
  useIdlePreconnect(hosted ? algoliaSearchOrigin(hosted.appId) : null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [openRequests, setOpenRequests] = useState(0);
  /** The query typed while the dialog is on its way; null when not waiting for it. */
  const pendingQuery = useRef<string | null>(null);

  const load = useCallback(() => {
    loadDialog().then(
      (module) => setDialog(() => module.default),
      // Offline or a failed chunk: the next attempt loads it again.
      () => undefined,
    );
  }, []);

  const requestOpen = useCallback(() => {
    pendingQuery.current ??= '';
    setOpenRequests((n) => n + 1);
    load();
  }, [load]);

  const takePendingQuery = useCallback(() => {
    const query = pendingQuery.current ?? '';
    pendingQuery.current = null;
    return query;
  }, []);

  // Until the dialog is there: its shortcuts, and the keys typed after asking for it.
  useEffect(() => {
    if (Dialog) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent): void => {
      const key = keyOf(event);
      if (pendingQuery.current !== null && event.key === 'Escape') {
        // Changed their mind before the dialog arrived.
        pendingQuery.current = null;
        setOpenRequests(0);
        return;
      }
      if (pendingQuery.current !== null) {
        const next = typedWhileOpening(pendingQuery.current, key);
        if (next !== undefined) {
          pendingQuery.current = next;
          event.preventDefault();
          return;
        }
      }
      if (isSearchShortcut(key)) {
        event.preventDefault();
        requestOpen();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [Dialog, requestOpen]);

  // DocSearch's shortcut handler ignores "/" on buttons; on the search button itself it opens the dialog.
  const onButtonKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        requestOpen();
      }
    },
    [requestOpen],
  );

  return (
    <>
      <SearchButton
        ref={buttonRef}
        onPointerEnter={load}
        onFocus={load}
        onTouchStart={load}
        onClick={requestOpen}
        onKeyDown={onButtonKeyDown}
      />
      {Dialog ? (
        <Dialog hosted={hosted} buttonRef={buttonRef} openRequests={openRequests} takePendingQuery={takePendingQuery} />
      ) : null}
    </>
  );
}
