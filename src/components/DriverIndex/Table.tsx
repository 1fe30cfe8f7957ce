import '@site/src/i18n/drivers';
import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {LoginMethod} from '@site/src/data/drivers/types';
import type {DownloadMode, DriverIndexRow} from '@site/src/lib/content/drivers';
import {Meta, SinceBadge, referenceStyles as styles} from '@site/src/components/ReferenceTable';
// Built for the current locale by src/plugins/driver-index from the driver data and pages.
import builtRows from '@generated/driver-index/default/drivers.json';
import own from './styles.module.css';
import {renderLater} from '@site/src/lib/chrome/renderLater';

export interface DriverIndexProps {
  /** Rows to render instead of the build's (tests). */
  readonly rows?: readonly DriverIndexRow[];
  readonly className?: string;
}

function loginLabel(method: LoginMethod): string {
  switch (method) {
    case 'oauth':
      return translate({
        id: 'drivers.index.login.oauth',
        message: 'OAuth refresh token',
        description: 'Sign-in method of a driver',
      });
    case 'password':
      return translate({
        id: 'drivers.index.login.password',
        message: 'user name and password',
        description: 'Sign-in method of a driver',
      });
    case 'cookie':
      return translate({
        id: 'drivers.index.login.cookie',
        message: 'browser cookie',
        description: 'Sign-in method of a driver',
      });
    case 'qrcode':
      return translate({
        id: 'drivers.index.login.qrcode',
        message: 'QR code',
        description: 'Sign-in method of a driver',
      });
    case 'token':
      return translate({
        id: 'drivers.index.login.token',
        message: 'token or API key',
        description: 'Sign-in method of a driver',
      });
    case 'keys':
      return translate({
        id: 'drivers.index.login.keys',
        message: 'access key and secret',
        description: 'Sign-in method of a driver',
      });
    case 'share':
      return translate({
        id: 'drivers.index.login.share',
        message: 'share link',
        description: 'Sign-in method of a driver',
      });
    case 'none':
      return translate({
        id: 'drivers.index.login.none',
        message: 'none',
        description: 'Sign-in method of a driver: nothing to sign in to',
      });
  }
}

function modeLabel(mode: DownloadMode): string {
  switch (mode) {
    case 'redirect':
      return translate({
        id: 'drivers.index.mode.redirect',
        message: 'redirect (proxy optional)',
        description: 'Default download behaviour of a driver',
      });
    case 'proxy':
      return translate({
        id: 'drivers.index.mode.proxy',
        message: 'always through AList',
        description: 'Default download behaviour of a driver',
      });
    case 'local':
      return translate({
        id: 'drivers.index.mode.local',
        message: 'read by AList',
        description: 'Default download behaviour of a driver: local files or connections',
      });
  }
}

function modeCell(row: DriverIndexRow): string {
  if (row.mode !== 'redirect' || !row.redirectNeeds) return modeLabel(row.mode);
  return row.redirectNeeds === 'user-agent'
    ? translate({
        id: 'drivers.index.mode.redirectUserAgent',
        message: 'redirect (UA-bound links)',
        description:
          'Default download behaviour of a driver whose links open only with a given User-Agent (the page intro says the proxy is then advised); keep it short, it stands in a narrow column',
      })
    : translate({
        id: 'drivers.index.mode.redirectReferer',
        message: 'redirect (hotlink-protected)',
        description:
          'Default download behaviour of a driver whose links are protected against hotlinking (the page intro says the proxy is then advised); keep it short, it stands in a narrow column',
      });
}

function matches(row: DriverIndexRow, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || [row.name, row.displayName, row.mounts].some((text) => text.toLowerCase().includes(q));
}

/**
 * Every storage driver of AList v3.45.0 in one table: what it mounts, how one
 * signs in, whether it can upload, how downloads travel, linked to the table of
 * its options. Built from the same data as the driver pages, so it cannot drift.
 */
export default function DriverIndex({rows = builtRows, className}: DriverIndexProps): ReactNode {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const shown = rows.filter((row) => matches(row, query));
  const label = {
    driver: translate({
      id: 'drivers.index.driver',
      message: 'Driver',
      description: 'Column header of the drivers index',
    }),
    mounts: translate({
      id: 'drivers.index.mounts',
      message: 'What it mounts',
      description: 'Column header of the drivers index',
    }),
    login: translate({
      id: 'drivers.index.login',
      message: 'Sign-in',
      description: 'Column header of the drivers index',
    }),
    upload: translate({
      id: 'drivers.index.upload',
      message: 'Uploads',
      description: 'Column header of the drivers index',
    }),
    mode: translate({
      id: 'drivers.index.mode',
      message: 'Downloads',
      description: 'Column header of the drivers index',
    }),
  };
  return (
    <div className={clsx(own.driverIndex, className)}>
      <p className={own.filter}>
        <label htmlFor={inputId}>
          <Translate id="drivers.index.filter" description="Label of the filter field above the drivers index">
            Filter drivers
          </Translate>
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={translate({
            id: 'drivers.index.filterPlaceholder',
            message: 'name or provider',
            description: 'Placeholder of the drivers index filter',
          })}
        />
        <span role="status" className={own.count}>
          <Translate
            id="drivers.index.count"
            description="How many drivers the index shows; {shown} and {total} are numbers"
            values={{shown: shown.length, total: rows.length}}>
            {'{shown} of {total} drivers'}
          </Translate>
        </span>
      </p>
      {/* A row of the index holds several lines (logins, notes): about two rows of a reference table. */}
      <table className={clsx(styles.table, styles.stacked)} {...renderLater(2 * shown.length)}>
        <thead>
          <tr>
            <th scope="col">{label.driver}</th>
            <th scope="col">{label.mounts}</th>
            <th scope="col">{label.login}</th>
            <th scope="col">{label.upload}</th>
            <th scope="col">{label.mode}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={styles.nameCell}>
                {row.href ? <Link to={row.href}>{row.displayName}</Link> : row.displayName}
                {row.displayName !== row.name ? (
                  <Meta>
                    <code>{row.name}</code>
                  </Meta>
                ) : null}
                {row.since ? <SinceBadge version={row.since} /> : null}
              </th>
              <td data-label={label.mounts}>{row.mounts}</td>
              <td data-label={label.login} className={own.short}>
                {row.login.map(loginLabel).join(
                  translate({
                    id: 'drivers.flow.listSeparator',
                    message: ', ',
                    description: 'Separator between items of an inline list',
                  }),
                )}
              </td>
              <td data-label={label.upload} className={own.short}>
                {row.upload ? (
                  row.uploadSince ? (
                    <Translate
                      id="drivers.index.uploadSince"
                      description="Uploads column: yes, since a release"
                      values={{version: row.uploadSince}}>
                      {'yes, since {version}'}
                    </Translate>
                  ) : (
                    <Translate id="drivers.index.uploadYes" description="Uploads column: the driver can upload">
                      yes
                    </Translate>
                  )
                ) : (
                  <Translate id="drivers.index.uploadNo" description="Uploads column: read-only driver">
                    no
                  </Translate>
                )}
              </td>
              <td data-label={label.mode} className={own.short}>
                {modeCell(row)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
