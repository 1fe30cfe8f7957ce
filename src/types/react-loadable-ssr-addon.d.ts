// The function Docusaurus' page template uses to list a page's scripts from
// the client manifest (@docusaurus/core/lib/ssg/ssgTemplate.js); used by
// tests/unit/plugins/routeScripts.test.ts to check src/plugins/route-scripts.
declare module 'react-loadable-ssr-addon-v5-slorber/lib/getBundles' {
  type Bundle = {readonly file: string; readonly publicPath?: string};
  export default function getBundles(
    manifest: {readonly origins: Record<string, readonly string[]>; readonly assets: Record<string, unknown>},
    modules: readonly string[],
  ): {js?: Bundle[]; css?: Bundle[]};
}
