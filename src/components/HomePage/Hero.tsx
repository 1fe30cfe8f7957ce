import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {PRODUCT} from '@site/src/data/site';
import type {HomeFrontMatter} from '@site/src/lib/content/homeFrontMatter';
import ThemedBackground from './ThemedBackground';
import ThemedPicture from './ThemedPicture';
import styles from './styles.module.css';

/** The hero of the home page: image, name, tagline and action buttons, from front matter. */
export default function Hero({home}: {readonly home: HomeFrontMatter}): ReactNode {
  const heading = home.heroText ?? PRODUCT.name;
  return (
    <header className={clsx(styles.hero, home.heroFullScreen && styles.heroFullScreen)}>
      <ThemedBackground
        light={home.bgImage}
        dark={home.bgImageDark}
        style={home.bgImageStyle as CSSProperties | undefined}
      />
      <div className={clsx('container', styles.heroInner)}>
        {home.heroImage ? (
          <ThemedPicture
            light={home.heroImage}
            dark={home.heroImageDark}
            alt={home.heroAlt ?? heading}
            className={styles.heroImage}
            style={home.heroImageStyle as CSSProperties | undefined}
          />
        ) : null}
        <Heading as="h1" className={styles.heroTitle}>
          {heading}
        </Heading>
        {home.tagline ? <p className={styles.tagline}>{home.tagline}</p> : null}
        {home.actions.length > 0 ? (
          <div className={styles.actions}>
            {home.actions.map((action) => (
              <Link
                key={`${action.text}-${action.link}`}
                to={action.link}
                className={clsx(
                  'button',
                  'button--lg',
                  action.type === 'primary' ? 'button--primary' : 'button--secondary',
                )}>
                {action.text}
              </Link>
            ))}
          </div>
        ) : null}
      </div>
    </header>
  );
}
