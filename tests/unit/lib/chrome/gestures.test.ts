import {isOpenSidebarSwipe} from '@site/src/lib/chrome/gestures';
import {SWIPE} from '@site/src/lib/chrome/constants';

describe('swipe to open the sidebar', () => {
  it.each([
    [{x: 10, y: 300}, {x: 10 + SWIPE.minDistance + 1, y: 300}, true],
    [{x: SWIPE.edgeZone, y: 300}, {x: SWIPE.edgeZone + 100, y: 320}, true],
    [{x: SWIPE.edgeZone + 1, y: 300}, {x: 200, y: 300}, false],
    [{x: 10, y: 300}, {x: 10 + SWIPE.minDistance, y: 300}, false],
    [{x: 10, y: 300}, {x: 70, y: 341}, false],
    [{x: 10, y: 300}, {x: 70, y: 340}, true],
    [{x: 60, y: 300}, {x: 0, y: 300}, false],
  ])('%j → %j is %s', (start, end, expected) => {
    expect(isOpenSidebarSwipe(start, end)).toBe(expected);
  });
});
