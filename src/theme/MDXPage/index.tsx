// Wrapper (unsafe component, swizzled with --danger): an MDX page whose front
// matter sets `home: true` or `portfolio: true` renders as the home page
// (src/components/HomePage); every other MDX page renders unchanged.
import type {ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type {Props} from '@theme/MDXPage';
import HomePage from '@site/src/components/HomePage';
import {isHomeFrontMatter} from '@site/src/lib/content/homeFrontMatter';

export default function MDXPageWrapper(props: Props): ReactNode {
  if (isHomeFrontMatter(props.content.frontMatter)) return <HomePage content={props.content} />;
  return <MDXPage {...props} />;
}
