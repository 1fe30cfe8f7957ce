import '@site/src/i18n/drivers';
import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DriverData, DriverField, DriverFile, FieldChange} from '@site/src/data/drivers/types';
import {COMMON_FIELDS} from '@site/src/data/drivers/common';
import {isChineseLocale} from '@site/src/lib/site/localized';
import {
  commonItemAnchorId,
  commonItems,
  driverAnchorId,
  driverFieldAnchorId,
  findDriver,
  formDefault,
} from '@site/src/lib/content/drivers';
import {
  DefaultValue,
  Meta,
  RichText,
  RowName,
  SinceBadge,
  RowKind,
  referenceStyles as styles,
  useLocalized,
} from '@site/src/components/ReferenceTable';
import own from './styles.module.css';
import {renderLater} from '@site/src/lib/chrome/renderLater';
import AdminScreenshot from '@site/src/components/AdminScreenshot';
import {driverShotKey, type ShotManifest} from '@site/src/lib/content/adminScreenshots';
import adminScreenshots from '@site/src/data/adminScreenshots/drivers.json';

const SHOTS = (adminScreenshots as unknown as ShotManifest).shots;

/** The driver's add-storage form in the admin panel, beside its table (scripts/admin-screenshots.mjs). */
function FormScreenshot({driver}: {readonly driver: DriverData}): ReactNode {
  const zh = isChineseLocale(useDocusaurusContext().i18n.currentLocale);
  const localized = useLocalized();
  const shot = SHOTS[driverShotKey(driver.name)];
  if (!shot) return null;
  const name = localized(driver.displayName);
  return (
    <AdminScreenshot
      className={own.screenshot}
      shot={shot}
      locale={zh ? 'zh' : 'en'}
      alt={translate(
        {
          id: 'drivers.screenshot.alt',
          message: 'The add-storage form of the {name} driver in the AList admin panel',
          description: 'Alt text of the screenshot of a driver form in the admin panel; {name} is the driver name',
        },
        {name},
      )}
      caption={
        <Translate
          id="drivers.screenshot.caption"
          description="Caption under the screenshot of a driver form; {name} is the driver name, {version} the AList version"
          values={{name, version: `v${shot.frontEnd}`}}>
          {'Manage → Storages → Add → {name}, AList {version}'}
        </Translate>
      }
    />
  );
}

export interface DriverOptionsProps {
  /** A data file of `src/data/drivers/` (the drivers one source folder registers). */
  readonly data: DriverFile;
  /** Registered name of the driver, as in the admin panel's driver list value (`Onedrive`, `115 Cloud`). */
  readonly driver: string;
  readonly className?: string;
}

const COLUMNS = 3;
/** Route of the page that documents the common items. */
export const COMMON_OPTIONS_PAGE = '/guide/drivers/common';

interface Labels {
  readonly field: string;
  readonly default: string;
  readonly required: string;
}

function labels(): Labels {
  return {
    field: translate({
      id: 'drivers.table.field',
      message: 'Field',
      description: 'Column header of a driver option table: the field key, its admin-panel label and type',
    }),
    default: translate({id: 'drivers.table.default', message: 'Default', description: 'Column header: default value'}),
    required: translate({
      id: 'drivers.table.required',
      message: 'Required',
      description: 'Column header: whether the admin panel requires a value',
    }),
  };
}

function YesNo({value}: {readonly value: boolean}): ReactNode {
  return value ? (
    <Translate id="drivers.table.yes" description="Required column of a driver option table: required">
      Yes
    </Translate>
  ) : (
    <Translate id="drivers.table.no" description="Required column of a driver option table: optional">
      No
    </Translate>
  );
}

function Change({change}: {readonly change: FieldChange}): ReactNode {
  const value = <code>{change.from === '' ? '""' : change.from}</code>;
  const values = {version: change.version, value};
  switch (change.key) {
    case 'default':
      return (
        <Translate
          id="drivers.table.change.default"
          description="Note under a driver field whose default changed; {value} is the old default"
          values={values}>
          {'Default before {version}: {value}'}
        </Translate>
      );
    case 'required':
      return (
        <Translate
          id="drivers.table.change.required"
          description="Note under a driver field whose required flag changed; {value} is true or false"
          values={values}>
          {'Required before {version}: {value}'}
        </Translate>
      );
    case 'type':
      return (
        <Translate
          id="drivers.table.change.type"
          description="Note under a driver field whose input type changed; {value} is the old type"
          values={values}>
          {'Type before {version}: {value}'}
        </Translate>
      );
    case 'options':
      return (
        <Translate
          id="drivers.table.change.options"
          description="Note under a driver field whose choices changed; {value} lists the old choices"
          values={values}>
          {'Choices before {version}: {value}'}
        </Translate>
      );
  }
}

function Options({field}: {readonly field: Pick<DriverField, 'options'>}): ReactNode {
  const zh = isChineseLocale(useDocusaurusContext().i18n.currentLocale);
  if (!field.options?.length) return null;
  return (
    <p className={styles.note}>
      <Translate id="drivers.table.options" description="Label before the list of values of a select field">
        Values:
      </Translate>{' '}
      {field.options.map((option, i) => (
        <Fragment key={option.value}>
          {i > 0 ? ', ' : null}
          <code>{option.value}</code>
          {zh && option.zh && option.zh !== option.value ? (
            <span className={own.optionLabel}>{`（${option.zh}）`}</span>
          ) : null}
        </Fragment>
      ))}
    </p>
  );
}

/**
 * One field as a group of two rows: the facts (key, admin-panel label, type,
 * default, required) on the first, the description across the table on the
 * second. `children` go at the end of the description (the common options
 * page adds when the form shows the item).
 */
export function FieldRows({
  id,
  field,
  children,
}: {
  /** Anchor of the row. */
  readonly id: string;
  readonly field: Omit<DriverField, 'name'> & {readonly name: string};
  readonly children?: ReactNode;
}): ReactNode {
  const localized = useLocalized();
  const label = labels();
  const headerId = `${id}-name`;
  return (
    <tbody className={styles.group}>
      <tr id={id}>
        <RowName id={id} headerId={headerId} name={field.name}>
          <Meta>
            <span className={own.panelLabel}>{localized(field.label)}</span> · <code>{field.type}</code>
          </Meta>
        </RowName>
        <td className={styles.defaultCell} data-label={label.default}>
          <DefaultValue value={formDefault(field)} />
        </td>
        <td className={styles.center} data-label={label.required}>
          <YesNo value={field.required} />
        </td>
      </tr>
      <tr className={styles.descriptionRow}>
        <td colSpan={COLUMNS} headers={headerId} className={styles.description}>
          {field.since ? <SinceBadge version={field.since} /> : null}
          <RichText text={localized(field.description)} />
          <Options field={field} />
          {field.changes?.map((change) => (
            <p key={`${change.key}-${change.version}`} className={styles.note}>
              <Change change={change} />
            </p>
          ))}
          {children}
        </td>
      </tr>
    </tbody>
  );
}

/** Header row of a field table. */
export function FieldTableHead(): ReactNode {
  const label = labels();
  return (
    <thead>
      <tr>
        <th scope="col">{label.field}</th>
        <th scope="col">{label.default}</th>
        <th scope="col">{label.required}</th>
      </tr>
    </thead>
  );
}

/** The common items this driver's form shows, each linked to its entry on the common options page. */
function CommonItems({driver}: {readonly driver: DriverData}): ReactNode {
  const localized = useLocalized();
  const items = commonItems(driver.config);
  return (
    <p className={own.common}>
      <Translate
        id="drivers.table.common"
        description="Line under a driver option table; {items} lists the common storage options its form also has, as links"
        values={{
          items: (
            <>
              {items.map((item, i) => {
                const common = COMMON_FIELDS.find((f) => f.name === item);
                return (
                  <Fragment key={item}>
                    {i > 0 ? ', ' : null}
                    <Link to={`${COMMON_OPTIONS_PAGE}#${commonItemAnchorId(item)}`}>
                      {common ? localized(common.label) : item}
                    </Link>
                  </Fragment>
                );
              })}
            </>
          ),
        }}>
        {'The form also has these common storage options: {items}.'}
      </Translate>
    </p>
  );
}

/**
 * Option table of one storage driver, rendered from `src/data/drivers/`: each
 * field of the driver's form with its admin-panel label (in the page's
 * language), type, default, whether it is required, its values and what it is
 * for; then the common options the form also shows, linked to their entries on
 * /guide/drivers/common. Every row has an anchor (`#onedrive-client_id`).
 */
export default function DriverOptions({data, driver: name, className}: DriverOptionsProps): ReactNode {
  const localized = useLocalized();
  const driver = findDriver(data, name);
  const anchor = driverAnchorId(driver.name);
  useBrokenLinks().collectAnchor(anchor);
  const rowKind = translate(
    {
      id: 'drivers.table.rowKind',
      message: '{name} driver',
      description:
        'What a row of a driver option table is, in its search result title ("refresh_token — Onedrive driver")',
    },
    {name: localized(driver.displayName)},
  );
  return (
    <RowKind.Provider value={rowKind}>
      <div
        className={clsx(own.driverOptions, SHOTS[driverShotKey(driver.name)] && own.withShot, className)}
        id={anchor}>
        <FormScreenshot driver={driver} />
        <table className={clsx(styles.table, styles.stacked)} {...renderLater(2 * driver.fields.length)}>
          <caption>
            <Translate
              id="drivers.table.caption"
              description="Caption of a driver option table; {name} is the admin panel's name of the driver, {value} the value stored in the storage's driver field"
              values={{name: <strong>{localized(driver.displayName)}</strong>, value: <code>{driver.name}</code>}}>
              {'Options of the {name} driver ({value})'}
            </Translate>
            {driver.since ? (
              <>
                {' '}
                <SinceBadge version={driver.since} />
              </>
            ) : null}
          </caption>
          <FieldTableHead />
          {driver.fields.map((field) => (
            <FieldRows key={field.name} id={driverFieldAnchorId(driver.name, field.name)} field={field} />
          ))}
        </table>
        {driver.fields.length === 0 ? (
          <p className={own.common}>
            <Translate id="drivers.table.noFields" description="Shown when a driver has no options of its own">
              This driver has no options of its own.
            </Translate>
          </p>
        ) : null}
        <CommonItems driver={driver} />
        {driver.removedFields?.length ? (
          <p className={own.common}>
            <Translate
              id="drivers.table.removed"
              description="Line under a driver option table listing fields removed since v3.38; a storage saved earlier may still carry them"
              values={{
                fields: (
                  <>
                    {driver.removedFields.map((f, i) => (
                      <Fragment key={f.name}>
                        {i > 0 ? ', ' : null}
                        <code>{f.name}</code> ({f.version})
                      </Fragment>
                    ))}
                  </>
                ),
              }}>
              {'Removed since v3.38, and ignored if a storage still has them: {fields}.'}
            </Translate>
          </p>
        ) : null}
      </div>
    </RowKind.Provider>
  );
}
