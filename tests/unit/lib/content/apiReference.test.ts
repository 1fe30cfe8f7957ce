import {API_ROUTES, findRoute} from '@site/src/data/api';
import type {ApiRoute} from '@site/src/data/api/types';
import {
  curlSample,
  encodePathSegments,
  expandRoute,
  exampleUrl,
  fetchSample,
  flattenSchema,
  laterVersion,
  pythonSample,
  routeErrors,
  routeSize,
  toPython,
  typeLabel,
} from '@site/src/lib/content/apiReference';

const route = (id: string): ApiRoute => {
  const r = findRoute(id);
  if (!r) throw new Error(id);
  return r;
};

test('expandRoute maps a route to the gin routes it stands for', () => {
  expect(expandRoute(route('fs-list'))).toEqual([{method: 'ANY', path: '/api/fs/list', routeId: 'fs-list'}]);
  expect(expandRoute(route('download-d')).map((g) => `${g.method} ${g.path}`)).toEqual([
    'GET /d/*path',
    'HEAD /d/*path',
  ]);
  const tasks = expandRoute(route('task-info'));
  expect(tasks).toHaveLength(6);
  expect(tasks.find((t) => t.path === '/api/task/copy/info')?.since).toBe('v3.39.1');
  expect(tasks.find((t) => t.path === '/api/task/decompress/info')?.since).toBe('v3.42.0');
});

test('laterVersion compares numerically', () => {
  expect(laterVersion('v3.9.0', 'v3.10.0')).toBe('v3.10.0');
  expect(laterVersion(undefined, 'v3.42.0')).toBe('v3.42.0');
  expect(laterVersion('v3.42.0', undefined)).toBe('v3.42.0');
});

test('paths in links encode each segment and keep slashes', () => {
  expect(encodePathSegments('/movies/Film (2024)#1.mkv')).toBe('/movies/Film%20(2024)%231.mkv');
  expect(exampleUrl(route('task-info'))).toBe(
    `http://localhost:5244/api/task/copy/info?tid=${route('task-info').example.query!.tid}`,
  );
  expect(exampleUrl(route('download-d'))).toMatch(/^http:\/\/localhost:5244\/d\/local\/movies\/trailer\.mp4\?sign=/);
});

test('curl samples carry the token, the JSON body and the method', () => {
  const curl = curlSample(route('fs-list'));
  expect(curl).toContain(`curl 'http://localhost:5244/api/fs/list'`);
  expect(curl).toContain('-H "Authorization: $ALIST_TOKEN"');
  expect(curl).toContain(`-d '{"path":"/local/movies","password":"","page":1,"per_page":30,"refresh":false}'`);
  expect(curlSample(route('public-settings'))).not.toContain('Authorization');
  const put = curlSample(route('fs-put'));
  expect(put).toContain(`-T 'notes 2025.txt'`);
  expect(put).toContain(`-X PUT`);
  expect(curlSample(route('fs-form'))).toContain(`-F 'file=@notes 2025.txt'`);
  // A quote in a value is escaped for the shell.
  expect(curlSample({...route('fs-mkdir'), example: {body: {path: "/it's"}, response: null}})).toContain(
    `'{"path":"/it'\\''s"}'`,
  );
});

test('fetch and requests samples are complete programs that check the envelope', () => {
  const js = fetchSample(route('fs-list'));
  expect(js).toContain("method: 'POST'");
  expect(js).toContain('headers: {Authorization: token,');
  expect(js).toContain('if (code !== 200)');
  const py = pythonSample(route('task-delete-some'));
  expect(py).toContain('requests.post(');
  expect(py).toContain('json=[');
  expect(py).toContain('if body["code"] != 200:');
  expect(pythonSample(route('download-d'))).toContain('allow_redirects=False');
  expect(toPython({a: true, b: null, c: [1, 'x']})).toBe(
    '{\n    "a": True,\n    "b": None,\n    "c": [\n        1,\n        "x",\n    ],\n}',
  );
});

test('every route yields samples without placeholders left unfilled', () => {
  for (const r of API_ROUTES) {
    for (const sample of [curlSample(r), fetchSample(r), pythonSample(r)]) {
      expect(sample).not.toMatch(/\{(type|path)\}/);
      expect(sample).not.toContain('undefined');
    }
  }
});

test('flattenSchema lists nested fields once, without looping on recursive shapes', () => {
  const rows = flattenSchema({ref: 'ArchiveContent'});
  expect(rows.map((r) => r.path)).toContain('children');
  expect(rows.filter((r) => r.path.startsWith('children[].children')).length).toBe(0);
  const list = route('fs-list');
  const listRows = list.response.kind === 'envelope' ? flattenSchema(list.response.data) : [];
  expect(listRows.map((r) => r.path)).toEqual(
    expect.arrayContaining(['content', 'content[].name', 'total', 'provider']),
  );
  expect(listRows.find((r) => r.path === 'content')?.nullable).toBe(true);
  const get = route('fs-get');
  const getRows = get.response.kind === 'envelope' ? flattenSchema(get.response.data) : [];
  expect(getRows.map((r) => r.path)).toEqual(expect.arrayContaining(['name', 'sign', 'raw_url', 'related[].name']));
  expect(typeLabel({type: 'array', items: {ref: 'TaskInfo'}})).toBe('TaskInfo[]');
  expect(typeLabel({type: 'object', additionalProperties: {type: 'string'}})).toBe('map<string, string>');
});

test('routeSize counts the rows, error codes and code lines that make a route tall', () => {
  const list = route('fs-list');
  const size = routeSize(list);
  const bodyRows = list.body && 'params' in list.body ? list.body.params.length : 0;
  expect(list.response.kind).toBe('envelope');
  if (list.response.kind !== 'envelope') return;
  expect(size.rows).toBe(bodyRows + flattenSchema(list.response.data, {expandRefs: false}).length);
  expect(size.errors).toBe(routeErrors(list).length);
  expect(size.lines).toBe(
    curlSample(list).split('\n').length + JSON.stringify(list.example.response, null, 2).split('\n').length,
  );
  // A reply that is not the JSON envelope has no reply rows; its text counts by its lines.
  const d = route('download-d');
  expect(d.response.kind).toBe('raw');
  expect(routeSize(d).rows).toBe((d.pathParams?.length ?? 0) + (d.query?.length ?? 0) + (d.headers?.length ?? 0));
  for (const r of API_ROUTES) {
    const {rows, errors, lines} = routeSize(r);
    expect([rows, errors, lines].every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    expect({id: r.id, lines: lines > 1}).toEqual({id: r.id, lines: true});
  }
});
