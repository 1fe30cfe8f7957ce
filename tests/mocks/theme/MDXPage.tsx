import type {ReactNode} from 'react';

/** Stand-in for the original MDXPage (what the wrapper falls back to). */
export default function MDXPage(): ReactNode {
  return <div data-testid="original-mdx-page" />;
}
