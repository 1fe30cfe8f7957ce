/**
 * The OpenAPI document built from the reference data: valid OpenAPI 3.1 per
 * @seriousme/openapi-schema-validator (the OAI's JSON schemas, with checks of
 * references), in both languages, and complete.
 *
 * The validator is an ES module that reads its schemas through
 * `import.meta.url`, which Jest's CommonJS runtime cannot load, so it runs in
 * a child Node process on the generated file.
 * @jest-environment node
 */
import {execFileSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {API_GROUPS, API_ROUTES} from '@site/src/data/api';
import {buildOpenApi, toJsonSchema, type DocLocale} from '@site/src/lib/content/openapi';

interface ValidationResult {
  readonly valid: boolean;
  readonly errors?: unknown;
  readonly version?: string;
}

const VALIDATE = `
import {readFileSync} from 'node:fs';
import {Validator} from '@seriousme/openapi-schema-validator';
const validator = new Validator();
const doc = JSON.parse(readFileSync(process.argv[1], 'utf8'));
const res = await validator.validate(doc);
process.stdout.write(JSON.stringify({valid: res.valid, errors: res.errors, version: validator.version}));
`;

function validate(doc: unknown): ValidationResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const file = path.join(dir, 'openapi.json');
  try {
    fs.writeFileSync(file, JSON.stringify(doc));
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', VALIDATE, file], {
      cwd: path.resolve(__dirname, '../../../..'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    return JSON.parse(out) as ValidationResult;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, {operationId: string; security?: unknown; responses: Record<string, unknown>}>>;
  components: {schemas: Record<string, unknown>; securitySchemes: Record<string, unknown>};
};

describe.each<DocLocale>(['en', 'zh'])('OpenAPI document (%s)', (locale) => {
  const doc = buildOpenApi(API_GROUPS, locale, 'https://alist.nn.ci') as unknown as Doc;

  test('is valid OpenAPI 3.1', () => {
    const result = validate(doc);
    expect(result.errors ?? null).toBeNull();
    expect(result).toMatchObject({valid: true, version: '3.1'});
  }, 60_000);

  test('has one operation per documented route and method, with unique ids', () => {
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const expected = API_ROUTES.reduce((n, r) => n + (r.alsoHead ? 2 : 1), 0);
    expect(ops).toHaveLength(expected);
    const ids = ops.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('describes the envelope and the token once and reuses them', () => {
    expect(doc.components.schemas.Envelope).toBeDefined();
    expect(doc.components.securitySchemes.token).toMatchObject({type: 'apiKey', in: 'header', name: 'Authorization'});
    const list = doc.paths['/api/fs/list']?.post;
    expect(list?.security).toEqual([{token: []}, {}]);
    expect(JSON.stringify(list?.responses)).toContain('#/components/schemas/Envelope');
    expect(doc.paths['/api/admin/user/list']?.get?.security).toEqual([{token: []}]);
    expect(doc.paths['/api/public/settings']?.get?.security).toBeUndefined();
  });

  test('headers the HTTP client sets from the body are no parameters (no required Content-Length on uploads)', () => {
    const put = doc.paths['/api/fs/put']?.put as unknown as {parameters: {name: string; required: boolean}[]};
    const names = put.parameters.map((p) => p.name.toLowerCase());
    expect(names).toContain('file-path');
    expect(names).not.toContain('content-length');
    const all = Object.values(doc.paths)
      .flatMap((item) => Object.values(item) as unknown as {parameters?: {name: string; in: string}[]}[])
      .flatMap((op) => op.parameters ?? []);
    expect(all.filter((p) => p.in === 'header' && p.name.toLowerCase() === 'content-length')).toEqual([]);
  });

  test('templated paths declare their parameters', () => {
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/task/{type}/undone', '/d/{path}']));
  });
});

test('nullable shapes become JSON Schema type unions', () => {
  expect(toJsonSchema({type: 'string', format: 'date-time', nullable: true}, 'en')).toEqual({
    type: ['string', 'null'],
    format: 'date-time',
  });
  expect(toJsonSchema({ref: 'Obj', nullable: true}, 'en')).toEqual({
    anyOf: [{$ref: '#/components/schemas/Obj'}, {type: 'null'}],
  });
});

test('the validator rejects a broken document, so the check can fail', () => {
  const result = validate({openapi: '3.1.0', info: {title: 'x'}, paths: {'/a': {get: {responses: 'nope'}}}});
  expect(result.valid).toBe(false);
}, 60_000);
