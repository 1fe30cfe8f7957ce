import {themes} from 'prism-react-renderer';
import {
  plainVar,
  themeVariables,
  themeVariablesCss,
  tokenVar,
  variableTheme,
  type PrismThemeLike,
} from '../../../../src/lib/content/prismThemeVars';

/** A token's style as prism-react-renderer 2 computes it: type styles merged in the order of the token's types. */
function tokenStyle(theme: PrismThemeLike, types: readonly string[], language = 'bash'): Record<string, unknown> {
  const dict: Record<string, Record<string, unknown>> = {};
  for (const {types: entryTypes, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of entryTypes) dict[type] = {...dict[type], ...style};
  }
  return Object.assign({}, ...types.map((type) => dict[type] ?? {}));
}

/** Resolves `var(--x)` values with a theme's variables; an unset or `initial` variable gives undefined. */
function resolve(style: Record<string, unknown>, vars: Map<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [property, value] of Object.entries(style)) {
    const name = /^var\((--[^)]+)\)$/.exec(String(value))?.[1];
    const resolved = name ? vars.get(name) : String(value);
    if (resolved !== undefined && resolved !== 'initial') out[property] = resolved;
  }
  return out;
}

const light = themes.github;
const dark = themes.dracula;
const both = variableTheme([light, dark]);
const typesOf = (theme: PrismThemeLike): string[] => [...new Set(theme.styles.flatMap((s) => s.types))];
const allTypes = [...new Set([...typesOf(light), ...typesOf(dark)])];

/** Variables as the generated stylesheet sets them for a theme (`initial` where the theme sets nothing). */
function cssVars(which: 0 | 1): Map<string, string> {
  const css = themeVariablesCss([
    {selector: '.light', theme: light},
    {selector: '.dark', theme: dark},
  ]);
  const block = css.split('\n}\n')[which] ?? '';
  return new Map([...block.matchAll(/(--[\w-]+): ([^;]+);/g)].map((m) => [m[1]!, m[2]!]));
}

describe('variableTheme', () => {
  it('gives every token type of both themes the colours of each theme', () => {
    for (const [index, theme] of [light, dark].entries()) {
      const vars = cssVars(index as 0 | 1);
      for (const type of allTypes) {
        expect({type, style: resolve(tokenStyle(both, [type]), vars)}).toEqual({
          type,
          style: Object.fromEntries(Object.entries(tokenStyle(theme, [type])).map(([k, v]) => [k, String(v)])),
        });
      }
      expect(resolve(both.plain, vars)).toEqual(
        Object.fromEntries(Object.entries(theme.plain).map(([k, v]) => [k, String(v)])),
      );
    }
  });

  it('uses CSS variables only, so the markup does not depend on the colour mode', () => {
    for (const value of [...Object.values(both.plain), ...both.styles.flatMap((s) => Object.values(s.style))]) {
      expect(String(value)).toMatch(/^var\(--site-prism-[\w-]+\)$/);
    }
  });

  it('keeps language-specific styles to their language', () => {
    const theme: PrismThemeLike = {
      plain: {color: '#000'},
      styles: [
        {types: ['keyword'], style: {color: '#111'}},
        {types: ['keyword'], style: {color: '#222'}, languages: ['css']},
      ],
    };
    const vars = themeVariables(theme);
    const v = variableTheme([theme]);
    expect(resolve(tokenStyle(v, ['keyword'], 'css'), vars)).toEqual({color: '#222'});
    expect(resolve(tokenStyle(v, ['keyword'], 'bash'), vars)).toEqual({color: '#111'});
    expect(tokenVar('keyword', 'color', 'css')).toBe('--site-prism-css--keyword-color');
  });
});

describe('themeVariablesCss', () => {
  it('sets each variable in every theme, `initial` where that theme has no style', () => {
    const css = themeVariablesCss([
      {selector: ':root', theme: light},
      {selector: "[data-theme='dark']", theme: dark},
    ]);
    expect(css).toContain(`${plainVar('backgroundColor')}: #f6f8fa;`);
    expect(css).toContain(`${plainVar('backgroundColor')}: #282A36;`);
    // github colours operators, dracula does not: dark mode must not inherit the light colour.
    const [lightBlock, darkBlock] = css.split('\n}\n');
    expect(lightBlock).toContain(`${tokenVar('operator', 'color')}: #393A34;`);
    expect(darkBlock).toContain(`${tokenVar('operator', 'color')}: initial;`);
  });
});
