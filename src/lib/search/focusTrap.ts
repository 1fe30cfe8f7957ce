/**
 * Keyboard focus trap of a modal dialog: Tab on the last focusable element
 * goes to the first, Shift+Tab on the first goes to the last, and focus that
 * has left the dialog comes back to its first (or last) element. Returns the
 * element to focus, or undefined to let the browser move focus itself.
 */
export function trapTarget<T>(focusables: readonly T[], active: T | null, shift: boolean): T | undefined {
  const first = focusables[0];
  const last = focusables.at(-1);
  if (first === undefined || last === undefined) return undefined;
  const index = active === null ? -1 : focusables.indexOf(active);
  if (index === -1) return shift ? last : first;
  if (shift && index === 0) return last;
  if (!shift && index === focusables.length - 1) return first;
  return undefined;
}

/** Elements that take keyboard focus, for `querySelectorAll`. */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');
