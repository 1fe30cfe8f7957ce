/**
 * Rspack loader for the docs plugin's version props
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/<version>.json`), which
 * every doc page loads. Keeps the sidebars, but:
 *
 * - drops the `docs` table (id → title, description, sidebar), read only by
 *   `useDocById` for the theme's doc cards (the site's `<Catalog />` reads the
 *   index page's front matter instead); the table is most of the file, 9.4 KiB
 *   gzip on every English doc page and 10.9 on a Chinese one, and grows with
 *   every page. The slim plugin applies this loader only while no file of the
 *   site uses doc cards (`docCardUsers` in ./index.ts, which says so in the
 *   build's output);
 * - drops the sidebar items' `unlisted: false` (an absent `unlisted` is the
 *   same to the theme).
 *
 * See src/plugins/slim.
 */
function trimItems(items) {
  if (!Array.isArray(items)) return;
  for (const item of items) {
    if (item && item.unlisted === false) delete item.unlisted;
    if (item && item.items) trimItems(item.items);
  }
}

module.exports = function trimVersionProps(source) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (version && version.docs && typeof version.docs === 'object') version.docs = {};
  if (version && version.docsSidebars) Object.values(version.docsSidebars).forEach(trimItems);
  return JSON.stringify(data);
};
