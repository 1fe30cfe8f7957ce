// API-server selector for the token tools (issue: token tools). The tools
// issue replaces this seam with the real provider, selector and `api()` helper;
// the theme already mounts `ApiServerSelector` above tool pages and in the
// sidebar of driver pages.
import type {ReactNode} from 'react';

export function ApiServerProvider({children}: {readonly children: ReactNode}): ReactNode {
  return children;
}

export function ApiServerSelector(_props: {readonly className?: string}): ReactNode {
  return null;
}
