// A screenshot of AList's admin panel (scripts/admin-screenshots.mjs) as plain server-rendered markup: both colour
// modes in the page's language, `loading="lazy"` with width and height (the box is reserved before the file
// arrives), CSS showing the one of the current mode (a lazy image that is not displayed is never downloaded), and
// the site's image viewer (src/clientModules/imageZoom.ts) opening it on click. No state, no effect, no data
// import: the caller passes the manifest entry (src/data/adminScreenshots.json).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {ShotEntry, ShotVariant} from '@site/src/lib/content/adminScreenshots';
import styles from './styles.module.css';

export interface AdminScreenshotProps {
  readonly shot: Pick<ShotEntry, 'images'>;
  /** The page's language. */
  readonly locale: 'en' | 'zh';
  readonly alt: string;
  readonly caption?: ReactNode;
  /** Let the picture use the column's width (wide screens such as task tables). */
  readonly wide?: boolean;
  readonly className?: string;
}

export default function AdminScreenshot({
  shot,
  locale,
  alt,
  caption,
  wide,
  className,
}: AdminScreenshotProps): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const modes: {variant: ShotVariant; className: string | undefined}[] = [
    {variant: locale, className: styles.lightOnly},
    {variant: `${locale}.dark`, className: styles.darkOnly},
  ];
  return (
    <figure className={clsx(styles.figure, wide && styles.wide, className)}>
      {modes.map(({variant, className: modeClass}) => {
        const image = shot.images[variant];
        return (
          <img
            key={variant}
            className={modeClass}
            src={withBaseUrl(image.src)}
            width={image.width}
            height={image.height}
            alt={alt}
            loading="lazy"
            decoding="async"
          />
        );
      })}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
