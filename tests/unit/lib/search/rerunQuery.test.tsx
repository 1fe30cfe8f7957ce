import {useState} from 'react';
import {act, render, screen} from '@testing-library/react';
import {rerunQuery} from '@site/src/lib/search/rerunQuery';

/** A controlled field like DocSearch's: every change is a query. */
function Field({onQuery}: {readonly onQuery: (query: string) => void}) {
  const [value, setValue] = useState('docker');
  return (
    <input
      aria-label="query"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onQuery(event.target.value.trim());
      }}
    />
  );
}

describe('rerunQuery', () => {
  it('makes a controlled field report its query again, and leaves the text as it was', () => {
    const queries: string[] = [];
    render(<Field onQuery={(q) => queries.push(q)} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', {name: 'query'});
    input.setSelectionRange(2, 2);
    let rerun = false;
    act(() => {
      rerun = rerunQuery(input);
    });
    expect(rerun).toBe(true);
    expect(queries).toEqual(['docker', 'docker']);
    expect(input.value).toBe('docker');
    expect(input.selectionStart).toBe(2);
  });

  it('does nothing on an empty field', () => {
    const queries: string[] = [];
    render(<Field onQuery={(q) => queries.push(q)} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', {name: 'query'});
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setValue.call(input, '  ');
      input.dispatchEvent(new Event('input', {bubbles: true}));
    });
    queries.length = 0;
    expect(rerunQuery(input)).toBe(false);
    expect(queries).toEqual([]);
  });
});
