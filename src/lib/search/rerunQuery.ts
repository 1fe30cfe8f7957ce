/**
 * Asks the search field's owner to run its query again, as if the reader had
 * typed it: used when a better index arrives while a query is shown. The
 * field is controlled by React, which ignores an `input` event whose value
 * it has already seen, so the value goes through a different one first (the
 * query plus a space, which the search trims away); both writes use the
 * element's native setter, as a keystroke does.
 */
export function rerunQuery(input: HTMLInputElement): boolean {
  const query = input.value;
  if (query.trim() === '') return false;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) return false;
  const {selectionStart, selectionEnd} = input;
  for (const value of [`${query} `, query]) {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
  return true;
}
