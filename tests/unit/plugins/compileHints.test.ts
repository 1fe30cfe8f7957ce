/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'fs';
import os from 'os';
import path from 'path';
import {rspack, type Stats} from '@rspack/core';
import {COMPILE_HINT, CompileHintsPlugin, hintedFiles, routeChunkNames} from '@site/src/plugins/compile-hints';

describe('routeChunkNames', () => {
  it('collects every chunk name of Docusaurus’ routesChunkNames.json, nested ones included', () => {
    const names = routeChunkNames({
      '/pricing-26c': {__comp: '4a25d6cc', __context: {plugin: 'a7456010'}, config: '5e9f5e1a'},
      '/guide-abc': {__comp: '5e95c892', __props: '22dd74f7', items: [{content: '0e1a2b3c'}]},
    });
    expect([...names].sort()).toEqual(['0e1a2b3c', '22dd74f7', '4a25d6cc', '5e95c892', '5e9f5e1a', 'a7456010']);
  });
});

describe('hintedFiles', () => {
  const chunk = (...files: string[]): {files: string[]} => ({files});
  const shared = chunk('626.js');
  const compilation = {
    entrypoints: new Map([['main', {chunks: [chunk('runtime~main.js'), chunk('main.js', 'main.css')]}]]),
    namedChunkGroups: new Map([
      ['17896441', {chunks: [shared, chunk('17896441.js')]}],
      ['reactPlayerHls', {chunks: [chunk('reactPlayerHls.js')]}],
    ]),
  };

  it('takes the entry points’ scripts and those of the route groups, with the chunks they share', () => {
    expect([...hintedFiles(compilation, new Set(['17896441', 'gone']))].sort()).toEqual([
      '17896441.js',
      '626.js',
      'main.js',
      'runtime~main.js',
    ]);
  });
});

describe('CompileHintsPlugin in a production build', () => {
  let dir: string;
  let withHints: Record<string, string>;
  let without: Record<string, string>;

  /** Builds the little app below in production mode; its output files by name. */
  async function build(name: string, plugins: CompileHintsPlugin[]): Promise<Record<string, string>> {
    const out = path.join(dir, name);
    const compiler = rspack({
      mode: 'production',
      context: path.join(dir, 'src'),
      entry: {main: './entry.js'},
      output: {path: out, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js'},
      plugins,
    });
    const stats = await new Promise<Stats | undefined>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    expect(stats?.hasErrors()).toBe(false);
    return Object.fromEntries(readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')]));
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(dir, 'src'));
    const write = (file: string, lines: string[]): void => writeFileSync(path.join(dir, 'src', file), lines.join('\n'));
    write('entry.js', [
      'export function start(which) {',
      '  return which',
      '    ? import(/* webpackChunkName: "route-page" */ "./page.js")',
      '    : import("./feature.js");',
      '}',
      'start(location.hash === "#p");',
    ]);
    write('page.js', ['/* a comment */ export default function page(x) { return [x, x * 2]; }']);
    write('feature.js', ['export default function feature(y) { return {y}; }']);
    withHints = await build('with', [new CompileHintsPlugin(() => new Set(['route-page']))]);
    without = await build('without', []);
  }, 60_000);

  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  const file = (files: Record<string, string>, prefix: string): [string, string] => {
    const found = Object.entries(files).find(([name]) => name.startsWith(`${prefix}.`));
    if (!found) throw new Error(`no ${prefix}.*.js among ${Object.keys(files).join(', ')}`);
    return found;
  };

  it('starts the entry and the route chunk with the hint, which minification kept', () => {
    expect(file(withHints, 'main')[1].startsWith(COMPILE_HINT)).toBe(true);
    const [, page] = file(withHints, 'route-page');
    expect(page.startsWith(COMPILE_HINT)).toBe(true);
    // Minified: the source's comment is gone, the hint is not.
    expect(page).not.toContain('a comment');
  });

  it('leaves a chunk loaded on demand as it was', () => {
    const lazy = Object.entries(withHints).filter(([name]) => !/^(main|route-page)\./.test(name));
    expect(lazy).toHaveLength(1);
    expect(lazy[0]?.[1]).not.toContain('allFunctionsCalledOnLoad');
    expect(without).toHaveProperty([lazy[0]?.[0] ?? ''], lazy[0]?.[1]);
  });

  it('adds the hint before the content hashes, so that a hinted file gets a new name', () => {
    const [hinted, content] = file(withHints, 'route-page');
    const [plain, plainContent] = file(without, 'route-page');
    expect(content).toBe(COMPILE_HINT + plainContent);
    expect(hinted).not.toBe(plain);
  });
});
