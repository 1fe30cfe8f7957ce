import {fireEvent} from '@testing-library/react';

/** Sets a long value at once (typing it key by key is slow on a busy machine). */
export function fill(element: HTMLElement, value: string): void {
  fireEvent.change(element, {target: {value}});
}
