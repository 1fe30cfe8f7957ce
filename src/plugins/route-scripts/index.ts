import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Each page's HTML names the scripts of its route, so that the browser fetches
 * them with the entry (`runtime~main`, `main`) instead of after it.
 *
 * Docusaurus means to do this: while it renders a page it records the route
 * modules the page uses (react-loadable's `Capture`) and looks them up in the
 * client manifest (`client-manifest.json`, written by
 * react-loadable-ssr-addon) to list their scripts in the page's template
 * (`it.scripts`). But it records each module by its path
 * (`@site/docs/guide/install/docker.mdx`) while the manifest, under webpack 5
 * and Rspack, lists chunk groups by chunk name (`60d7261a`), so nothing
 * matches and every page names only the entry. The entry then finds the
 * route's chunks while it runs and adds a `<script>` for each (in its own
 * long task), and they download one round trip later.
 *
 * This plugin adds, after the client build has written the manifest, an
 * `origins` entry for each route module's path with its chunk group's chunks
 * (the route registry, `.docusaurus/registry.js`, pairs the two). The template
 * (src/lib/site/bundleLoader.ts) then loads those chunks after the entry,
 * in order; the entry's chunk loader finds their `<script>` elements by
 * address and waits for them instead of adding its own.
 */

/** `chunk name → module path` of the route registry (`registry.js`: `"name": [() => import(…), "path", …]`). */
export function registryModules(registrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  const entry = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\), "([^"]+)",/gm;
  for (const [, name, modulePath] of registrySource.matchAll(entry)) modules.set(name!, modulePath!);
  return modules;
}

export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, unknown>;
}

/** The manifest with each route module's path as an origin of its chunk group's chunks; counts what it added. */
export function withModuleOrigins(
  manifest: ClientManifest,
  modules: ReadonlyMap<string, string>,
): {manifest: ClientManifest; added: number} {
  const origins = {...manifest.origins};
  let added = 0;
  for (const [name, modulePath] of modules) {
    const chunks = manifest.origins[name];
    if (!chunks || origins[modulePath]) continue;
    origins[modulePath] = chunks;
    added += 1;
  }
  return {manifest: {...manifest, origins}, added};
}

interface CompilerLike {
  hooks: {afterEmit: {tap(name: string, callback: () => void): void}};
}

const NAME = 'route-scripts';

export default function routeScripts(context: LoadContext): Plugin {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(bundler: unknown) {
              // After react-loadable-ssr-addon has written the manifest (in `emit`); the pages are rendered after the build.
              (bundler as CompilerLike).hooks.afterEmit.tap(NAME, () => {
                const modules = registryModules(fs.readFileSync(registryFile, 'utf8'));
                const current = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest;
                const {manifest, added} = withModuleOrigins(current, modules);
                if (added === 0 && modules.size > 0) {
                  throw new Error(
                    `${NAME}: no route module of registry.js is in the client manifest; see src/plugins/route-scripts`,
                  );
                }
                fs.writeFileSync(manifestFile, JSON.stringify(manifest));
              });
            },
          },
        ],
      };
    },
  };
}
