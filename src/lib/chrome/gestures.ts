import {SWIPE} from './constants';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A right swipe from the left edge that should open the sidebar. */
export function isOpenSidebarSwipe(start: Point, end: Point): boolean {
  const dx = end.x - start.x;
  const dy = Math.abs(end.y - start.y);
  return start.x <= SWIPE.edgeZone && dx > SWIPE.minDistance && dx >= SWIPE.dominance * dy;
}
