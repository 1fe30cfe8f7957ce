/**
 * @jest-environment node
 */
import getBundles from 'react-loadable-ssr-addon-v5-slorber/lib/getBundles';
import {registryModules, withModuleOrigins, type ClientManifest} from '@site/src/plugins/route-scripts';

// Two entries in the format of Docusaurus' registry.js (@docusaurus/core/lib/server/codegen/codegenRoutes.js).
const REGISTRY = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "60d7261a": [() => import(/* webpackChunkName: "60d7261a" */ "@site/docs/guide/install/docker.mdx"), "@site/docs/guide/install/docker.mdx", require.resolveWeak("@site/docs/guide/install/docker.mdx")],
  "a7bd4aaa": [() => import(/* webpackChunkName: "a7bd4aaa" */ "@generated/docusaurus-plugin-content-docs/default/p/zh-guide-7fb.json"), "@generated/docusaurus-plugin-content-docs/default/p/zh-guide-7fb.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/zh-guide-7fb.json")],};
`;

const js = (file: string): {js: {file: string; publicPath: string}[]} => ({js: [{file, publicPath: `/${file}`}]});
// The manifest react-loadable-ssr-addon writes under Rspack: chunk groups by chunk name, chunks by id.
const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['4014', '9783', '1889'],
    '17896441': ['4014', '5136', '3219', '106'],
    '60d7261a': ['4014', '4821'],
    a7bd4aaa: ['5575'],
  },
  assets: {
    '4014': {css: [{file: 'assets/css/styles.css', publicPath: '/assets/css/styles.css'}]},
    '9783': js('assets/js/runtime~main.js'),
    '1889': js('assets/js/main.js'),
    '5136': js('assets/js/5136.js'),
    '3219': js('assets/js/3219.js'),
    '106': js('assets/js/17896441.js'),
    '4821': js('assets/js/60d7261a.js'),
    '5575': js('assets/js/a7bd4aaa.js'),
  },
};

// What Docusaurus does with the modules a page rendered (@docusaurus/core/lib/ssg/ssgTemplate.js).
function scriptsOf(manifest: ClientManifest, modules: string[]): string[] {
  const bundles = getBundles(manifest, [...manifest.entrypoints, ...modules]);
  return (bundles.js ?? []).map((bundle) => bundle.file);
}
// The modules Docusaurus records for a page: their paths (@docusaurus/core/lib/client/exports/ComponentCreator.js).
const DOCKER_PAGE = [
  '@generated/docusaurus-plugin-content-docs/default/p/zh-guide-7fb.json',
  '@theme/DocItem',
  '@site/docs/guide/install/docker.mdx',
];

describe('registryModules', () => {
  it('pairs each chunk name of the route registry with the module path Docusaurus records', () => {
    expect([...registryModules(REGISTRY)]).toEqual([
      ['17896441', '@theme/DocItem'],
      ['60d7261a', '@site/docs/guide/install/docker.mdx'],
      ['a7bd4aaa', '@generated/docusaurus-plugin-content-docs/default/p/zh-guide-7fb.json'],
    ]);
  });

  it('finds nothing in a file of another shape', () => {
    expect(registryModules('export default {"a": () => import("x")};').size).toBe(0);
  });
});

describe('withModuleOrigins', () => {
  it('without it, a page names only the entry: the recorded paths match no origin', () => {
    expect(scriptsOf(MANIFEST, DOCKER_PAGE)).toEqual(['assets/js/runtime~main.js', 'assets/js/main.js']);
  });

  it('makes a page name its route’s scripts after the entry, each once, shared chunks included', () => {
    const {manifest, added} = withModuleOrigins(MANIFEST, registryModules(REGISTRY));
    expect(added).toBe(3);
    expect(scriptsOf(manifest, DOCKER_PAGE)).toEqual([
      'assets/js/runtime~main.js',
      'assets/js/main.js',
      'assets/js/a7bd4aaa.js',
      'assets/js/5136.js',
      'assets/js/3219.js',
      'assets/js/17896441.js',
      'assets/js/60d7261a.js',
    ]);
    // The entry's style sheet is the only one: route chunks bring none.
    expect(getBundles(manifest, ['main', ...DOCKER_PAGE]).css).toHaveLength(1);
  });

  it('keeps an origin the manifest already has and skips chunk names it does not know', () => {
    const modules = new Map([
      ['17896441', 'main'],
      ['gone', '@site/docs/gone.mdx'],
    ]);
    const {manifest, added} = withModuleOrigins(MANIFEST, modules);
    expect(added).toBe(0);
    expect(manifest.origins).toEqual(MANIFEST.origins);
  });
});
