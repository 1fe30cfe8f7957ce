import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {buildCatalog, DEFAULT_CATALOG_DEPTH, type CatalogEntry} from '@site/src/lib/content/catalog';
import Island from '@site/src/components/Island';
import styles from './styles.module.css';

interface Props {
  /** How many levels below this page to list (1 = direct children only). */
  readonly depth?: number;
  readonly className?: string;
}

/** Doc id → description of the docs the catalog may list, added to the page's front matter at build time. */
type Descriptions = Readonly<Record<string, string>>;

function Entries({
  entries,
  descriptions,
}: {
  readonly entries: readonly CatalogEntry[];
  readonly descriptions: Descriptions;
}): ReactNode {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.href ?? entry.label} className={styles.item}>
          {entry.href === undefined ? (
            <span className={styles.group}>{entry.label}</span>
          ) : (
            <Link to={entry.href} className={styles.link}>
              {entry.label}
            </Link>
          )}
          {entry.docId && entry.children.length === 0 && descriptions[entry.docId] ? (
            <span className={styles.description}>{descriptions[entry.docId]}</span>
          ) : null}
          {entry.children.length > 0 ? <Entries entries={entry.children} descriptions={descriptions} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Nothing to load: the catalog's code is at hand; the island only spares it the hydration until the reader reaches it. */
const atHand = (): Promise<void> => Promise.resolve();

/**
 * Lists the pages below the current one, as the sidebar orders them. An island (src/components/Island): on the page
 * first loaded the list stays the server's HTML while the page hydrates (on the drivers index, some eighty links
 * with their descriptions), and comes to life when the pointer, a touch or the focus reaches it.
 */
export default function Catalog({depth = DEFAULT_CATALOG_DEPTH, className}: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const {metadata, frontMatter} = useDoc();
  // src/plugins/page-data/frontMatterData.ts
  const descriptions = ((frontMatter as {catalog_descriptions?: Descriptions}).catalog_descriptions ??
    {}) as Descriptions;
  const entries = buildCatalog(sidebar?.items ?? [], metadata.permalink, depth);
  if (entries.length === 0) return null;
  return (
    <Island load={atHand} start="interaction">
      <nav className={clsx(styles.catalog, className)} aria-label={metadata.title}>
        <Entries entries={entries} descriptions={descriptions} />
      </nav>
    </Island>
  );
}
