// Replaces the theme's docs version badge with nothing: the site has one docs
// version and no badge for it (the theme would render nothing either), and
// its code would be bundled with every doc page.
import type {ReactNode} from 'react';

export default function DocVersionBadge(): ReactNode {
  return null;
}
