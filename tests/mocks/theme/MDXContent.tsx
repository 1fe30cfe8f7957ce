import type {ReactNode} from 'react';

export default function MDXContent({children}: {readonly children?: ReactNode}): ReactNode {
  return children;
}
