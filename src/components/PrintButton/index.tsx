import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Prints the page; collapsed details open for printing (see clientModules/print). */
export default function PrintButton({className}: {readonly className?: string}): ReactNode {
  return (
    <button
      type="button"
      className={clsx('button button--secondary button--sm', 'theme-print-button', styles.print, className)}
      onClick={() => window.print()}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
        <path
          fill="currentColor"
          d="M7 3h10v4h2a3 3 0 0 1 3 3v6h-5v5H7v-5H2v-6a3 3 0 0 1 3-3h2V3Zm2 4h6V5H9v2Zm0 9v3h6v-3H9Zm9-6a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z"
        />
      </svg>
      <Translate id="docItem.print" description="Label of the button that prints the page">
        Print this page
      </Translate>
    </button>
  );
}
