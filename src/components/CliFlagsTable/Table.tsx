import '@site/src/i18n/reference';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {CLI_FLAGS, type CliFlag} from '@site/src/data/config/configFile';
import {flagAnchorId} from '@site/src/lib/content/configReference';
import {
  DefaultValue,
  Meta,
  RichText,
  RowName,
  RowKind,
  referenceStyles as styles,
  useLocalized,
} from '@site/src/components/ReferenceTable';
import {renderLater} from '@site/src/lib/chrome/renderLater';

export interface CliFlagsTableProps {
  /** Flags to render instead of the site's data (tests). */
  readonly flags?: readonly CliFlag[];
  readonly className?: string;
}

/**
 * The command-line flags every `alist` command accepts, rendered from
 * `CLI_FLAGS` in `src/data/config/configFile.ts`; each row has an anchor
 * (`#flag-data`).
 */
export default function CliFlagsTable({flags = CLI_FLAGS, className}: CliFlagsTableProps): ReactNode {
  const localized = useLocalized();
  const label = {
    flag: translate({
      id: 'cliFlags.table.flag',
      message: 'Flag',
      description: 'Column header: command-line flag and its type',
    }),
    default: translate({
      id: 'cliFlags.table.default',
      message: 'Default',
      description: 'Column header: default value of a command-line flag',
    }),
    description: translate({
      id: 'cliFlags.table.description',
      message: 'Description',
      description: 'Column header: what the flag does',
    }),
    rowKind: translate({
      id: 'cliFlags.table.rowKind',
      message: 'command-line flag',
      description: 'What a row of the flags table is, in its search result title ("--data — command-line flag")',
    }),
  };
  return (
    <RowKind.Provider value={label.rowKind}>
      <table className={clsx(styles.table, styles.stacked, className)} {...renderLater(flags.length)}>
        <thead>
          <tr>
            <th scope="col">{label.flag}</th>
            <th scope="col">{label.default}</th>
            <th scope="col">{label.description}</th>
          </tr>
        </thead>
        <tbody>
          {flags.map((flag) => {
            const id = flagAnchorId(flag.flag);
            return (
              <tr key={flag.flag} id={id}>
                <RowName id={id} name={`--${flag.flag}`}>
                  <Meta>
                    <code>{flag.type}</code>
                  </Meta>
                </RowName>
                <td data-label={label.default}>
                  <DefaultValue value={String(flag.default)} />
                </td>
                <td className={styles.description} data-label={label.description}>
                  <RichText text={localized(flag.description)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </RowKind.Provider>
  );
}
