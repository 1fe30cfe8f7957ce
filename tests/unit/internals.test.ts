/**
 * @jest-environment node
 */
import {execFileSync} from 'child_process';
import {readFileSync, statSync} from 'fs';
import path from 'path';
import ts from 'typescript';
import {INTERNALS, type Internal, type InternalCheck} from '@site/src/internals';
import {listFiles} from '@site/src/lib/site/files';
import {registryModules} from '@site/src/plugins/route-scripts';
import {withBundleLoader} from '@site/src/lib/site/bundleLoader';

/**
 * The internals contract (src/internals.ts): every private path, generated-file
 * shape, template, swapped module and runtime patch the site relies on still
 * resolves against the installed packages. A failure names the entry and its
 * fix; no build is needed.
 */

const SITE = path.resolve(__dirname, '../..');

/**
 * Resolves modules as Node does from the site (or from the package `from`),
 * all at once in one child process: jest's resolver would apply the unit
 * tests' module mocks. A package whose `exports` hide its `lib/` files is
 * looked up in node_modules. Unresolvable: undefined.
 */
const RESOLVER = `
const fs = require('fs'), path = require('path');
const packageDir = (name, from) => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return undefined;
  }
};
const out = JSON.parse(fs.readFileSync(0, 'utf8')).map(([m, f]) => {
  const base = f ? packageDir(f, process.cwd()) : process.cwd();
  if (!base) return '';
  try { return require.resolve(m, {paths: [base]}); } catch {}
  const parts = m.split('/');
  const name = m.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const dir = packageDir(name, base);
  if (!dir) return '';
  const rest = path.join(dir, m.slice(name.length));
  for (const ext of ['.js', '/index.js', '']) {
    if (fs.existsSync(rest + ext) && fs.statSync(rest + ext).isFile()) return rest + ext;
  }
  return '';
});
process.stdout.write(JSON.stringify(out));
`;
const resolved = new Map<string, string | undefined>();
const keyOf = (module: string, from?: string): string => `${from ?? ''}\n${module}`;
function resolveAll(requests: readonly (readonly [string, string | undefined])[]): void {
  const missing = requests.filter(([module, from]) => !resolved.has(keyOf(module, from)));
  if (missing.length === 0) return;
  const out = JSON.parse(
    execFileSync(process.execPath, ['-e', RESOLVER], {cwd: SITE, encoding: 'utf8', input: JSON.stringify(missing)}),
  ) as string[];
  missing.forEach(([module, from], index) => resolved.set(keyOf(module, from), out[index] || undefined));
}
function resolveModule(module: string, from?: string): string | undefined {
  resolveAll([[module, from]]);
  return resolved.get(keyOf(module, from));
}

/** The names a module file exports: ES exports (following `export * from './x'`) and CommonJS `exports.x`. */
export function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, name] of source.matchAll(/\bexports\.([A-Za-z_$][\w$]*)\s*=/g)) names.add(name!);
  for (const [, name] of source.matchAll(/\bexports\["([^"]+)"\]\s*=/g)) names.add(name!);
  if (/\bmodule\.exports\s*=/.test(source)) names.add('default');
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  for (const statement of sourceFile.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const exported = modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault = modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    if (ts.isExportAssignment(statement)) names.add('default');
    else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) for (const element of clause.elements) names.add(element.name.text);
      else if (!clause && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const specifier = statement.moduleSpecifier.text;
        const target = ['.js', '/index.js', '']
          .map((ext) => path.resolve(path.dirname(file), specifier + ext))
          .find(isFile);
        if (!target) throw new Error(`${file}: cannot follow export * from '${specifier}'`);
        for (const name of exportedNames(target, seen)) if (name !== 'default') names.add(name);
      }
    } else if (exported && isDefault) names.add('default');
    else if (exported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (
      exported &&
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** What is wrong with one check, or undefined when it holds. */
function problemOf(check: InternalCheck): string | undefined {
  const file = resolveModule(check.module, check.from);
  if (!file) return `${check.module} no longer resolves`;
  if (check.kind === 'exports') {
    const names = exportedNames(file);
    const missing = check.names.filter((name) => !names.has(name));
    return missing.length > 0 ? `${check.module} no longer exports ${missing.join(', ')}` : undefined;
  }
  if (check.kind === 'matches') {
    return check.pattern.test(readFileSync(file, 'utf8'))
      ? undefined
      : `${check.module} no longer has ${check.what} (${String(check.pattern)})`;
  }
  return undefined;
}

const failure = (entry: Internal, problem: string): string =>
  `internal "${entry.id}" (${entry.kind}, used by ${entry.usedBy.join(', ')}): ${problem}.\nFix: ${entry.fix}`;

const byId = (id: string): Internal => {
  const entry = INTERNALS.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`src/internals.ts has no entry "${id}"`);
  return entry;
};

/** Fails with the entry's part and fix when `problem` is set. */
function expectNoProblem(entry: Internal, problem: string | undefined): void {
  if (problem) throw new Error(failure(entry, problem));
}

beforeAll(() => {
  resolveAll(INTERNALS.flatMap((entry) => entry.checks.map((check) => [check.module, check.from] as const)));
});

describe('the internals list', () => {
  it('names each entry once and says why, what it saves and the fix', () => {
    const ids = INTERNALS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of INTERNALS) {
      expect([entry.id, entry.why.length > 20, entry.saves.length > 10, entry.fix.length > 10]).toEqual([
        entry.id,
        true,
        true,
        true,
      ]);
      expect([entry.id, entry.checks.length > 0]).toEqual([entry.id, true]);
      for (const user of entry.usedBy) {
        const file = user.split(' ')[0]!;
        expect([entry.id, file, existsRelative(file)]).toEqual([entry.id, file, true]);
      }
    }
  });
});

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function existsRelative(file: string): boolean {
  try {
    readFileSync(path.join(SITE, file));
    return true;
  } catch {
    return false;
  }
}

describe.each(INTERNALS.map((entry) => [entry.id, entry] as const))('internal %s', (_id, entry) => {
  it.each(entry.checks.map((check, index) => [index, check] as const))('check %i holds', (_index, check) => {
    expectNoProblem(entry, problemOf(check));
  });
});

describe('what the site does with the internals, run against the installed files', () => {
  it("the page template: the site's loader replaces the head's scripts", () => {
    const entry = byId('ssg-template');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const template = (require(resolveModule(entry.checks[0]!.module)!) as {default: string}).default;
    let result = '';
    try {
      result = withBundleLoader(template);
    } catch (error) {
      expectNoProblem(entry, String(error));
    }
    expect(result).not.toMatch(/<script src="<%= it\.baseUrl %><%= script %>" defer>/);
    expect(result).toMatch(/data-scripts=[\s\S]*<\/body>/);
  });

  it('the route registry: registryModules reads the line Docusaurus generates', () => {
    const entry = byId('route-scripts');
    // Docusaurus' own generator, on a route of the site's shape.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const codegen = require(resolveModule('@docusaurus/core/lib/server/codegen/codegenRoutes')!) as {
      generateRoutesCode: (routes: unknown[]) => {registry: Record<string, string>};
    };
    const {registry} = codegen.generateRoutesCode([
      {path: '/guide/', component: '@theme/DocRoot', exact: false, modules: {content: '@site/docs/guide/a.mdx'}},
    ]);
    expect(Object.keys(registry).length).toBeGreaterThan(0);
    // The file as genRegistry writes it: its template line, read from the installed source.
    const source = readFileSync(resolveModule('@docusaurus/core/lib/server/codegen/codegenRoutes')!, 'utf8');
    const line = /`(\s*"\$\{chunkName\}": [^`]*)`/.exec(source)?.[1];
    if (!line) expectNoProblem(entry, "the registry's line is no longer a template literal of codegenRoutes");
    const text = `export default {\n${Object.entries(registry)
      .map(([chunkName, modulePath]) =>
        line!.replaceAll('${chunkName}', chunkName).replaceAll('${modulePath}', modulePath),
      )
      .join('\n')}};\n`;
    const modules = registryModules(text);
    if (modules.size !== Object.keys(registry).length) {
      expectNoProblem(
        entry,
        `registryModules read ${modules.size} of ${Object.keys(registry).length} registry entries`,
      );
    }
    expect([...modules.values()]).toEqual(Object.values(registry));
  });
});

/** Import specifiers that reach into a package's private files. */
const PRIVATE_IMPORT = /^(@docusaurus\/[^/]+\/(lib|internal|src)\b|@docusaurus\/[^/]+\/internal$|[^.][^'"]*\/dist\/)/;
/** Search (the local index, the dialog) is being replaced; its private imports are listed by its owner. */
const SEARCH_OWNED = /^src\/(plugins\/search|components\/SiteSearch|lib\/search|theme\/SearchBar)\//;

function importsOf(file: string): {specifier: string; names: string[]}[] {
  const source = readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const found: {specifier: string; names: string[]}[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const names: string[] = [];
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) names.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
          }
        }
      }
      found.push({specifier: node.moduleSpecifier.text, names});
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0]!) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      found.push({specifier: (node.arguments[0] as ts.StringLiteral).text, names: []});
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const isCode = (name: string): boolean => /\.(tsx?|jsx?|cjs|mjs)$/.test(name) && !name.endsWith('.d.ts');
const SOURCES = [
  ...listFiles(path.join(SITE, 'src'), isCode).map((file) => path.join(SITE, 'src', file)),
  path.join(SITE, 'docusaurus.config.ts'),
  path.join(SITE, 'sidebars.ts'),
];

describe('private imports in the site’s code', () => {
  const listed = INTERNALS.flatMap((entry) => entry.checks.map((check) => [check.module, entry] as const));

  it.each(
    SOURCES.flatMap((file) =>
      importsOf(file)
        .filter(({specifier}) => PRIVATE_IMPORT.test(specifier) && !SEARCH_OWNED.test(path.relative(SITE, file)))
        .map(({specifier, names}) => [path.relative(SITE, file), specifier, names] as const),
    ),
  )('%s: %s is listed and exports what the file imports', (file, specifier, names) => {
    const entry = listed.find(([module]) => module === specifier)?.[1];
    if (!entry) {
      throw new Error(
        `${file} imports the private module ${specifier}, which src/internals.ts does not list: add an entry (why, what it saves, the fix) or use a public export.`,
      );
    }
    const target = resolveModule(specifier);
    if (!target) expectNoProblem(entry, `${specifier} (imported by ${file}) no longer resolves`);
    const exported = exportedNames(target!);
    const missing = names.filter((name) => !exported.has(name));
    if (missing.length > 0) {
      expectNoProblem(entry, `${specifier} no longer exports ${missing.join(', ')} (imported by ${file})`);
    }
  });
});

describe('src/lib is framework-free', () => {
  const FRAMEWORK = /^(react|react-dom)(\/|$)|^@docusaurus\/|^@theme(-original)?\/|^@generated\//;
  it.each(
    SOURCES.filter((file) => file.startsWith(path.join(SITE, 'src/lib') + path.sep)).map((file) => [
      path.relative(SITE, file),
      file,
    ]),
  )('%s imports no React and no Docusaurus module', (_name, file) => {
    const framework = importsOf(file)
      .map(({specifier}) => specifier)
      .filter((specifier) => FRAMEWORK.test(specifier));
    expect(framework).toEqual([]);
  });
});
