/**
 * One drawing of src/data/icons.ts as inline SVG, for components that always
 * show the same icon; `Icon` looks a drawing up by name. The set is one
 * module, which comes whole with any of its drawings: what every doc page
 * shows (the page icons, the ad block) draws the icon's file instead
 * (src/components/PageIcon).
 */
import {createElement, type ReactNode} from 'react';
import type {IconDrawing} from '@site/src/data/icons';
import {OUTLINE_STROKE} from '@site/src/lib/iconAsset';

interface Props {
  /** The icon's name, as `data-icon`. */
  readonly name: string;
  readonly drawing: IconDrawing;
  /** A filled shape (brand mark) instead of an outline. */
  readonly filled?: boolean;
  readonly size?: number;
  readonly className?: string;
}

/** An icon, hidden from assistive technology (its meaning is in the text beside it). */
export default function IconSvg({name, drawing, filled = false, size = 24, className}: Props): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className}
      aria-hidden
      focusable={false}
      data-icon={name}
      {...(filled
        ? {fill: 'currentColor'}
        : {
            fill: 'none',
            stroke: 'currentColor',
            strokeWidth: OUTLINE_STROKE.width,
            strokeLinecap: OUTLINE_STROKE.linecap,
            strokeLinejoin: OUTLINE_STROKE.linejoin,
          })}>
      {drawing.map(([tag, attributes], index) => createElement(tag, {key: index, ...attributes}))}
    </svg>
  );
}
