/**
 * What every token tool shares: typed results and errors, the client
 * encoding some API servers expect (Base64 of `part::part…`), the callback
 * query and what a callback page does with it, and the redirect URI built
 * from the page's own origin.
 */
import {encodeBase64} from '../tools/base64';
import {isRecord} from '../unknown';
import type {HttpOutcome, TransportError} from '../http';
import type {FlowDetails, FlowLookup, FlowProblem} from './flow';

/** Why a tool call failed, for the component to put into words. */
export type ToolError =
  | Exclude<TransportError, {kind: 'non-json'}>
  | {readonly kind: 'non-json'; readonly status: number}
  /** HTTP 4xx/5xx, with the provider's error when the body carried one. */
  | {readonly kind: 'http'; readonly status: number; readonly code?: string; readonly description?: string}
  /** A successful HTTP answer whose body reports an error. */
  | {readonly kind: 'provider'; readonly code: string; readonly description?: string}
  /** JSON without the expected fields. */
  | {readonly kind: 'unexpected'}
  /** A job of several requests ran past its overall time limit. */
  | {readonly kind: 'deadline'; readonly ms: number};

export type Result<T> = {readonly ok: true; readonly value: T} | {readonly ok: false; readonly error: ToolError};

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
    case 'deadline':
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

// ---- client encoding -------------------------------------------------------

export const STATE_SEPARATOR = '::';

/**
 * Base64 of `part::part…`: how the OneDrive exchange of the API servers
 * takes its client (ID, secret and zone). It travels only in that request's
 * body, never in an address.
 */
export function encodeState(parts: readonly string[]): string {
  return encodeBase64(parts.join(STATE_SEPARATOR));
}

// ---- callback ------------------------------------------------------------

export interface CallbackQuery {
  readonly code?: string;
  readonly state?: string;
  readonly error?: string;
  readonly errorDescription?: string;
}

/** Parameters a provider appends to the redirect URI; all leave the address before the page runs (callbackParams.ts). */
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

/** What a callback page does with its query. */
export type CallbackStart<T> =
  | {readonly kind: 'provider-error'; readonly error: string; readonly description?: string}
  | {readonly kind: 'missing-code'}
  /** Refused: this browser did not start this sign-in, or it is used or expired. */
  | {readonly kind: 'no-flow'; readonly reason: FlowProblem}
  /** A sign-in that may have started elsewhere (another device, a link to the provider found elsewhere): exchanged only after the reader confirms. */
  | {
      readonly kind: 'confirm';
      readonly reason: Extract<FlowProblem, 'missing' | 'unknown'>;
      readonly code: string;
      readonly data: T;
    }
  | {readonly kind: 'ready'; readonly code: string; readonly data: T};

export interface CallbackReader<T> {
  /** The flow's data from its stored details; undefined when they are not what this provider stores. */
  readonly fromFlow: (details: FlowDetails) => T | undefined;
  /**
   * For providers whose exchange needs nothing from the flow (the API
   * server's own app): the data of a sign-in started elsewhere, offered for
   * confirmation when the state is missing or unknown.
   */
  readonly elsewhere?: () => T;
}

/**
 * Shared steps of every callback: the provider's error, then the code (from
 * the address or, for a QR sign-in, from the flow), then the flow: refused
 * unless this browser started it, or offered for confirmation where a
 * sign-in may legitimately start elsewhere.
 */
export function startCallback<T>(
  query: CallbackQuery,
  lookup: FlowLookup,
  reader: CallbackReader<T>,
): CallbackStart<T> {
  if (query.error !== undefined) {
    // The provider's words only for a sign-in this tab started: anyone can put an error_description in a
    // link to a callback, and the page would show it as the site's own text.
    return query.errorDescription === undefined || !lookup.ok
      ? {kind: 'provider-error', error: query.error}
      : {kind: 'provider-error', error: query.error, description: query.errorDescription};
  }
  const code = query.code ?? (lookup.ok ? lookup.flow.details.code : undefined);
  if (code === undefined || code.trim() === '') return {kind: 'missing-code'};
  if (!lookup.ok) {
    if (reader.elsewhere && (lookup.reason === 'missing' || lookup.reason === 'unknown')) {
      return {kind: 'confirm', reason: lookup.reason, code, data: reader.elsewhere()};
    }
    return {kind: 'no-flow', reason: lookup.reason};
  }
  const data = reader.fromFlow(lookup.flow.details);
  return data === undefined ? {kind: 'no-flow', reason: 'unknown'} : {kind: 'ready', code, data};
}

// ---- redirect URI ----------------------------------------------------------

export type CallbackProvider = 'onedrive' | 'aliyundrive' | 'baidu' | 'dropbox' | 'google' | 'yandex';

/**
 * The redirect URI registered with the provider: this site's own origin and
 * the locale-neutral callback path (providers accept only registered URIs, so
 * the Chinese site uses the same one and the callback forwards to the locale
 * the sign-in started in).
 */
export function redirectUriFor(origin: string, provider: CallbackProvider): string {
  return `${origin.replace(/\/+$/, '')}/tool/${provider}/callback`;
}

/** Trims a typed value; identifiers and secrets never contain surrounding spaces. */
export function clean(value: string): string {
  return value.trim();
}
