// Adds the site's global MDX components, so neither locale's pages need imports.
import MDXComponents from '@theme-original/MDXComponents';
import Catalog from '@site/src/components/Catalog';
import Changelog from '@site/src/components/Changelog';
import * as Tools from '@site/src/tools';

export default {
  ...MDXComponents,
  Catalog,
  Changelog,
  // Token tools (<OneDriveRequest />, <GoogleAlbums />, …) for the /tool/ pages.
  ...Tools,
};
