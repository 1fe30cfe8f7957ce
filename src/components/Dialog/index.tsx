/**
 * An accessible modal dialog for the site-wide overlays: a fixed layer over
 * the page, labelled by its title, with focus moved inside, kept inside (Tab
 * wraps) and given back on close. Escape calls `onEscape`. Everything else
 * in the document is made inert while it is open. Render it only in the browser.
 */
import {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** Id of the element that names the dialog (its title). */
  readonly labelledBy: string;
  /** Id of the element that describes it. */
  readonly describedBy?: string;
  readonly onEscape: () => void;
  /** What gets the focus when the dialog opens; by default the first focusable element. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly className?: string;
  readonly children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Makes the siblings of `element` and of each of its ancestors inert; returns the undo. */
function inertOthers(element: HTMLElement): () => void {
  const changed: Element[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => {
    for (const sibling of changed) sibling.removeAttribute('inert');
  };
}

export default function Dialog({
  labelledBy,
  describedBy,
  onEscape,
  initialFocus,
  className,
  children,
}: Props): ReactNode {
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = backdropRef.current ? inertOthers(backdropRef.current) : () => undefined;
    const dialog = dialogRef.current;
    const target = initialFocus?.current ?? (dialog ? focusables(dialog)[0] : undefined) ?? dialog;
    target?.focus();
    return () => {
      restore();
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div ref={backdropRef} className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={clsx(styles.dialog, className)}
        onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>
  );
}
