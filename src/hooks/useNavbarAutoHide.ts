import {useEffect, useRef, useState} from 'react';
import {NAVBAR} from '@site/src/lib/chrome/constants';
import {throttle} from '@site/src/lib/chrome/throttle';
import {autoHideActive, nextNavbarVisible, type NavbarAutoHide} from '@site/src/lib/chrome/navbar';

/**
 * Hides the navbar while the reader scrolls down (past the threshold) and
 * shows it again on the way up, where `mode` applies at the current width.
 */
export function useNavbarAutoHide(mode: NavbarAutoHide, keepVisible: boolean): boolean {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);

  useEffect(() => {
    if (mode === 'none') return undefined;
    lastY.current = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      const previous = lastY.current;
      lastY.current = y;
      const active = autoHideActive(mode, window.innerWidth);
      setVisible((current) => (active ? nextNavbarVisible(previous, y, current) : true));
    }, NAVBAR.scrollThrottle);
    const onResize = (): void => {
      if (!autoHideActive(mode, window.innerWidth)) setVisible(true);
    };
    window.addEventListener('scroll', onScroll, {passive: true});
    window.addEventListener('resize', onResize);
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [mode]);

  return visible || keepVisible;
}
