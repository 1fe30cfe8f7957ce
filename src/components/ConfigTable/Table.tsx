import '@site/src/i18n/reference';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {CONFIG_ENTRIES, type ConfigEntry, type ConfigField} from '@site/src/data/config/configFile';
import {
  configAnchorId,
  findConfigSection,
  formatConfigValue,
  selectConfigEntries,
} from '@site/src/lib/content/configReference';
import {
  DefaultValue,
  Identifier,
  Meta,
  PreviousDefault,
  RichText,
  RowName,
  SinceBadge,
  RowKind,
  referenceStyles as styles,
  useLocalized,
} from '@site/src/components/ReferenceTable';
import {renderLater} from '@site/src/lib/chrome/renderLater';

export interface ConfigTableProps {
  /** Show the entries of this section (e.g. `scheme`), with its description as the caption. */
  readonly section?: string;
  /** Show only the scalar fields at the top level of the file. */
  readonly topLevel?: boolean;
  /** Entries to render instead of the site's data (tests). */
  readonly entries?: readonly ConfigEntry[];
  readonly className?: string;
}

const COLUMNS = 4;

interface Labels {
  readonly field: string;
  readonly default: string;
  readonly env: string;
  readonly restart: string;
}

/** Column names: shown in the header, and above each value when a phone stacks the cells. */
function labels(): Labels {
  return {
    field: translate({
      id: 'config.table.field',
      message: 'Field',
      description: 'Column header: config-file field and its type',
    }),
    default: translate({id: 'config.table.default', message: 'Default', description: 'Column header: default value'}),
    env: translate({
      id: 'config.table.env',
      message: 'Environment variable',
      description: 'Column header: environment variable that overrides the field',
    }),
    restart: translate({
      id: 'config.table.restart',
      message: 'Restart',
      description: 'Column header: whether a change needs a restart of AList',
    }),
  };
}

/**
 * One field as a group of two rows: the facts (name, default, variable,
 * restart) on the first, the description across the whole table on the second,
 * so the text gets the full width even in a narrow column layout.
 */
function FieldRows({field, label}: {readonly field: ConfigField; readonly label: Labels}): ReactNode {
  const localized = useLocalized();
  const id = configAnchorId(field.path);
  const headerId = `${id}-name`;
  return (
    <tbody className={styles.group}>
      <tr id={id}>
        <RowName id={id} headerId={headerId} name={field.path}>
          <Meta>
            <code>{field.type}</code>
          </Meta>
        </RowName>
        <td className={styles.defaultCell} data-label={label.default}>
          {field.default === null ? null : <DefaultValue value={formatConfigValue(field.default)} />}
          {field.defaultNote ? (
            <Meta>
              <RichText text={localized(field.defaultNote)} />
            </Meta>
          ) : null}
        </td>
        <td data-label={label.env}>
          {field.env === null ? (
            <span className={styles.muted}>
              <Translate
                id="config.table.noEnv"
                description="Environment-variable cell of a config field that has none">
                none
              </Translate>
            </span>
          ) : (
            <Identifier name={field.env} className={styles.env} />
          )}
        </td>
        <td className={styles.center} data-label={label.restart}>
          {field.restart ? (
            <Translate id="config.table.yes" description="Restart column: a restart is needed">
              Yes
            </Translate>
          ) : (
            <Translate id="config.table.no" description="Restart column: no restart is needed">
              No
            </Translate>
          )}
        </td>
      </tr>
      <tr className={styles.descriptionRow}>
        <td colSpan={COLUMNS} headers={headerId} className={styles.description}>
          {field.since ? <SinceBadge version={field.since} /> : null}
          <RichText text={localized(field.description)} />
          {field.defaultChanged ? (
            <PreviousDefault
              version={field.defaultChanged.version}
              value={formatConfigValue(field.defaultChanged.previous)}
            />
          ) : null}
        </td>
      </tr>
    </tbody>
  );
}

function SectionRows({entry}: {readonly entry: ConfigEntry}): ReactNode {
  const localized = useLocalized();
  const id = configAnchorId(entry.path);
  return (
    <tbody className={styles.group}>
      <tr id={id} className={styles.sectionRow}>
        <RowName id={id} name={entry.path} />
        <td colSpan={COLUMNS - 1}>
          {entry.since ? <SinceBadge version={entry.since} /> : null}
          <RichText text={localized(entry.description)} />
        </td>
      </tr>
    </tbody>
  );
}

/**
 * Reference table of `config.json`, rendered from `src/data/config/configFile.ts`:
 * each field with its type, default, environment variable, whether a restart is
 * needed, and below them a description in the reader's language. Every row has an anchor
 * (`#config-scheme-http_port`).
 */
export default function ConfigTable({
  section,
  topLevel,
  entries = CONFIG_ENTRIES,
  className,
}: ConfigTableProps): ReactNode {
  const localized = useLocalized();
  const rows = selectConfigEntries(entries, {section, topLevel});
  const sectionEntry = section === undefined ? undefined : findConfigSection(entries, section);
  const sectionId = sectionEntry ? configAnchorId(sectionEntry.path) : undefined;
  useBrokenLinks().collectAnchor(sectionId);
  const label = labels();
  return (
    <RowKind.Provider value="config.json">
      <table className={clsx(styles.table, styles.stacked, className)} id={sectionId} {...renderLater(2 * rows.length)}>
        {sectionEntry ? (
          <caption>
            <code>{sectionEntry.path}</code>
            {sectionEntry.since ? <SinceBadge version={sectionEntry.since} /> : null}{' '}
            <RichText text={localized(sectionEntry.description)} />
          </caption>
        ) : null}
        <thead>
          <tr>
            <th scope="col">{label.field}</th>
            <th scope="col">{label.default}</th>
            <th scope="col">{label.env}</th>
            <th scope="col">{label.restart}</th>
          </tr>
        </thead>
        {rows.map((entry) =>
          entry.kind === 'section' ? (
            <SectionRows key={entry.path} entry={entry} />
          ) : (
            <FieldRows key={entry.path} field={entry} label={label} />
          ),
        )}
      </table>
    </RowKind.Provider>
  );
}
