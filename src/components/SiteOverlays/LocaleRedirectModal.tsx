import '@site/src/i18n/overlays';
import {useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Dialog from '@site/src/components/Dialog';
import {LOCALE_META} from '@site/src/data/site';
import {localeOfBase} from '@site/src/lib/site/sitePath';
import styles from './styles.module.css';

export type LocaleChoiceScope = 'remember' | 'session';

export interface LocaleRedirectModalProps {
  /** Base URL of the page's locale (`/` or `/zh/`). */
  readonly pageBase: string;
  /** Base URL of the locale offered. */
  readonly targetBase: string;
  /**
   * Where Switch leads: this page in the offered locale, or its home when it
   * has no such page (src/hooks/useLocalePage.ts, as the language menu).
   */
  readonly targetHref: string;
  /** Records the answer: the locale base chosen, and whether to remember it. */
  readonly onAnswer: (chosenBase: string, scope: LocaleChoiceScope) => void;
  /** Closes the modal without switching. */
  readonly onClose: () => void;
  /** Injected in tests; the browser's location otherwise. */
  readonly navigate?: (url: string) => void;
}

function labelOf(base: string): string {
  const locale = localeOfBase(base);
  return locale ? LOCALE_META[locale].label : base;
}

/** Offers to open the site in the locale the browser prefers. */
export default function LocaleRedirectModal({
  pageBase,
  targetBase,
  targetHref,
  onAnswer,
  onClose,
  navigate,
}: LocaleRedirectModalProps): ReactNode {
  const titleId = useId();
  const bodyId = useId();
  const switchRef = useRef<HTMLButtonElement>(null);
  const [remember, setRemember] = useState(false);
  const [switching, setSwitching] = useState(false);
  const language = labelOf(targetBase);
  const scope: LocaleChoiceScope = remember ? 'remember' : 'session';

  const cancel = (): void => {
    if (switching) return;
    onAnswer(pageBase, scope);
    onClose();
  };

  const doSwitch = (): void => {
    setSwitching(true);
    onAnswer(targetBase, scope);
    (navigate ?? ((to: string) => window.location.assign(to)))(targetHref);
  };

  return (
    <Dialog labelledBy={titleId} describedBy={bodyId} onEscape={cancel} initialFocus={switchRef}>
      <Heading as="h2" className={styles.title}>
        <span id={titleId}>
          {translate(
            {
              id: 'localeRedirect.title',
              message: 'Read this site in {language}?',
              description: 'Locale-redirect modal title',
            },
            {language},
          )}
        </span>
      </Heading>
      <p id={bodyId} className={styles.body}>
        {translate(
          {
            id: 'localeRedirect.body',
            message: 'Your browser prefers {language}, and this documentation is also written in it.',
            description: 'Locale-redirect modal text; {language} is the name of the other locale',
          },
          {language},
        )}
      </p>
      <label className={styles.remember}>
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        {translate({
          id: 'localeRedirect.remember',
          message: 'Remember my choice',
          description: 'Locale-redirect modal checkbox: keep the answer after the browser is closed',
        })}
      </label>
      <div className={styles.actions}>
        <button
          type="button"
          className={clsx('button', 'button--secondary')}
          data-overlay-action="cancel"
          onClick={cancel}
          disabled={switching}>
          {translate({
            id: 'localeRedirect.cancel',
            message: 'Cancel',
            description: 'Locale-redirect modal button: stay',
          })}
        </button>
        <button
          ref={switchRef}
          type="button"
          className={clsx('button', 'button--primary')}
          data-overlay-action="switch"
          data-href={targetHref}
          onClick={() => void doSwitch()}
          disabled={switching}>
          {switching
            ? translate({
                id: 'localeRedirect.switching',
                message: 'Switching…',
                description: 'While the other locale opens',
              })
            : translate({
                id: 'localeRedirect.switch',
                message: 'Switch',
                description: 'Locale-redirect modal button: go to the other locale',
              })}
        </button>
      </div>
    </Dialog>
  );
}
