import {colorModeConfig, revealRadius} from '@site/src/lib/chrome/colorMode';

describe('colour modes', () => {
  it('maps each option to the theme config', () => {
    expect(colorModeConfig('disable')).toEqual({
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
    expect(colorModeConfig('enable')).toEqual({
      defaultMode: 'dark',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
    expect(colorModeConfig('auto')).toMatchObject({disableSwitch: true, respectPrefersColorScheme: true});
    expect(colorModeConfig('toggle')).toMatchObject({disableSwitch: false, respectPrefersColorScheme: false});
    expect(colorModeConfig('switch')).toMatchObject({disableSwitch: false, respectPrefersColorScheme: true});
  });

  it('reveals from the control to the farthest corner', () => {
    expect(revealRadius(0, 0, 3, 4)).toBe(5);
    expect(revealRadius(1200, 20, 1280, 800)).toBeCloseTo(Math.hypot(1200, 780));
  });
});
