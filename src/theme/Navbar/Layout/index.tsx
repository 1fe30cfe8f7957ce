/**
 * Ejected from @docusaurus/theme-classic 3.10.2 src/theme/Navbar/Layout.
 * Why: the navbar auto-hides by the site's `navbarAutoHide` option
 * (none | always | mobile, 58 px threshold, 300 ms throttle) instead of the
 * theme's `hideOnScroll` boolean.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import type {Props} from '@theme/Navbar/Layout';
// CUSTOM START
import {THEME_OPTIONS} from '@site/src/data/themeOptions';
import {useNavbarAutoHide} from '@site/src/hooks/useNavbarAutoHide';
import {useCloseOnRouteChange} from '@site/src/hooks/useCloseOnRouteChange';
// CUSTOM END

import styles from './styles.module.css';

function NavbarBackdrop(props: ComponentProps<'div'>) {
  return (
    <div
      role="presentation"
      {...props}
      className={clsx('navbar-sidebar__backdrop', props.className)}
    />
  );
}

export default function NavbarLayout({children}: Props): ReactNode {
  const {
    navbar: {style},
  } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  // CUSTOM START
  const autoHide = THEME_OPTIONS.navbarAutoHide;
  const isNavbarVisible = useNavbarAutoHide(autoHide, mobileSidebar.shown);
  // The full-screen mobile menu closes on any route change, not only on link clicks.
  useCloseOnRouteChange(mobileSidebar.shown, mobileSidebar.toggle);
  // CUSTOM END
  return (
    <nav
      aria-label={translate({
        id: 'theme.NavBar.navAriaLabel',
        message: 'Main',
        description: 'The ARIA label for the main navigation',
      })}
      // CUSTOM START
      data-autohide={autoHide}
      data-hidden={!isNavbarVisible}
      // CUSTOM END
      className={clsx(
        ThemeClassNames.layout.navbar.container,
        'navbar',
        'navbar--fixed-top',
        // CUSTOM START
        autoHide !== 'none' && [
          styles.navbarHideable,
          !isNavbarVisible && styles.navbarHidden,
        ],
        // CUSTOM END
        {
          'navbar--dark': style === 'dark',
          'navbar--primary': style === 'primary',
          'navbar-sidebar--show': mobileSidebar.shown,
        },
      )}>
      {children}
      <NavbarBackdrop onClick={mobileSidebar.toggle} />
      <NavbarMobileSidebar />
    </nav>
  );
}
