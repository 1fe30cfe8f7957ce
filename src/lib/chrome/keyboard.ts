export type PaginationDirection = 'previous' | 'next';

interface KeyLike {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly target: EventTarget | null;
}

/** Whether the key event happens while the reader types in a field. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Alt+Right goes to the next page, Alt+Left to the previous one (not while typing). */
export function paginationDirection(event: KeyLike): PaginationDirection | undefined {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isEditableTarget(event.target))
    return undefined;
  if (event.key === 'ArrowRight') return 'next';
  if (event.key === 'ArrowLeft') return 'previous';
  return undefined;
}
