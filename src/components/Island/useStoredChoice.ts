/**
 * For an island whose server HTML shows a default that the reader may have
 * changed (a tab group's language, the API server): whether a choice is
 * stored, so that the island goes live at once and shows it.
 */
import {useEffect, useState} from 'react';

/** Whether the choice `key` is stored (always false without a key); follows changes on the page and in other tabs. */
export default function useStoredChoice(key: string | undefined): boolean {
  const [stored, setStored] = useState(false);
  useEffect(() => {
    if (!key) return undefined;
    const check = (): void => {
      try {
        if (window.localStorage.getItem(key) !== null) setStored(true);
      } catch {
        // Storage blocked: the default stays.
      }
    };
    check();
    const onStorage = (event: StorageEvent): void => {
      if (event.key === key || event.key === null) check();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);
  return stored;
}
