/**
 * The OAuth answer on a callback page (`?code=…&state=…`) leaves the address
 * before anything else runs: an inline script at the top of the callback
 * pages' head (CAPTURE_SCRIPT, inserted at build time by
 * src/plugins/hosting) moves the parameters into session storage
 * and removes them with `history.replaceState`, before the site's bundles
 * load, so no bundle, history entry, bookmark or forwarded address carries
 * them. `captureCallbackParams` does the same from the app where the script
 * did not run (development server, unit tests). The callback then reads the
 * captured parameters once, from the locale it ends up in.
 *
 * A capture is accepted only by the document whose capture script wrote it:
 * the script draws a one-time value, stores it with the answer and leaves it
 * to the app of its own document in a window property (CAPTURE_KEY_GLOBAL),
 * which the callback takes (reads and deletes) before it reads the storage.
 * Another document of the origin can write the storage entry (session storage
 * is per tab and origin) but cannot know the value, so an answer planted there
 * by a script of an ordinary page is never read.
 */
import {FLOW_TTL_MS, randomToken, type RandomSource, type StorageLike} from './flow';
import {CALLBACK_PARAMS, type CallbackProvider, type CallbackQuery} from './common';

export const CAPTURE_KEY = 'alist_tool_callback';
/** The window property in which the capture script leaves its one-time value for the app of its document. */
export const CAPTURE_KEY_GLOBAL = '__alistCaptureKey';
/** Bytes of the one-time value. */
export const CAPTURE_KEY_BYTES = 16;

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
  '!function(){try{var w=window,l=w.location,p=new URLSearchParams(l.search),n=' +
  JSON.stringify(CALLBACK_PARAMS) +
  ',q={},f=!1;n.forEach(function(k){p.has(k)&&(q[k]=p.get(k),p.delete(k),f=!0)});if(!f)return;' +
  // The one-time value: base64url of CAPTURE_KEY_BYTES random bytes, as randomToken() draws it.
  `var b=w.crypto.getRandomValues(new Uint8Array(${CAPTURE_KEY_BYTES})),a="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",k="",i,x;` +
  'for(i=0;i<b.length;i+=3){x=(b[i]<<16)|((b[i+1]||0)<<8)|(b[i+2]||0);k+=a[(x>>18)&63]+a[(x>>12)&63]+(i+1<b.length?a[(x>>6)&63]:"")+(i+2<b.length?a[x&63]:"")}' +
  `Object.defineProperty(w,${JSON.stringify(CAPTURE_KEY_GLOBAL)},{value:k,configurable:!0});try{` +
  `w.sessionStorage.setItem(${JSON.stringify(CAPTURE_KEY)},JSON.stringify({path:l.pathname,params:q,at:Date.now(),key:k}))` +
  '}catch(e){}var r=p.toString();w.history.replaceState(w.history.state,"",l.pathname+(r?"?"+r:"")+l.hash)}catch(e){}}();';

export interface Captured {
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly at: number;
  /** The one-time value of the document that captured it. */
  readonly key: string;
}

/**
 * Takes the capture script's one-time value from `win`: returns it and
 * deletes it, so it is read once.
 */
export function takeCaptureKey(win: object): string | undefined {
  const record = win as Record<string, unknown>;
  const key = record[CAPTURE_KEY_GLOBAL];
  try {
    delete record[CAPTURE_KEY_GLOBAL];
  } catch {
    // Not configurable: the value is still used once, by this caller.
  }
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/**
 * Moves the OAuth parameters of `location` into `storage`, with a new
 * one-time value; returns the address without them and that value, or
 * undefined when there were none.
 */
export function captureCallbackParams(
  location: {readonly pathname: string; readonly search: string; readonly hash: string},
  storage: StorageLike | undefined,
  now: number,
  random: RandomSource | undefined,
): {readonly address: string; readonly key: string | undefined} | undefined {
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
  const key = random ? randomToken(random, CAPTURE_KEY_BYTES) : undefined;
  try {
    if (key !== undefined) {
      storage?.setItem(
        CAPTURE_KEY,
        JSON.stringify({path: location.pathname, params: found, at: now, key} satisfies Captured),
      );
    }
  } catch {
    // Without storage the sign-in cannot be finished; the address is cleaned all the same.
  }
  const rest = params.toString();
  return {address: `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`, key};
}

/** The callback query back as the parameters a provider sends (to forward it to another locale's callback). */
export function callbackSearch(query: CallbackQuery): string {
  const params = new URLSearchParams();
  if (query.code !== undefined) params.set('code', query.code);
  if (query.state !== undefined) params.set('state', query.state);
  if (query.error !== undefined) params.set('error', query.error);
  if (query.errorDescription !== undefined) params.set('error_description', query.errorDescription);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function readRaw(storage: StorageLike): Captured | undefined {
  try {
    const raw = storage.getItem(CAPTURE_KEY);
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const {path, params, at, key} = value as Record<string, unknown>;
    if (
      typeof path !== 'string' ||
      typeof at !== 'number' ||
      typeof key !== 'string' ||
      typeof params !== 'object' ||
      params === null
    ) {
      return undefined;
    }
    const clean: Record<string, string> = {};
    for (const [key, v] of Object.entries(params as Record<string, unknown>)) {
      if (typeof v === 'string') clean[key] = v;
    }
    return {path, params: clean, at, key};
  } catch {
    return undefined;
  }
}

/**
 * The OAuth answer captured for `provider` in the last FLOW_TTL_MS by the
 * document whose one-time value is `key`, as a callback query.
 */
export function readCaptured(
  storage: StorageLike,
  provider: CallbackProvider,
  now: number,
  key: string | undefined,
): CallbackQuery | undefined {
  const captured = readRaw(storage);
  if (!captured || key === undefined || captured.key !== key) return undefined;
  if (callbackProviderOf(captured.path) !== provider) return undefined;
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
