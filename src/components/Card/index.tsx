/**
 * Link card of the earlier site, `<Card title="Docker" href="/guide/install/docker" icon="/img/logo.svg" />`,
 * registered globally (src/theme/MDXComponents.tsx), so it stays small: the
 * icon is an image path or URL, the name of a bundled icon (`terminal`,
 * src/components/Icon), or a short text such as an emoji; children
 * (or `description`) are the card's text. Internal links go through the
 * router (`@docusaurus/Link`, which adds `/zh/` on Chinese pages), external ones open as ordinary links.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Icon, {hasIcon} from '@site/src/components/Icon';
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

export default function Card({title, href, icon, description, children, className}: Props): ReactNode {
  const body = (
    <>
      {icon ? (
        isImageIcon(icon) ? (
          <img className={styles.icon} src={icon} alt="" width={32} height={32} loading="lazy" />
        ) : hasIcon(icon) ? (
          <Icon name={icon} size={28} className={clsx(styles.icon, styles.bundledIcon)} />
        ) : (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )
      ) : null}
      <span className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        {(children ?? description) ? <span className={styles.description}>{children ?? description}</span> : null}
      </span>
    </>
  );
  return href ? (
    <Link to={href} className={clsx('card', styles.card, className)}>
      {body}
    </Link>
  ) : (
    <div className={clsx('card', styles.card, className)}>{body}</div>
  );
}
