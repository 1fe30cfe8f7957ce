import type {ReactNode} from 'react';

/** Head tags are not part of what unit tests look at. */
export default function Head(_props: {readonly children?: ReactNode}): ReactNode {
  return null;
}
