// The overlays' code, loaded only when one of them shows (./index.tsx),
// with their strings (src/i18n).
import '@site/src/i18n/overlays';
export {default as LocaleRedirectModal} from './LocaleRedirectModal';
export {default as NoticePopup} from './NoticePopup';
