/**
 * The search dialog (DocSearch's modal) and its two back ends, the local
 * index (default) and Algolia DocSearch (when configured). Loaded on demand
 * by the search button (./index.tsx): when the reader points at or focuses
 * the button, clicks it or types a shortcut. The dialog's lifecycle follows
 * the SearchBar of @docusaurus/theme-search-algolia 3.10 (MIT).
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchHit, DocSearchTransformClient, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {DOCS_REPO} from '@site/src/data/site';
import {FOCUSABLE_SELECTOR, trapTarget} from '@site/src/lib/search/focusTrap';
import {cssString, missingDocsIssueUrl} from '@site/src/lib/search/missingDocs';
import {rerunQuery} from '@site/src/lib/search/rerunQuery';
import type {HostedClientConfig} from '@site/src/lib/search/settings';
import {isExternalResult, isSafeResultUrl} from '@site/src/lib/search/urls';
import {emptyResponse, requestsOf, type SearchBackend} from './backend';
import {searchTranslations, type SearchTranslations} from './translations';
import {useHostedSearch} from './useHostedSearch';
import {useLocalSearch} from './useLocalSearch';
import '@docsearch/css/dist/modal.css';

/**
 * The failure state. DocSearch has one, but the autocomplete core it runs on
 * resets the status to "idle" right after DocSearch sets "error", so it never
 * shows; the dialog therefore gets an empty answer on failure and this screen
 * is shown in place of the empty state (same classes, same look).
 */
function ErrorScreen({texts}: {readonly texts: SearchTranslations}): ReactNode {
  const {titleText, helpText} = texts.modal.errorScreen ?? {};
  return (
    <div className="DocSearch-ErrorScreen site-search__error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="M15.5 4.8c2 3 1.7 7-1 9.7h0l4.3 4.3-4.3-4.3a7.8 7.8 0 01-9.8 1m-2.2-2.2A7.8 7.8 0 0113.2 2.4M2 18L18 2"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>
  );
}

export interface SearchDialogProps {
  /** The search button (./SearchButton.tsx); the focus returns to it when the dialog closes. */
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  /** Counts the reader's requests to open the dialog; each new value opens it. */
  readonly openRequests: number;
  /** What the reader typed after asking for the dialog and before it opened. */
  readonly takePendingQuery: () => string;
}

function SearchDialog({
  backend,
  buttonRef,
  openRequests,
  takePendingQuery,
}: SearchDialogProps & {readonly backend: SearchBackend}): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const searchPage = useBaseUrl('/search');
  const texts = useMemo(() => searchTranslations(), []);
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  /**
   * Where the page was when the dialog opened, null while it is closed.
   * DocSearch reads its `initialScrollY` at each mount and scrolls back there
   * when it closes; on a phone its stylesheet fixes the body while it is
   * open, which puts `window.scrollY` at 0, so the position is read once, as
   * the dialog opens, and kept.
   */
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const isOpen = openedAt !== null;
  const [initialQuery, setInitialQuery] = useState('');
  /** The dialog's result area while the last search failed, else null. */
  const [failedIn, setFailedIn] = useState<Element | null>(null);
  const {prefetch, completeIndex} = backend;

  // Loaded because the reader is about to search: fetch the index now.
  useEffect(() => {
    prefetch?.().catch(() => undefined);
  }, [prefetch]);

  const openModal = useCallback(() => {
    let div = portal;
    if (!div) {
      div = document.createElement('div');
      div.className = `site-search site-search--${backend.kind}`;
      div.style.setProperty('--site-search-loading', cssString(texts.loading));
      document.body.insertBefore(div, document.body.firstChild);
      setPortal(div);
    }
    // Whether the back end can answer yet (`data-index`: loading, ready or
    // failed), which tests and the benchmark wait for before typing.
    // `data-index-complete` does the same for the rest of the index, which
    // loads after the first part; when it arrives, the query shown is run
    // again so that its answer includes it.
    // A part that failed to load is asked for again at the next opening.
    const container = div;
    const loadRest = (): void => {
      const state = container.dataset.indexComplete;
      if (!completeIndex || state === 'loading' || state === 'ready') return;
      container.dataset.indexComplete = 'loading';
      completeIndex().then(
        () => {
          container.dataset.indexComplete = 'ready';
          const input = container.querySelector<HTMLInputElement>('input.DocSearch-Input');
          if (input) rerunQuery(input);
        },
        () => {
          container.dataset.indexComplete = 'failed';
        },
      );
    };
    if (container.dataset.index === 'ready') {
      loadRest();
    } else if (container.dataset.index !== 'loading') {
      container.dataset.index = 'loading';
      (prefetch?.() ?? Promise.resolve()).then(
        () => {
          container.dataset.index = 'ready';
          loadRest();
        },
        () => {
          container.dataset.index = 'failed';
        },
      );
    }
    setInitialQuery(takePendingQuery());
    setOpenedAt((at) => at ?? window.scrollY);
  }, [portal, backend.kind, prefetch, completeIndex, texts.loading, takePendingQuery]);

  const closeModal = useCallback(() => {
    setOpenedAt(null);
    setFailedIn(null);
    // Back to the button, without moving the page: DocSearch puts it back
    // where it was, and on a phone the auto-hidden navbar's button would
    // otherwise pull the page to the top.
    buttonRef.current?.focus({preventScroll: true});
  }, [buttonRef]);

  // Each request of the button (click, shortcut before this module loaded) opens the dialog.
  const handledRequests = useRef(0);
  useEffect(() => {
    if (openRequests === handledRequests.current) return;
    handledRequests.current = openRequests;
    openModal();
  }, [openRequests, openModal]);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  });

  useEffect(() => () => portal?.remove(), [portal]);

  // Failure state: mark the container (CSS hides the empty state) and render
  // the error screen inside the dialog's result area.
  useEffect(() => {
    portal?.classList.toggle('site-search--failed', failedIn !== null);
  }, [portal, failedIn]);

  // DocSearch renders its dialog as a `role="button"` overlay (for clicks
  // outside) with no dialog semantics and no focus trap: give the panel
  // those, and keep Tab inside it.
  useEffect(() => {
    if (!portal || !isOpen) return undefined;
    const overlay = portal.querySelector('.DocSearch-Container');
    const panel = portal.querySelector('.DocSearch-Modal');
    if (!overlay || !panel) return undefined;
    overlay.removeAttribute('role');
    overlay.removeAttribute('tabindex');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', texts.dialogLabel);
    // Its <footer> (key hints) is not the page's footer landmark.
    panel.querySelector('.DocSearch-Footer')?.setAttribute('role', 'none');
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab') return;
      const focusables = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
        (el) => el.getClientRects().length > 0,
      );
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const target = trapTarget(focusables, active, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [portal, isOpen, texts.dialogLabel]);

  // Emptying the field leaves the failure behind.
  useEffect(() => {
    if (!portal) return undefined;
    const onInput = (event: Event): void => {
      if (event.target instanceof HTMLInputElement && event.target.value === '') setFailedIn(null);
    };
    portal.addEventListener('input', onInput);
    return () => portal.removeEventListener('input', onInput);
  }, [portal]);

  const {transformSearchClient: backendClient} = backend;
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      const inner = backendClient(client);
      // Records the query last answered on the container (`data-answered`),
      // which tests and the benchmark wait for.
      const answered = (params: unknown): void => {
        if (portal) portal.dataset.answered = requestsOf(params)[0]?.query ?? '';
      };
      const search = async (params: unknown): Promise<unknown> => {
        try {
          const response = await inner.search(params as Parameters<DocSearchTransformClient['search']>[0]);
          setFailedIn(null);
          answered(params);
          return response;
        } catch {
          setFailedIn(portal?.querySelector('.DocSearch-Dropdown') ?? null);
          answered(params);
          return emptyResponse(params);
        }
      };
      return {...inner, search: search as DocSearchTransformClient['search']};
    },
    [backendClient, portal],
  );

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        if (!isSafeResultUrl(itemUrl)) return;
        if (isExternalResult(itemUrl)) window.location.assign(itemUrl);
        else history.push(itemUrl);
      },
    }),
    [history],
  );

  // A hit is an option of the search combobox, chosen with the arrow keys
  // and Enter (DocSearch calls the navigator) or a click. It holds no link:
  // focusable content inside an option is an accessibility error (axe
  // nested-interactive), so a click navigates here, in a new tab with a
  // modifier key. DocSearch types the component as returning an element.
  const hitComponent = useCallback(
    ({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}): ReactElement => {
      const open = (event: MouseEvent<HTMLDivElement>): void => {
        if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
          window.open(hit.url, '_blank', 'noopener');
        } else {
          navigator.navigate({itemUrl: hit.url});
        }
      };
      return (
        <div className="site-search__hit" data-href={hit.url} onClick={open} onAuxClick={open}>
          {children}
        </div>
      );
    },
    [navigator],
  );

  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) =>
      missingDocsIssueUrl({repoUrl: DOCS_REPO.url, query, locale: currentLocale, page: location.pathname}),
    [currentLocale, location.pathname],
  );

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string}}) => (
      <Link to={`${searchPage}?q=${encodeURIComponent(state.query)}`} onClick={closeModal}>
        {texts.seeAll}
      </Link>
    ),
    [searchPage, closeModal, texts.seeAll],
  );

  const transformItems = useCallback(
    // A result whose address is not a path or an http(s) URL is dropped, whichever index it came from.
    (items: DocSearchHit[]) => backend.transformItems(items).filter((item) => isSafeResultUrl(item.url)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- DocSearch reads it once per opening
    [backend.transformItems],
  );

  return (
    <>
      {openedAt !== null &&
        portal &&
        createPortal(
          <DocSearchModal
            appId={backend.appId}
            apiKey={backend.apiKey}
            indexName={backend.indexName}
            searchParameters={backend.searchParameters}
            onClose={closeModal}
            initialScrollY={openedAt}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            transformSearchClient={transformSearchClient}
            hitComponent={hitComponent}
            resultsFooterComponent={resultsFooterComponent}
            getMissingResultsUrl={getMissingResultsUrl}
            placeholder={texts.placeholder}
            translations={texts.modal}
            insights={false}
            onAskAiToggle={() => undefined}
          />,
          portal,
        )}
      {isOpen && failedIn && createPortal(<ErrorScreen texts={texts} />, failedIn)}
    </>
  );
}

function LocalSearch(props: SearchDialogProps): ReactNode {
  return <SearchDialog {...props} backend={useLocalSearch()} />;
}

function HostedSearch({config, ...props}: SearchDialogProps & {readonly config: HostedClientConfig}): ReactNode {
  return <SearchDialog {...props} backend={useHostedSearch(config)} />;
}

/** The dialog of the configured back end (Algolia when `hosted` is given, else the local index). */
export default function SiteSearchDialog({
  hosted,
  ...props
}: SearchDialogProps & {readonly hosted: HostedClientConfig | null}): ReactNode {
  return hosted ? <HostedSearch {...props} config={hosted} /> : <LocalSearch {...props} />;
}
