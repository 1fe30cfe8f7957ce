import {readChoice, writeChoice} from '@site/src/lib/tools/choiceStorage';

function throwingStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    key: () => null,
    removeItem: () => undefined,
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
}

describe('choiceStorage', () => {
  beforeEach(() => window.localStorage.clear());

  it('writes and reads a value', () => {
    expect(readChoice(() => window.localStorage, 'k')).toBeNull();
    expect(writeChoice(() => window.localStorage, 'k', 'v')).toBe(true);
    expect(readChoice(() => window.localStorage, 'k')).toBe('v');
  });

  it('never throws when storage is missing or refuses', () => {
    expect(readChoice(() => null, 'k')).toBeNull();
    expect(writeChoice(() => undefined, 'k', 'v')).toBe(false);
    expect(readChoice(throwingStorage, 'k')).toBeNull();
    expect(writeChoice(throwingStorage, 'k', 'v')).toBe(false);
    expect(
      readChoice(() => {
        throw new Error('no access');
      }, 'k'),
    ).toBeNull();
  });
});
