import {FILLED_ICONS, OUTLINE_ICONS, type IconDrawing} from '../data/icons';
import {OUTLINE_STROKE} from './iconAsset';

/** Names of the bundled icons (src/data/icons.ts). */
export const ICON_NAMES: readonly string[] = [...Object.keys(OUTLINE_ICONS), ...Object.keys(FILLED_ICONS)];

export function hasIcon(name: string): boolean {
  return ICON_NAMES.includes(name);
}

/** The drawing of a bundled icon and whether it is filled (else an outline), or undefined for an unknown name. */
export function iconDrawing(name: string): {readonly shapes: IconDrawing; readonly filled: boolean} | undefined {
  const outline = OUTLINE_ICONS[name];
  if (outline !== undefined) return {shapes: outline, filled: false};
  const filled = FILLED_ICONS[name];
  return filled === undefined ? undefined : {shapes: filled, filled: true};
}

/** A drawing as SVG markup (the elements inside `<svg>`). */
export function iconMarkup(shapes: IconDrawing): string {
  return shapes
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes).map(([key, value]) => ` ${key}="${String(value)}"`);
      return `<${tag}${attrs.join('')}/>`;
    })
    .join('');
}

/** A bundled icon as a standalone SVG file (for `img/icons/<name>.svg`), or undefined for an unknown name. */
export function iconSvgFile(name: string): string | undefined {
  const drawing = iconDrawing(name);
  if (!drawing) return undefined;
  const paint = drawing.filled
    ? ' fill="currentColor"'
    : ` fill="none" stroke="currentColor" stroke-width="${OUTLINE_STROKE.width}" stroke-linecap="${OUTLINE_STROKE.linecap}" stroke-linejoin="${OUTLINE_STROKE.linejoin}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"${paint}>${iconMarkup(drawing.shapes)}</svg>\n`;
}
