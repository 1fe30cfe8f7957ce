/**
 * Builds the OpenAPI 3.1 document of AList's HTTP API from the reference data
 * (src/data/api). The `api-reference` plugin (src/plugins/api-reference) writes it at build time as
 * `/openapi.json` (English) and `/zh/openapi.json` (Chinese descriptions).
 *
 * Conventions of the document:
 * - the `{code, message, data}` envelope is `components.schemas.Envelope`;
 *   each operation narrows `data` with `allOf`;
 * - the token is `components.securitySchemes.token`, an API key in the
 *   `Authorization` header (no `Bearer` prefix); routes open to the guest
 *   also list `{}` (no token);
 * - AList reports errors with HTTP 200 and a `code` in the envelope, so the
 *   error codes of an operation are in its description and `x-alist-errors`;
 * - routes that gin registers for every method appear once, with the method
 *   the web client uses, and say so in their description.
 */
import {GUARDS} from '../../data/api/common';
import {SCHEMAS} from '../../data/api/schemas';
import {routeErrors} from './apiReference';
import {pickLocalized} from '../site/localized';
import type {ApiError, ApiGroup, ApiRoute, Localized, Param, RequestBody, Schema} from '@site/src/data/api/types';

export type DocLocale = 'en' | 'zh';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const VERSION = '3.45.0';

function sinceNote(since: string | undefined, locale: DocLocale): string {
  if (!since) return '';
  return locale === 'zh' ? `（自 ${since} 起）` : ` (since ${since})`;
}

/** A reference-data schema as a JSON Schema 2020-12 object. */
export function toJsonSchema(schema: Schema, locale: DocLocale): JsonObject {
  const description = schema.description
    ? pickLocalized(schema.description, locale) + sinceNote(schema.since, locale)
    : undefined;
  const withMeta = (s: JsonObject): JsonObject => {
    let out: JsonObject = s;
    if (schema.nullable) {
      out = typeof s.type === 'string' ? {...s, type: [s.type, 'null']} : {anyOf: [s, {type: 'null'}]};
      if (Array.isArray(out.type) && Array.isArray(s.enum)) out.enum = [...s.enum, null];
    }
    return description ? {...out, description} : out;
  };
  if ('ref' in schema) return withMeta({$ref: `#/components/schemas/${schema.ref}`});
  if ('oneOf' in schema) return withMeta({oneOf: schema.oneOf.map((s) => toJsonSchema(s, locale))});
  switch (schema.type) {
    case 'any':
      return withMeta({});
    case 'null':
      return withMeta({type: 'null'});
    case 'array':
      return withMeta({type: 'array', items: toJsonSchema(schema.items, locale)});
    case 'object': {
      const obj: JsonObject = {type: 'object'};
      if (schema.properties) {
        obj.properties = Object.fromEntries(
          Object.entries(schema.properties).map(([k, v]) => [k, toJsonSchema(v, locale)]),
        );
      }
      if (schema.additionalProperties !== undefined) {
        obj.additionalProperties =
          schema.additionalProperties === true ? true : toJsonSchema(schema.additionalProperties, locale);
      }
      if (schema.extends) {
        return withMeta({allOf: [{$ref: `#/components/schemas/${schema.extends}`}, obj]});
      }
      return withMeta(obj);
    }
    case 'string': {
      const s: JsonObject = {type: 'string'};
      if (schema.format) s.format = schema.format;
      if (schema.enum) s.enum = [...schema.enum];
      return withMeta(s);
    }
    case 'integer':
    case 'number': {
      const s: JsonObject = {type: schema.type};
      if (schema.enum) s.enum = [...schema.enum];
      return withMeta(s);
    }
    case 'boolean':
      return withMeta({type: 'boolean'});
  }
}

function paramSchema(p: Param, locale: DocLocale): JsonObject {
  const schema = toJsonSchema(p.schema, locale);
  return p.default === undefined ? schema : {...schema, default: p.default};
}

function paramDescription(p: Param, locale: DocLocale): string {
  return pickLocalized(p.description, locale) + sinceNote(p.since, locale);
}

/**
 * Header names OpenAPI says to describe elsewhere (3.1 §4.8.12.1), and framing headers that the HTTP client
 * computes from the body (`Content-Length` of `/api/fs/put`): as parameters, code generators would make the
 * caller pass them, and a required one would be a required argument of every generated upload function.
 */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization', 'content-length']);

function parameters(route: ApiRoute, locale: DocLocale): JsonObject[] {
  const out: JsonObject[] = [];
  const add = (p: Param, location: 'path' | 'query' | 'header'): void => {
    const entry: JsonObject = {
      name: p.name,
      in: location,
      description:
        paramDescription(p, locale) +
        (p.wildcard
          ? locale === 'zh'
            ? ' 该参数可包含 `/`（跨越多级路径）。'
            : ' This parameter may contain `/` (it spans several path segments).'
          : ''),
      required: location === 'path' ? true : Boolean(p.required),
      schema: paramSchema(p, locale),
    };
    out.push(entry);
  };
  for (const p of route.pathParams ?? []) add(p, 'path');
  for (const p of route.query ?? []) add(p, 'query');
  for (const p of route.headers ?? []) if (!IGNORED_HEADERS.has(p.name.toLowerCase())) add(p, 'header');
  return out;
}

function objectFromParams(params: readonly Param[], locale: DocLocale): JsonObject {
  const required = params.filter((p) => p.required).map((p) => p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(
      params.map((p) => [p.name, {...paramSchema(p, locale), description: paramDescription(p, locale)}]),
    ),
    ...(required.length > 0 ? {required} : {}),
  };
}

function requestBody(body: RequestBody, example: unknown, locale: DocLocale): JsonObject {
  switch (body.kind) {
    case 'json':
      return {
        required: true,
        content: {'application/json': {schema: objectFromParams(body.params, locale), example: example as Json}},
      };
    case 'json-value':
      return {
        required: true,
        description: pickLocalized(body.description, locale),
        content: {'application/json': {schema: toJsonSchema(body.schema, locale), example: example as Json}},
      };
    case 'binary':
      return {
        required: true,
        description: pickLocalized(body.description, locale),
        content: {'application/octet-stream': {schema: {type: 'string', format: 'binary'}}},
      };
    case 'multipart':
      return {
        required: true,
        content: {'multipart/form-data': {schema: objectFromParams(body.params, locale)}},
      };
  }
}

function errorLine(e: ApiError, locale: DocLocale): string {
  return `- \`${e.code}\`${e.message ? ` \`${e.message}\`` : ''}: ${pickLocalized(e.when, locale)}`;
}

function operationDescription(route: ApiRoute, locale: DocLocale): string {
  const parts = [pickLocalized(route.description, locale)];
  if (route.deprecated) parts.push(pickLocalized(route.deprecated, locale));
  const guardLabel = pickLocalized(GUARDS[route.guard].label, locale);
  const guardDescription = pickLocalized(GUARDS[route.guard].description, locale);
  parts.push(
    locale === 'zh'
      ? `**权限：** ${guardLabel}。${guardDescription}`
      : `**Access:** ${guardLabel}. ${guardDescription}`,
  );
  if (route.since) parts.push(locale === 'zh' ? `自 ${route.since} 起提供。` : `Added in ${route.since}.`);
  const errors = routeErrors(route);
  if (errors.length > 0) {
    parts.push(
      (locale === 'zh'
        ? '**错误码**（以 HTTP 200 返回，见响应中的 `code`）：\n'
        : '**Error codes** (sent with HTTP 200, in the envelope’s `code`):\n') +
        errors.map((e) => errorLine(e, locale)).join('\n'),
    );
  }
  return parts.join('\n\n');
}

function security(route: ApiRoute): Json | undefined {
  switch (route.guard) {
    case 'auth':
    case 'authn':
      return [{token: []}, {}];
    case 'auth-not-guest':
    case 'admin':
      return [{token: []}];
    default:
      return undefined;
  }
}

function responses(route: ApiRoute, locale: DocLocale): JsonObject {
  const r = route.response;
  const envelopeError = {
    description:
      locale === 'zh'
        ? '出错时同样以 HTTP 200 返回响应信封，`code` 为错误码。'
        : 'On failure, the same envelope with HTTP 200 and the error in `code`.',
    content: {'application/json': {schema: {$ref: '#/components/schemas/Envelope'}}},
  };
  if (r.kind === 'envelope') {
    return {
      '200': {
        description:
          locale === 'zh'
            ? '响应信封。`code` 为 200 时 `data` 如下；否则见错误码。'
            : 'The envelope. With `code` 200, `data` is as below; otherwise see the error codes.',
        content: {
          'application/json': {
            schema: {
              allOf: [
                {$ref: '#/components/schemas/Envelope'},
                {type: 'object', properties: {data: toJsonSchema(r.data, locale)}},
              ],
            },
            example: route.example.response as Json,
          },
        },
      },
    };
  }
  const raw: JsonObject = {description: pickLocalized(r.description, locale)};
  if (r.status === 302) raw.headers = {Location: {schema: {type: 'string', format: 'uri'}}};
  if (r.contentType) raw.content = {[r.contentType]: {schema: {type: 'string'}}};
  return r.status === 200 ? {'200': raw} : {[String(r.status)]: raw, '200': envelopeError};
}

function operationId(route: ApiRoute, suffix = ''): string {
  return route.id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()) + suffix;
}

function operation(route: ApiRoute, group: ApiGroup, locale: DocLocale, suffix = ''): JsonObject {
  const op: JsonObject = {
    operationId: operationId(route, suffix),
    summary: pickLocalized(route.summary, locale),
    description: operationDescription(route, locale),
    tags: [pickLocalized(group.title, locale)],
  };
  const params = parameters(route, locale);
  if (params.length > 0) op.parameters = params;
  if (route.body) op.requestBody = requestBody(route.body, route.example.body, locale);
  op.responses = responses(route, locale);
  const sec = security(route);
  if (sec) op.security = sec;
  if (route.deprecated) op.deprecated = true;
  const errors = routeErrors(route);
  if (errors.length > 0) {
    op['x-alist-errors'] = errors.map((e) => ({
      code: e.code,
      ...(e.message ? {message: e.message} : {}),
      when: pickLocalized(e.when, locale),
    }));
  }
  if (route.since) op['x-alist-since'] = route.since;
  if (route.anyMethod) op['x-alist-any-method'] = true;
  return op;
}

const INTRO: Localized = {
  en: 'The HTTP API of AList v3.45.0, generated from the reference at /guide/api/. Every JSON reply is an envelope `{code, message, data}` sent with HTTP 200: check `code`, not the HTTP status. Protected routes read a token from the `Authorization` header, without a `Bearer` prefix: a JWT from `POST /api/auth/login/hash`, or the admin token from the settings. Paths are relative to the server address including the path part of `site_url`.',
  zh: 'AList v3.45.0 的 HTTP API，由 /zh/guide/api/ 的参考文档生成。所有 JSON 响应都是以 HTTP 200 返回的信封 `{code, message, data}`：请检查 `code`，而不是 HTTP 状态码。受保护的接口从 `Authorization` 请求头读取令牌，不带 `Bearer` 前缀：令牌可以是 `POST /api/auth/login/hash` 返回的 JWT，也可以是设置中的管理员令牌。路径相对于服务器地址（包含 `site_url` 的路径部分）。',
};

/** The OpenAPI 3.1 document of every group, with texts in one language. */
export function buildOpenApi(groups: readonly ApiGroup[], locale: DocLocale, siteUrl?: string): JsonObject {
  const paths: {[path: string]: JsonObject} = {};
  for (const group of groups) {
    for (const route of group.routes) {
      const item = (paths[route.path] ??= {});
      const method = route.method.toLowerCase();
      if (item[method]) throw new Error(`OpenAPI: two operations for ${route.method} ${route.path}`);
      item[method] = operation(route, group, locale);
      if (route.alsoHead) item.head = operation(route, group, locale, 'Head');
    }
  }
  // One tag per group title, in the order the titles first appear.
  const tags = [...new Set(groups.map((g) => pickLocalized(g.title, locale)))].map((name) => ({name}));
  const schemas: {[name: string]: Json} = {
    Envelope: {
      type: 'object',
      description: locale === 'zh' ? 'AList 所有 JSON 响应的外层结构。' : 'The wrapper of every JSON reply of AList.',
      required: ['code', 'message', 'data'],
      properties: {
        code: {
          type: 'integer',
          description:
            locale === 'zh'
              ? '200 表示成功；其他值是错误码（如 400、401、403、404、500），HTTP 状态码仍为 200。'
              : '200 on success; otherwise the error code (such as 400, 401, 403, 404, 500) while the HTTP status stays 200.',
        },
        message: {
          type: 'string',
          description: locale === 'zh' ? '成功时为 `success`，否则为错误信息。' : '`success`, or the error message.',
        },
        data: {description: locale === 'zh' ? '结果；出错时通常为 `null`。' : 'The result; usually `null` on errors.'},
      },
    },
    ...Object.fromEntries(Object.entries(SCHEMAS).map(([name, s]) => [name, toJsonSchema(s, locale)])),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'AList',
      version: VERSION,
      description: pickLocalized(INTRO, locale),
      license: {name: 'AGPL-3.0', identifier: 'AGPL-3.0-only'},
    },
    ...(siteUrl
      ? {
          externalDocs: {
            description: locale === 'zh' ? 'API 参考文档' : 'API reference',
            url: `${siteUrl.replace(/\/+$/, '')}${locale === 'zh' ? '/zh' : ''}/guide/api/`,
          },
        }
      : {}),
    servers: [
      {
        url: '{server}',
        description: locale === 'zh' ? '你的 AList 服务器地址' : 'Address of your AList server',
        variables: {server: {default: 'http://localhost:5244'}},
      },
    ],
    tags,
    paths,
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            locale === 'zh'
              ? '直接发送令牌本身，不加 `Bearer` 前缀：可以是登录接口返回的 JWT（默认 48 小时后过期），也可以是管理员令牌。'
              : 'The token itself, with no `Bearer` prefix: a JWT from the sign-in routes (expires after 48 hours by default) or the admin token.',
        },
      },
      schemas,
    },
  };
}
