import {useEffect} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {isOpenSidebarSwipe, type Point} from '@site/src/lib/chrome/gestures';

/** On touch screens, a right swipe from the left edge opens the sidebar (mobile menu). */
export function useSwipeToOpenSidebar(): void {
  const sidebar = useNavbarMobileSidebar();
  useEffect(() => {
    if (sidebar.disabled || !sidebar.shouldRender) return undefined;
    let start: Point | undefined;
    const onStart = (event: TouchEvent): void => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? {x: touch.clientX, y: touch.clientY} : undefined;
    };
    const onEnd = (event: TouchEvent): void => {
      const touch = event.changedTouches[0];
      if (start && touch && !sidebar.shown && isOpenSidebarSwipe(start, {x: touch.clientX, y: touch.clientY}))
        sidebar.toggle();
      start = undefined;
    };
    document.addEventListener('touchstart', onStart, {passive: true});
    document.addEventListener('touchend', onEnd, {passive: true});
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [sidebar]);
}
