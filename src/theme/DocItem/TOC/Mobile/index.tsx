// Renders the mobile table of contents only where DocItem/Content places it
// (after the title and page info), not where the theme's layout puts it.
import type {ReactNode} from 'react';
import TOCMobile from '@theme-original/DocItem/TOC/Mobile';
import type TOCMobileType from '@theme/DocItem/TOC/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {useTocPlaced} from '@site/src/components/TocPlacement';

type Props = WrapperProps<typeof TOCMobileType>;

export default function TOCMobileWrapper(props: Props): ReactNode {
  return useTocPlaced() ? <TOCMobile {...props} /> : null;
}
