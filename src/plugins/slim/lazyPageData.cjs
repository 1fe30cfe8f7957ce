/**
 * Rspack loader, browser bundle only, for a reference data file (a driver's,
 * an HTTP API group's) imported by an MDX page: the page gets a handle
 * (src/lib/site/lazyData.ts) that loads the file's data on demand, in place of
 * the data. The components the page passes it to are islands
 * (`dataIsland`, src/components/Island): the page first loaded shows their
 * server HTML, and their code and this data load when the reader reaches
 * them. The handle imports the file again with `?page-data`, which this
 * loader's rule leaves alone. See src/plugins/slim.
 */
const path = require('path');

const QUERY = 'page-data';

module.exports = function lazyPageData() {
  const file = `./${path.basename(this.resourcePath)}?${QUERY}`;
  return [
    "import {lazyData} from '@site/src/lib/site/lazyData';",
    `export default lazyData(() => import(${JSON.stringify(file)}));`,
    '',
  ].join('\n');
};
module.exports.QUERY = QUERY;
