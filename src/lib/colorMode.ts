/**
 * Colour-mode options of the site:
 * - `disable`: always light; `enable`: always dark; `auto`: follow the system;
 * - `toggle`: the control alternates light and dark (auto becomes light);
 * - `switch` (default): the control cycles light → dark → auto → light.
 */
export type DarkmodeOption = 'disable' | 'enable' | 'auto' | 'toggle' | 'switch';
export type ColorChoice = 'light' | 'dark' | 'auto';

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

/** What the control switches to from `current`. */
export function nextColorChoice(option: DarkmodeOption, current: ColorChoice): ColorChoice {
  if (option === 'toggle') return current === 'light' ? 'dark' : 'light';
  if (option === 'switch') return current === 'light' ? 'dark' : current === 'dark' ? 'auto' : 'light';
  return current;
}

/** Docusaurus represents "auto" (follow the system) as null. */
export function toChoice(value: 'light' | 'dark' | null): ColorChoice {
  return value ?? 'auto';
}

export function fromChoice(choice: ColorChoice): 'light' | 'dark' | null {
  return choice === 'auto' ? null : choice;
}

/**
 * Radius of the circular reveal from (x, y) that covers the whole viewport:
 * the distance to the farthest corner.
 */
export function revealRadius(x: number, y: number, width: number, height: number): number {
  return Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
}
