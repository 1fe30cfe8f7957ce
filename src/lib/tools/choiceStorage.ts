/**
 * Reading and writing a visitor's choices in Web Storage without ever
 * throwing: storage can be missing (server rendering), disabled (privacy
 * settings) or full, and then a choice simply isn't remembered.
 */

export type StorageGetter = () => Storage | null | undefined;

export function readChoice(storage: StorageGetter, key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeChoice(storage: StorageGetter, key: string, value: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
