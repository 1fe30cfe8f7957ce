/**
 * Link card of the earlier site, `<Card title="Docker" href="/guide/install/docker" icon="/img/logo.svg" />`,
 * registered globally (src/theme/MDXComponents.tsx), so it stays small: the
 * icon is an image path or URL, the name of a bundled icon (`terminal`,
 * src/data/icons.ts; drawn from its file like the page icons, so no drawing
 * is bundled with every page), or a short text such as an emoji; children
 * (or `description`) are the card's text. Internal links go through the
 * router (`@docusaurus/Link`, which adds `/zh/` on Chinese pages), external ones open as ordinary links.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import PageIcon from '@site/src/components/PageIcon';
import styles from './styles.module.css';

interface Props {
  readonly title: string;
  readonly href?: string;
  readonly icon?: string;
  readonly description?: string;
  readonly children?: ReactNode;
  readonly className?: string;
}

/** Whether an icon value names an image rather than a character. */
export function isImageIcon(icon: string): boolean {
  return /^(https?:)?\/|^\.\.?\/|\.(svg|png|jpe?g|webp|gif)$/i.test(icon);
}

/** Whether an icon value is the name of a bundled icon (a lower-case word: `terminal`, `file-text`). */
export function isIconName(icon: string): boolean {
  return /^[a-z][a-z0-9-]*$/.test(icon);
}

export default function Card({title, href, icon, description, children, className}: Props): ReactNode {
  const body = (
    <>
      {icon ? (
        isImageIcon(icon) ? (
          <img className={styles.icon} src={icon} alt="" width={32} height={32} loading="lazy" />
        ) : isIconName(icon) ? (
          <PageIcon name={icon} className={clsx(styles.icon, styles.bundledIcon)} />
        ) : (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )
      ) : null}
      <span className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        {(children ?? description) ? (
          <>
            {' '}
            <span className={styles.description}>{children ?? description}</span>
          </>
        ) : null}
      </span>
    </>
  );
  // The card's parts are set apart by CSS alone (a flex row, where spaces
  // do not render): a space between its title and text, and one at its end,
  // keep the words apart in the page's text. The search index reads a
  // section as the text of its top-level elements joined as they are, so
  // cards written one per line in MDX would otherwise run one card's last
  // word into the next one's title.
  return href ? (
    <Link to={href} className={clsx('card', styles.card, className)}>
      {body}{' '}
    </Link>
  ) : (
    <div className={clsx('card', styles.card, className)}>{body} </div>
  );
}
