import {
  autoHideActive,
  DEFAULT_NAVBAR_LAYOUT,
  nextNavbarVisible,
  normalizeNavbarLayout,
} from '@site/src/lib/chrome/navbar';
import {BREAKPOINTS, NAVBAR} from '@site/src/lib/chrome/constants';

describe('navbar auto-hide', () => {
  it('applies by mode and width', () => {
    expect(autoHideActive('none', 300)).toBe(false);
    expect(autoHideActive('always', 1600)).toBe(true);
    expect(autoHideActive('mobile', BREAKPOINTS.mobile)).toBe(true);
    expect(autoHideActive('mobile', BREAKPOINTS.mobile + 1)).toBe(false);
  });

  it('hides when scrolling down past the threshold and shows when scrolling up', () => {
    expect(nextNavbarVisible(0, NAVBAR.hideThreshold, true)).toBe(true);
    expect(nextNavbarVisible(NAVBAR.hideThreshold, NAVBAR.hideThreshold + 1, true)).toBe(false);
    expect(nextNavbarVisible(500, 400, false)).toBe(true);
    expect(nextNavbarVisible(500, 500, false)).toBe(false);
    expect(nextNavbarVisible(500, 10, false)).toBe(true);
  });

  it('normalizes the three-area layout', () => {
    expect(normalizeNavbarLayout(undefined)).toBe(DEFAULT_NAVBAR_LAYOUT);
    expect(
      normalizeNavbarLayout({start: ['brand', 'brand', 'nope'], center: 'links', end: ['search', 'links']}),
    ).toEqual({
      start: ['brand'],
      center: [],
      end: ['search', 'links'],
    });
  });
});
