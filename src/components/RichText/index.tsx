/**
 * Inline text of the site's data files (`{en, zh}` descriptions, release
 * highlights): `backticked` parts render as code, `**starred**` parts as
 * strong text, nothing else is interpreted. Used by the reference tables, the
 * changelog and the API console; small and free of page chrome on purpose.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Localized} from '@site/src/data/config/types';
import {splitInlineCode} from '@site/src/lib/content/configReference';
import {pickLocalized} from '@site/src/lib/site/localized';

/** Returns a function that picks the current locale's text of a `Localized`. */
export function useLocalized(): (value: Localized) => string {
  const {i18n} = useDocusaurusContext();
  return (value) => pickLocalized(value, i18n.currentLocale);
}

/** A description with its `backticked` parts rendered as code and its `**starred**` parts as strong text. */
export default function RichText({text}: {readonly text: string}): ReactNode {
  return (
    <>
      {splitInlineCode(text).map((part, i) =>
        part.code ? (
          <code key={i}>{part.text}</code>
        ) : part.strong ? (
          <strong key={i}>{part.text}</strong>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
