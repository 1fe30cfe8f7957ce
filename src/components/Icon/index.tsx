/**
 * Icons bundled with the site as inline SVG (no icon font from a CDN), looked
 * up by name in the one set, src/data/icons.ts. Home page front matter names
 * them (`icon: webdav`); an unknown name renders nothing. This carries every
 * drawing: a component with a fixed icon uses `IconSvg` with that drawing
 * instead. Doc pages show their front-matter icon from a file
 * (src/components/PageIcon).
 */
import type {ReactNode} from 'react';
import {iconDrawing} from '@site/src/lib/icons';
import IconSvg from './IconSvg';

export {ICON_NAMES, hasIcon} from '@site/src/lib/icons';

interface Props {
  readonly name: string;
  readonly size?: number;
  readonly className?: string;
}

/** A bundled icon, hidden from assistive technology (its meaning is in the text beside it). */
export default function Icon({name, size, className}: Props): ReactNode {
  const drawing = iconDrawing(name);
  if (!drawing) return null;
  return (
    <IconSvg
      name={name}
      drawing={drawing.shapes}
      filled={drawing.filled}
      {...(size !== undefined && {size})}
      {...(className !== undefined && {className})}
    />
  );
}
