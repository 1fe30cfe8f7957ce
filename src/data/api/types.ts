/**
 * Shapes of the HTTP API reference data (one file per route group in this
 * folder). Pure types and constants: no React, no Docusaurus.
 *
 * Everything here is read from the AList v3.45.0 source: `server/router.go`
 * for methods, paths and middleware (the guard), `server/handles/*.go` and
 * `internal/model/*.go` for request structs, JSON tags and replies. The route
 * list is checked against the fact pack by tests/unit/data/api.test.ts.
 */
import type {Localized, Version} from '@site/src/data/config/types';

export type {Localized, Version};

/** Methods the reference shows. Routes that gin registers with `Any` are shown as POST (see `anyMethod`). */
export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * Who may call a route, from its middleware chain:
 * - `public`: no token check;
 * - `auth`: `middlewares.Auth`, a JWT, the admin token, or no header for the guest user;
 * - `auth-not-guest`: `Auth` then `AuthNotGuest` (the guest user is refused);
 * - `admin`: `Auth` then `AuthAdmin`;
 * - `authn`: `middlewares.Authn`, like `auth` but an empty header is always the guest, even when disabled;
 * - `download-sign`: `/d` and `/p`, path access and the `sign` query parameter;
 * - `archive-sign`: `/ad`, `/ap` and `/ae`, the same with the archive signing key.
 */
export type Guard = 'public' | 'auth' | 'auth-not-guest' | 'admin' | 'authn' | 'download-sign' | 'archive-sign';

/** Named shapes of `schemas.ts`, reused by several routes and emitted as OpenAPI components. */
export type SchemaName =
  | 'Obj'
  | 'SearchResult'
  | 'TaskInfo'
  | 'User'
  | 'Meta'
  | 'Storage'
  | 'SettingItem'
  | 'DriverItem'
  | 'DriverConfig'
  | 'DriverInfo'
  | 'SshKey'
  | 'ArchiveContent'
  | 'IndexProgress';

interface SchemaBase {
  readonly description?: Localized;
  /** The value may also be JSON `null` (a nil slice, a nil pointer). */
  readonly nullable?: boolean;
  /** First release that has the field, when after v3.38.0. */
  readonly since?: Version;
}

export type Schema =
  | (SchemaBase & {
      readonly type: 'string';
      readonly format?: 'date-time' | 'uri' | 'binary';
      readonly enum?: readonly string[];
    })
  | (SchemaBase & {readonly type: 'integer' | 'number'; readonly enum?: readonly number[]})
  | (SchemaBase & {readonly type: 'boolean'})
  | (SchemaBase & {readonly type: 'array'; readonly items: Schema})
  | (SchemaBase & {
      readonly type: 'object';
      /** The object has every field of this named shape too (Go struct embedding). */
      readonly extends?: SchemaName;
      readonly properties?: Readonly<Record<string, Schema>>;
      /** The type of values of a map (`map[string]string`), or `true` for any value. */
      readonly additionalProperties?: Schema | true;
    })
  | (SchemaBase & {readonly type: 'null'})
  /** Any JSON value (Go `interface{}`). */
  | (SchemaBase & {readonly type: 'any'})
  | (SchemaBase & {readonly ref: SchemaName})
  | (SchemaBase & {readonly oneOf: readonly Schema[]});

/** A query, path, header or body field. */
export interface Param {
  /** Name as the server reads it: JSON key, query key, header name. */
  readonly name: string;
  readonly schema: Schema;
  /** The handler refuses the request, or cannot do anything useful, without it. */
  readonly required?: boolean;
  /** What the server assumes when the field is left out. */
  readonly default?: string | number | boolean;
  readonly description: Localized;
  readonly since?: Version;
  /** A path parameter that spans several segments (gin's `*path`). */
  readonly wildcard?: boolean;
  /** Values of an `enum` that came after the route itself: value → first release. */
  readonly valueSince?: Readonly<Record<string, Version>>;
}

export type RequestBody =
  /** A JSON object with these fields (gin's `ShouldBind` also takes the same fields as a form). */
  | {readonly kind: 'json'; readonly params: readonly Param[]}
  /** A JSON value that is not an object with named fields (an array of IDs, a list of settings). */
  | {readonly kind: 'json-value'; readonly schema: Schema; readonly description: Localized}
  /** The file itself as the request body. */
  | {readonly kind: 'binary'; readonly description: Localized}
  /** A `multipart/form-data` form. */
  | {readonly kind: 'multipart'; readonly params: readonly Param[]};

export type ApiResponse =
  /** The JSON envelope `{code, message, data}`; `data` has this shape when `code` is 200. */
  | {readonly kind: 'envelope'; readonly data: Schema; readonly message?: string}
  /** Something else than the envelope on success: a file, a redirect, plain text, an HTML page. */
  | {
      readonly kind: 'raw';
      readonly status: number;
      readonly contentType?: string;
      readonly description: Localized;
    };

/** A `code` of the envelope the route itself answers with (guard errors are added from `GUARDS`). */
export interface ApiError {
  readonly code: number;
  /** The `message`, when it is a fixed text. */
  readonly message?: string;
  readonly when: Localized;
}

export interface ApiExample {
  readonly pathParams?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** JSON body (for `json` and `json-value` bodies) or the form fields of a multipart body. */
  readonly body?: unknown;
  /** Name of the example file of `binary` and `multipart` bodies. */
  readonly file?: string;
  /** The whole reply: the envelope as JSON, or a text for raw replies. */
  readonly response: unknown;
}

export interface ApiRoute {
  /** Anchor of the route on its page and key in the console (`?route=`): unique across the site. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Registered with gin's `Any`: every method reaches the handler; the web client uses POST with JSON. */
  readonly anyMethod?: boolean;
  /** HEAD is registered too (download routes). */
  readonly alsoHead?: boolean;
  /** OpenAPI-style path: `/api/fs/list`, `/api/task/{type}/undone`, `/d/{path}`. */
  readonly path: string;
  readonly pathParams?: readonly Param[];
  readonly guard: Guard;
  /** First release that has the route, when after v3.38.0. */
  readonly since?: Version;
  /** Why the route is deprecated, when it is. */
  readonly deprecated?: Localized;
  /** Short name, also the heading of the route on its page. */
  readonly summary: Localized;
  readonly description: Localized;
  readonly query?: readonly Param[];
  readonly headers?: readonly Param[];
  readonly body?: RequestBody;
  readonly response: ApiResponse;
  readonly errors: readonly ApiError[];
  readonly example: ApiExample;
  /** The request console cannot call it usefully (redirects, WebAuthn ceremonies, file downloads). */
  readonly noConsole?: Localized;
}

export interface ApiGroup {
  /** `fs`, `admin-user`… */
  readonly id: string;
  readonly title: Localized;
  /** Doc id of the page that renders the group, relative to `docs/`. */
  readonly page: string;
  readonly routes: readonly ApiRoute[];
}

/** What the reference says about each guard, and the errors it adds to every route it protects. */
export interface GuardInfo {
  readonly label: Localized;
  readonly description: Localized;
  readonly errors: readonly ApiError[];
}

/** A route of `server/router.go` that the reference leaves out on purpose. */
export interface UndocumentedRoute {
  /** As in the fact pack: `ANY`, `GET`, `GET,HEAD`, `NoRoute`… */
  readonly method: string;
  /** gin syntax, as in the fact pack: `/dav/*path`. */
  readonly path: string;
  readonly reason: string;
}
