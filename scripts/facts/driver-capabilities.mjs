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

const drivers = {};
for (const d of facts.directories) {
  const src = packageSource(d.dir);
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
};
const file = path.join(root, `tests/fixtures/facts/driver-capabilities-${args.tag}.json`);
writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
console.log(`wrote ${path.relative(root, file)}: ${Object.keys(drivers).length} drivers`);
