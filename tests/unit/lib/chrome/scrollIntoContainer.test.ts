import {scrollTopToReveal} from '@site/src/lib/chrome/scrollIntoContainer';

describe('scrollTopToReveal', () => {
  it('keeps a visible child where it is and centres a hidden one', () => {
    expect(scrollTopToReveal(0, 500, 100, 30)).toBe(0);
    expect(scrollTopToReveal(0, 500, 900, 30)).toBe(900 - 235);
    expect(scrollTopToReveal(800, 500, 100, 30)).toBe(0);
  });
});
