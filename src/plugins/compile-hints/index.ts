import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * V8 compiles a function the first time it is called, on the page's main
 * thread, unless the script asks for all of its functions up front: then they
 * are compiled with the rest of the script on a background thread while it
 * downloads (streaming compilation). Every function of the entry chunk and of a
 * route's chunks runs while the page starts and hydrates, so for those files
 * the main thread only has to run them: in Chromium at 4× CPU slowdown,
 * `main`'s evaluation went from about 350 to 250 ms and hydration from about
 * 170 to 100 ms on /guide/install/docker (PERFORMANCE.md). Browsers without
 * compile hints read the comment as a comment.
 *
 * The libraries that load on demand (Mermaid, ECharts, the video players, the
 * search dialog, Prism…) are not route chunks and keep lazy compilation: most
 * of their functions never run on a given page.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunk names of every route's modules, from Docusaurus'
 * `routesChunkNames.json` (route → `{__comp, content, __context: {plugin}, …}`):
 * each is the `webpackChunkName` of one entry of the route registry.
 */
export function routeChunkNames(routesChunkNames: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') names.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  Object.values(routesChunkNames as Record<string, unknown>).forEach(visit);
  return names;
}

/** The parts of Rspack's compilation the plugin reads (its chunk groups and their files). */
interface ChunkLike {
  readonly files: Iterable<string>;
}
interface ChunkGroupLike {
  readonly chunks: readonly ChunkLike[];
}
export interface CompilationLike {
  readonly entrypoints: ReadonlyMap<string, ChunkGroupLike>;
  readonly namedChunkGroups: {get(name: string): ChunkGroupLike | undefined};
}

/** The JavaScript files of the entry points and of the routes' chunk groups (with the chunks they share). */
export function hintedFiles(compilation: CompilationLike, routeChunks: ReadonlySet<string>): Set<string> {
  const groups = [...compilation.entrypoints.values()];
  for (const name of routeChunks) {
    const group = compilation.namedChunkGroups.get(name);
    if (group) groups.push(group);
  }
  const files = new Set<string>();
  for (const group of groups) {
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}

interface SourcesLike {
  ConcatSource: new (...parts: unknown[]) => unknown;
}
interface CompilerLike {
  webpack: {Compilation: {PROCESS_ASSETS_STAGE_DEV_TOOLING: number}; sources: SourcesLike};
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: RspackCompilation) => void): void}};
}
interface RspackCompilation extends CompilationLike {
  hooks: {processAssets: {tap(options: {name: string; stage: number}, callback: () => void): void}};
  updateAsset(file: string, update: (source: unknown) => unknown): void;
}

const NAME = 'compile-hints';

/**
 * The Rspack plugin: puts `COMPILE_HINT` at the top of the entry points' and
 * the routes' scripts. `routeChunks` is read when the assets are processed,
 * after Docusaurus has written the route registry.
 */
export class CompileHintsPlugin {
  constructor(private readonly routeChunks: () => ReadonlySet<string>) {}

  // Rspack's compiler, typed here by the parts the plugin uses.
  apply(bundler: unknown): void {
    const compiler = bundler as CompilerLike;
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minification (which would drop the comment) and before the real
      // content hashes, so that file names follow the content.
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING}, () => {
        for (const file of hintedFiles(compilation, this.routeChunks())) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

export default function compileHints(context: LoadContext): Plugin {
  const chunkNamesFile = path.join(context.generatedFilesDir, 'routesChunkNames.json');
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      // The live preview compiles lazily as before: its bundles are large and unminified.
      if (isServer || config.mode !== 'production') return {};
      const routeChunks = (): Set<string> => routeChunkNames(JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8')));
      return {plugins: [new CompileHintsPlugin(routeChunks)]};
    },
  };
}
