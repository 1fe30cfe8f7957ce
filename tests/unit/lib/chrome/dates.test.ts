import {formatDate, type DateStyle} from '@site/src/lib/chrome/dates';

// The formatter replaces Intl.DateTimeFormat on the page's first render, so
// its text must be exactly Intl's (Node carries full ICU), or the server and
// the browser would print different dates for the same page.
const intl = (date: Date, locale: string, style: DateStyle) =>
  new Intl.DateTimeFormat(locale, {year: 'numeric', month: style, day: 'numeric', timeZone: 'UTC'}).format(date);

const DATES = [
  ...Array.from({length: 12}, (_, month) => Date.UTC(2025, month, month + 1)),
  Date.UTC(2024, 1, 29),
  Date.UTC(2023, 11, 31, 23, 59, 59),
  Date.UTC(2022, 0, 1, 0, 0, 0),
  Date.UTC(1999, 8, 9),
].map((ms) => new Date(ms));

describe('formatDate', () => {
  it.each(['en', 'en-US', 'zh-CN', 'zh'])('prints what Intl prints in %s, in both styles', (locale) => {
    for (const style of ['short', 'long'] as const) {
      for (const date of DATES) expect(formatDate(date, locale, style)).toBe(intl(date, locale, style));
    }
  });

  it('reads the date in UTC, as the theme does', () => {
    // 23:30 UTC on the 31st is already the next day east of Greenwich.
    const date = new Date(Date.UTC(2025, 11, 31, 23, 30));
    expect(formatDate(date, 'en', 'short')).toBe('Dec 31, 2025');
    expect(formatDate(date, 'zh-CN', 'long')).toBe('2025年12月31日');
  });

  it('falls back to Intl for other locales', () => {
    const date = new Date(Date.UTC(2025, 4, 6));
    expect(formatDate(date, 'fr', 'long')).toBe(intl(date, 'fr', 'long'));
    expect(formatDate(date, 'de-DE', 'short')).toBe(intl(date, 'de-DE', 'short'));
  });
});
