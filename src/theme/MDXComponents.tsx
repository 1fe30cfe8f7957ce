// Adds the site's global MDX components, so neither locale's pages need imports.
import MDXComponents from '@theme-original/MDXComponents';
import Catalog from '@site/src/components/Catalog';
import Changelog from '@site/src/components/Changelog';
import ConfigTable from '@site/src/components/ConfigTable';
import ConfigFileExample from '@site/src/components/ConfigFileExample';
import CliFlagsTable from '@site/src/components/CliFlagsTable';
import SettingsTable from '@site/src/components/SettingsTable';
import * as Tools from '@site/src/tools';

export default {
  ...MDXComponents,
  Catalog,
  Changelog,
  ConfigTable,
  ConfigFileExample,
  CliFlagsTable,
  SettingsTable,
  // Token tools (<OneDriveRequest />, <GoogleAlbums />, …) for the /tool/ pages.
  ...Tools,
};
