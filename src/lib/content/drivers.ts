/**
 * Pure rules behind the storage-driver reference: which common items a
 * driver's form shows, how its downloads travel, whether it can write, and
 * the anchors of its table rows. No React, no Docusaurus.
 */
import type {
  CommonItem,
  DriverConfig,
  DriverData,
  DriverOperations,
  LoginMethod,
  RedirectNeed,
  Version,
} from '@site/src/data/drivers/types';
// Relative: the driver-index plugin loads this module in Node.
import {localeLanguage, pickLocalized} from '../site/localized';
import {compareVersions} from './configReference';

/**
 * The common items of a driver's form, in form order: `op.getMainItems` in
 * `internal/op/driver.go` of AList v3.45.0, applied to the driver's flags.
 */
export function commonItems(config: DriverConfig): CommonItem[] {
  const items: CommonItem[] = ['mount_path', 'order', 'remark'];
  if (!config.noCache) items.push('cache_expiration');
  if (mustProxy(config)) {
    items.push('webdav_policy');
  } else {
    items.push('web_proxy', 'webdav_policy');
    if (config.proxyRangeOption) items.push('proxy_range');
  }
  items.push('down_proxy_url');
  if (config.localSort) items.push('order_by', 'order_direction');
  items.push('extract_folder', 'disable_index', 'enable_sign');
  return items;
}

/** `Config.MustProxy()`: the server always carries the file's bytes. */
export function mustProxy(config: DriverConfig): boolean {
  return config.onlyProxy || config.onlyLocal;
}

/**
 * How a download reaches the client by default:
 * - `redirect`: AList answers with a 302 to the provider's own link; the admin may turn on the proxy;
 * - `local`: the files are read by the AList server itself (a disk, an FTP/SFTP/SMB connection…) and streamed;
 * - `proxy`: the provider's links only work for AList (headers, cookies, short lives, encrypted data), so AList
 *   fetches and streams them.
 *
 * The `OnlyLocal` flag alone does not make a driver local: Quark, UC, Quqi, HalalCloud and Mega set it to force
 * the proxy for provider links; the data marks the truly local ones (`localFiles`).
 */
export type DownloadMode = 'redirect' | 'local' | 'proxy';

export function downloadMode(driver: Pick<DriverData, 'config' | 'localFiles'>): DownloadMode {
  if (driver.localFiles) return 'local';
  if (mustProxy(driver.config)) return 'proxy';
  return 'redirect';
}

/** The WebDAV policies the form offers, default first (`webdav_policy`). */
export function webdavPolicies(config: DriverConfig): string[] {
  return mustProxy(config) ? ['native_proxy', 'use_proxy_url'] : ['302_redirect', 'use_proxy_url', 'native_proxy'];
}

/** Uploads and changes through AList: the driver implements an upload and the panel does not switch it off. */
export function canUpload(driver: Pick<DriverData, 'config' | 'operations'>): boolean {
  return !driver.config.noUpload && (driver.operations.upload || driver.operations.uploadUrl);
}

/**
 * The release since which a driver uploads, when it could not before: from the `noUpload` flag change
 * (`readOnlyBefore`: nothing could be changed earlier) or the data's `uploadSince` (only the upload is newer).
 */
export function uploadSince(
  driver: Pick<DriverData, 'configChanges' | 'uploadSince'>,
): {readonly version: Version; readonly readOnlyBefore: boolean} | undefined {
  const flag = driver.configChanges?.find((c) => c.flag === 'noUpload' && c.from === true)?.version;
  if (flag) return {version: flag, readOnlyBefore: true};
  return driver.uploadSince ? {version: driver.uploadSince, readOnlyBefore: false} : undefined;
}

/**
 * Copies inside the storage go through AList: the driver has no copy of its own but can upload, so since v3.42.0
 * (`internal/fs/copy.go`, commit 11b6a601) AList runs a copy task that downloads each file and uploads it again.
 */
export function copiesThroughAList(driver: Pick<DriverData, 'config' | 'operations'>): boolean {
  return !driver.operations.copy && canUpload(driver);
}

/** The release since which a copy falls back to a download-and-upload task. */
export const COPY_FALLBACK_SINCE: Version = 'v3.42.0';

/** Since when a driver that `copiesThroughAList` copies: the fallback, the driver or its uploads, whichever is latest. */
export function copyThroughAListSince(driver: Pick<DriverData, 'since' | 'configChanges' | 'uploadSince'>): Version {
  return [COPY_FALLBACK_SINCE, driver.since, uploadSince(driver)?.version]
    .filter((v): v is Version => v !== undefined)
    .reduce((a, b) => (compareVersions(a, b) >= 0 ? a : b));
}

const MANAGE_OPERATIONS = [
  'mkdir',
  'rename',
  'move',
  'copy',
  'remove',
] as const satisfies readonly (keyof DriverOperations)[];
export type ManageOperation = (typeof MANAGE_OPERATIONS)[number];

/** The file operations (other than upload) a driver supports, in a fixed order. */
export function manageOperations(operations: DriverOperations): ManageOperation[] {
  return MANAGE_OPERATIONS.filter((op) => operations[op]);
}

/** `115 Cloud` → `115-cloud`; `Onedrive Sharelink` → `onedrive-sharelink`. */
export function driverSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Anchor of a driver's table (`driver-onedrive`). */
export function driverAnchorId(name: string): string {
  return `driver-${driverSlug(name)}`;
}

/** Anchor of a field row of a driver's table (`onedrive-client_id`). */
export function driverFieldAnchorId(name: string, field: string): string {
  return `${driverSlug(name)}-${field}`;
}

/** Anchor of a common item on the common options page (`common-webdav_policy`). */
export function commonItemAnchorId(item: string): string {
  return `common-${item}`;
}

/** The default a reader sees in the form: an empty default of a switch is "off". */
export function formDefault(field: {readonly type: string; readonly default: string}): string {
  return field.type === 'bool' && field.default === '' ? 'false' : field.default;
}

/** Finds a driver of a data file by registered name; a typo in a page fails the build with the choices. */
export function findDriver(file: Readonly<Record<string, DriverData>>, name: string): DriverData {
  const driver = file[name];
  if (!driver) {
    throw new Error(`Unknown driver "${name}"; this data file has: ${Object.keys(file).join(', ')}`);
  }
  return driver;
}

/** A `<DriverOptions>` or `<DriverBehaviour>` of a page, resolved through the page's imports. */
export interface DriverUsage {
  readonly component: 'DriverOptions' | 'DriverBehaviour';
  /** Source folder of the data file the page imported (`onedrive`), or `undefined` without an import. */
  readonly dir: string | undefined;
  /** Registered name of the driver. */
  readonly driver: string;
}

/**
 * The driver tables and behaviour boxes of a page's MDX source: the pages are
 * the one place that says which page documents a driver, so the drivers index
 * and the unit tests both read them from here.
 */
export function driverUsages(source: string): DriverUsage[] {
  const imports = new Map<string, string>();
  for (const m of source.matchAll(/^import\s+(\w+)\s+from\s+'@site\/src\/data\/drivers\/([\w.-]+)';/gm)) {
    imports.set(m[1]!, m[2]!);
  }
  const out: DriverUsage[] = [];
  for (const m of source.matchAll(/<(DriverOptions|DriverBehaviour)\s+data=\{(\w+)\}\s+driver="([^"]+)"\s*\/>/g)) {
    out.push({component: m[1] as DriverUsage['component'], dir: imports.get(m[2]!), driver: m[3]!});
  }
  return out;
}

/** A driver page's file name (`onedrive.mdx`) and MDX source. */
export interface DriverPage {
  readonly file: string;
  readonly source: string;
}

/** One row of the drivers index, in the language of the locale it was built for. */
export interface DriverIndexRow {
  readonly name: string;
  readonly displayName: string;
  readonly mounts: string;
  readonly login: readonly LoginMethod[];
  readonly upload: boolean;
  /** The release since which the driver can upload, when it could not in v3.38. */
  readonly uploadSince?: Version;
  readonly mode: DownloadMode;
  /** Redirected links that open only with a header the client does not send: the proxy is advised. */
  readonly redirectNeeds?: RedirectNeed;
  readonly since?: Version;
  /** Route of the driver's table, `/guide/drivers/<page>#driver-<name>`, once a page documents it. */
  readonly href?: string;
}

/** The route of a driver page: its `slug` front matter, else its file name. */
export function driverPageRoute(page: DriverPage): string {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(page.source)?.[1] ?? '';
  const slug = /^slug:\s*['"]?([^'"\n]+?)['"]?\s*$/m.exec(frontMatter)?.[1];
  return `/guide/drivers/${encodeURI(slug ?? page.file.replace(/\.mdx?$/, ''))}`;
}

/**
 * The rows of the drivers index: every driver of the data, linked to the page
 * that documents it with its option table (no link while none does), sorted by
 * the name the admin panel shows in `locale`.
 */
export function driverIndexRows(
  files: Readonly<Record<string, Readonly<Record<string, DriverData>>>>,
  pages: readonly DriverPage[],
  locale: string,
): DriverIndexRow[] {
  const hrefs = new Map<string, string>();
  for (const page of pages) {
    for (const usage of driverUsages(page.source)) {
      if (usage.component === 'DriverOptions' && usage.dir !== undefined) {
        hrefs.set(`${usage.dir}/${usage.driver}`, `${driverPageRoute(page)}#${driverAnchorId(usage.driver)}`);
      }
    }
  }
  const rows: DriverIndexRow[] = [];
  for (const [dir, file] of Object.entries(files)) {
    for (const driver of Object.values(file)) {
      const since = uploadSince(driver)?.version;
      const href = hrefs.get(`${dir}/${driver.name}`);
      rows.push({
        name: driver.name,
        displayName: pickLocalized(driver.displayName, locale),
        mounts: pickLocalized(driver.mounts, locale),
        login: driver.login,
        upload: canUpload(driver),
        ...(since ? {uploadSince: since} : {}),
        mode: downloadMode(driver),
        ...(driver.redirectNeeds ? {redirectNeeds: driver.redirectNeeds} : {}),
        ...(driver.since ? {since: driver.since} : {}),
        ...(href ? {href} : {}),
      });
    }
  }
  const language = localeLanguage(locale);
  return rows.sort((a, b) => a.displayName.localeCompare(b.displayName, language));
}
