// Shows the icon of a category's index page (its front matter `icon`) before
// the category label (src/components/PageIcon). The theme forwards the extra
// props to the category's link.
import type {ReactNode} from 'react';
import DocSidebarItemCategory from '@theme-original/DocSidebarItem/Category';
import type DocSidebarItemCategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';
import {useSidebarIconProps} from '@site/src/components/PageIcon';

type Props = WrapperProps<typeof DocSidebarItemCategoryType>;

export default function DocSidebarItemCategoryWrapper(props: Props): ReactNode {
  const iconProps = useSidebarIconProps(props.item.customProps);
  return <DocSidebarItemCategory {...props} {...iconProps} />;
}
