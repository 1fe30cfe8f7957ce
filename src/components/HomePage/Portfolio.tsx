import {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Icon, {hasIcon} from '@site/src/components/Icon';
import type {HomeFrontMatter, HomeMedia} from '@site/src/lib/content/homeFrontMatter';
import {startTyping} from '@site/src/lib/chrome/typing';
import ThemedPicture from './ThemedPicture';
import styles from './styles.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const reducedMotionSnapshot = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
const noReducedMotionOnServer = (): boolean => false;

/**
 * The titles typed letter by letter (src/lib/chrome/typing.ts). Screen readers get
 * the whole list once instead of the animation.
 */
export function TypedTitles({titles}: {readonly titles: readonly string[]}): ReactNode {
  const [typed, setTyped] = useState('');
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, reducedMotionSnapshot, noReducedMotionOnServer);
  const key = titles.join('\n');
  useEffect(() => {
    if (reducedMotion) return undefined;
    return startTyping(key.split('\n'), setTyped);
  }, [key, reducedMotion]);
  if (titles.length === 0) return null;
  // Without motion, the first title stands still.
  const text = reducedMotion ? (titles[0] ?? '') : typed;
  return (
    <p className={styles.typed}>
      <span className="sr-only">{titles.join(', ')}</span>
      <span aria-hidden data-typed-text>
        {text}
      </span>
      <span aria-hidden className={styles.caret} />
    </p>
  );
}

function mediaIcon(media: HomeMedia): string {
  if (media.icon && hasIcon(media.icon)) return media.icon;
  const byName = media.name.toLowerCase();
  if (hasIcon(byName)) return byName;
  return media.url.startsWith('mailto:') ? 'mail' : 'link';
}

/** The portfolio variant of the home page hero: avatar, welcome line, name, typed titles and social links. */
export default function Portfolio({home}: {readonly home: HomeFrontMatter}): ReactNode {
  const welcome =
    home.welcome ??
    translate({
      id: 'home.portfolio.welcome',
      message: "👋 Hi There, I'm",
      description: 'Default welcome line above the name on a portfolio home page',
    });
  const name = home.name ?? home.heroText ?? '';
  return (
    <header className={clsx(styles.hero, styles.portfolio, home.heroFullScreen && styles.heroFullScreen)}>
      <div className={clsx('container', styles.portfolioInner)}>
        {home.avatar ? (
          <ThemedPicture light={home.avatar} dark={home.avatarDark} alt={name} className={styles.avatar} />
        ) : null}
        <div>
          <p className={styles.welcome}>{welcome}</p>
          <Heading as="h1" className={styles.heroTitle}>
            {name}
          </Heading>
          <TypedTitles titles={home.titles} />
          {home.medias.length > 0 ? (
            <ul className={clsx('clean-list', styles.medias)}>
              {home.medias.map((media) => (
                <li key={media.url}>
                  <Link to={media.url} className={styles.media} aria-label={media.name} title={media.name}>
                    <Icon name={mediaIcon(media)} size={22} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </header>
  );
}
