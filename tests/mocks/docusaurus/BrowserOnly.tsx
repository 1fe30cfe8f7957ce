import type {ReactNode} from 'react';

export default function BrowserOnly({
  children,
}: {
  readonly children: () => ReactNode;
  readonly fallback?: ReactNode;
}): ReactNode {
  return children();
}
