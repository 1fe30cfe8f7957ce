// Adds the site's global MDX components, so neither locale's pages need imports.
import MDXComponents from '@theme-original/MDXComponents';
import Catalog from '@site/src/components/Catalog';

export default {
  ...MDXComponents,
  Catalog,
};
