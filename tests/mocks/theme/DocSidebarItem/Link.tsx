import type {ReactNode} from 'react';
import type {PropSidebarItemLink} from '@docusaurus/plugin-content-docs';

/** Stand-in for the theme's sidebar link: like upstream, extra props go to the link, the label into a span. */
export default function DocSidebarItemLink({
  item,
  activePath: _activePath,
  onItemClick: _onItemClick,
  level: _level,
  index: _index,
  ...props
}: {
  readonly item: PropSidebarItemLink;
  readonly [key: string]: unknown;
}): ReactNode {
  return (
    <li className="menu__list-item">
      <a className="menu__link" href={item.href} {...props}>
        <span>{item.label}</span>
      </a>
    </li>
  );
}
