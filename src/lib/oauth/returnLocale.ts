/**
 * Brings a visitor who started a flow on the Chinese site back to it.
 * Providers only redirect to registered URIs, so every flow returns to the
 * locale-neutral `/tool/<provider>/callback`. The request page remembers the
 * locale in local storage (not session storage: several flows open the
 * provider in a new tab, and QR logins may finish in another one); the
 * English callback page then forwards to `/zh/tool/<provider>/callback` with
 * the query intact, before it reads anything.
 */
import type {CallbackProvider} from './common';

export const RETURN_LOCALE_KEY = 'alist_tool_return_locale';

/** An authorization left unfinished for longer than this no longer decides the language. */
export const RETURN_LOCALE_TTL_MS = 60 * 60 * 1000;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Entry {
  readonly provider: string;
  readonly localeBase: string;
  readonly at: number;
}

/**
 * Remembers where to come back to. `localeBase` is the locale's base URL
 * (`/zh/`); the default locale (`/`) clears any earlier entry instead.
 */
export function rememberReturnLocale(
  storage: StorageLike,
  provider: CallbackProvider,
  localeBase: string,
  now: number,
): void {
  if (localeBase === '/' || localeBase === '') {
    storage.removeItem(RETURN_LOCALE_KEY);
    return;
  }
  const entry: Entry = {provider, localeBase, at: now};
  storage.setItem(RETURN_LOCALE_KEY, JSON.stringify(entry));
}

export function clearReturnLocale(storage: StorageLike): void {
  storage.removeItem(RETURN_LOCALE_KEY);
}

function readEntry(raw: string | null): Entry | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const {provider, localeBase, at} = value as Record<string, unknown>;
    if (typeof provider !== 'string' || typeof localeBase !== 'string' || typeof at !== 'number') return undefined;
    if (!/^\/[a-z]{2}(-[A-Za-z]+)?\/$/.test(localeBase)) return undefined;
    return {provider, localeBase, at};
  } catch {
    return undefined;
  }
}

/**
 * Where the callback page at `location` should send the visitor, or undefined
 * to stay: only the default-locale page forwards, only for the same provider
 * and a recent entry. Reads only; the caller clears the entry once used.
 */
export function returnTarget(
  raw: string | null,
  provider: CallbackProvider,
  location: {readonly pathname: string; readonly search: string; readonly hash: string},
  currentLocaleBase: string,
  now: number,
): string | undefined {
  const entry = readEntry(raw);
  if (!entry || entry.provider !== provider) return undefined;
  if (now - entry.at > RETURN_LOCALE_TTL_MS || now < entry.at) return undefined;
  if (currentLocaleBase !== '/' || entry.localeBase === currentLocaleBase) return undefined;
  const path = location.pathname.replace(/^\/+/, '');
  return `${entry.localeBase}${path}${location.search}${location.hash}`;
}
