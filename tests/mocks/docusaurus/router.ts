import {useContext} from 'react';
import {__RouterContext} from 'react-router';
import type {Location} from 'history';

export * from '@docusaurus/core/lib/client/exports/router';

/**
 * The router's location, or the home page's outside a router: components
 * that read the path for an optional detail (the tool frame's reserved
 * height) render in unit tests without one.
 */
export function useLocation(): Location {
  const context = useContext(__RouterContext) as {location: Location} | undefined;
  return context?.location ?? {pathname: '/', search: '', hash: '', state: undefined};
}
