import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface Props {
  readonly light?: string;
  readonly dark?: string;
  readonly style?: CSSProperties;
}

/** A decorative background image behind a section, per colour mode (chosen by CSS, so the server render is right). */
export default function ThemedBackground({light, dark, style}: Props): ReactNode {
  const lightUrl = useBaseUrl(light ?? '');
  const darkUrl = useBaseUrl(dark ?? light ?? '');
  if (!light && !dark) return null;
  return (
    <>
      {light ? (
        <div
          aria-hidden
          className={clsx(styles.background, dark && styles.backgroundLight)}
          style={{backgroundImage: `url(${JSON.stringify(lightUrl)})`, ...style}}
        />
      ) : null}
      {dark ? (
        <div
          aria-hidden
          className={clsx(styles.background, styles.backgroundDark)}
          style={{backgroundImage: `url(${JSON.stringify(darkUrl)})`, ...style}}
        />
      ) : null}
    </>
  );
}
