/**
 * Ejected from @docusaurus/theme-classic 3.10.2 src/theme/Navbar/Content.
 * Why: the navbar has three areas (start / centre / end) filled from the
 * site's `navbarLayout` option; by default the brand at the start, the links
 * in the centre, and language, repository, colour mode and search at the end.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {
  useThemeConfig,
  ErrorCauseBoundary,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import {
  splitNavbarItems,
  useNavbarMobileSidebar,
} from '@docusaurus/theme-common/internal';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarSearch from '@theme/Navbar/Search';
// CUSTOM START
import {THEME_OPTIONS} from '@site/src/data/themeOptions';
import {
  normalizeNavbarLayout,
  type NavbarArea,
  type NavbarPiece,
} from '@site/src/lib/chrome/navbar';
// CUSTOM END

import styles from './styles.module.css';

function useNavbarItems() {
  // TODO temporary casting until ThemeConfig type is improved
  return useThemeConfig().navbar.items as NavbarItemConfig[];
}

function NavbarItems({items}: {items: NavbarItemConfig[]}): ReactNode {
  return (
    <>
      {items.map((item, i) => (
        <ErrorCauseBoundary
          key={i}
          onError={(error) =>
            new Error(
              `A theme navbar item failed to render.
Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:
${JSON.stringify(item, null, 2)}`,
              {cause: error},
            )
          }>
          <NavbarItem {...item} />
        </ErrorCauseBoundary>
      ))}
    </>
  );
}

// CUSTOM START
const AREA_CLASS: Readonly<Record<NavbarArea, string>> = {
  start: ThemeClassNames.layout.navbar.containerLeft,
  center: 'navbar__center',
  end: ThemeClassNames.layout.navbar.containerRight,
};

export default function NavbarContent(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = useNavbarItems();
  const [leftItems, rightItems] = splitNavbarItems(items);
  const searchBarItem = items.find((item) => item.type === 'search');
  const layout = normalizeNavbarLayout(THEME_OPTIONS.navbarLayout);

  const pieces: Readonly<Record<NavbarPiece, ReactNode>> = {
    brand: <NavbarLogo />,
    links: <NavbarItems items={leftItems} />,
    language: (
      <NavbarItems
        items={rightItems.filter((item) => item.type === 'localeDropdown')}
      />
    ),
    repo: (
      <NavbarItems
        items={rightItems.filter((item) => item.type !== 'localeDropdown')}
      />
    ),
    colorMode: <NavbarColorModeToggle className={styles.colorModeToggle} />,
    search: searchBarItem ? null : (
      <NavbarSearch>
        <SearchBar />
      </NavbarSearch>
    ),
  };

  return (
    <div className="navbar__inner">
      {(['start', 'center', 'end'] as const).map((area) => (
        <div
          key={area}
          data-navbar-area={area}
          className={clsx(
            AREA_CLASS[area],
            'navbar__items',
            styles[area],
            area === 'end' && 'navbar__items--right',
          )}>
          {area === 'start' && !mobileSidebar.disabled && (
            <NavbarMobileSidebarToggle />
          )}
          {layout[area].map((piece) => (
            <React.Fragment key={piece}>{pieces[piece]}</React.Fragment>
          ))}
        </div>
      ))}
    </div>
  );
}
// CUSTOM END
