// Replaces the search bar of whichever search theme is active (local index
// or Algolia) with the site's one dialog for both; see src/theme/README.md.
import type {ReactNode} from 'react';
import SiteSearch from '@site/src/components/SiteSearch';

export default function SearchBar(): ReactNode {
  return <SiteSearch />;
}
