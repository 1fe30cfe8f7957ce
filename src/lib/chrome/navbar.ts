import {BREAKPOINTS, NAVBAR} from './constants';

export type NavbarAutoHide = 'none' | 'always' | 'mobile';

export function isNavbarAutoHide(value: unknown): value is NavbarAutoHide {
  return value === 'none' || value === 'always' || value === 'mobile';
}

/** Whether auto-hide applies at this viewport width. */
export function autoHideActive(mode: NavbarAutoHide, viewportWidth: number): boolean {
  if (mode === 'always') return true;
  if (mode === 'mobile') return viewportWidth <= BREAKPOINTS.mobile;
  return false;
}

/**
 * Next visibility of an auto-hiding navbar after a scroll from `previousY` to
 * `y`: hidden when moving down past the threshold, shown when moving up or
 * back near the top.
 */
export function nextNavbarVisible(previousY: number, y: number, visible: boolean): boolean {
  if (y <= NAVBAR.hideThreshold) return true;
  if (y > previousY) return false;
  if (y < previousY) return true;
  return visible;
}

/** Which navbar area a piece goes to, for the three-area layout. */
export type NavbarArea = 'start' | 'center' | 'end';
export type NavbarPiece = 'brand' | 'links' | 'language' | 'repo' | 'colorMode' | 'search';

export type NavbarLayout = Readonly<Record<NavbarArea, readonly NavbarPiece[]>>;

export const DEFAULT_NAVBAR_LAYOUT: NavbarLayout = {
  start: ['brand'],
  center: ['links'],
  end: ['language', 'repo', 'colorMode', 'search'],
};

const PIECES: readonly NavbarPiece[] = ['brand', 'links', 'language', 'repo', 'colorMode', 'search'];

/** Validates a configured layout: every piece at most once, unknown names dropped. */
export function normalizeNavbarLayout(value: unknown): NavbarLayout {
  if (typeof value !== 'object' || value === null) return DEFAULT_NAVBAR_LAYOUT;
  const seen = new Set<NavbarPiece>();
  const pick = (area: NavbarArea): NavbarPiece[] => {
    const list = (value as Record<string, unknown>)[area];
    if (!Array.isArray(list)) return [];
    return list.filter((p): p is NavbarPiece => {
      if (!PIECES.includes(p as NavbarPiece) || seen.has(p as NavbarPiece)) return false;
      seen.add(p as NavbarPiece);
      return true;
    });
  };
  return {start: pick('start'), center: pick('center'), end: pick('end')};
}
