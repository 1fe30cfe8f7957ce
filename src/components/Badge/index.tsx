/**
 * Inline badge of the earlier site, `<Badge type="tip" text="v3.45.0" />`,
 * registered globally (src/theme/MDXComponents.tsx). Infima's own badge
 * classes, so it adds no CSS; `vertical="top|middle|bottom"` aligns it with a heading's text.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';

export type BadgeType = 'tip' | 'info' | 'note' | 'warning' | 'danger';

const INFIMA: Readonly<Record<BadgeType, string>> = {
  tip: 'badge--success',
  info: 'badge--info',
  note: 'badge--secondary',
  warning: 'badge--warning',
  danger: 'badge--danger',
};

interface Props {
  readonly type?: BadgeType;
  /** The badge's text; children are used when it is missing. */
  readonly text?: string;
  readonly vertical?: 'top' | 'middle' | 'bottom';
  readonly children?: ReactNode;
  readonly className?: string;
}

export function badgeClass(type: string | undefined): string {
  return type !== undefined && type in INFIMA ? INFIMA[type as BadgeType] : INFIMA.tip;
}

export default function Badge({type, text, vertical, children, className}: Props): ReactNode {
  return (
    <span
      className={clsx('badge', badgeClass(type), className)}
      style={vertical ? {verticalAlign: vertical === 'middle' ? 'middle' : `text-${vertical}`} : undefined}>
      {text ?? children}
    </span>
  );
}
