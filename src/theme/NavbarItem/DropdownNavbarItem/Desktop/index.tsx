/**
 * Wraps the theme's desktop dropdown so that an open dropdown closes when the
 * route changes (for example after following one of its links with the
 * keyboard), not only on a click outside: the dropdown remounts per pathname,
 * which resets its open state. Nothing else of the theme's component changes.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import DropdownNavbarItemDesktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

export default function DropdownNavbarItemDesktopWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return <DropdownNavbarItemDesktop key={pathname} {...props} />;
}
