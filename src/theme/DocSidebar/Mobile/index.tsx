/**
 * Ejected from @docusaurus/theme-classic 3.10.2 src/theme/DocSidebar/Mobile.
 * Why:
 * - the API-server selector sits above the sidebar in the mobile menu on
 *   driver pages;
 * - the menu filler gets one prop instead of the sidebar's props.
 *   `NavbarSecondaryMenuFiller` memoizes its props by sorting their names
 *   with `localeCompare`, and the first `localeCompare` of a page loads the
 *   browser's collation data: 50–70 ms at Lighthouse's CPU slowdown, on every
 *   doc page, while it hydrates. One name needs no comparison.
 */
import React from 'react';
import clsx from 'clsx';
import {
  NavbarSecondaryMenuFiller,
  type NavbarSecondaryMenuComponent,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';
// CUSTOM START
import {useMemo} from 'react';
import ApiServerSelector from '@site/src/components/ApiServer/SidebarSelector';
import {isDriverPage} from '@site/src/lib/site/pageKind';

/** The filler's only prop: see the file's header. */
interface MenuProps {
  readonly menu: Pick<Props, 'sidebar' | 'path'>;
}
// CUSTOM END

const DocSidebarMobileSecondaryMenu: NavbarSecondaryMenuComponent<MenuProps> = ({
  // CUSTOM START
  menu: {sidebar, path},
  // CUSTOM END
}) => {
  const mobileSidebar = useNavbarMobileSidebar();
  // CUSTOM START
  const menuList = (
  // CUSTOM END
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // Mobile sidebar should only be closed if the category has a link
          if (item.type === 'category' && item.href) {
            mobileSidebar.toggle();
          }
          if (item.type === 'link') {
            mobileSidebar.toggle();
          }
        }}
        level={1}
      />
    </ul>
  );
  // CUSTOM START
  return isDriverPage(path) ? (
    <>
      <ApiServerSelector className="margin-horiz--sm margin-bottom--sm" />
      {menuList}
    </>
  ) : (
    menuList
  );
  // CUSTOM END
};

function DocSidebarMobile(props: Props) {
  // CUSTOM START
  const {sidebar, path} = props;
  const menu = useMemo(() => ({sidebar, path}), [sidebar, path]);
  return (
    <NavbarSecondaryMenuFiller
      component={DocSidebarMobileSecondaryMenu}
      props={{menu}}
    />
  );
  // CUSTOM END
}

export default React.memo(DocSidebarMobile);
