/**
 * The icon a doc page names in its front matter (`icon: storage`), shown from
 * its file (`img/icons/<name>.svg`, src/plugins/icons) as a CSS mask painted
 * with `currentColor`: the drawing is fetched only where an icon shows, and a
 * page without one loads nothing. Decorative: hidden from assistive
 * technology, the text beside it carries the meaning.
 */
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {iconAssetPath} from '@site/src/lib/iconAsset';
import styles from './styles.module.css';

type IconStyle = CSSProperties & {readonly '--site-page-icon': string};

function useIconStyle(name: string): IconStyle {
  return {'--site-page-icon': `url(${JSON.stringify(useBaseUrl(iconAssetPath(name)))})`};
}

interface Props {
  readonly name: string | undefined;
  readonly className?: string;
}

/** The icon as an element of its own (before a title). */
export default function PageIcon({name, className}: Props): ReactNode {
  const style = useIconStyle(name ?? '');
  if (!name) return null;
  return <span className={clsx(styles.pageIcon, className)} style={style} aria-hidden data-page-icon={name} />;
}

/** The icon name of a sidebar item's `customProps` (front matter `icon`, or set in sidebars.ts). */
export function sidebarIconName(customProps: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const icon = customProps?.icon;
  return typeof icon === 'string' && icon !== '' ? icon : undefined;
}

/**
 * Attributes for a sidebar link that shows the icon before its label (drawn by
 * a `::before` without content, so the link's text and accessible name stay
 * the label); none without an icon.
 */
export function useSidebarIconProps(customProps: Readonly<Record<string, unknown>> | undefined): {
  readonly 'data-page-icon'?: string;
  readonly style?: IconStyle;
} {
  const name = sidebarIconName(customProps);
  const style = useIconStyle(name ?? '');
  return name ? {'data-page-icon': name, style} : {};
}
