/**
 * Rspack loader for `.docusaurus/globalData.json`, which every page's entry
 * bundle carries (server and browser alike, so both render the same): the
 * docs plugin's list of every doc of a version (`{id, path, sidebar}`) goes.
 * The theme reads it only to find "the active doc" for the docs navbar items
 * (`type: 'doc'`, `'docSidebar'`, the versions dropdown), which this site's
 * navbar does not use (plain links, docusaurus.config.ts); with an empty
 * list that lookup finds no doc. The list grows with every page. See
 * src/plugins/slim; tests/unit/plugins/slim.test.ts checks the navbar.
 */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

module.exports = function trimGlobalData(source) {
  const data = JSON.parse(source);
  for (const instance of Object.values(data[DOCS_PLUGIN] || {})) {
    for (const version of (instance && instance.versions) || []) {
      if (Array.isArray(version.docs)) version.docs = [];
    }
  }
  return JSON.stringify(data);
};
