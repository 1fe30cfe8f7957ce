import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import type {HomeFeature, HomeHighlight} from '@site/src/lib/content/homeFrontMatter';
import ThemedBackground from './ThemedBackground';
import ThemedPicture from './ThemedPicture';
import styles from './styles.module.css';

function ItemText({item}: {readonly item: HomeFeature}): ReactNode {
  const title = (
    <Heading as="h3" className={styles.highlightItemTitle}>
      {item.link ? <Link to={item.link}>{item.title}</Link> : item.title}
    </Heading>
  );
  return (
    <>
      {title}
      {item.details ? <p className={styles.highlightItemDetails}>{item.details}</p> : null}
    </>
  );
}

/**
 * A highlight's list: `order` numbers the items, `un-order` marks each with
 * its icon (a check mark by default), `no-order` shows them bare in a grid.
 */
function HighlightList({highlight}: {readonly highlight: HomeHighlight}): ReactNode {
  if (highlight.features.length === 0) return null;
  if (highlight.type === 'order') {
    return (
      <ol className={clsx(styles.highlightList, styles.ordered)}>
        {highlight.features.map((item) => (
          <li key={item.title} className={styles.highlightItem}>
            <ItemText item={item} />
          </li>
        ))}
      </ol>
    );
  }
  const plain = highlight.type === 'no-order';
  return (
    <ul className={clsx('clean-list', styles.highlightList, plain ? styles.plain : styles.unordered)}>
      {highlight.features.map((item) => (
        <li key={item.title} className={styles.highlightItem}>
          {plain ? null : (
            <span className={styles.highlightMarker}>
              <Icon name={item.icon ?? 'check'} size={20} />
            </span>
          )}
          <div>
            <ItemText item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The highlight panels: a header, an optional description and image, and a list. */
export default function Highlights({highlights}: {readonly highlights: readonly HomeHighlight[]}): ReactNode {
  if (highlights.length === 0) return null;
  return (
    <>
      {highlights.map((highlight) => (
        <section
          key={highlight.header}
          className={styles.highlight}
          data-list-type={highlight.type}
          aria-label={highlight.header}>
          <ThemedBackground
            light={highlight.bgImage}
            dark={highlight.bgImageDark}
            style={highlight.bgImageStyle as CSSProperties | undefined}
          />
          <div className={clsx('container', styles.highlightInner, highlight.image && styles.withImage)}>
            {highlight.image ? (
              <ThemedPicture
                light={highlight.image}
                dark={highlight.imageDark}
                alt=""
                className={styles.highlightImage}
              />
            ) : null}
            <div>
              <Heading as="h2" className={styles.highlightHeader}>
                {highlight.header}
              </Heading>
              {highlight.description ? <p className={styles.highlightDescription}>{highlight.description}</p> : null}
              <HighlightList highlight={highlight} />
            </div>
          </div>
        </section>
      ))}
    </>
  );
}
