import type {Plugin} from '@docusaurus/types';
import {LOCALE_REDIRECT} from '../../data/localeRedirect';
import {NOTICE, NOTICE_STORAGE_KEY} from '../../data/noticeSettings';
import {overlayGateScript} from '../../lib/chrome/overlayGate';

/** Puts the overlay gate (src/lib/overlayGate.ts) into the head of every page, before the bundle. */
export default function overlayGate(): Plugin {
  const script = overlayGateScript({
    languages: LOCALE_REDIRECT.languages,
    fallback: LOCALE_REDIRECT.defaultLocale,
    localeKey: LOCALE_REDIRECT.storageKey,
    noticeKey: NOTICE_STORAGE_KEY,
    noticePaths: Object.values(NOTICE.paths).flat(),
  });
  return {
    name: 'overlay-gate',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
