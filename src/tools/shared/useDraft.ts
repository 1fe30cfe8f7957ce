import {useCallback, useState} from 'react';

function restore<T extends Record<string, string>>(key: string, initial: T): T {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return initial;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return initial;
    const restored: Record<string, string> = {...initial};
    for (const name of Object.keys(initial)) {
      const v = (parsed as Record<string, unknown>)[name];
      if (typeof v === 'string') restored[name] = v;
    }
    return restored as T;
  } catch {
    return initial;
  }
}

/**
 * Form state kept in session storage under `key`, so what the visitor typed
 * survives a trip to the provider and back in the same tab. Browser only (the
 * tools render inside <BrowserOnly>); never for secrets.
 */
export function useDraft<T extends Record<string, string>>(key: string, initial: T): [T, (patch: Partial<T>) => void] {
  const [value, setValue] = useState<T>(() => restore(key, initial));

  const update = useCallback(
    (patch: Partial<T>) => {
      setValue((current) => {
        const next = {...current, ...patch};
        try {
          window.sessionStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Storage may be full or disabled; the form still works.
        }
        return next;
      });
    },
    [key],
  );

  return [value, update];
}
