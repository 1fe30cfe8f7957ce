// Adds the site's global MDX components, so neither locale's pages need imports
// for them. Only small components used across many pages belong here: whatever
// is registered is bundled with every doc page. Components of a few pages (the
// changelog, the configuration reference tables, the token tools of src/tools)
// are imported by those pages.
import MDXComponents from '@theme-original/MDXComponents';
import Catalog from '@site/src/components/Catalog';
import Badge from '@site/src/components/Badge';
import Card from '@site/src/components/Card';

export default {
  ...MDXComponents,
  Catalog,
  // The earlier site's inline badge and link card (a few hundred bytes together).
  Badge,
  Card,
};
