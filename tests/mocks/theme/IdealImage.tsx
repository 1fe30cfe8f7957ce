import type {ReactNode} from 'react';
import type {Props} from '@theme/IdealImage';

/** Stand-in for @theme/IdealImage: one <img> with the loader's sizes as a srcset. */
export default function IdealImage({img, alt}: Props): ReactNode {
  if (typeof img === 'string' || 'default' in img) {
    return <img src={typeof img === 'string' ? img : img.default} alt={alt} />;
  }
  const srcSet = img.src.images.map((image) => `${image.path} ${image.width}w`).join(', ');
  return <img src={img.src.src} srcSet={srcSet} alt={alt} width={img.src.width} height={img.src.height} />;
}
