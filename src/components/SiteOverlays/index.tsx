/**
 * Site-wide overlays, mounted once in src/theme/Root.tsx: the locale-redirect
 * modal first, then the notice popup, never both at once. Both appear only in
 * the browser, after hydration.
 */
import {useCallback, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {LOCALE_REDIRECT} from '@site/src/data/localeRedirect';
import {NOTICE, NOTICE_STORAGE_KEY} from '@site/src/data/noticeSettings';
import {DEFAULT_LOCALE, LOCALE_META, isSiteLocale} from '@site/src/data/site';
import {useLocalePage} from '@site/src/hooks/useLocalePage';
import {readChoice, writeChoice} from '@site/src/lib/tools/choiceStorage';
import {localeOffer, otherLocaleOfLink} from '@site/src/lib/site/localeRedirect';
import {localeOfBase, matchesSitePath} from '@site/src/lib/site/sitePath';
import LocaleRedirectModal, {type LocaleChoiceScope} from './LocaleRedirectModal';
import NoticePopup from './NoticePopup';

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

  const offeredLocale = offer ? localeOfBase(offer) : undefined;
  if (offer && offeredLocale && !localeAnswered) {
    return (
      <LocaleRedirectModal
        pageBase={pageBase}
        targetBase={offer}
        targetHref={localePage(offeredLocale).href}
        onAnswer={answerLocale}
        onClose={closeLocale}
      />
    );
  }
  const showNotice = noticeStored === false && !noticeDismissed && matchesSitePath(pathname, NOTICE.paths[locale]);
  return showNotice ? <NoticePopup onDismiss={dismissNotice} /> : null;
}
