/**
 * An admonition's icon (note, tip, info, warning, danger) as an empty element
 * whose drawing is a CSS mask painted in the admonition's text colour
 * (./styles.module.css): the same drawings as the theme's inline SVGs, without
 * their path data in the scripts of every doc page. Decorative: the
 * admonition's title says what it is.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type AdmonitionIconKind = 'note' | 'tip' | 'info' | 'warning' | 'danger';

export default function AdmonitionIcon({kind}: {readonly kind: AdmonitionIconKind}): ReactNode {
  return <span className={clsx(styles.icon, styles[kind])} aria-hidden data-admonition-icon={kind} />;
}
