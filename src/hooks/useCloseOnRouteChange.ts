import {useEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';

/** Calls `close` when the route's pathname changes while `open`. */
export function useCloseOnRouteChange(open: boolean, close: () => void): void {
  const {pathname} = useLocation();
  // The latest `open` and `close`, read by the route effect without making
  // them its dependencies (the effect runs on a new pathname only).
  const latest = useRef({open, close});
  useEffect(() => {
    latest.current = {open, close};
  });
  useEffect(() => {
    if (latest.current.open) latest.current.close();
  }, [pathname]);
}
