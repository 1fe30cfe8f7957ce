import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {Contributor} from '@site/src/lib/site/pageData';
import styles from './styles.module.css';

interface Props {
  readonly contributors: readonly Contributor[];
  readonly className?: string;
}

/** The people who changed a page, from git history, most commits first. */
export default function Contributors({contributors, className}: Props): ReactNode {
  if (contributors.length === 0) return null;
  return (
    <div className={clsx(styles.contributors, className)}>
      <Translate id="docFooter.contributors" description="Label before the list of people who edited a page">
        Contributors:
      </Translate>{' '}
      {contributors.map((c, i) => (
        <span key={c.name} className={styles.name}>
          {c.name}
          {i < contributors.length - 1 ? ', ' : ''}
        </span>
      ))}
    </div>
  );
}
