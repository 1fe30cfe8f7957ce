/**
 * The OAuth answer on a callback page (`?code=…&state=…`) leaves the address
 * before anything else runs: an inline script at the top of the callback
 * pages' head (CAPTURE_SCRIPT, inserted at build time by
 * src/plugins/security-headers) moves the parameters into session storage
 * and removes them with `history.replaceState`, before the site's bundles
 * load, so no bundle, history entry, bookmark or forwarded address carries
 * them. `captureCallbackParams` does the same from the app where the script
 * did not run (development server, unit tests). The callback then reads the
 * captured parameters once, from the locale it ends up in.
 */
import {FLOW_TTL_MS, type StorageLike} from './flow';
import {CALLBACK_PARAMS, type CallbackProvider, type CallbackQuery} from './common';

export const CAPTURE_KEY = 'alist_tool_callback';

/** The callback path of a provider, with or without a locale prefix and `.html`. */
const CALLBACK_PATH_RE = /^(?:\/[a-z]{2}(?:-[A-Za-z]+)?)?\/tool\/([a-z0-9]+)\/callback(?:\.html|\/)?$/;

export function callbackProviderOf(pathname: string): string | undefined {
  return CALLBACK_PATH_RE.exec(pathname)?.[1];
}

/**
 * The inline script. Plain ES5, no dependencies; it must behave exactly like
 * `captureCallbackParams` (a unit test runs both on the same addresses). Its
 * SHA-256 is allowed by the Content-Security-Policy of tool pages.
 */
export const CAPTURE_SCRIPT =
  '!function(){try{var l=window.location,p=new URLSearchParams(l.search),n=' +
  JSON.stringify(CALLBACK_PARAMS) +
  ',q={},f=!1;n.forEach(function(k){p.has(k)&&(q[k]=p.get(k),p.delete(k),f=!0)});if(!f)return;try{' +
  `window.sessionStorage.setItem(${JSON.stringify(CAPTURE_KEY)},JSON.stringify({path:l.pathname,params:q,at:Date.now()}))` +
  '}catch(e){}var r=p.toString();window.history.replaceState(window.history.state,"",l.pathname+(r?"?"+r:"")+l.hash)}catch(e){}}();';

export interface Captured {
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly at: number;
}

/**
 * Moves the OAuth parameters of `location` into `storage`; returns the
 * address without them, or undefined when there were none.
 */
export function captureCallbackParams(
  location: {readonly pathname: string; readonly search: string; readonly hash: string},
  storage: StorageLike | undefined,
  now: number,
): string | undefined {
  const params = new URLSearchParams(location.search);
  const found: Record<string, string> = {};
  for (const name of CALLBACK_PARAMS) {
    const value = params.get(name);
    if (value !== null) {
      found[name] = value;
      params.delete(name);
    }
  }
  if (Object.keys(found).length === 0) return undefined;
  try {
    storage?.setItem(CAPTURE_KEY, JSON.stringify({path: location.pathname, params: found, at: now} satisfies Captured));
  } catch {
    // Without storage the sign-in cannot be finished; the address is cleaned all the same.
  }
  const rest = params.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
}

/** Hands a code to the callback page without an address (the Aliyundrive QR sign-in). */
export function saveCaptured(
  storage: StorageLike,
  provider: CallbackProvider,
  params: Readonly<Record<string, string>>,
  now: number,
): void {
  storage.setItem(
    CAPTURE_KEY,
    JSON.stringify({path: `/tool/${provider}/callback`, params, at: now} satisfies Captured),
  );
}

function readRaw(storage: StorageLike): Captured | undefined {
  try {
    const raw = storage.getItem(CAPTURE_KEY);
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const {path, params, at} = value as Record<string, unknown>;
    if (typeof path !== 'string' || typeof at !== 'number' || typeof params !== 'object' || params === null) {
      return undefined;
    }
    const clean: Record<string, string> = {};
    for (const [key, v] of Object.entries(params as Record<string, unknown>)) {
      if (typeof v === 'string') clean[key] = v;
    }
    return {path, params: clean, at};
  } catch {
    return undefined;
  }
}

/** The OAuth answer captured for `provider` in the last FLOW_TTL_MS, as a callback query. */
export function readCaptured(storage: StorageLike, provider: CallbackProvider, now: number): CallbackQuery | undefined {
  const captured = readRaw(storage);
  if (!captured || callbackProviderOf(captured.path) !== provider) return undefined;
  if (now - captured.at > FLOW_TTL_MS || now < captured.at) return undefined;
  const read = (name: string): string | undefined => {
    const value = captured.params[name]?.trim();
    return value ? value : undefined;
  };
  const code = read('code');
  const state = read('state');
  const error = read('error');
  const errorDescription = read('error_description');
  return {
    ...(code === undefined ? {} : {code}),
    ...(state === undefined ? {} : {state}),
    ...(error === undefined ? {} : {error}),
    ...(errorDescription === undefined ? {} : {errorDescription}),
  };
}

export function clearCaptured(storage: StorageLike): void {
  try {
    storage.removeItem(CAPTURE_KEY);
  } catch {
    // Nothing to clear.
  }
}
