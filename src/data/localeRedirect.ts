/**
 * Locale-redirect modal (src/components/SiteOverlays): which browser languages
 * each locale of the site serves, keyed by the locale's base URL, and the
 * locale offered when none of the browser's languages matches.
 */
import type {LocaleLanguages} from '../lib/site/localeRedirect';

export const LOCALE_REDIRECT = {
  languages: {
    '/': ['en', 'en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IN', 'en-NZ'],
    '/zh/': ['zh', 'zh-CN', 'zh-Hans', 'zh-Hans-CN', 'zh-SG', 'zh-Hans-SG', 'zh-TW', 'zh-HK', 'zh-Hant'],
  } satisfies LocaleLanguages as LocaleLanguages,
  defaultLocale: '/zh/',
  /** The visitor's answer: in localStorage when "remember" is checked, else in sessionStorage. */
  storageKey: 'alist-docs.locale-choice',
} as const;
