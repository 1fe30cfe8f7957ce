// Replaces the theme's banner of unreleased or old docs versions with
// nothing: the site has one docs version, for which the theme's banner
// never renders, and its code would be bundled with every doc page.
import type {ReactNode} from 'react';

export default function DocVersionBanner(): ReactNode {
  return null;
}
