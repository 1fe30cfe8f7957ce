import {useEffect, useEffectEvent} from 'react';
import {useLocation} from '@docusaurus/router';

/** Calls `close` when the route's pathname changes while `open`. */
export function useCloseOnRouteChange(open: boolean, close: () => void): void {
  const {pathname} = useLocation();
  const onRouteChange = useEffectEvent(() => {
    if (open) close();
  });
  useEffect(() => {
    onRouteChange();
  }, [pathname]);
}
