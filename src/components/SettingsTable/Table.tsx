import '@site/src/i18n/reference';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {SETTINGS, type SettingFlag, type SettingGroup, type SettingItem} from '@site/src/data/config/settings';
import {settingAnchorId, settingsOfGroup} from '@site/src/lib/content/configReference';
import {
  DefaultValue,
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

export interface SettingsTableProps {
  /** The settings group to list, as named in the program (`site`, `offline_download`, …). */
  readonly group: SettingGroup;
  /** Settings to render instead of the site's data (tests). */
  readonly settings?: readonly SettingItem[];
  readonly className?: string;
}

function FlagLabel({flag}: {readonly flag: SettingFlag}): ReactNode {
  switch (flag) {
    case 'public':
      return (
        <Translate id="settings.table.flag.public" description="A setting whose value every visitor can read">
          public
        </Translate>
      );
    case 'private':
      return (
        <Translate id="settings.table.flag.private" description="A setting only admins can read">
          admin only
        </Translate>
      );
    case 'readonly':
      return (
        <Translate id="settings.table.flag.readonly" description="A setting that cannot be changed">
          read-only
        </Translate>
      );
    case 'deprecated':
      return (
        <Translate id="settings.table.flag.deprecated" description="A setting no longer used">
          deprecated
        </Translate>
      );
  }
}

interface Labels {
  readonly setting: string;
  readonly default: string;
  readonly description: string;
  /** What a row is, in its search result title (`site_title — setting`). */
  readonly rowKind: string;
}

/** Column names: shown in the header, and above each value when a phone stacks the cells. */
function labels(): Labels {
  return {
    setting: translate({
      id: 'settings.table.setting',
      message: 'Setting',
      description: 'Column header: setting key, label and type',
    }),
    default: translate({
      id: 'settings.table.default',
      message: 'Default',
      description: 'Column header: default value of a setting',
    }),
    description: translate({
      id: 'settings.table.description',
      message: 'Description',
      description: 'Column header: what the setting does',
    }),
    rowKind: translate({
      id: 'settings.table.rowKind',
      message: 'setting',
      description: 'What a row of a settings table is, in its search result title ("site_title — setting")',
    }),
  };
}

function SettingRow({item, label}: {readonly item: SettingItem; readonly label: Labels}): ReactNode {
  const localized = useLocalized();
  const id = settingAnchorId(item.key);
  return (
    <tr id={id}>
      <RowName id={id} name={item.key}>
        {item.label ? <Meta>{localized(item.label)}</Meta> : null}
        <Meta>
          <code>{item.type}</code> ·{' '}
          <span>
            <FlagLabel flag={item.flag} />
          </span>
        </Meta>
      </RowName>
      <td data-label={label.default}>
        {item.default === null ? null : <DefaultValue value={item.default} />}
        {item.defaultNote ? (
          <Meta>
            <RichText text={localized(item.defaultNote)} />
          </Meta>
        ) : null}
      </td>
      <td className={styles.description} data-label={label.description}>
        {item.since ? <SinceBadge version={item.since} /> : null}
        <div>
          <RichText text={localized(item.description)} />
        </div>
        {item.options ? (
          <p className={styles.note}>
            <Translate
              id="settings.table.options"
              description="Lists the choices of a select setting; {options} is the list"
              values={{
                options: (
                  <>
                    {item.options.map((option, i) => (
                      <span key={option}>
                        {i > 0 ? ', ' : null}
                        <code>{option}</code>
                      </span>
                    ))}
                  </>
                ),
              }}>
              {'Choices: {options}'}
            </Translate>
          </p>
        ) : null}
        {item.defaultChanged ? (
          <PreviousDefault version={item.defaultChanged.version} value={item.defaultChanged.previous} />
        ) : null}
      </td>
    </tr>
  );
}

/**
 * Reference table of one settings group of the admin panel, rendered from
 * `src/data/config/settings.ts`: each setting's key (with its anchor,
 * `#setting-site_title`), label, type, who can read it, default and description
 * in the reader's language.
 */
export default function SettingsTable({group, settings = SETTINGS, className}: SettingsTableProps): ReactNode {
  const rows = settingsOfGroup(settings, group);
  const label = labels();
  return (
    <RowKind.Provider value={label.rowKind}>
      <table className={clsx(styles.table, styles.stacked, className)} {...renderLater(rows.length)}>
        <thead>
          <tr>
            <th scope="col">{label.setting}</th>
            <th scope="col">{label.default}</th>
            <th scope="col">{label.description}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <SettingRow key={item.key} item={item} label={label} />
          ))}
        </tbody>
      </table>
    </RowKind.Provider>
  );
}
