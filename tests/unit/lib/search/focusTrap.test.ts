import {FOCUSABLE_SELECTOR, trapTarget} from '../../../../src/lib/search/focusTrap';

describe('trapTarget', () => {
  const items = ['input', 'clear', 'hit1', 'hit2'];

  it('wraps Tab from the last element to the first', () => {
    expect(trapTarget(items, 'hit2', false)).toBe('input');
  });

  it('wraps Shift+Tab from the first element to the last', () => {
    expect(trapTarget(items, 'input', true)).toBe('hit2');
  });

  it('lets the browser move focus inside the dialog', () => {
    expect(trapTarget(items, 'clear', false)).toBeUndefined();
    expect(trapTarget(items, 'hit2', true)).toBeUndefined();
  });

  it('brings focus that left the dialog back', () => {
    expect(trapTarget(items, 'outside', false)).toBe('input');
    expect(trapTarget(items, null, true)).toBe('hit2');
  });

  it('does nothing without focusable elements', () => {
    expect(trapTarget([], 'x', false)).toBeUndefined();
  });

  it('keeps a single element focused', () => {
    expect(trapTarget(['only'], 'only', false)).toBe('only');
    expect(trapTarget(['only'], 'only', true)).toBe('only');
  });
});

describe('FOCUSABLE_SELECTOR', () => {
  it('selects focusable elements only', () => {
    document.body.innerHTML = `
      <a href="#x" id="a">x</a><a id="no-href">y</a>
      <button id="b">b</button><button disabled id="b2">b</button>
      <input id="i"><input type="hidden" id="h">
      <div tabindex="0" id="d"></div><div tabindex="-1" id="d2"></div>`;
    expect(Array.from(document.querySelectorAll(FOCUSABLE_SELECTOR), (el) => el.id)).toEqual(['a', 'b', 'i', 'd']);
  });
});
