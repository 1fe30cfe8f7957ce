/**
 * Pure helpers behind the HTTP API reference: how a documented route maps to
 * gin's routes, the example URL and code samples (curl, fetch, requests), and
 * the flattened field list of a schema. No React, no Docusaurus.
 */
import {GUARDS} from '../../data/api/common';
import {SCHEMAS} from '../../data/api/schemas';
import type {
  ApiError,
  ApiExample,
  ApiRoute,
  Localized,
  Param,
  Schema,
  SchemaName,
  Version,
} from '@site/src/data/api/types';

/** The server the examples talk to: AList's default port on the same machine. */
export const EXAMPLE_BASE_URL = 'http://localhost:5244';

/** How the examples refer to the token: an environment variable in the shell, a constant in code. */
export const TOKEN_PLACEHOLDER = {shell: '$ALIST_TOKEN', code: 'token'} as const;

/** A route as gin registers it: `ANY /api/fs/list`, `GET /d/*path`, `POST /api/task/copy/info`. */
export interface GinRoute {
  readonly method: string;
  readonly path: string;
  /** First release with this route (the route's, or the enum value's when later). */
  readonly since?: Version;
  readonly routeId: string;
}

function versionParts(v: Version): number[] {
  return v.slice(1).split('.').map(Number);
}

/** The later of two versions. */
export function laterVersion(a: Version | undefined, b: Version | undefined): Version | undefined {
  if (!a) return b;
  if (!b) return a;
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < 3; i += 1) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0) ? a : b;
  }
  return a;
}

/**
 * Every gin route a documented route stands for: one per value of an enum
 * path parameter (`{type}` of the task routes), HEAD next to GET where both
 * are registered, `ANY` for routes registered with `Any`.
 */
export function expandRoute(route: ApiRoute): GinRoute[] {
  let paths: {path: string; since?: Version}[] = [{path: route.path, since: route.since}];
  for (const p of route.pathParams ?? []) {
    const token = `{${p.name}}`;
    if (!route.path.includes(token)) throw new Error(`${route.id}: path parameter ${p.name} is not in ${route.path}`);
    const values = 'enum' in p.schema && p.schema.enum ? p.schema.enum.map(String) : undefined;
    if (values && !p.wildcard) {
      paths = paths.flatMap((entry) =>
        values.map((value) => ({
          path: entry.path.replace(token, value),
          since: laterVersion(entry.since, p.valueSince?.[value]),
        })),
      );
    } else {
      paths = paths.map((entry) => ({...entry, path: entry.path.replace(token, `${p.wildcard ? '*' : ':'}${p.name}`)}));
    }
  }
  const methods = route.anyMethod ? ['ANY'] : route.alsoHead ? [route.method, 'HEAD'] : [route.method];
  return paths.flatMap(({path, since}) =>
    methods.map((method) => ({method, path, routeId: route.id, ...(since ? {since} : {})})),
  );
}

/** Encodes each segment of a path, keeping the slashes: `/a b/c#d` → `/a%20b/c%23d`. */
export function encodePathSegments(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** The route's path with the values of an example (or a form) filled in. */
export function fillPath(route: ApiRoute, values: Readonly<Record<string, string>> = {}): string {
  let path = route.path;
  for (const p of route.pathParams ?? []) {
    const value = values[p.name] ?? '';
    const encoded = p.wildcard
      ? encodePathSegments(value.startsWith('/') ? value : `/${value}`).slice(1)
      : encodeURIComponent(value);
    path = path.replace(`{${p.name}}`, encoded);
  }
  return path;
}

/** Query string (with `?`) of a set of values, in the given order; empty when none. */
export function queryString(values: Readonly<Record<string, string>> | undefined): string {
  if (!values) return '';
  const entries = Object.entries(values);
  if (entries.length === 0) return '';
  return `?${new URLSearchParams(entries).toString()}`;
}

/** Absolute URL of a route for an example: base + filled path + query. */
export function exampleUrl(route: ApiRoute, example: ApiExample = route.example, base = EXAMPLE_BASE_URL): string {
  return `${base.replace(/\/+$/, '')}${fillPath(route, example.pathParams)}${queryString(example.query)}`;
}

export type SampleLanguage = 'curl' | 'js' | 'python';

function takesToken(route: ApiRoute): boolean {
  return (
    route.guard === 'auth' || route.guard === 'auth-not-guest' || route.guard === 'admin' || route.guard === 'authn'
  );
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function pyString(value: string): string {
  return JSON.stringify(value);
}

/** A JSON value as Python source: `True`, `None`, dicts and lists. */
export function toPython(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return pyString(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${toPython(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${pyString(k)}: ${toPython(v, inner)},`).join('\n')}\n${indent}}`;
}

function jsKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
}

function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** Headers of the example request, token first. */
function sampleHeaders(route: ApiRoute, example: ApiExample): [string, string][] {
  const headers: [string, string][] = [];
  if (takesToken(route)) headers.push(['Authorization', '<token>']);
  for (const [k, v] of Object.entries(example.headers ?? {})) headers.push([k, v]);
  if (route.body?.kind === 'json' || route.body?.kind === 'json-value')
    headers.push(['Content-Type', 'application/json']);
  return headers;
}

function fileName(example: ApiExample): string {
  return example.file ?? 'file.bin';
}

/** A curl command that sends the example request. */
export function curlSample(route: ApiRoute, example: ApiExample = route.example, base = EXAMPLE_BASE_URL): string {
  const lines: string[] = [];
  const method = route.method;
  const defaultMethod = route.body ? 'POST' : 'GET';
  const url = exampleUrl(route, example, base);
  lines.push(
    method === defaultMethod && route.body?.kind !== 'multipart'
      ? `curl ${shellQuote(url)}`
      : `curl -X ${method} ${shellQuote(url)}`,
  );
  for (const [k, v] of sampleHeaders(route, example)) {
    lines.push(
      k === 'Authorization' ? `-H "Authorization: ${TOKEN_PLACEHOLDER.shell}"` : `-H ${shellQuote(`${k}: ${v}`)}`,
    );
  }
  switch (route.body?.kind) {
    case 'json':
    case 'json-value':
      lines.push(`-d ${shellQuote(JSON.stringify(example.body ?? {}))}`);
      break;
    case 'binary':
      lines.push(`-T ${shellQuote(fileName(example))}`);
      break;
    case 'multipart':
      lines.push(`-F ${shellQuote(`file=@${fileName(example)}`)}`);
      break;
    default:
      break;
  }
  return lines.join(' \\\n  ');
}

/** Browser or Node (18+) `fetch` code for the example request. */
export function fetchSample(route: ApiRoute, example: ApiExample = route.example, base = EXAMPLE_BASE_URL): string {
  const url = exampleUrl(route, example, base);
  const headers = sampleHeaders(route, example)
    .filter(([k]) => !(route.body?.kind === 'multipart' && k === 'Content-Type'))
    .map(([k, v]) =>
      k === 'Authorization' ? `Authorization: ${TOKEN_PLACEHOLDER.code}` : `${jsKey(k)}: ${jsString(v)}`,
    );
  const options: string[] = [];
  if (route.method !== 'GET') options.push(`method: '${route.method}'`);
  if (headers.length > 0) options.push(`headers: {${headers.join(', ')}}`);
  const pre: string[] = [];
  switch (route.body?.kind) {
    case 'json':
    case 'json-value':
      options.push(`body: JSON.stringify(${JSON.stringify(example.body ?? {}, null, 2).replace(/\n/g, '\n  ')})`);
      break;
    case 'binary':
      pre.push(
        `// \`file\` is a File or Blob, e.g. from <input type="file">; in Node: await fs.openAsBlob(${jsString(fileName(example))})`,
      );
      options.push('body: file');
      break;
    case 'multipart':
      pre.push(`const form = new FormData();`, `form.append('file', file, ${jsString(fileName(example))});`);
      options.push('body: form');
      break;
    default:
      break;
  }
  const call =
    options.length > 0
      ? `await fetch(${jsString(url)}, {\n  ${options.join(',\n  ')},\n})`
      : `await fetch(${jsString(url)})`;
  const read =
    route.response.kind === 'envelope'
      ? [
          'const {code, message, data} = await res.json();',
          'if (code !== 200) throw new Error(`AList error ${code}: ${message}`);',
        ]
      : ["console.log(res.status, res.headers.get('content-type'));"];
  return [...pre, `const res = ${call};`, ...read].join('\n');
}

/** Python `requests` code for the example request. */
export function pythonSample(route: ApiRoute, example: ApiExample = route.example, base = EXAMPLE_BASE_URL): string {
  const url = `${base.replace(/\/+$/, '')}${fillPath(route, example.pathParams)}`;
  const args: string[] = [pyString(url)];
  const headers = sampleHeaders(route, example).filter(([k]) => k !== 'Content-Type');
  if (example.query && Object.keys(example.query).length > 0) args.push(`params=${toPython(example.query, '    ')}`);
  if (headers.length > 0) {
    args.push(
      `headers={${headers.map(([k, v]) => `${pyString(k)}: ${k === 'Authorization' ? TOKEN_PLACEHOLDER.code : pyString(v)}`).join(', ')}}`,
    );
  }
  const pre: string[] = ['import requests', ''];
  switch (route.body?.kind) {
    case 'json':
    case 'json-value':
      args.push(`json=${toPython(example.body ?? {}, '    ')}`);
      break;
    case 'binary':
      pre.push(`with open(${pyString(fileName(example))}, "rb") as f:`);
      break;
    case 'multipart':
      pre.push(`with open(${pyString(fileName(example))}, "rb") as f:`);
      break;
    default:
      break;
  }
  const streamed = route.body?.kind === 'binary' || route.body?.kind === 'multipart';
  if (route.body?.kind === 'binary') args.push('data=f');
  if (route.body?.kind === 'multipart') args.push(`files={"file": (${pyString(fileName(example))}, f)}`);
  if (route.response.kind === 'raw') args.push('allow_redirects=False');
  args.push('timeout=30');
  const indent = streamed ? '    ' : '';
  const call = `${indent}resp = requests.${route.method.toLowerCase()}(\n${args.map((a) => `${indent}    ${a},`).join('\n')}\n${indent})`;
  const read =
    route.response.kind === 'envelope'
      ? [
          'body = resp.json()',
          'if body["code"] != 200:',
          "    raise RuntimeError(f\"AList error {body['code']}: {body['message']}\")",
          'data = body["data"]',
        ]
      : ['print(resp.status_code, resp.headers.get("Location") or resp.headers.get("Content-Type"))'];
  return [...pre, call, ...read].join('\n');
}

export function codeSample(language: SampleLanguage, route: ApiRoute): string {
  switch (language) {
    case 'curl':
      return curlSample(route);
    case 'js':
      return fetchSample(route);
    case 'python':
      return pythonSample(route);
  }
}

/** One row of a response field table: `content[].name`, its type and meaning. */
export interface FieldRow {
  readonly path: string;
  readonly type: string;
  readonly description?: Localized;
  readonly since?: Version;
  readonly nullable?: boolean;
  /** The named shape of the field (or of its items), described on its own. */
  readonly shape?: SchemaName;
}

/** A short type name: `string`, `integer[]`, `object`, `Obj[]`, `string | string[]`. */
export function typeLabel(schema: Schema): string {
  if ('ref' in schema) return schema.ref;
  if ('oneOf' in schema) return schema.oneOf.map(typeLabel).join(' | ');
  switch (schema.type) {
    case 'array':
      return `${typeLabel(schema.items)}[]`;
    case 'string':
      return schema.format === 'binary' ? 'file' : 'string';
    case 'object':
      return schema.additionalProperties && !schema.properties
        ? `map<string, ${schema.additionalProperties === true ? 'any' : typeLabel(schema.additionalProperties)}>`
        : 'object';
    default:
      return schema.type;
  }
}

function resolve(schema: Schema): Schema {
  return 'ref' in schema ? (SCHEMAS[schema.ref] ?? schema) : schema;
}

/** Own and inherited properties of an object schema, refs followed. */
export function objectProperties(schema: Schema): Readonly<Record<string, Schema>> | undefined {
  const s = resolve(schema);
  if (!('type' in s) || s.type !== 'object') return undefined;
  const inherited = s.extends ? objectProperties({ref: s.extends}) : undefined;
  if (!inherited && !s.properties) return undefined;
  return {...inherited, ...s.properties};
}

/**
 * The fields of a `data` schema as rows, depth first: `content`, `content[].name`…
 * With `expandRefs` (the default), named shapes are expanded in place once
 * per path, and a shape inside itself (archive children) is not expanded
 * again. Without it, a named shape stays a row of its own type (the pages
 * describe each shape once, further down) and only inline objects are opened.
 */
export function flattenSchema(schema: Schema, {expandRefs = true}: {readonly expandRefs?: boolean} = {}): FieldRow[] {
  const rows: FieldRow[] = [];
  const visit = (s: Schema, path: string, trail: readonly string[]): void => {
    const refName = 'ref' in s ? s.ref : undefined;
    if (refName && (trail.includes(refName) || !expandRefs)) return;
    const nextTrail = refName ? [...trail, refName] : trail;
    const target = resolve(s);
    if ('type' in target && target.type === 'array') {
      visit(target.items, `${path}[]`, nextTrail);
      return;
    }
    const props = expandRefs
      ? objectProperties(s)
      : 'type' in target && target.type === 'object'
        ? target.properties
        : undefined;
    if (!props) return;
    for (const [name, child] of Object.entries(props)) {
      const childPath = path ? `${path}.${name}` : name;
      const resolved = resolve(child);
      rows.push({
        path: childPath,
        type: typeLabel(child),
        description: child.description ?? resolved.description,
        ...(child.since ? {since: child.since} : {}),
        ...(child.nullable || resolved.nullable ? {nullable: true} : {}),
        ...(namedShape(child) ? {shape: namedShape(child)} : {}),
      });
      visit(child, childPath, nextTrail);
    }
  };
  visit(schema, '', []);
  return rows;
}

/** The named shape a schema is, or is a list of: `Obj` for `{ref: Obj}` and `Obj[]`. */
export function namedShape(schema: Schema): SchemaName | undefined {
  if ('ref' in schema) return schema.ref;
  if ('type' in schema && schema.type === 'array') return namedShape(schema.items);
  if (
    'type' in schema &&
    schema.type === 'object' &&
    schema.additionalProperties &&
    schema.additionalProperties !== true
  ) {
    return namedShape(schema.additionalProperties);
  }
  return undefined;
}

/** Named shapes a schema mentions, directly or through other shapes. */
function collectShapes(schema: Schema, into: Set<SchemaName>): void {
  if ('ref' in schema) {
    if (into.has(schema.ref)) return;
    into.add(schema.ref);
    collectShapes(SCHEMAS[schema.ref], into);
    return;
  }
  if ('oneOf' in schema) {
    for (const s of schema.oneOf) collectShapes(s, into);
    return;
  }
  if (schema.type === 'array') collectShapes(schema.items, into);
  if (schema.type === 'object') {
    if (schema.extends) collectShapes({ref: schema.extends}, into);
    for (const child of Object.values(schema.properties ?? {})) collectShapes(child, into);
    if (schema.additionalProperties && schema.additionalProperties !== true)
      collectShapes(schema.additionalProperties, into);
  }
}

/** The named shapes the routes use (parameters, bodies, replies), in the order of `SCHEMAS`. */
export function shapesOf(routes: readonly ApiRoute[]): SchemaName[] {
  const used = new Set<SchemaName>();
  for (const r of routes) {
    const params = [
      ...(r.pathParams ?? []),
      ...(r.query ?? []),
      ...(r.headers ?? []),
      ...(r.body && 'params' in r.body ? r.body.params : []),
    ];
    for (const p of params) collectShapes(p.schema, used);
    if (r.body?.kind === 'json-value') collectShapes(r.body.schema, used);
    if (r.response.kind === 'envelope') collectShapes(r.response.data, used);
  }
  return (Object.keys(SCHEMAS) as SchemaName[]).filter((name) => used.has(name));
}

/** Anchor of a named shape on a reference page. */
export function shapeAnchor(name: SchemaName): string {
  return `shape-${name.toLowerCase()}`;
}

/** Type label of a parameter, with its choices when it has a short enum. */
export function paramTypeLabel(p: Param): string {
  return typeLabel(p.schema);
}

/** The choices of a parameter, when it has an enum. */
export function paramChoices(p: Param): readonly string[] | undefined {
  const s = p.schema;
  if ('enum' in s && s.enum) return s.enum.map(String);
  return undefined;
}

/** Address of the request console with a route chosen. */
export function consoleHref(routeId: string): string {
  return `/tool/api?route=${encodeURIComponent(routeId)}`;
}

/** Errors of the route itself, then those its guard adds. */
export function routeErrors(route: ApiRoute): ApiError[] {
  return [...route.errors, ...GUARDS[route.guard].errors];
}

/**
 * What makes a route's block tall, for its height before it is rendered
 * (src/components/ApiReference, `renderLater`): table rows (parameters, body
 * fields, reply fields), error codes, and code lines (the first example tab
 * and the reply).
 */
export interface RouteSize {
  readonly rows: number;
  readonly errors: number;
  readonly lines: number;
}

const lineCount = (text: string): number => text.split('\n').length;

export function routeSize(route: ApiRoute): RouteSize {
  const body = route.body;
  const bodyRows =
    body === undefined
      ? 0
      : 'params' in body
        ? body.params.length
        : body.kind === 'json-value'
          ? flattenSchema(body.schema, {expandRefs: false}).length
          : 0;
  const replyRows =
    route.response.kind === 'envelope' ? flattenSchema(route.response.data, {expandRefs: false}).length : 0;
  const reply = route.example.response;
  return {
    rows:
      (route.pathParams?.length ?? 0) +
      (route.query?.length ?? 0) +
      (route.headers?.length ?? 0) +
      bodyRows +
      replyRows,
    errors: routeErrors(route).length,
    lines:
      lineCount(codeSample('curl', route)) +
      lineCount(typeof reply === 'string' ? reply : JSON.stringify(reply, null, 2)),
  };
}
