/**
 * Colours of code blocks: prism-react-renderer's `github` (light) and
 * `dracula` (dark) themes, with the token colours that fall below WCAG AA's
 * 4.5:1 on their own background made darker (light) or lighter (dark). The
 * contrast test (tests/e2e/contrast.spec.ts) checks code blocks in both
 * colour modes. src/plugins/prism turns both themes into CSS variables.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** `theme` with the colour of each listed token type replaced (the theme's other styles stay). */
function recolour(theme: PrismTheme, colours: Readonly<Record<string, string>>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.types.map((type) => colours[type]).find(Boolean);
      return colour ? {...entry, style: {...entry.style, color: colour}} : entry;
    }),
  };
}

/** Contrast on `#f6f8fa`: from 2.6–4.3:1 to 4.7–5.6:1. */
export const lightCodeTheme = recolour(themes.github, {
  comment: '#6e6e5e',
  string: '#c51162',
  number: '#227c7a',
  atrule: '#00749e',
  function: '#c0223b',
});

/** Contrast on `#282a36`: comments from 3.0:1 to 4.9:1. */
export const darkCodeTheme = recolour(themes.dracula, {
  comment: '#8a96c8',
});
