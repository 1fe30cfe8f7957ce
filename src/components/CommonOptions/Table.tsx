import '@site/src/i18n/drivers';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {COMMON_FIELDS, type CommonField} from '@site/src/data/drivers/common';
import {commonItemAnchorId} from '@site/src/lib/content/drivers';
import {FieldRows, FieldTableHead} from '@site/src/components/DriverOptions/Options';
import {RichText, RowKind, referenceStyles as styles, useLocalized} from '@site/src/components/ReferenceTable';
import {renderLater} from '@site/src/lib/chrome/renderLater';

export interface CommonOptionsProps {
  /** Items to render instead of the site's data (tests). */
  readonly fields?: readonly CommonField[];
  readonly className?: string;
}

/**
 * Table of the options every storage's form has, whatever its driver, with
 * when the form shows each one. Driver tables link here (`#common-web_proxy`).
 */
export default function CommonOptions({fields = COMMON_FIELDS, className}: CommonOptionsProps): ReactNode {
  const localized = useLocalized();
  const kind = translate({
    id: 'drivers.table.commonRowKind',
    message: 'storage option',
    description:
      'What a row of the common storage options table is, in its search result title ("web_proxy — storage option")',
  });
  return (
    <RowKind.Provider value={kind}>
      <table className={clsx(styles.table, styles.stacked, className)} {...renderLater(2 * fields.length)}>
        <FieldTableHead />
        {fields.map((field) => (
          <FieldRows key={field.name} id={commonItemAnchorId(field.name)} field={field}>
            <p className={styles.note}>
              <Translate id="drivers.common.shown" description="Label before when the form shows a common option">
                Shown:
              </Translate>{' '}
              <RichText text={localized(field.shown)} />
            </p>
          </FieldRows>
        ))}
      </table>
    </RowKind.Provider>
  );
}
