import type {CSSProperties, ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';

interface Props {
  /** Site path or URL of the light-mode image. */
  readonly light: string;
  /** Dark-mode image; the light one when absent. */
  readonly dark?: string;
  readonly alt: string;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/** An image from front matter, per colour mode, with the site's base URL applied. */
export default function ThemedPicture({light, dark, alt, className, style}: Props): ReactNode {
  const lightUrl = useBaseUrl(light);
  const darkUrl = useBaseUrl(dark ?? light);
  return <ThemedImage sources={{light: lightUrl, dark: darkUrl}} alt={alt} className={className} style={style} />;
}
