/**
 * The HTTP API reference is data (src/data/api/*.ts); this test holds its
 * route list against the program's facts:
 *
 * - tests/fixtures/facts/api-routes.json: every route of the main listener at
 *   alist commit 2830575 (v3.38.0 + 2 commits), from the shared fact pack;
 * - tests/fixtures/facts/api-routes-v3.45.0.json: the routes added up to
 *   v3.45.0, with the release of each, and the guards that changed.
 *
 * A route of the facts that is neither documented nor listed in
 * src/data/api/undocumented.ts fails, and so does a documented route the
 * facts do not have. Every failure names the route and the file to change.
 */
import baseRoutes from '@site/tests/fixtures/facts/api-routes.json';
import routesDelta from '@site/tests/fixtures/facts/api-routes-v3.45.0.json';
import {API_GROUPS, API_ROUTES} from '@site/src/data/api';
import {GUARDS} from '@site/src/data/api/common';
import {SCHEMAS} from '@site/src/data/api/schemas';
import {UNDOCUMENTED_ROUTES} from '@site/src/data/api/undocumented';
import type {ApiRoute, Schema} from '@site/src/data/api/types';
import {expandRoute, flattenSchema} from '@site/src/lib/content/apiReference';

interface FactRoute {
  readonly method: string;
  readonly path: string;
  readonly guard: string;
  readonly since?: string;
}

const key = (r: {method: string; path: string}): string => `${r.method} ${r.path}`;

/** The routes of v3.45.0: the fact pack, the additions, the changed guards. */
function routesAtV345(): Map<string, FactRoute> {
  const out = new Map<string, FactRoute>();
  for (const r of baseRoutes.routes as FactRoute[]) out.set(key(r), {method: r.method, path: r.path, guard: r.guard});
  for (const r of routesDelta.added as FactRoute[]) {
    if (out.has(key(r))) throw new Error(`fixture: ${key(r)} is both in the fact pack and added`);
    out.set(key(r), {method: r.method, path: r.path, guard: r.guard, since: r.since});
  }
  for (const c of routesDelta.guard_changed) {
    const r = out.get(key(c));
    if (!r) throw new Error(`fixture: guard change of unknown route ${key(c)}`);
    out.set(key(c), {...r, guard: c.to});
  }
  return out;
}

const FACTS = routesAtV345();
const DOCUMENTED = API_ROUTES.flatMap((route) => expandRoute(route).map((g) => ({gin: g, route})));
const UNDOCUMENTED = new Set(UNDOCUMENTED_ROUTES.map(key));

describe('route list against the facts of v3.45.0', () => {
  test('the fixtures add up to the counts they state', () => {
    expect(baseRoutes.routes).toHaveLength(baseRoutes.counts.routes);
    expect(routesDelta.added).toHaveLength(routesDelta.counts.added);
    expect(FACTS.size).toBeGreaterThan(250);
  });

  test('every route of v3.45.0 is documented or listed as undocumented with a reason', () => {
    const covered = new Set([...DOCUMENTED.map((d) => key(d.gin)), ...UNDOCUMENTED]);
    const missing = [...FACTS.keys()].filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
  });

  test('no documented route is missing from the program', () => {
    const extra = DOCUMENTED.filter((d) => !FACTS.has(key(d.gin))).map((d) => `${key(d.gin)} (route ${d.route.id})`);
    expect(extra).toEqual([]);
  });

  test('every undocumented route exists and says why it is left out', () => {
    const unknown = UNDOCUMENTED_ROUTES.filter((r) => !FACTS.has(key(r))).map(key);
    expect(unknown).toEqual([]);
    for (const r of UNDOCUMENTED_ROUTES) expect(r.reason.length).toBeGreaterThan(20);
    const both = DOCUMENTED.filter((d) => UNDOCUMENTED.has(key(d.gin))).map((d) => key(d.gin));
    expect(both).toEqual([]);
  });

  test('each documented route is documented once', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const d of DOCUMENTED) {
      const k = key(d.gin);
      if (seen.has(k)) twice.push(`${k}: ${seen.get(k)} and ${d.route.id}`);
      seen.set(k, d.route.id);
    }
    expect(twice).toEqual([]);
  });

  test('guards match the middleware of each route', () => {
    const wrong = DOCUMENTED.filter((d) => FACTS.get(key(d.gin))?.guard !== d.route.guard).map(
      (d) => `${key(d.gin)}: data says ${d.route.guard}, facts say ${FACTS.get(key(d.gin))?.guard}`,
    );
    expect(wrong).toEqual([]);
  });

  test('routes added after v3.38 carry the release that added them, older routes none', () => {
    const wrong = DOCUMENTED.filter((d) => FACTS.get(key(d.gin))?.since !== d.gin.since).map(
      (d) =>
        `${key(d.gin)} (route ${d.route.id}): since ${d.gin.since ?? '(none)'}, facts say ${FACTS.get(key(d.gin))?.since ?? '(none)'}`,
    );
    expect(wrong).toEqual([]);
  });
});

describe('route data', () => {
  test('ids are unique and usable as anchors', () => {
    const ids = API_ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test('every route has both languages, an example and a known guard', () => {
    const problems: string[] = [];
    const texts = (r: ApiRoute): [string, {en: string; zh: string}][] => [
      ['summary', r.summary],
      ['description', r.description],
      ...[
        ...(r.query ?? []),
        ...(r.headers ?? []),
        ...(r.pathParams ?? []),
        ...(r.body && 'params' in r.body ? r.body.params : []),
      ].map((p): [string, {en: string; zh: string}] => [`param ${p.name}`, p.description]),
      ...r.errors.map((e): [string, {en: string; zh: string}] => [`error ${e.code}`, e.when]),
    ];
    for (const r of API_ROUTES) {
      if (!(r.guard in GUARDS)) problems.push(`${r.id}: unknown guard ${r.guard}`);
      for (const [what, text] of texts(r)) {
        if (!text.en.trim() || !text.zh.trim()) problems.push(`${r.id}: ${what} lacks a language`);
        if (!/[\u4e00-\u9fff]/.test(text.zh) && text.zh.length > 30)
          problems.push(`${r.id}: ${what} zh has no Chinese`);
      }
      if (r.example.response === undefined) problems.push(`${r.id}: no example response`);
      if (r.response.kind === 'envelope') {
        const resp = r.example.response as {code?: unknown; message?: unknown};
        if (typeof resp !== 'object' || resp === null || resp.code !== 200 || typeof resp.message !== 'string') {
          problems.push(`${r.id}: the example response is not a successful envelope`);
        }
      }
      if ((r.body?.kind === 'json' || r.body?.kind === 'json-value') && r.example.body === undefined) {
        problems.push(`${r.id}: a JSON body without an example body`);
      }
      for (const p of r.pathParams ?? []) {
        if (r.example.pathParams?.[p.name] === undefined)
          problems.push(`${r.id}: example lacks path parameter ${p.name}`);
      }
      for (const p of [...(r.query ?? []), ...(r.headers ?? [])]) {
        if (p.required && r.example.query?.[p.name] === undefined && r.example.headers?.[p.name] === undefined) {
          if (!['Content-Length', 'code'].includes(p.name)) problems.push(`${r.id}: example lacks required ${p.name}`);
        }
      }
      if (r.body?.kind === 'json') {
        const body = r.example.body as Record<string, unknown>;
        for (const p of r.body.params) {
          if (p.required && !(p.name in body)) problems.push(`${r.id}: example body lacks required ${p.name}`);
        }
        const known = new Set(r.body.params.map((p) => p.name));
        for (const k of Object.keys(body))
          if (!known.has(k)) problems.push(`${r.id}: example body has undocumented ${k}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('example replies have the fields the response shape documents', () => {
    const problems: string[] = [];
    for (const r of API_ROUTES) {
      if (r.response.kind !== 'envelope') continue;
      const data = (r.example.response as {data: unknown}).data;
      const fields = flattenSchema(r.response.data)
        .filter((f) => !f.path.includes('[]') && !f.path.includes('.'))
        .map((f) => f.path);
      if (fields.length === 0 || data === null || typeof data !== 'object' || Array.isArray(data)) continue;
      const optional = new Set(['sort']);
      for (const f of fields) if (!(f in data) && !optional.has(f)) problems.push(`${r.id}: example data lacks ${f}`);
      for (const k of Object.keys(data))
        if (!fields.includes(k)) problems.push(`${r.id}: example data has undocumented ${k}`);
    }
    expect(problems).toEqual([]);
  });

  test('every group belongs to a page and every named shape is described', () => {
    for (const g of API_GROUPS) expect(g.page).toMatch(/^guide\/api\//);
    const undescribed: string[] = [];
    const check = (name: string, s: Schema): void => {
      for (const row of flattenSchema(s))
        if (!row.description && !row.path.endsWith('[]')) undescribed.push(`${name}.${row.path}`);
    };
    for (const [name, s] of Object.entries(SCHEMAS)) check(name, s);
    expect(undescribed).toEqual([]);
  });
});
