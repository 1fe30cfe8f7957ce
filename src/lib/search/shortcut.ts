/**
 * Keyboard shortcuts of the search dialog, as DocSearch defines them:
 * Ctrl+K / Cmd+K anywhere, `/` outside fields and buttons. Used by the search
 * button until the dialog (which then handles them itself) has loaded.
 */
export interface KeyLike {
  readonly key?: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** Tag name of the element the event started at (upper case), and whether it is editable. */
  readonly targetTag?: string;
  readonly targetEditable?: boolean;
}

const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON']);

export function isSearchShortcut(event: KeyLike): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key?.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  return !event.targetEditable && !FIELDS.has(event.targetTag ?? '');
}

/**
 * A key typed while the dialog is on its way, applied to the query kept for
 * it: a printable character is added, Backspace removes the last one.
 * Returns undefined for any other key (left to the page).
 */
export function typedWhileOpening(query: string, event: KeyLike): string | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || !event.key) return undefined;
  if (event.key === 'Backspace') return query.slice(0, -1);
  // Printable keys have a one-character name (two UTF-16 units for some symbols).
  return [...event.key].length === 1 ? query + event.key : undefined;
}
