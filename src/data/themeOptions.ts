/**
 * Options of the page chrome, in one place. Numbers (breakpoints, delays)
 * live in src/lib/chrome/constants.ts; settings that depend on the deployment
 * (comments) come from environment variables through docusaurus.config.ts.
 */
import type {DarkmodeOption} from '../lib/chrome/colorMode';
import {DEFAULT_NAVBAR_LAYOUT, type NavbarAutoHide, type NavbarLayout} from '../lib/chrome/navbar';

export interface ExtraLocaleLink {
  /** Label in the language dropdown, in that language. */
  readonly label: string;
  readonly href: string;
  /** `lang` attribute of the link. */
  readonly lang?: string;
}

export interface ThemeOptions {
  readonly navbarLayout: NavbarLayout;
  readonly navbarAutoHide: NavbarAutoHide;
  readonly darkmode: DarkmodeOption;
  /** Documentation in other languages hosted elsewhere, listed after the site's own locales. */
  readonly extraLocales: readonly ExtraLocaleLink[];
  /** Text shown above the copyright line on every page (front matter `footer` overrides it). */
  readonly footerText: string;
  /** Names in the copyright line. */
  readonly copyrightHolders: readonly string[];
  readonly printButton: boolean;
}

export const THEME_OPTIONS: ThemeOptions = {
  navbarLayout: DEFAULT_NAVBAR_LAYOUT,
  navbarAutoHide: 'mobile',
  darkmode: 'switch',
  extraLocales: [],
  footerText: '',
  copyrightHolders: ['AList'],
  printButton: true,
};
