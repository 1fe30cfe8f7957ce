import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useDoc, useDocById, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {buildCatalog, DEFAULT_CATALOG_DEPTH, type CatalogEntry} from '@site/src/lib/content/catalog';
import styles from './styles.module.css';

interface Props {
  /** How many levels below this page to list (1 = direct children only). */
  readonly depth?: number;
  readonly className?: string;
}

function EntryDescription({docId}: {readonly docId: string}): ReactNode {
  const doc = useDocById(docId);
  return doc.description ? <span className={styles.description}>{doc.description}</span> : null;
}

function Entries({entries}: {readonly entries: readonly CatalogEntry[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.href} className={styles.item}>
          <Link to={entry.href} className={styles.link}>
            {entry.label}
          </Link>
          {entry.docId && entry.children.length === 0 ? <EntryDescription docId={entry.docId} /> : null}
          {entry.children.length > 0 ? <Entries entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Lists the pages below the current one, as the sidebar orders them. */
export default function Catalog({depth = DEFAULT_CATALOG_DEPTH, className}: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const {metadata} = useDoc();
  const entries = buildCatalog(sidebar?.items ?? [], metadata.permalink, depth);
  if (entries.length === 0) return null;
  return (
    <nav className={clsx(styles.catalog, className)} aria-label={metadata.title}>
      <Entries entries={entries} />
    </nav>
  );
}
