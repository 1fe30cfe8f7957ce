/**
 * Shapes of the storage-driver reference data (`src/data/drivers/<dir>.ts`).
 * One file per driver directory of the AList source, one entry per registered
 * driver. The facts (form fields, flags, operations) are copied from the fact
 * pack of AList v3.45.0 and held against it by tests/unit/data/drivers.test.ts;
 * the written parts (`description`, `mounts`) are ours, in both languages.
 * Pure types: no React, no Docusaurus.
 */
import type {Localized, Version} from '@site/src/data/config/types';

export type {Localized, Version};

/** Input type of a form field in the admin panel (`type` tag of the Addition struct). */
export type DriverFieldType = 'string' | 'text' | 'select' | 'bool' | 'number' | 'float';

/** A value of a `select` field, with its label in the Chinese admin panel where it has one. */
export interface DriverOption {
  readonly value: string;
  readonly zh?: string;
}

/** A change of a field between v3.38 and v3.45.0: the value it had before `version`. */
export interface FieldChange {
  readonly version: Version;
  readonly key: 'default' | 'required' | 'type' | 'options';
  /** The earlier value, as the form had it (`options` as a comma-separated list). */
  readonly from: string;
}

/** One field of the driver's form ("Addition"), as the admin panel shows it. */
export interface DriverField {
  /** Key in the storage's `addition` JSON (the `json` tag). */
  readonly name: string;
  /** Label in the admin panel, English and Chinese. */
  readonly label: Localized;
  readonly type: DriverFieldType;
  /** Default as the form fills it in (`''` = empty). */
  readonly default: string;
  readonly required: boolean;
  readonly options?: readonly DriverOption[];
  /** The hint the admin panel shows under the field; `zh` is missing where the panel shows none in Chinese. */
  readonly help?: {readonly en: string; readonly zh?: string};
  /** The release that added the field to this driver, when it is newer than v3.38.0. */
  readonly since?: Version;
  /** Earlier values of the field's default, required flag, type or options (newest first). */
  readonly changes?: readonly FieldChange[];
  /** What the field does and where its value comes from. */
  readonly description: Localized;
}

/** The `driver.Config` flags of a driver (`internal/driver/config.go`). */
export interface DriverConfig {
  /** AList sorts the listing itself; the storage gets `order_by` / `order_direction`. */
  readonly localSort: boolean;
  /** Files are local to the server: downloads always go through AList. */
  readonly onlyLocal: boolean;
  /** The provider's links cannot be handed to clients: downloads always go through AList. */
  readonly onlyProxy: boolean;
  /** Listings are not cached: the storage has no `cache_expiration`. */
  readonly noCache: boolean;
  /** The admin panel offers no upload. */
  readonly noUpload: boolean;
  readonly needMs: boolean;
  /** Root folder used when the root field is empty. */
  readonly defaultRoot: string;
  /** AList checks the storage's status periodically. */
  readonly checkStatus: boolean;
  /** An upload onto an existing name is refused instead of overwriting it. */
  readonly noOverwriteUpload: boolean;
  /** The storage offers `proxy_range`. */
  readonly proxyRangeOption: boolean;
}

/** Write operations a driver implements (a method that only returns "not implemented" does not count). */
export interface DriverOperations {
  readonly mkdir: boolean;
  readonly move: boolean;
  readonly rename: boolean;
  readonly copy: boolean;
  readonly remove: boolean;
  readonly upload: boolean;
  /** Offline download straight into the storage (the provider fetches a URL). */
  readonly uploadUrl: boolean;
  /** Archives decompressed by the provider itself. */
  readonly decompress: boolean;
  /** Archives listed by the provider itself. */
  readonly archive: boolean;
  /** Driver-specific extra calls (`/api/fs/other`). */
  readonly other: boolean;
}

/** A request header a redirected client must send for the provider's link to open (`DriverData.redirectNeeds`). */
export type RedirectNeed = 'user-agent' | 'referer';

/** How a reader signs in to the storage, for the drivers index. */
export type LoginMethod =
  | 'oauth' // a refresh token from an OAuth sign-in (often with this site's token tools)
  | 'password' // user name and password
  | 'cookie' // a cookie copied from the browser
  | 'qrcode' // a QR code scanned with the provider's app
  | 'token' // an access token or API key issued by the provider
  | 'keys' // access key and secret (object storage)
  | 'share' // a share link (and its password), no account
  | 'none'; // nothing: local files, another driver, public data

/** A common storage item of the form (`op.getMainItems`); which ones a driver shows follows from its flags. */
export type CommonItem =
  | 'mount_path'
  | 'order'
  | 'remark'
  | 'cache_expiration'
  | 'web_proxy'
  | 'webdav_policy'
  | 'proxy_range'
  | 'down_proxy_url'
  | 'order_by'
  | 'order_direction'
  | 'extract_folder'
  | 'disable_index'
  | 'enable_sign';

export interface DriverData {
  /** Registered name: the value of `driver` in the storage, and the choice in the admin panel's driver list. */
  readonly name: string;
  /** Folder under `drivers/` in the AList source. */
  readonly dir: string;
  /** Name shown in the admin panel's driver list. */
  readonly displayName: Localized;
  /** The release that added the driver, when it is newer than v3.38.0. */
  readonly since?: Version;
  /** Go build constraint: the driver exists only in builds for these platforms. */
  readonly platforms?: string;
  readonly config: DriverConfig;
  /**
   * The AList server itself holds the files (its disk, an FTP, SFTP or SMB connection, generated data): downloads
   * are "read by AList". Only for `onlyLocal` drivers whose links are files the server opens (`MFile`); the other
   * `onlyLocal` drivers (Quark, UC, Quqi, HalalCloud, Mega) fetch the provider's data and stream it, like `onlyProxy`
   * ones. tests/unit/data/drivers.test.ts holds this to the source (driver-capabilities `links`).
   */
  readonly localFiles?: true;
  /**
   * Redirected downloads: the provider's link opens only with a request header a client following the redirect does
   * not send (`user-agent`: bound to a User-Agent; `referer`: hotlink protection), so the proxy is advised. Only where
   * the driver's links carry that header in the source (driver-capabilities `links`).
   */
  readonly redirectNeeds?: RedirectNeed;
  /**
   * The release since which the driver uploads, when it is later than the driver itself and no flag recorded it
   * (the upload method came without a change of `noUpload`): Doubao, v3.45.0. Flag changes (`configChanges`) give
   * it for the others.
   */
  readonly uploadSince?: Version;
  /** Flag changes since v3.38: the earlier value of `noUpload` etc. before `version`. */
  readonly configChanges?: readonly {
    readonly flag: keyof DriverConfig;
    readonly from: boolean | string;
    readonly version: Version;
  }[];
  readonly operations: DriverOperations;
  readonly fields: readonly DriverField[];
  /** Fields removed since v3.38 (a storage saved earlier may still carry them; they are ignored). */
  readonly removedFields?: readonly {readonly name: string; readonly version: Version}[];
  /** The notice the admin panel shows when the driver is chosen. */
  readonly alert?: {readonly level: 'info' | 'success' | 'warning' | 'danger'; readonly text: Localized};
  /** What the driver mounts, in one sentence (drivers index). */
  readonly mounts: Localized;
  readonly login: readonly LoginMethod[];
}

/** A data file: the drivers one directory registers, by registered name. */
export type DriverFile = Readonly<Record<string, DriverData>>;
