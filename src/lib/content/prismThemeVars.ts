/**
 * Code-block colours from CSS variables instead of inline colours.
 *
 * The theme renders a code block with the Prism theme of the current colour
 * mode as inline styles, so the server HTML carries the light theme's colours
 * and the browser has to render every block again after hydration (the
 * theme's CodeBlock re-mounts for that). With one "variable" theme for both
 * modes, whose colours are `var(--site-prism-…)`, the markup is the same in
 * both modes and the colours come from CSS set per `[data-theme]`: the
 * server HTML is already right, and a code block can keep it without
 * loading Prism (src/theme/CodeBlock).
 *
 * Style lookup follows prism-react-renderer 2: styles are merged per token
 * type in the order of the theme's entries, and a token with several types
 * takes their styles in the order of its types.
 */

import type {PrismTheme} from 'prism-react-renderer';

/** The parts of a prism-react-renderer theme this module reads. */
export interface PrismThemeLike {
  readonly plain: Readonly<Record<string, string | number | undefined>>;
  readonly styles: readonly {
    readonly types: readonly string[];
    readonly style: Readonly<Record<string, string | number | undefined>>;
    readonly languages?: readonly string[];
  }[];
}

type StyleMap = Record<string, string | number>;

const kebab = (property: string): string => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const ident = (name: string): string => name.replace(/[^a-zA-Z0-9_-]/g, '_');

/** Variable of a plain property (`color`, `backgroundColor`). */
export function plainVar(property: string): string {
  return `--site-prism-plain-${kebab(property)}`;
}

/** Variable of a token type's property, optionally only for one language. */
export function tokenVar(type: string, property: string, language?: string): string {
  return `--site-prism-${language ? `${ident(language)}--` : ''}${ident(type)}-${kebab(property)}`;
}

/** Styles per token type (and per `language` for language-specific entries). */
function styleTable(theme: PrismThemeLike): Map<string, {type: string; language?: string; style: StyleMap}> {
  const table = new Map<string, {type: string; language?: string; style: StyleMap}>();
  for (const entry of theme.styles) {
    for (const language of entry.languages ?? [undefined]) {
      for (const type of entry.types) {
        const key = `${language ?? ''}\u0000${type}`;
        const row = table.get(key) ?? {type, ...(language ? {language} : {}), style: {}};
        for (const [property, value] of Object.entries(entry.style)) {
          if (value !== undefined) row.style[property] = value;
        }
        table.set(key, row);
      }
    }
  }
  return table;
}

/**
 * One theme whose values are CSS variables, covering every type and property
 * that any of the given themes styles; give it as both `prism.theme` and
 * `prism.darkTheme`.
 */
export function variableTheme(themes: readonly PrismThemeLike[]): PrismTheme {
  const plainProperties = new Set<string>();
  const rows = new Map<string, {type: string; language?: string; properties: Set<string>}>();
  for (const theme of themes) {
    for (const [property, value] of Object.entries(theme.plain)) if (value !== undefined) plainProperties.add(property);
    for (const [key, row] of styleTable(theme)) {
      const merged = rows.get(key) ?? {type: row.type, language: row.language, properties: new Set<string>()};
      for (const property of Object.keys(row.style)) merged.properties.add(property);
      rows.set(key, merged);
    }
  }
  const plain: Record<string, string> = {};
  for (const property of plainProperties) plain[property] = `var(${plainVar(property)})`;
  const styles = [...rows.values()].map(({type, language, properties}) => {
    const style: Record<string, string> = {};
    for (const property of properties) style[property] = `var(${tokenVar(type, property, language)})`;
    return {types: [type], style, ...(language ? {languages: [language]} : {})};
  });
  return {plain, styles} as PrismTheme;
}

/** The variables' values for one theme: variable name → value. */
export function themeVariables(theme: PrismThemeLike): Map<string, string> {
  const vars = new Map<string, string>();
  for (const [property, value] of Object.entries(theme.plain)) {
    if (value !== undefined) vars.set(plainVar(property), String(value));
  }
  for (const {type, language, style} of styleTable(theme).values()) {
    for (const [property, value] of Object.entries(style)) vars.set(tokenVar(type, property, language), String(value));
  }
  return vars;
}

/**
 * A stylesheet setting the variables of each theme under its selector. A
 * variable that another theme sets and this one does not is `initial` (the
 * guaranteed-invalid value), so the property falls back as if the theme had
 * no style for it: colours are inherited from the block's plain colour.
 */
export function themeVariablesCss(
  themes: readonly {readonly selector: string; readonly theme: PrismThemeLike}[],
): string {
  const perTheme = themes.map(({selector, theme}) => ({selector, vars: themeVariables(theme)}));
  const names = [...new Set(perTheme.flatMap(({vars}) => [...vars.keys()]))];
  return perTheme
    .map(({selector, vars}) => {
      const lines = names.map((name) => `  ${name}: ${vars.get(name) ?? 'initial'};`);
      return `${selector} {\n${lines.join('\n')}\n}\n`;
    })
    .join('\n');
}
