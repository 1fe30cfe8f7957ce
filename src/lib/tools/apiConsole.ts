/**
 * Pure logic of the API request console (/tool/api): the server address the
 * reader types, the form values of a route turned into a request, sending it
 * with a timeout, and telling a CORS refusal from a server that is down.
 * No React, no Docusaurus; `fetch` and the page's origin are passed in.
 */
import type {ApiRoute, Param, Schema} from '../../data/api/types';
import {fillPath, queryString} from '../content/apiReference';
import type {FetchLike} from '../http';

/** The console gives up on a request after this long. */
export const CONSOLE_TIMEOUT_MS = 20_000;
/** How long the reachability probe after a failed request may take. */
export const PROBE_TIMEOUT_MS = 5_000;

export type ServerProblem = 'empty' | 'invalid' | 'scheme' | 'credentials' | 'query';

export type ServerResult =
  {readonly ok: true; readonly base: string} | {readonly ok: false; readonly problem: ServerProblem};

/**
 * Normalizes what the reader typed as their server: `localhost:5244` gets
 * `http://`, a trailing slash goes, a path (the path of `site_url`) stays.
 */
export function normalizeServer(input: string): ServerResult {
  const trimmed = input.trim();
  if (trimmed === '') return {ok: false, problem: 'empty'};
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return {ok: false, problem: 'invalid'};
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {ok: false, problem: 'scheme'};
  if (url.username || url.password) return {ok: false, problem: 'credentials'};
  if (url.search || url.hash) return {ok: false, problem: 'query'};
  if (!url.hostname) return {ok: false, problem: 'invalid'};
  return {ok: true, base: `${url.origin}${url.pathname.replace(/\/+$/, '')}`};
}

/** A page served over https cannot call a plain-http server (mixed content), except on this machine. */
export function isMixedContent(pageProtocol: string, base: string): boolean {
  if (pageProtocol !== 'https:') return false;
  const url = new URL(base);
  if (url.protocol !== 'http:') return false;
  // Browsers treat loopback addresses as potentially trustworthy and allow them.
  return !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && !url.hostname.endsWith('.localhost');
}

/** How a field of the form is edited. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'choice' | 'json' | 'file';

export function fieldKind(schema: Schema): FieldKind {
  if ('enum' in schema && schema.enum && schema.enum.length > 0) return 'choice';
  if ('type' in schema) {
    switch (schema.type) {
      case 'string':
        return schema.format === 'binary' ? 'file' : 'text';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      default:
        return 'json';
    }
  }
  return 'json';
}

/** Where a field goes in the request. */
export type FieldPlace = 'path' | 'query' | 'header' | 'body';

export interface FormField {
  /** Unique key in the form: `query.page`, `body.path`. */
  readonly key: string;
  readonly place: FieldPlace;
  readonly param: Param;
  readonly kind: FieldKind;
}

/** The fields of a route's form, in the order of the request: path, query, headers, body. */
export function formFields(route: ApiRoute): FormField[] {
  const out: FormField[] = [];
  const add = (place: FieldPlace, params: readonly Param[] | undefined): void => {
    for (const p of params ?? []) {
      // The browser sets these itself and refuses to let a page do it.
      if (place === 'header' && ['content-length', 'content-type'].includes(p.name.toLowerCase())) continue;
      out.push({key: `${place}.${p.name}`, place, param: p, kind: fieldKind(p.schema)});
    }
  };
  add('path', route.pathParams);
  add('query', route.query);
  add('header', route.headers);
  if (route.body?.kind === 'json' || route.body?.kind === 'multipart') add('body', route.body.params);
  return out;
}

/** Key of the whole-body field of routes whose body is one JSON value (an array of IDs…). */
export const BODY_VALUE_KEY = 'body';
/** Key of the file field of routes whose body is the file itself. */
export const BODY_FILE_KEY = 'file';

function exampleValue(field: FormField, route: ApiRoute): unknown {
  const ex = route.example;
  switch (field.place) {
    case 'path':
      return ex.pathParams?.[field.param.name];
    case 'query':
      return ex.query?.[field.param.name];
    case 'header':
      return ex.headers?.[field.param.name];
    case 'body':
      return ex.body && typeof ex.body === 'object' && !Array.isArray(ex.body)
        ? (ex.body as Record<string, unknown>)[field.param.name]
        : undefined;
  }
}

function asText(value: unknown, kind: FieldKind): string {
  if (value === undefined || value === null) return '';
  if (kind === 'json') return JSON.stringify(value, null, 2);
  return String(value);
}

/** Starting values of the form: the route's example, so the reader edits something that works. */
export function initialValues(route: ApiRoute): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of formFields(route)) {
    if (f.kind === 'file') continue;
    values[f.key] = asText(exampleValue(f, route), f.kind);
  }
  if (route.body?.kind === 'json-value') values[BODY_VALUE_KEY] = JSON.stringify(route.example.body ?? null, null, 2);
  return values;
}

export type FieldProblem = 'required' | 'number' | 'json' | 'file';

export interface ConsoleRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Blob | FormData;
}

export type BuildResult =
  | {readonly ok: true; readonly request: ConsoleRequest}
  | {readonly ok: false; readonly problems: Readonly<Record<string, FieldProblem>>};

/** Encodes a header value the way AList decodes `File-Path` (`url.PathUnescape`), keeping slashes readable. */
function headerValue(field: FormField, value: string): string {
  return field.param.name === 'File-Path' && !/%[0-9A-Fa-f]{2}/.test(value)
    ? value
        .split('/')
        .map((s) => encodeURIComponent(s))
        .join('/')
    : value;
}

function typed(field: FormField, raw: string): {ok: true; value: unknown} | {ok: false; problem: FieldProblem} {
  switch (field.kind) {
    case 'number': {
      const n = Number(raw);
      return raw.trim() !== '' && Number.isFinite(n) ? {ok: true, value: n} : {ok: false, problem: 'number'};
    }
    case 'boolean':
      return {ok: true, value: raw === 'true'};
    case 'json':
      try {
        return {ok: true, value: JSON.parse(raw) as unknown};
      } catch {
        return {ok: false, problem: 'json'};
      }
    case 'choice': {
      const s = field.param.schema;
      const numeric = 'type' in s && (s.type === 'integer' || s.type === 'number');
      return {ok: true, value: numeric ? Number(raw) : raw};
    }
    default:
      return {ok: true, value: raw};
  }
}

/**
 * The request the form describes. Empty optional fields are left out, so
 * the server applies its defaults; the token is added only for routes that
 * read one, and only the typed server receives anything.
 */
export function buildRequest(
  route: ApiRoute,
  base: string,
  values: Readonly<Record<string, string>>,
  token: string,
  files: Readonly<Record<string, File | undefined>> = {},
): BuildResult {
  const problems: Record<string, FieldProblem> = {};
  const pathValues: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  const form = route.body?.kind === 'multipart' ? new FormData() : undefined;

  for (const field of formFields(route)) {
    if (field.kind === 'file') {
      const file = files[field.key];
      if (file) form?.append(field.param.name, file, file.name);
      else if (field.param.required) problems[field.key] = 'file';
      continue;
    }
    const raw = values[field.key] ?? '';
    if (raw.trim() === '') {
      if (field.param.required || field.place === 'path') problems[field.key] = 'required';
      continue;
    }
    switch (field.place) {
      case 'path':
        pathValues[field.param.name] = raw;
        break;
      case 'query':
        query[field.param.name] = raw;
        break;
      case 'header':
        headers[field.param.name] = headerValue(field, raw);
        break;
      case 'body': {
        const t = typed(field, raw);
        if (t.ok) body[field.param.name] = t.value;
        else problems[field.key] = t.problem;
        break;
      }
    }
  }

  let payload: string | Blob | FormData | undefined;
  switch (route.body?.kind) {
    case 'json':
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
      break;
    case 'json-value': {
      const raw = values[BODY_VALUE_KEY] ?? '';
      try {
        payload = JSON.stringify(JSON.parse(raw));
        headers['Content-Type'] = 'application/json';
      } catch {
        problems[BODY_VALUE_KEY] = raw.trim() === '' ? 'required' : 'json';
      }
      break;
    }
    case 'binary': {
      const file = files[BODY_FILE_KEY];
      if (!file) problems[BODY_FILE_KEY] = 'file';
      else {
        payload = file;
        if (file.type) headers['Content-Type'] = file.type;
      }
      break;
    }
    case 'multipart':
      payload = form;
      break;
    default:
      break;
  }

  if (Object.keys(problems).length > 0) return {ok: false, problems};
  if (token && takesToken(route)) headers.Authorization = token;
  const url = `${base}${fillPath(route, pathValues)}${queryString(query)}`;
  return {ok: true, request: {url, method: route.method, headers, ...(payload === undefined ? {} : {body: payload})}};
}

export function takesToken(route: ApiRoute): boolean {
  return (
    route.guard === 'auth' || route.guard === 'auth-not-guest' || route.guard === 'admin' || route.guard === 'authn'
  );
}

export type ConsoleOutcome =
  | {
      readonly kind: 'response';
      readonly status: number;
      readonly contentType: string;
      readonly text: string;
      /** The parsed body when it is JSON. */
      readonly json?: unknown;
      readonly ms: number;
    }
  /** The server answered with a redirect, which the console does not follow (the token stays with the typed server). */
  | {readonly kind: 'redirect'; readonly ms: number}
  | {readonly kind: 'timeout'}
  | {readonly kind: 'aborted'}
  /** The browser refused or could not make the request: CORS, mixed content, server down, bad certificate. */
  | {readonly kind: 'network'};

/** The reply's `code` when it is AList's envelope. */
export function envelopeCode(json: unknown): number | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const {code, message} = json as {code?: unknown; message?: unknown};
  return typeof code === 'number' && typeof message === 'string' ? code : undefined;
}

/** Sends the request once, with a timeout; never throws and never follows redirects. */
export async function sendConsoleRequest(
  fetchFn: FetchLike,
  request: ConsoleRequest,
  options: {readonly timeoutMs?: number; readonly signal?: AbortSignal; readonly now?: () => number} = {},
): Promise<ConsoleOutcome> {
  const now = options.now ?? (() => Date.now());
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? CONSOLE_TIMEOUT_MS);
  const onAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  const failed = (): ConsoleOutcome =>
    timedOut ? {kind: 'timeout'} : options.signal?.aborted ? {kind: 'aborted'} : {kind: 'network'};
  const started = now();
  try {
    let response: Response;
    try {
      response = await fetchFn(request.url, {
        method: request.method,
        headers: {...request.headers},
        body: request.body,
        signal: controller.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        redirect: 'manual',
        cache: 'no-store',
      });
    } catch {
      return failed();
    }
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      return {kind: 'redirect', ms: now() - started};
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      return failed();
    }
    const contentType = response.headers.get('content-type') ?? '';
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      json = undefined;
    }
    return {
      kind: 'response',
      status: response.status,
      contentType,
      text,
      ms: now() - started,
      ...(json === undefined ? {} : {json}),
    };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

export type FailureCause = 'mixed-content' | 'cors' | 'unreachable';

/**
 * Why a request failed without an answer. A browser reports a CORS refusal
 * and a dead server the same way, so the console asks the server again in
 * `no-cors` mode, whose reply the page may not read but whose arrival it
 * sees: an answer means the server is up and refused the page (CORS);
 * no answer means it cannot be reached.
 */
export async function diagnoseFailure(
  fetchFn: FetchLike,
  base: string,
  pageProtocol: string,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<FailureCause> {
  if (isMixedContent(pageProtocol, base)) return 'mixed-content';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetchFn(`${base}/ping`, {
      mode: 'no-cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      signal: controller.signal,
    });
    return 'cors';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/** The body to show: indented JSON when it is JSON, the text otherwise (cut at `limit` characters). */
export function formatBody(outcome: {readonly text: string; readonly json?: unknown}, limit = 200_000): string {
  const shown = outcome.json === undefined ? outcome.text : JSON.stringify(outcome.json, null, 2);
  return shown.length > limit ? `${shown.slice(0, limit)}\n…` : shown;
}

/** The token a sign-in reply carries, if any. */
export function tokenOf(json: unknown): string | undefined {
  if (envelopeCode(json) !== 200) return undefined;
  const data = (json as {data?: unknown}).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const token = (data as {token?: unknown}).token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** Salt AList appends before hashing a password (`StaticHashSalt` in internal/model/user.go). */
export const PASSWORD_SALT = 'https://github.com/alist-org/alist';

/** Lowercase hex SHA-256 of `<password>-<salt>`, what `/api/auth/login/hash` expects. */
export async function hashPassword(password: string, subtle: SubtleCrypto): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(`${password}-${PASSWORD_SALT}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST routes that only read (or sign in): `?route=` may preselect them. */
const READING_POSTS: ReadonlySet<string> = new Set([
  'auth-login',
  'auth-login-hash',
  'auth-login-ldap',
  'fs-list',
  'fs-get',
  'fs-dirs',
  'fs-search',
  'fs-archive-meta',
  'fs-archive-list',
  'fs-link',
  'task-info',
  'admin-task-info',
]);

/** GET routes that change something on the server all the same. */
const CHANGING_GETS: ReadonlySet<string> = new Set(['auth-logout']);

/**
 * Whether a route changes data on the server (or may: a route not known to
 * only read counts as changing). A link to the console (`?route=`) never
 * preselects such a route; the reader picks it, or confirms the link's choice.
 */
export function changesData(route: Pick<ApiRoute, 'id' | 'method'>): boolean {
  return route.method === 'GET' ? CHANGING_GETS.has(route.id) : !READING_POSTS.has(route.id);
}
