import {isSearchShortcut, typedWhileOpening, type KeyLike} from '../../../../src/lib/search/shortcut';

const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  targetTag: 'BODY',
  targetEditable: false,
  ...extra,
});

describe('isSearchShortcut', () => {
  it('Ctrl+K and Cmd+K anywhere, also in fields', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true, targetTag: 'INPUT'}))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
  });

  it('/ outside fields, buttons and editable elements only', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'])
      expect(isSearchShortcut(key('/', {targetTag: tag}))).toBe(false);
    expect(isSearchShortcut(key('/', {targetEditable: true}))).toBe(false);
    expect(isSearchShortcut(key('/', {ctrlKey: true}))).toBe(false);
  });
});

describe('typedWhileOpening', () => {
  it('keeps printable characters, Backspace removes one, other keys are left alone', () => {
    expect(typedWhileOpening('', key('d'))).toBe('d');
    expect(typedWhileOpening('do', key('挂'))).toBe('do挂');
    expect(typedWhileOpening('doc', key('Backspace'))).toBe('do');
    expect(typedWhileOpening('doc', key('Enter'))).toBeUndefined();
    expect(typedWhileOpening('doc', key('Tab'))).toBeUndefined();
    expect(typedWhileOpening('doc', key('c', {ctrlKey: true}))).toBeUndefined();
  });
});
