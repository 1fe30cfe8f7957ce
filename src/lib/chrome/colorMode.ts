/**
 * Colour-mode options of the site:
 * - `disable`: always light; `enable`: always dark; `auto`: follow the system;
 * - `toggle`: the control alternates light and dark;
 * - `switch` (default): the control cycles light → dark → auto (system) → light.
 * The theme's control does the cycling; `colorModeConfig` only configures it.
 */
export type DarkmodeOption = 'disable' | 'enable' | 'auto' | 'toggle' | 'switch';

export const DEFAULT_DARKMODE: DarkmodeOption = 'switch';

export function isDarkmodeOption(value: unknown): value is DarkmodeOption {
  return value === 'disable' || value === 'enable' || value === 'auto' || value === 'toggle' || value === 'switch';
}

export interface DocusaurusColorModeConfig {
  readonly defaultMode: 'light' | 'dark';
  readonly disableSwitch: boolean;
  readonly respectPrefersColorScheme: boolean;
}

/** The theme's `colorMode` config for an option. */
export function colorModeConfig(option: DarkmodeOption): DocusaurusColorModeConfig {
  switch (option) {
    case 'disable':
      return {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false};
    case 'enable':
      return {defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false};
    case 'auto':
      return {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: true};
    case 'toggle':
      return {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false};
    case 'switch':
      return {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true};
  }
}

/**
 * Radius of the circular reveal from (x, y) that covers the whole viewport:
 * the distance to the farthest corner.
 */
export function revealRadius(x: number, y: number, width: number, height: number): number {
  return Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
}
