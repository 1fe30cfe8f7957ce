// The contract the stand-in server keeps: every JSON reply it sends is checked against the response schema the
// site's own OpenAPI document gives for the route (src/lib/content/openapi.ts, built from src/data/api, the same
// document the build writes to /openapi.json). The document itself is first checked as OpenAPI 3.1 by
// @seriousme/openapi-schema-validator; the replies are checked with the Ajv (JSON Schema 2020-12) that validator
// brings. The check is strict: an object the reference describes with `properties` must carry exactly those keys
// (AList's Go structs always send every field; a key the reference does not list, or one it lists and the reply
// lacks, is a mismatch). The envelope (`code`, `message`, `data`) is checked as such, `data` against the route's shape.
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {Validator} from '@seriousme/openapi-schema-validator';
import {ROOT} from './data.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, alias: {'@site': ROOT}});
const {API_GROUPS} = jiti(path.join(ROOT, 'src/data/api/index.ts'));
const {buildOpenApi} = jiti(path.join(ROOT, 'src/lib/content/openapi.ts'));

// The validator's own Ajv 8 (the repository's top-level `ajv` is Ajv 6, for older tools).
const requireFromValidator = createRequire(
  createRequire(import.meta.url).resolve('@seriousme/openapi-schema-validator'),
);
const Ajv2020 = requireFromValidator('ajv/dist/2020').default;
const addFormats = requireFromValidator('ajv-formats').default;

const DOC_ID = 'openapi';

/** Closes every object that lists its properties: all of them required, no others. */
function strict(schema) {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'example' || key === 'examples') continue;
    if (key === '$ref' && typeof value === 'string') out[key] = value.replace(/^#/, `${DOC_ID}#`);
    else if (key === 'properties') out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strict(v)]));
    else out[key] = strict(value);
  }
  if (schema.properties && !('additionalProperties' in schema) && !schema.allOf) {
    out.additionalProperties = false;
    out.required = Object.keys(schema.properties);
  }
  return out;
}

/** An OpenAPI path template as a regular expression (`/api/task/{type}/undone`). */
function pathPattern(template) {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${escaped.replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

/** Loads and checks the document, and returns `check(method, pathname, body)`, which throws on a mismatch. */
export async function loadContract() {
  const doc = buildOpenApi(API_GROUPS, 'en', 'https://alist.nn.ci');
  const result = await new Validator().validate(doc);
  if (!result.valid) throw new Error(`the site's OpenAPI document is not valid: ${JSON.stringify(result.errors)}`);

  const ajv = new Ajv2020({strict: false, allErrors: true, formats: {binary: true}});
  addFormats(ajv);
  ajv.addSchema({$id: DOC_ID, components: strict(doc.components)});

  const routes = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const schema = op.responses?.['200']?.content?.['application/json']?.schema;
      if (!schema) continue;
      const envelope = schema.allOf?.some((s) => s.$ref === '#/components/schemas/Envelope');
      const dataSchema = envelope ? schema.allOf.find((s) => !s.$ref)?.properties?.data : undefined;
      routes.push({
        method: method.toUpperCase(),
        template,
        pattern: pathPattern(template),
        envelope,
        validate: ajv.compile(strict(envelope ? (dataSchema ?? {type: 'null'}) : schema)),
      });
    }
  }

  /** The documented route that answers `method pathname`, or undefined. */
  function route(method, pathname) {
    const candidates = routes.filter((r) => r.pattern.test(pathname));
    return candidates.find((r) => r.method === method) ?? (method === 'GET' ? undefined : candidates[0]);
  }

  function check(method, pathname, body) {
    const r = route(method, pathname);
    if (!r) throw new Error(`${method} ${pathname}: no such route in the API reference`);
    if (!r.envelope) return r;
    const keys = Object.keys(body).sort().join(',');
    if (keys !== 'code,data,message' || body.code !== 200 || body.message !== 'success')
      throw new Error(`${method} ${pathname}: the envelope is not {code: 200, message: "success", data}: ${keys}`);
    if (!r.validate(body.data)) {
      const errors = r.validate.errors.map(
        (e) => `  data${e.instancePath} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
      );
      throw new Error(
        `${method} ${pathname} (${r.template}): the reply does not match the reference:\n${errors.join('\n')}`,
      );
    }
    return r;
  }

  return {doc, route, check};
}
