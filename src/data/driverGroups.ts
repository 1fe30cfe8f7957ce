/**
 * The groups of the Storage sidebar: every driver page of `docs/guide/drivers/`
 * (by file name without `.mdx`, which is also its URL) with the kind of storage
 * it documents. sidebars.ts builds the Storage section from this map, so a new
 * driver page appears in its group once it is listed here;
 * tests/unit/data/driverGroups.test.ts fails while a page is missing from it.
 *
 * Not listed: the section's own pages (`index`, `common`, `develop`,
 * `develop-example`), which sidebars.ts places around the groups. The English
 * labels are the sidebar's; the Chinese ones are in
 * `i18n/zh-CN/docusaurus-plugin-content-docs/current.json`
 * (`sidebar.guide.category.<label>`), as for every sidebar category.
 */

export type DriverGroupId = 'china' | 'international' | 'share' | 'object' | 'servers' | 'special';

export interface DriverGroup {
  readonly id: DriverGroupId;
  /** The sidebar category's English label (also its translation key). */
  readonly label: string;
}

/** The groups in sidebar order. */
export const DRIVER_GROUPS: readonly DriverGroup[] = [
  {id: 'china', label: 'Cloud drives in China'},
  {id: 'international', label: 'International cloud drives'},
  {id: 'share', label: 'Share links'},
  {id: 'object', label: 'Object storage'},
  {id: 'servers', label: 'Protocols and self-hosted servers'},
  {id: 'special', label: 'Special drivers'},
];

/**
 * Driver page → group. Within a group, pages follow the order written here
 * (the most used first), except that JavaScript puts keys that are integers
 * (`115`, `123`, `139`, `189`) before the others: they are written first so
 * the source reads in the sidebar's order. An object, so a page cannot be in
 * two groups (TypeScript rejects a repeated key).
 */
export const DRIVER_PAGE_GROUPS = {
  // Cloud drives of providers in mainland China.
  '115': 'china',
  '123': 'china',
  '139': 'china',
  '189': 'china',
  aliyundrive_open: 'china',
  baidu: 'china',
  '115_open': 'china',
  quark: 'china',
  uc: 'china',
  thunder: 'china',
  aliyundrive: 'china',
  'baidu.photo': 'china',
  doubao: 'china',
  lanzou: 'china',
  ilanzou: 'china',
  feiji: 'china',
  wopan: 'china',
  mopan: 'china',
  weiyun: 'china',
  chaoxing: 'china',
  halalcloud: 'china',
  quqi: 'china',
  teambition: 'china',
  lark: 'china',
  vtencent: 'china',
  mediatrack: 'china',
  '163music': 'china',
  // Cloud drives and services of providers elsewhere.
  onedrive: 'international',
  onedrive_app: 'international',
  googledrive: 'international',
  googlephotos: 'international',
  dropbox: 'international',
  pikpak: 'international',
  mega: 'international',
  Terabox: 'international',
  yandex: 'international',
  github: 'international',
  github_releases: 'international',
  febbox: 'international',
  Trainbit: 'international',
  // Pages about mounting someone else's share link.
  baidu_share: 'share',
  lenovonasshare: 'share',
  // Buckets.
  s3: 'object',
  azure_blob: 'object',
  uss: 'object',
  // A protocol, or a server the reader runs (or an instance of it).
  webdav: 'servers',
  ftp: 'servers',
  sfpt: 'servers',
  SMB: 'servers',
  'Alist V2 V3': 'servers',
  Seafile: 'servers',
  cloudreve: 'servers',
  cloudreve_v4: 'servers',
  kodbox: 'servers',
  ipfs: 'servers',
  misskey: 'servers',
  // Drivers that hold no account: the machine's disk, other storages, made-up or listed files.
  local: 'special',
  alias: 'special',
  Crypt: 'special',
  virtual: 'special',
  UrlTree: 'special',
} as const satisfies Readonly<Record<string, DriverGroupId>>;

/** A driver page's file name (without `.mdx`). */
export type DriverPageId = keyof typeof DRIVER_PAGE_GROUPS;

/** The pages of a group, in sidebar order. */
export function driverPagesOf(group: DriverGroupId): DriverPageId[] {
  return (Object.keys(DRIVER_PAGE_GROUPS) as DriverPageId[]).filter((page) => DRIVER_PAGE_GROUPS[page] === group);
}
