import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Writes the client bundler's stats (assets, chunks, modules and their
 * reasons) to `$BUNDLE_STATS_DIR/<locale>.json` after a build, for
 * `npm run analyze` (scripts/analyze.mjs). Loaded only when that variable is
 * set: collecting module-level stats costs build time and memory.
 */
interface StatsLike {
  toJson(options: Record<string, unknown>): unknown;
}
interface CompilerLike {
  hooks: {done: {tap(name: string, callback: (stats: StatsLike) => void): void}};
}

export default function bundleStats(context: LoadContext): Plugin {
  const dir = process.env.BUNDLE_STATS_DIR;
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (!dir || isServer) return {};
      const file = path.resolve(dir, `${context.i18n.currentLocale}.json`);
      return {
        // Rspack's stats do not list the parts of a concatenated module, so
        // the analysis build keeps every module apart (sizes differ a little
        // from a normal build; chunk contents do not).
        optimization: {concatenateModules: false},
        plugins: [
          {
            apply(compiler: CompilerLike) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  assets: true,
                  chunks: true,
                  chunkGroups: true,
                  chunkRelations: true,
                  entrypoints: true,
                  modules: true,
                  modulesSpace: Infinity,
                  reasons: true,
                  ids: true,
                  outputPath: true,
                  publicPath: true,
                });
                fs.mkdirSync(path.dirname(file), {recursive: true});
                fs.writeFileSync(file, JSON.stringify(json));
              });
            },
          },
        ],
      };
    },
  };
}
