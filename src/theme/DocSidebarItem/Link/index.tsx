// Shows the page's front-matter icon before the label of its sidebar link
// (src/components/PageIcon). The theme forwards the extra props to the link.
import type {ReactNode} from 'react';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type DocSidebarItemLinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {useSidebarIconProps} from '@site/src/components/PageIcon';

type Props = WrapperProps<typeof DocSidebarItemLinkType>;

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const iconProps = useSidebarIconProps(props.item.customProps);
  return <DocSidebarItemLink {...props} {...iconProps} />;
}
