/**
 * Rspack loader for the site config the browser bundle carries
 * (`.docusaurus/docusaurus.config.mjs`, in every page's entry chunk): drops
 * the keys only the build reads. Today that is `ssrTemplate`, the page
 * template of src/lib/site/bundleLoader.ts (1.3 KB in every page's
 * JavaScript otherwise). See src/plugins/slim.
 */
const BUILD_ONLY = ['ssrTemplate'];
const PREFIX = 'export default ';

module.exports = function trimSiteConfig(source) {
  const start = source.indexOf(PREFIX);
  if (start < 0) return source;
  const body = source
    .slice(start + PREFIX.length)
    .trim()
    .replace(/;$/, '');
  const config = JSON.parse(body);
  for (const key of BUILD_ONLY) delete config[key];
  return `${source.slice(0, start)}${PREFIX}${JSON.stringify(config, null, 2)};\n`;
};
