/**
 * Sign-ins this browser started. The provider's authorize URL carries only a
 * random nonce as `state`; what the flow needs later (client ID and secret,
 * zone, redirect URI, PKCE verifier, the locale to come back to, the start
 * time) stays in the tab's session storage under that nonce. The callback
 * takes the entry once: a second use, an entry older than FLOW_TTL_MS, a
 * nonce this tab never issued or one of another provider is refused, so a
 * crafted callback link cannot make this browser exchange a code it did not
 * ask for. Secrets never leave the tab's storage except in the exchange
 * request itself.
 */
import type {CallbackProvider} from './common';

export const FLOW_STORE_KEY = 'alist_tool_flows';
/** A sign-in left unfinished for longer than this is refused. */
export const FLOW_TTL_MS = 10 * 60 * 1000;
/** How long a used or expired nonce is remembered (without its details), so a replay is named as such. */
export const FLOW_MEMORY_MS = 24 * 60 * 60 * 1000;
/** 192 bits of randomness per nonce. */
export const NONCE_BYTES = 24;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The platform's cryptographic random generator (`window.crypto`). */
export type RandomSource = Pick<Crypto, 'getRandomValues'>;

/** Provider-specific values of a flow (client ID and secret, zone, redirect URI, code verifier…). */
export type FlowDetails = Readonly<Record<string, string>>;

export interface Flow {
  readonly provider: CallbackProvider;
  /** Base URL of the locale the sign-in started in (`/` or `/zh/`). */
  readonly localeBase: string;
  /** Start time, ms since the epoch. */
  readonly at: number;
  readonly details: FlowDetails;
}

type Entry =
  | ({readonly status: 'pending'} & Flow)
  | {readonly status: 'used' | 'expired'; readonly provider: string; readonly at: number};

export type FlowProblem = 'missing' | 'unknown' | 'expired' | 'used' | 'other-provider';

export type FlowLookup = {readonly ok: true; readonly flow: Flow} | {readonly ok: false; readonly reason: FlowProblem};

/** Base64url without padding, as used in nonces and PKCE values. */
export function base64Url(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    const n = (b0 << 16) | ((b1 ?? 0) << 8) | (b2 ?? 0);
    out += alphabet[(n >> 18) & 63];
    out += alphabet[(n >> 12) & 63];
    if (b1 !== undefined) out += alphabet[(n >> 6) & 63];
    if (b2 !== undefined) out += alphabet[n & 63];
  }
  return out;
}

/** `byteCount` random bytes from the platform's cryptographic generator, as base64url. */
export function randomToken(random: RandomSource, byteCount: number): string {
  return base64Url(random.getRandomValues(new Uint8Array(byteCount)));
}

const NONCE_RE = /^[A-Za-z0-9_-]{16,128}$/;

function isFlowDetails(value: unknown): value is FlowDetails {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string')
  );
}

function readEntry(value: unknown): Entry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const {status, provider, at, localeBase, details} = value as Record<string, unknown>;
  if (typeof provider !== 'string' || typeof at !== 'number' || !Number.isFinite(at)) return undefined;
  if (status === 'used' || status === 'expired') return {status, provider, at};
  if (status !== 'pending' || typeof localeBase !== 'string' || !isFlowDetails(details)) return undefined;
  return {status, provider: provider as CallbackProvider, at, localeBase, details};
}

function load(storage: StorageLike): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  let raw: string | null;
  try {
    raw = storage.getItem(FLOW_STORE_KEY);
  } catch {
    return entries;
  }
  if (raw === null) return entries;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return entries;
    for (const [nonce, value] of Object.entries(parsed as Record<string, unknown>)) {
      const entry = readEntry(value);
      if (entry && NONCE_RE.test(nonce)) entries.set(nonce, entry);
    }
  } catch {
    // A damaged store is treated as empty.
  }
  return entries;
}

function save(storage: StorageLike, entries: Map<string, Entry>): void {
  if (entries.size === 0) storage.removeItem(FLOW_STORE_KEY);
  else storage.setItem(FLOW_STORE_KEY, JSON.stringify(Object.fromEntries(entries)));
}

/** Drops the details of flows past their time and forgets old records. */
function tidy(entries: Map<string, Entry>, now: number): void {
  for (const [nonce, entry] of entries) {
    if (entry.status === 'pending') {
      if (now - entry.at > FLOW_TTL_MS || now < entry.at) {
        entries.set(nonce, {status: 'expired', provider: entry.provider, at: entry.at});
      }
    } else if (now - entry.at > FLOW_MEMORY_MS || now < entry.at) {
      entries.delete(nonce);
    }
  }
}

/**
 * Records a new flow and returns its nonce, the `state` to send. Throws when
 * the storage refuses it (disabled or full): a sign-in that could not be
 * finished must not start.
 */
export function startFlow(storage: StorageLike, random: RandomSource, flow: Omit<Flow, 'at'>, now: number): string {
  const entries = load(storage);
  tidy(entries, now);
  const nonce = randomToken(random, NONCE_BYTES);
  entries.set(nonce, {status: 'pending', ...flow, at: now});
  save(storage, entries);
  return nonce;
}

function lookup(entries: Map<string, Entry>, state: string | undefined, provider: CallbackProvider): FlowLookup {
  if (state === undefined || state.trim() === '') return {ok: false, reason: 'missing'};
  const entry = NONCE_RE.test(state) ? entries.get(state) : undefined;
  if (!entry) return {ok: false, reason: 'unknown'};
  if (entry.provider !== provider) return {ok: false, reason: 'other-provider'};
  if (entry.status !== 'pending') return {ok: false, reason: entry.status};
  return {
    ok: true,
    flow: {provider: entry.provider, localeBase: entry.localeBase, at: entry.at, details: entry.details},
  };
}

/** Looks a flow up without using it (to choose the locale before the callback runs). */
export function peekFlow(
  storage: StorageLike,
  state: string | undefined,
  provider: CallbackProvider,
  now: number,
): FlowLookup {
  const entries = load(storage);
  tidy(entries, now);
  return lookup(entries, state, provider);
}

/**
 * Uses a flow: returns its details and keeps only a record that it was used,
 * whatever happens next, so the same state is never accepted twice. A nonce
 * of another provider is left alone.
 */
export function takeFlow(
  storage: StorageLike,
  state: string | undefined,
  provider: CallbackProvider,
  now: number,
): FlowLookup {
  const entries = load(storage);
  tidy(entries, now);
  const result = lookup(entries, state, provider);
  if (result.ok && state !== undefined) {
    entries.set(state, {status: 'used', provider, at: now});
  }
  try {
    save(storage, entries);
  } catch {
    // Nothing more can be done; the tab's storage is gone.
  }
  return result;
}
