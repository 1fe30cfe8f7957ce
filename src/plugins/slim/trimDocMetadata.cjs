/**
 * Rspack loader for a doc's metadata
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/site-….json`), which the
 * page's MDX module re-exports as `metadata`, in the browser bundle only:
 *
 * - `frontMatter` keeps only `draft` and `unlisted`, the two fields the
 *   theme's content-visibility banners read from the metadata; everything
 *   else reads the front matter the MDX module exports itself (`useDoc()`), so
 *   the metadata's copy was the page's front matter a second time: on a
 *   section index with `<Catalog />`, the descriptions of every page it lists
 *   (src/plugins/page-data/frontMatterData.ts);
 * - `source`, `sourceDirName` and `slug` go: only the build reads them.
 *
 * See src/plugins/slim.
 */
const KEEP_FRONT_MATTER = ['draft', 'unlisted'];
const BUILD_ONLY = ['source', 'sourceDirName', 'slug'];

module.exports = function trimDocMetadata(source) {
  const metadata = JSON.parse(source);
  if (!metadata || typeof metadata !== 'object') return source;
  if (metadata.frontMatter && typeof metadata.frontMatter === 'object') {
    const kept = {};
    for (const key of KEEP_FRONT_MATTER) if (key in metadata.frontMatter) kept[key] = metadata.frontMatter[key];
    metadata.frontMatter = kept;
  }
  for (const key of BUILD_ONLY) delete metadata[key];
  return JSON.stringify(metadata);
};
