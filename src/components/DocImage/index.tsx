import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useColorMode} from '@docusaurus/theme-common';
import IdealImage, {type Props as IdealImageProps} from '@theme/IdealImage';
import styles from './styles.module.css';

/** What `require('./img/shot.png')` gives a page: the ideal-image loader's sizes and placeholder. */
export type ImageModule = IdealImageProps['img'];

interface Props {
  /** The picture, `require`d by the page (src/remark/images.ts writes this from `![alt](./img/shot.png)`). */
  readonly img: ImageModule;
  /** The dark-mode variant (`shot.dark.png` beside `shot.png`). */
  readonly darkImg?: ImageModule;
  readonly alt: string;
  /** Shown under the picture: the Markdown title, `![alt](./img/shot.png "Caption")`. */
  readonly caption?: string;
  readonly className?: string;
}

type Mode = 'light' | 'dark';

/** The URL of the largest size, opened by the image viewer (src/clientModules/imageZoom.ts). */
export function largestSource(img: ImageModule): string {
  if (typeof img === 'string') return img;
  if ('default' in img) return img.default;
  const largest = [...img.src.images].sort((a, b) => b.width - a.width)[0];
  return largest?.path ?? img.src.src;
}

/**
 * The picture's own size in CSS pixels (its largest size; the loader's `src.width` is the
 * smallest one, with a rounded height): the frame never grows past its width, and the
 * placeholder and the image share its exact aspect ratio, so nothing moves when it loads.
 */
function naturalSize(img: ImageModule): {width: number; height: number} | undefined {
  if (typeof img === 'string' || 'default' in img) return undefined;
  let largest: {width: number; height?: number} | undefined;
  for (const image of img.src.images as {width: number; height?: number}[]) {
    if (!largest || image.width > largest.width) largest = image;
  }
  return largest?.height ? {width: largest.width, height: largest.height} : undefined;
}

/**
 * The colour mode the page shows: also while React hydrates the page, before
 * the theme's context knows it (the theme's inline script has set
 * `data-theme` before the first paint). Undefined on the server.
 */
function shownMode(isBrowser: boolean, colorMode: Mode): Mode | undefined {
  if (isBrowser) return colorMode;
  if (!ExecutionEnvironment.canUseDOM) return undefined;
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** For the variant CSS hides while hydrating: it is about to be removed, never downloaded. */
const neverDownload = (): boolean => false;

/**
 * A picture of the docs through `@theme/IdealImage`: space reserved at its aspect ratio before it
 * loads, loaded when scrolled near, in the size that fits the column, at most the column's width.
 * With a dark variant, the server page holds both and CSS shows the one of the colour mode; once
 * in the browser only that one is rendered, so the other is never downloaded.
 */
export default function DocImage({img, darkImg, alt, caption, className}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const variants: {mode: Mode | undefined; image: ImageModule}[] = darkImg
    ? [
        {mode: 'light', image: img},
        {mode: 'dark', image: darkImg},
      ]
    : [{mode: undefined, image: img}];
  const active = shownMode(isBrowser, colorMode);
  const shown = isBrowser ? variants.filter(({mode}) => mode === undefined || mode === colorMode) : variants;
  return (
    <figure className={clsx(styles.figure, className)}>
      {shown.map(({mode, image}) => {
        const size = naturalSize(image);
        const style = size
          ? ({maxWidth: size.width, '--doc-image-ratio': `${size.width} / ${size.height}`} as CSSProperties)
          : undefined;
        return (
          <div
            key={mode ?? 'only'}
            className={clsx(styles.frame, mode === 'light' && styles.lightOnly, mode === 'dark' && styles.darkOnly)}
            style={style}
            data-zoom-src={largestSource(image)}>
            <IdealImage
              img={image}
              alt={alt}
              // A hidden element counts as in view: without this the hidden
              // variant would start downloading before it is removed.
              shouldAutoDownload={mode && active && mode !== active ? neverDownload : undefined}
            />
          </div>
        );
      })}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
