/**
 * Mermaid diagrams drawn before the build (`npm run diagrams`,
 * scripts/render-diagrams.mjs): their sources in the Markdown files and the
 * key under which each drawing is stored (src/data/diagrams).
 */

/**
 * A short, stable key of a diagram's source: FNV-1a (32 bits, hex) of the
 * source with Unix line ends and without surrounding blank space.
 */
export function diagramKey(source: string): string {
  const text = source.replace(/\r\n?/g, '\n').trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const FENCE = /^([ \t]*)(`{3,}|~{3,})mermaid[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm;

/**
 * The sources of the ```mermaid code blocks of a Markdown file, as the code
 * block's text (the fence's indentation removed from each line).
 */
export function mermaidSources(markdown: string): string[] {
  const sources: string[] = [];
  for (const match of markdown.replace(/\r\n?/g, '\n').matchAll(FENCE)) {
    const indent = match[1]!.length;
    const lines = match[3]!.split('\n').map((line) => line.replace(new RegExp(`^[ \\t]{0,${indent}}`), ''));
    sources.push(lines.join('\n'));
  }
  return sources;
}

/** A diagram drawn with Mermaid's light and dark themes (SVG markup). */
export interface DiagramDrawing {
  readonly light: string;
  readonly dark: string;
}

/** src/data/diagrams/drawings.json: what the server renders into the pages. */
export interface DiagramDrawings {
  /** The Mermaid version that drew them. */
  readonly mermaid: string;
  readonly drawings: Readonly<Record<string, DiagramDrawing>>;
}

/** src/data/diagrams/keys.json: which diagrams have a drawing (small enough for the browser). */
export interface DiagramKeys {
  readonly mermaid: string;
  readonly keys: readonly string[];
}

/** The Mermaid themes of the two colour modes (@docusaurus/theme-mermaid's defaults). */
export const DIAGRAM_THEMES = {light: 'default', dark: 'dark'} as const;

/** The element id of a drawing: unique per diagram and mode, for the SVG's own styles and markers. */
export function drawingId(key: string, mode: keyof DiagramDrawing): string {
  return `diagram-${key}-${mode}`;
}
