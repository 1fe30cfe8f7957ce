/**
 * The "report missing docs" link of the empty search state: a new issue in
 * the documentation repository, prefilled with the query and the locale.
 */
import {shortQuery} from './text';

export interface MissingDocsInput {
  /** `https://github.com/owner/repo` */
  readonly repoUrl: string;
  readonly query: string;
  readonly locale: string;
  /** Page the reader searched from, e.g. `/zh/guide/install/docker`. */
  readonly page?: string;
}

/** Longest query kept in the issue title; the body always holds it whole. */
const TITLE_QUERY_MAX = 80;

export function missingDocsIssueUrl({repoUrl, query, locale, page}: MissingDocsInput): string {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  const short = shortQuery(trimmed, TITLE_QUERY_MAX);
  const body = [
    `Searching the documentation for \`${trimmed.replace(/`/g, "'")}\` found nothing.`,
    '',
    `- Locale: ${locale}`,
    ...(page ? [`- Searched from: ${page}`] : []),
    '',
    'What were you looking for?',
  ].join('\n');
  const params = new URLSearchParams({title: `Search: no results for "${short}"`, body, labels: 'docs'});
  return `${repoUrl.replace(/\/+$/, '')}/issues/new?${params.toString()}`;
}

/** A CSS string literal holding `text` (for `content: var(--x)`). */
export function cssString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\a ')}"`;
}
