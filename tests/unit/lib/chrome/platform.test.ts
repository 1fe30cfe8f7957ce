import {isApplePlatform} from '@site/src/lib/chrome/platform';

const UA = {
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

describe('isApplePlatform', () => {
  it.each(['MacIntel', 'iPhone', 'iPad', 'iPod touch', 'MacPPC'])('platform %s is Apple', (platform) => {
    expect(isApplePlatform(platform, UA.linux)).toBe(true);
  });

  it.each(['Linux x86_64', 'Win32', 'Linux armv8l', 'FreeBSD amd64'])('platform %s is not Apple', (platform) => {
    // The platform wins over a user agent that says otherwise.
    expect(isApplePlatform(platform, UA.mac)).toBe(false);
  });

  it.each([
    ['mac', true],
    ['iphone', true],
    ['ipad', true],
    ['linux', false],
    ['windows', false],
    ['android', false],
  ] as const)('without a platform, the %s user agent decides (%s)', (name, expected) => {
    expect(isApplePlatform('', UA[name])).toBe(expected);
    expect(isApplePlatform(undefined, UA[name])).toBe(expected);
  });

  it('is false with neither', () => {
    expect(isApplePlatform(undefined, undefined)).toBe(false);
    expect(isApplePlatform('', '')).toBe(false);
  });
});
