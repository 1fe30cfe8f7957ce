/**
 * What every token tool shares: typed results and errors, the OAuth `state`
 * encoding (Base64 of `part::part…`, as the API servers expect), the callback
 * query, and the redirect URI built from the page's own origin.
 */
import {decodeBase64, encodeBase64} from '../base64';
import type {HttpOutcome, TransportError} from '../http';

/** Why a tool call failed, for the component to put into words. */
export type ToolError =
  | Exclude<TransportError, {kind: 'non-json'}>
  | {readonly kind: 'non-json'; readonly status: number}
  /** HTTP 4xx/5xx, with the provider's error when the body carried one. */
  | {readonly kind: 'http'; readonly status: number; readonly code?: string; readonly description?: string}
  /** A successful HTTP answer whose body reports an error. */
  | {readonly kind: 'provider'; readonly code: string; readonly description?: string}
  /** JSON without the expected fields. */
  | {readonly kind: 'unexpected'};

export type Result<T> = {readonly ok: true; readonly value: T} | {readonly ok: false; readonly error: ToolError};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty string (numbers are accepted and turned into text), else undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

interface ProviderError {
  readonly code: string;
  readonly description?: string;
}

function withDescription(code: string, description: string | undefined): ProviderError {
  return description === undefined ? {code} : {code, description};
}

/** An `error` field, as OAuth servers and the API servers send it (a string or an object). */
export function explicitError(body: unknown): ProviderError | undefined {
  if (!isRecord(body)) return undefined;
  const {error} = body;
  const description = text(body.error_description) ?? text(body.message) ?? text(body.msg);
  if (typeof error === 'string' && error.trim() !== '') return withDescription(error, description);
  if (isRecord(error)) {
    const code = text(error.status) ?? text(error.code) ?? 'error';
    return withDescription(code, text(error.message) ?? description);
  }
  return undefined;
}

/** `{code, message}` bodies (Aliyundrive, 115) that report a failure without an `error` field. */
export function looseError(body: unknown): ProviderError | undefined {
  if (!isRecord(body)) return undefined;
  const code = text(body.code);
  const message = text(body.message) ?? text(body.msg);
  if (code !== undefined && code !== '0' && code !== '200') return withDescription(code, message);
  if (message !== undefined) return withDescription('error', message);
  return undefined;
}

/**
 * Turns an HTTP outcome into a typed result: transport failures as they are,
 * 4xx/5xx as `http` (with the provider's error if any), an `error` field as
 * `provider`, then `pick` for the expected fields.
 */
export function mapOutcome<T>(outcome: HttpOutcome, pick: (body: unknown) => T | undefined): Result<T> {
  if (!outcome.ok) return {ok: false, error: outcome.error};
  const {status, body} = outcome;
  if (status >= 400) {
    const err = explicitError(body) ?? looseError(body);
    return {ok: false, error: {kind: 'http', status, ...(err ?? {})}};
  }
  const err = explicitError(body);
  if (err) return {ok: false, error: {kind: 'provider', ...err}};
  const value = pick(body);
  if (value !== undefined) return {ok: true, value};
  const loose = looseError(body);
  return {ok: false, error: loose ? {kind: 'provider', ...loose} : {kind: 'unexpected'}};
}

/** Whether trying the same call again may help (the server or the network failed, not the request). */
export function isRetryable(error: ToolError): boolean {
  switch (error.kind) {
    case 'timeout':
    case 'network':
    case 'non-json':
      return true;
    case 'http':
      return error.status >= 500 || error.status === 429 || error.status === 408;
    default:
      return false;
  }
}

export interface Tokens {
  readonly accessToken?: string;
  readonly refreshToken?: string;
  readonly expiresIn?: number;
}

/** `access_token` / `refresh_token` / `expires_in` of a body (or of its `data` object); undefined when neither token is there. */
export function pickTokens(body: unknown): Tokens | undefined {
  if (!isRecord(body)) return undefined;
  const source = isRecord(body.data) && !text(body.access_token) && !text(body.refresh_token) ? body.data : body;
  const accessToken = text(source.access_token);
  const refreshToken = text(source.refresh_token);
  if (accessToken === undefined && refreshToken === undefined) return undefined;
  const expires = Number(source.expires_in);
  return {
    ...(accessToken === undefined ? {} : {accessToken}),
    ...(refreshToken === undefined ? {} : {refreshToken}),
    ...(Number.isFinite(expires) && expires > 0 ? {expiresIn: expires} : {}),
  };
}

/** Tokens with a refresh token, which is what the drivers need. */
export function pickRefreshTokens(body: unknown): (Tokens & {readonly refreshToken: string}) | undefined {
  const tokens = pickTokens(body);
  return tokens?.refreshToken === undefined ? undefined : {...tokens, refreshToken: tokens.refreshToken};
}

// ---- state ---------------------------------------------------------------

export const STATE_SEPARATOR = '::';

export function encodeState(parts: readonly string[]): string {
  return encodeBase64(parts.join(STATE_SEPARATOR));
}

export type StateProblem = 'missing' | 'bad-base64' | 'wrong-parts';

export type StateResult =
  {readonly ok: true; readonly parts: string[]} | {readonly ok: false; readonly reason: StateProblem};

/** Decodes a state made by `encodeState` with exactly `count` parts. */
export function decodeState(state: string | undefined, count: number): StateResult {
  if (state === undefined || state.trim() === '') return {ok: false, reason: 'missing'};
  const decoded = decodeBase64(state);
  if (decoded === undefined) return {ok: false, reason: 'bad-base64'};
  const parts = decoded.split(STATE_SEPARATOR);
  if (parts.length !== count) return {ok: false, reason: 'wrong-parts'};
  return {ok: true, parts};
}

// ---- callback ------------------------------------------------------------

export interface CallbackQuery {
  readonly code?: string;
  readonly state?: string;
  readonly error?: string;
  readonly errorDescription?: string;
}

/** The OAuth answer in a callback's query string (empty values count as absent). */
export function parseCallbackQuery(search: string): CallbackQuery {
  const params = new URLSearchParams(search);
  const read = (name: string): string | undefined => {
    const value = params.get(name);
    return value === null || value.trim() === '' ? undefined : value.trim();
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

/** Parameters a provider appends to the redirect URI; all are removed from the address bar once read. */
export const CALLBACK_PARAMS = [
  'code',
  'state',
  'error',
  'error_description',
  'error_uri',
  'error_subcode',
  'scope',
  'authuser',
  'prompt',
  'hd',
  'iss',
  'session_state',
  'cid',
] as const;

/** The same address without the OAuth answer (path, other parameters and hash kept), for history.replaceState. */
export function stripCallbackParams(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  for (const name of CALLBACK_PARAMS) params.delete(name);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

export function hasCallbackParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return CALLBACK_PARAMS.some((name) => params.has(name));
}

/** What a callback page does with its query. */
export type CallbackStart<T> =
  | {readonly kind: 'provider-error'; readonly error: string; readonly description?: string}
  | {readonly kind: 'missing-code'}
  | {readonly kind: 'bad-state'; readonly reason: StateProblem}
  | {readonly kind: 'ready'; readonly code: string; readonly data: T};

/** Shared first steps of every callback: the provider's error, then the code; `readState` checks the rest. */
export function startCallback<T>(
  query: CallbackQuery,
  readState: (state: string | undefined) => StateResult,
  build: (parts: string[]) => T,
): CallbackStart<T> {
  if (query.error !== undefined) {
    return query.errorDescription === undefined
      ? {kind: 'provider-error', error: query.error}
      : {kind: 'provider-error', error: query.error, description: query.errorDescription};
  }
  if (query.code === undefined) return {kind: 'missing-code'};
  const state = readState(query.state);
  if (!state.ok) return {kind: 'bad-state', reason: state.reason};
  return {kind: 'ready', code: query.code, data: build(state.parts)};
}

// ---- redirect URI ----------------------------------------------------------

export type CallbackProvider = 'onedrive' | 'aliyundrive' | 'baidu' | 'dropbox' | 'google' | 'yandex';

/**
 * The redirect URI registered with the provider: this site's own origin and
 * the locale-neutral callback path (providers accept only registered URIs, so
 * the Chinese site uses the same one and forwards; see returnLocale.ts).
 */
export function redirectUriFor(origin: string, provider: CallbackProvider): string {
  return `${origin.replace(/\/+$/, '')}/tool/${provider}/callback`;
}

/** Trims a typed value; identifiers and secrets never contain surrounding spaces. */
export function clean(value: string): string {
  return value.trim();
}
