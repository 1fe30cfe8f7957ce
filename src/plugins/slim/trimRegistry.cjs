/**
 * Rspack loader for the route registry (`.docusaurus/registry.js`) in the
 * browser's bundle: each entry is `[load, module path, weak id]`, and the
 * module path is read only by the server renderer (react-loadable reports it
 * to find a page's chunks). The browser's copy gets `0` in its place: every
 * page's entry script then carries no path of any page's files. The server
 * bundle keeps the paths. See src/plugins/slim.
 */
module.exports = function trimRegistry(source) {
  return source.replace(/\),\s*"(?:[^"\\]|\\.)*",\s*require\.resolveWeak\(/g, '), 0, require.resolveWeak(');
};
