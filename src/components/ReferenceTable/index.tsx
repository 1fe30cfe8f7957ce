/**
 * Building blocks shared by the reference tables (ConfigTable, SettingsTable,
 * CliFlagsTable): localized text, inline code, row anchors, version badges and
 * long default values.
 */
import '@site/src/i18n/reference';
import {createContext, Fragment, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import RichText, {useLocalized} from '@site/src/components/RichText';
import {VALUE_BREAKS, breakPoints, isLongValue} from '@site/src/lib/content/configReference';
import styles from './styles.module.css';

export {styles as referenceStyles};

export {RichText, useLocalized};

/** An identifier that may wrap after its dots, underscores and dashes. */
export function Identifier({
  name,
  className,
  after,
}: {
  readonly name: string;
  readonly className?: string;
  /** Where to allow breaks; after `.`, `_` and `-` by default. */
  readonly after?: RegExp;
}): ReactNode {
  return (
    <code className={className}>
      {breakPoints(name, after).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/**
 * What the rows of a table are (`config.json`, `OneDrive driver`): the site
 * search indexes each row as a hit of its own titled `<name> — <this>`
 * (src/plugins/search/extract.ts reads `data-search-row`).
 */
export const RowKind = createContext('');

/**
 * The name cell of a row: the key in code, a link to the row, and the anchor
 * registered with Docusaurus so that links to it pass the broken-anchor check.
 */
export function RowName({
  id,
  headerId,
  name,
  children,
}: {
  /** Anchor of the row. */
  readonly id: string;
  /** Id of the header cell, for cells that point at it with `headers`. */
  readonly headerId?: string;
  readonly name: string;
  readonly children?: ReactNode;
}): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const kind = useContext(RowKind);
  return (
    <th scope="row" id={headerId} className={styles.nameCell} data-search-row={kind ? `${name} — ${kind}` : name}>
      <Identifier name={name} className={styles.key} />
      <Link
        to={`#${id}`}
        className={styles.anchorLink}
        aria-label={translate(
          {
            id: 'reference.table.anchorLabel',
            message: 'Direct link to {name}',
            description: 'Accessible name of the link to a row of a configuration reference table',
          },
          {name},
        )}
      />
      {children}
    </th>
  );
}

/*
 * The space after a badge and before a `Meta` line: the table's text, as the
 * search index, a copy and paste or a reader mode read it, would otherwise
 * glue the neighbouring words (`site_titleSite title`, `Added in v3.0.2Public
 * address`). Before a block (`Meta`) or between flex items the space does
 * not render; between a badge and text it is the gap that separates them.
 * (Other components that set parts apart with CSS alone do the same.)
 */

/** “Added in v3.41.0”, with a space on either side. */
export function SinceBadge({version}: {readonly version: string}): ReactNode {
  return (
    <>
      {' '}
      <span className={clsx('badge badge--secondary', styles.badge)}>
        <Translate
          id="reference.table.since"
          description="Badge on a configuration entry added in a given AList version"
          values={{version}}>
          {'Added in {version}'}
        </Translate>
      </span>{' '}
    </>
  );
}

/** A muted second line under a key, such as its type (a space before it, see above). */
export function Meta({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <>
      {' '}
      <span className={styles.meta}>{children}</span>
    </>
  );
}

/** A default value: `(empty)` for an empty string, a disclosure for long or multi-line values. */
export function DefaultValue({value}: {readonly value: string}): ReactNode {
  if (value === '') {
    return (
      <span className={styles.muted}>
        <Translate
          id="reference.table.empty"
          description="Shown in a table for a default value that is an empty string">
          (empty)
        </Translate>
      </span>
    );
  }
  if (!isLongValue(value)) return <Identifier name={value} className={styles.value} after={VALUE_BREAKS} />;
  return (
    <details className={styles.longValue}>
      <summary>
        <Translate id="reference.table.showValue" description="Summary of a collapsed long default value">
          Show value
        </Translate>
      </summary>
      <pre className={styles.pre}>
        <code>{value}</code>
      </pre>
    </details>
  );
}

/** “Default before v3.39.2: true” */
export function PreviousDefault({version, value}: {readonly version: string; readonly value: string}): ReactNode {
  return (
    <p className={styles.note}>
      <Translate
        id="reference.table.defaultChanged"
        description="Note under an entry whose default changed; {value} is the old default"
        values={{version, value: <code>{value}</code>}}>
        {'Default before {version}: {value}'}
      </Translate>
    </p>
  );
}
