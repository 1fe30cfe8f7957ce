/**
 * Rspack loader for the docs plugin's version props
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/<version>.json`), which
 * every doc page loads: keeps each doc's id and title but drops its
 * description, read only by `useDocById` for doc cards (this site's
 * `<Catalog />` gets its descriptions from the index page's front matter,
 * see src/lib/catalogDescriptions.ts). Descriptions are most of the file and
 * grow with every page. See src/plugins/slim.
 */
module.exports = function trimVersionProps(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (docs && typeof docs === 'object') {
    for (const [id, doc] of Object.entries(docs)) {
      docs[id] = {id: doc.id, title: doc.title, ...(doc.sidebar ? {sidebar: doc.sidebar} : {})};
    }
  }
  return JSON.stringify(data);
};
