/**
 * Ejected from @docusaurus/theme-classic 3.10.2 src/theme/NavbarItem/ComponentTypes.
 * Why: the theme's map bundles every navbar item type with every page,
 * including the doc and docs-version items this site's navbar does not use
 * (one docs version, links by path). Only the types of docusaurus.config.ts
 * remain; add a type back here before using it in the navbar.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  // CUSTOM START: doc, docSidebar, docsVersion and docsVersionDropdown left out (see the header).
  // CUSTOM END
} as unknown as ComponentTypesObject;

export default ComponentTypes;
