#!/usr/bin/env node
// Reads which write operations each registered driver implements, from an
// AList source tree (read as text, never built), and writes
// tests/fixtures/facts/driver-capabilities-<tag>.json.
//
//   node scripts/facts/driver-capabilities.mjs --src <alist tree> --tag v3.45.0 --commit <sha>
//
// A driver "has" an operation when its Go type, or a type it embeds in the same
// package, declares the method of the matching interface in internal/driver
// (MakeDir, Move, Rename, Copy, Remove, Put, PutURL, ArchiveDecompress,
// GetArchiveMeta, Other) and the method's body is more than a bare
// `return …errs.NotImplement` / `errs.NotSupport`. The driver list and Go types
// come from the drivers fact file next to the output.
//
// It also records, per driver folder, what the `model.Link` values its code
// builds carry (`link`): `kinds`, the fields that say where the bytes come
// from (`URL`: a provider address that can be handed out or fetched; `MFile`:
// a file or connection the server opens itself; `RangeReadCloser`: a reader
// AList runs, usually fetching and decoding provider data), and `headers`, the
// request headers set on those links (`*` when the header set is built at run
// time, e.g. copied from the provider's answer).
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce((acc, arg, i, all) => (arg.startsWith('--') ? [...acc, [arg.slice(2), all[i + 1]]] : acc), []),
);
if (!args.src || !args.tag) {
  console.error('usage: driver-capabilities.mjs --src <alist source tree> --tag <v3.x.y> [--commit <sha>]');
  process.exit(2);
}
const facts = JSON.parse(readFileSync(path.join(root, `tests/fixtures/facts/drivers-${args.tag}.json`), 'utf8'));

/** Operation name in the site's data → Go method that implements it. */
const METHODS = {
  mkdir: 'MakeDir',
  move: 'Move',
  rename: 'Rename',
  copy: 'Copy',
  remove: 'Remove',
  upload: 'Put',
  uploadUrl: 'PutURL',
  decompress: 'ArchiveDecompress',
  archive: 'GetArchiveMeta',
  other: 'Other',
};

function packageSource(dir) {
  const full = path.join(args.src, 'drivers', dir);
  return readdirSync(full)
    .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))
    .map((f) => readFileSync(path.join(full, f), 'utf8'))
    .join('\n');
}

/** Body of `func (x *Type) Method(` up to its closing brace at column 0. */
function methodBody(src, type, method) {
  const re = new RegExp(`^func \\(\\w+ \\*?${type}\\) ${method}\\(`, 'm');
  const m = re.exec(src);
  if (!m) return undefined;
  const start = src.indexOf('{\n', m.index);
  const end = src.indexOf('\n}', start);
  return src.slice(start + 1, end);
}

function isStub(body) {
  const lines = body
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('//'));
  return lines.length === 1 && /^return\b.*errs\.(NotImplement|NotSupport)\b/.test(lines[0]);
}

/** Types embedded in `type Type struct {…}`: lines that are only a (pointer to a) type name. */
function embeddedTypes(src, type) {
  const m = new RegExp(`^type ${type} struct \\{([\\s\\S]*?)^\\}`, 'm').exec(src);
  if (!m) return [];
  return m[1]
    .split('\n')
    .map((l) => l.replace(/\/\/.*$/, '').trim())
    .filter((l) => /^\*?[A-Z]\w*$/.test(l))
    .map((l) => l.replace(/^\*/, ''));
}

function has(src, type, method, seen = new Set()) {
  if (seen.has(type)) return false;
  seen.add(type);
  const body = methodBody(src, type, method);
  if (body !== undefined) return !isStub(body);
  return embeddedTypes(src, type).some((t) => has(src, t, method, seen));
}

/** The text from an opening brace at `open` to its matching closing brace (strings and comments are not special). */
function braced(src, open) {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === '{') depth++;
    else if (src[i] === '}' && --depth === 0) return src.slice(open + 1, i);
  }
  return src.slice(open + 1);
}

/** Keys of the top level of a composite literal's body. */
function topLevelKeys(body) {
  const keys = [];
  let depth = 0;
  for (const line of body.split('\n')) {
    // Strings first (a URL holds `//`), then comments.
    const trimmed = line
      .replace(/"(?:[^"\\]|\\.)*"|`[^`]*`/g, '""')
      .replace(/\/\/.*$/, '')
      .trim();
    if (depth === 0) {
      const m = /^(\w+):/.exec(trimmed);
      if (m) keys.push(m[1]);
      else for (const k of trimmed.matchAll(/(?:^|[{,]\s*)(\w+):/g)) keys.push(k[1]);
    }
    for (const c of trimmed) depth += c === '{' || c === '(' ? 1 : c === '}' || c === ')' ? -1 : 0;
  }
  return keys;
}

/** Header names of an `http.Header{"Name": …}` literal body, or `*` when the value is not a literal. */
function headerNames(value) {
  const lit = /^http\.Header\{/.exec(value);
  if (!lit) return ['*'];
  return [...braced(value, lit[0].length - 1).matchAll(/"([\w-]+)"\s*:/g)].map((m) => m[1]);
}

const LINK_KINDS = ['URL', 'MFile', 'RangeReadCloser'];

/** What the `model.Link` values built in a driver folder carry: where the bytes come from, and the headers set. */
function linkFacts(src) {
  const kinds = new Set();
  const headers = new Set();
  const names = new Set();
  for (const m of src.matchAll(/(\w+)\s*:?=\s*&?model\.Link\{/g)) names.add(m[1]);
  for (const m of src.matchAll(/var\s+(\w+)\s+\*?model\.Link\b/g)) names.add(m[1]);
  for (const m of src.matchAll(/model\.Link\{/g)) {
    const body = braced(src, m.index + m[0].length - 1);
    for (const key of topLevelKeys(body)) {
      if (LINK_KINDS.includes(key)) kinds.add(key);
      if (key === 'Header') {
        const value = /(?:^|[\s{,])Header:\s*/.exec(body);
        for (const h of headerNames(body.slice(value.index + value[0].length))) headers.add(h);
      }
    }
  }
  for (const name of names) {
    for (const m of src.matchAll(new RegExp(`\\b${name}\\.(\\w+)\\s*=\\s*`, 'g'))) {
      if (LINK_KINDS.includes(m[1])) kinds.add(m[1]);
      if (m[1] === 'Header') for (const h of headerNames(src.slice(m.index + m[0].length))) headers.add(h);
    }
    for (const m of src.matchAll(new RegExp(`\\b${name}\\.Header\\.(?:Set|Add)\\("([\\w-]+)"`, 'g'))) headers.add(m[1]);
  }
  return {kinds: LINK_KINDS.filter((k) => kinds.has(k)), headers: [...headers].sort()};
}

const drivers = {};
const links = {};
for (const d of facts.directories) {
  const src = packageSource(d.dir);
  links[d.dir] = linkFacts(src);
  for (const driver of d.drivers) {
    drivers[driver.name] = Object.fromEntries(
      Object.entries(METHODS).map(([op, method]) => [op, has(src, driver.go_type, method)]),
    );
  }
}
const out = {
  source: {
    tag: args.tag,
    commit: args.commit ?? facts.source?.commit ?? null,
    extractor: 'scripts/facts/driver-capabilities.mjs',
  },
  methods: METHODS,
  drivers,
  links,
};
const file = path.join(root, `tests/fixtures/facts/driver-capabilities-${args.tag}.json`);
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${path.relative(root, file)}: ${Object.keys(drivers).length} drivers`);
