/**
 * Site-wide overlays, mounted once in src/theme/Root.tsx: the locale-redirect
 * modal first, then the notice popup, never both at once.
 *
 * Both are in the server HTML, hidden, inside islands (src/components/Island):
 * the notice on the pages that show it, the modal (offering the other
 * locale) on every page. The head script of src/lib/overlayGate.ts shows the
 * one that applies before the first paint. After hydration this component
 * makes the same decision from the browser's languages and the stored
 * answers, keeps `<html data-site-overlay>` in step with it, and loads the
 * overlays' code (./Overlays.tsx) only when one of them shows.
 */
import {useCallback, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {LOCALE_REDIRECT} from '@site/src/data/localeRedirect';
import {NOTICE, NOTICE_STORAGE_KEY} from '@site/src/data/noticeSettings';
import {DEFAULT_LOCALE, LOCALE_META, isSiteLocale} from '@site/src/data/site';
import {useLocalePage} from '@site/src/hooks/useLocalePage';
import {readChoice, writeChoice} from '@site/src/lib/tools/choiceStorage';
import {localeOffer, otherLocaleOfLink} from '@site/src/lib/site/localeRedirect';
import {localeOfBase, matchesSitePath} from '@site/src/lib/site/sitePath';
import {otherLocaleBase, type OverlayChoice} from '@site/src/lib/chrome/overlayGate';
import Island, {lazyComponent} from '@site/src/components/Island';
import type {LocaleChoiceScope, LocaleRedirectModalProps} from './LocaleRedirectModal';
import type * as OverlaysModule from './Overlays';
import './gate.css';

// One import() for both, so that they share one chunk.
const loadModule = (): Promise<typeof OverlaysModule> => import('./Overlays');
const LocaleRedirectModal = lazyComponent<LocaleRedirectModalProps>(() =>
  loadModule().then((m) => m.LocaleRedirectModal),
);
const NoticePopup = lazyComponent<{readonly onDismiss: () => void}>(() => loadModule().then((m) => m.NoticePopup));
const loadOverlays = (): Promise<unknown> => Promise.all([LocaleRedirectModal.load(), NoticePopup.load()]);

const local = (): Storage | null => window.localStorage;
const session = (): Storage | null => window.sessionStorage;

function browserLanguages(): string[] {
  const {languages, language} = window.navigator;
  if (languages && languages.length > 0) return [...languages];
  return language ? [language] : [];
}

/*
 * The browser-side facts (languages, stored answers) are read as external
 * stores: the server and the hydrating render see "nothing to show", the
 * browser's next render sees the real values. Answers are written to storage
 * and also kept in state, which triggers that render.
 */
const LOCALE_BASES = Object.keys(LOCALE_REDIRECT.languages);
const subscribeNever = (): (() => void) => () => undefined;
const nothingOnServer = (): null => null;

export default function SiteOverlays(): ReactNode {
  const {pathname} = useLocation();
  const {i18n} = useDocusaurusContext();
  const locale = isSiteLocale(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LOCALE;
  const pageBase = LOCALE_META[locale].baseUrl;
  const [localeAnswered, setLocaleAnswered] = useState(false);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const localePage = useLocalePage();

  const offer = useSyncExternalStore(
    subscribeNever,
    () =>
      localeOffer({
        pageBase,
        languages: browserLanguages(),
        map: LOCALE_REDIRECT.languages,
        fallback: LOCALE_REDIRECT.defaultLocale,
        answered:
          readChoice(local, LOCALE_REDIRECT.storageKey) !== null ||
          readChoice(session, LOCALE_REDIRECT.storageKey) !== null,
      }),
    nothingOnServer,
  );
  // undefined on the server: the notice waits for the browser like the modal.
  const noticeStored = useSyncExternalStore(
    subscribeNever,
    () => readChoice(local, NOTICE_STORAGE_KEY) !== null,
    () => undefined,
  );

  // The browser-side values are in (`noticeStored` is undefined only on the
  // server and while hydrating): whatever this page shows is on screen now.
  // Tests wait for `data-overlays` before asserting that nothing appeared.
  useEffect(() => {
    if (noticeStored !== undefined) document.documentElement.dataset.overlays = 'settled';
  }, [noticeStored]);

  // Following a link into the other locale (the language menu) answers the question for the session.
  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (!href) return;
      const base = otherLocaleOfLink(href, window.location.origin, pageBase, LOCALE_BASES);
      if (base) writeChoice(session, LOCALE_REDIRECT.storageKey, base);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [pageBase]);

  const answerLocale = useCallback((chosenBase: string, scope: LocaleChoiceScope) => {
    writeChoice(scope === 'remember' ? local : session, LOCALE_REDIRECT.storageKey, chosenBase);
  }, []);
  const closeLocale = useCallback(() => setLocaleAnswered(true), []);
  const dismissNotice = useCallback(() => {
    writeChoice(local, NOTICE_STORAGE_KEY, new Date().toISOString());
    setNoticeDismissed(true);
  }, []);

  const showLocale = offer !== null && !localeAnswered;
  const onNoticePage = matchesSitePath(pathname, NOTICE.paths[locale]);
  const showNotice = !showLocale && noticeStored === false && !noticeDismissed && onNoticePage;
  const shown: OverlayChoice = showLocale ? 'locale' : showNotice ? 'notice' : '';

  // Answers given to the server HTML before its code loaded (src/lib/overlayGate.ts).
  useEffect(() => {
    const onAnswer = (): void => {
      if (readChoice(local, NOTICE_STORAGE_KEY) !== null) setNoticeDismissed(true);
      if (
        readChoice(local, LOCALE_REDIRECT.storageKey) !== null ||
        readChoice(session, LOCALE_REDIRECT.storageKey) !== null
      )
        setLocaleAnswered(true);
    };
    document.addEventListener('site-overlay-answer', onAnswer);
    return () => document.removeEventListener('site-overlay-answer', onAnswer);
  }, []);

  // CSS shows the overlay named on <html>: the head script names the first
  // one; once the browser's facts are read (isBrowser), React keeps it in step.
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (!isBrowser) return;
    if (shown) document.documentElement.setAttribute('data-site-overlay', shown);
    else document.documentElement.removeAttribute('data-site-overlay');
  }, [shown, isBrowser]);

  // The server renders both (hidden) for the head script to show; the browser only what shows.
  const server = !ExecutionEnvironment.canUseDOM;
  const target = offer ?? otherLocaleBase(pageBase, LOCALE_BASES);
  const targetLocale = target ? localeOfBase(target) : undefined;
  return (
    <>
      {target && targetLocale ? (
        <Island className="site-overlay" data={{'data-overlay': 'locale'}} load={loadOverlays} start={showLocale}>
          {server || showLocale ? (
            <LocaleRedirectModal.Component
              pageBase={pageBase}
              targetBase={target}
              targetHref={localePage(targetLocale).href}
              onAnswer={answerLocale}
              onClose={closeLocale}
            />
          ) : null}
        </Island>
      ) : null}
      {onNoticePage ? (
        <Island className="site-overlay" data={{'data-overlay': 'notice'}} load={loadOverlays} start={showNotice}>
          {server || showNotice ? <NoticePopup.Component onDismiss={dismissNotice} /> : null}
        </Island>
      ) : null}
    </>
  );
}
