import {paginationDirection} from '@site/src/lib/chrome/keyboard';

describe('keyboard pagination', () => {
  const key = (
    k: string,
    mods: Partial<{altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean}> = {},
    target: EventTarget | null = null,
  ) => ({
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    target,
    ...mods,
  });

  it('Alt+Right is next, Alt+Left previous', () => {
    expect(paginationDirection(key('ArrowRight', {altKey: true}))).toBe('next');
    expect(paginationDirection(key('ArrowLeft', {altKey: true}))).toBe('previous');
  });

  it('ignores other keys, other modifiers and typing in fields', () => {
    expect(paginationDirection(key('ArrowRight'))).toBeUndefined();
    expect(paginationDirection(key('ArrowRight', {altKey: true, ctrlKey: true}))).toBeUndefined();
    expect(paginationDirection(key('ArrowUp', {altKey: true}))).toBeUndefined();
    expect(paginationDirection(key('ArrowRight', {altKey: true}, document.createElement('input')))).toBeUndefined();
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', {value: true});
    expect(paginationDirection(key('ArrowLeft', {altKey: true}, editable))).toBeUndefined();
  });
});
