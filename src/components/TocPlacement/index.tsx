import {createContext, useContext, type ReactNode} from 'react';

/**
 * The mobile table of contents belongs after the title and page info, not
 * above the title where the theme's layout puts it. The layout's instance
 * renders nothing; DocItem/Content renders it again inside this provider.
 */
const Placed = createContext(false);

export function TocPlacement({children}: {readonly children: ReactNode}): ReactNode {
  return <Placed.Provider value>{children}</Placed.Provider>;
}

export function useTocPlaced(): boolean {
  return useContext(Placed);
}
