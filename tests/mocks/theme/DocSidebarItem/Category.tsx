import type {ReactNode} from 'react';
import type {PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';

/** Stand-in for the theme's sidebar category: like upstream, extra props go to the category's link. */
export default function DocSidebarItemCategory({
  item,
  activePath: _activePath,
  onItemClick: _onItemClick,
  level: _level,
  index: _index,
  ...props
}: {
  readonly item: PropSidebarItemCategory;
  readonly [key: string]: unknown;
}): ReactNode {
  return (
    <li className="menu__list-item">
      <div className="menu__list-item-collapsible">
        <a className="menu__link menu__link--sublist" href={item.href} {...props}>
          <span>{item.label}</span>
        </a>
      </div>
    </li>
  );
}
