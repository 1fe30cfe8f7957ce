/**
 * Texts in both site languages: which one a Docusaurus locale reads. No
 * React, no Docusaurus, so the rule is the same in components, plugins and
 * tests.
 */
// Relative: plugins load this module in Node, outside the bundler's aliases.
import type {Localized} from '../../data/config/types';

/** Whether a Docusaurus locale reads the Chinese texts: any `zh*` locale. */
export function isChineseLocale(locale: string): boolean {
  return locale.toLowerCase().startsWith('zh');
}

/** The language of the texts a Docusaurus locale reads, as a language tag. */
export function localeLanguage(locale: string): 'en' | 'zh' {
  return isChineseLocale(locale) ? 'zh' : 'en';
}

/**
 * The text of `value` for a Docusaurus locale: Chinese for any `zh*` locale,
 * English otherwise. An empty Chinese text (the admin panel's own translation
 * of the FTP driver's "Encoding" label is empty) shows the English one.
 */
export function pickLocalized(value: Localized, locale: string): string {
  return isChineseLocale(locale) && value.zh !== '' ? value.zh : value.en;
}

/** Whether a value of the data is a text in both languages: an object of exactly the strings `en` and `zh`. */
export function isLocalized(value: unknown): value is Localized {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return (
    Object.keys(value).length === 2 &&
    typeof (value as {en?: unknown}).en === 'string' &&
    typeof (value as {zh?: unknown}).zh === 'string'
  );
}
