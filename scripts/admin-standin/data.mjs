// The stand-in AList server's data: everything comes from the site's own typed data (src/data), loaded through jiti,
// so that the admin panel shows what the reference documents. Fixed values only (no clock, no randomness): the
// screenshots are taken from these replies and must come out the same on every run.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, alias: {'@site': ROOT}});
/** A module of the site (TypeScript through jiti), by its path from the repository root. */
export const load = (file) => jiti(path.join(ROOT, file));

/** The AList release the reference documents; a web-dist tag of the same number is the front end. */
export const ALIST_VERSION = 'v3.45.0';
/** A fixed instant for every date the replies carry (and for the browser's clock). */
export const FIXED_TIME = '2025-05-24T10:00:00+08:00';

const {DRIVER_FILES} = load('src/data/drivers/all.ts');
const {COMMON_FIELDS} = load('src/data/drivers/common.ts');
const {commonItems, mustProxy} = load('src/lib/content/drivers.ts');
const {SETTINGS, SETTING_GROUP_IDS} = load('src/data/config/settings.ts');

/** Every registered driver of src/data/drivers, by registered name, with the data file (source folder) it is in. */
export const DRIVERS = new Map(
  Object.entries(DRIVER_FILES).flatMap(([file, drivers]) =>
    Object.values(drivers).map((driver) => [driver.name, {...driver, file}]),
  ),
);

// ---------------------------------------------------------------------------------------------------------------
// Drivers: `/api/admin/driver/list`, `/info`, `/names` (op.getMainItems + the driver's Addition)

function commonItem(name, config) {
  const field = COMMON_FIELDS.find((f) => f.name === name);
  if (!field) throw new Error(`common item ${name} is not in src/data/drivers/common.ts`);
  let def = field.default;
  let options = (field.options ?? []).map((o) => o.value);
  if (name === 'webdav_policy' && mustProxy(config)) {
    def = 'native_proxy';
    options = options.filter((o) => o !== '302_redirect');
  }
  // op.getMainItems leaves `order`'s default empty (the form shows an empty number box)
  if (name === 'order') def = '';
  return {name, type: field.type, default: def, options: options.join(','), required: field.required, help: ''};
}

/** The `DriverInfo` of one driver, as `/api/admin/driver/info` returns it. */
export function driverInfo(driver) {
  const {config} = driver;
  return {
    common: commonItems(config).map((name) => commonItem(name, config)),
    additional: driver.fields.map((f) => ({
      name: f.name,
      type: f.type,
      default: f.default,
      options: (f.options ?? []).map((o) => o.value).join(','),
      required: f.required,
      help: f.help?.en ?? '',
    })),
    config: {
      name: driver.name,
      local_sort: config.localSort,
      only_local: config.onlyLocal,
      only_proxy: config.onlyProxy,
      no_cache: config.noCache,
      no_upload: config.noUpload,
      need_ms: config.needMs,
      default_root: config.defaultRoot,
      alert: driver.alert ? `${driver.alert.level}|${driver.alert.text.en}` : '',
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Example values a form is filled with. The driver pages name the mount path (`/onedrive`) and point at the
// token tools; the rest are obviously made-up values of the documented kind (an address, an account, a token).

const EXAMPLES = [
  [/^(username|user|user_name|account|email|phone)$/, 'alice@example.com'],
  [/(^|_)(phone|mobile)$/, '13800000000'],
  [/password|passwd|pwd/, 'Example-Passw0rd'],
  [/refresh_token/, 'M.C540_BL2.0.U.-Cr1Qx7Tm8yN5kfd2ZtUe3W9aX4bV6pS0qR1lK8mJ7nH2gF5dC'],
  [/access_token|(^|_)token$/, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.3F9c1a7e5b2d48c0'],
  [/cookie/, 'SESSIONID=8f2d6c1b4a9e7d3f; uid=1024'],
  [/secret|private_key/, 'wX8~Qe2.Rt5_Zy7-Ab3Cd9Ef1Gh4Ij6Kl0'],
  [/client_id|app_id|appid|app_key|access_key(_id)?$|key_id/, '5c1f0e2a-7b3d-4e8a-9c6f-1d2e3f4a5b6c'],
  [/(^|_)key$/, 'wX8~Qe2.Rt5_Zy7-Ab3Cd9Ef1Gh4Ij6Kl0'],
  [/(^|_)(url|address|endpoint|server|host|api)(_|$)/, 'https://storage.example.com'],
  [/share_?id|share_link|link/, 'https://example.com/s/1aB2cD3eF4'],
  [/bucket/, 'alist-files'],
  [/region/, 'us-east-1'],
  [/(^|_)id$/, '1024'],
];

/** The value the form is filled with: the default, or for an empty required text field an example of its kind. */
export function exampleValue(field) {
  if (field.default !== '' || !field.required) return field.default;
  if (field.type === 'number' || field.type === 'float') return '0';
  if (field.type !== 'string' && field.type !== 'text') return field.default;
  for (const [pattern, value] of EXAMPLES) if (pattern.test(field.name)) return value;
  return 'example';
}

/** The mount path a driver's form gets: its source folder, as the driver pages write it (`/onedrive`). */
export function exampleMountPath(driver) {
  return `/${driver.dir.replace(/_/g, '-')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Settings: `/api/admin/setting/list` and `/api/public/settings`

const FLAGS = {public: 0, private: 1, readonly: 2, deprecated: 3};
/** Values of the settings whose default is computed at first start (the data gives `null`). */
const COMPUTED = {
  version: ALIST_VERSION,
  token: 'alist-8f2d6c1b-4a9e-7d3f-b0c1-2e3d4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b',
  link_expiration: '0',
};

export function settingValue(item) {
  if (item.default !== null) return item.default;
  return COMPUTED[item.key] ?? '';
}

/** The `SettingItem` replies of the settings in the given group numbers, in the data's order. */
export function settingItems(groupIds) {
  return SETTINGS.filter((s) => groupIds.includes(SETTING_GROUP_IDS[s.group]) && s.flag !== 'deprecated').map((s) => ({
    key: s.key,
    value: settingValue(s),
    help: '',
    type: s.type,
    options: (s.options ?? []).join(','),
    group: SETTING_GROUP_IDS[s.group],
    flag: FLAGS[s.flag],
    index: 0,
  }));
}

/** `/api/public/settings`: every public setting as key → value. */
export function publicSettings() {
  const out = {};
  for (const s of SETTINGS) if (s.flag === 'public') out[s.key] = settingValue(s);
  out.version = ALIST_VERSION;
  return out;
}

export {SETTING_GROUP_IDS};

// ---------------------------------------------------------------------------------------------------------------
// Users, metas, storages, tasks

export const ADMIN = {
  id: 1,
  username: 'admin',
  password: '',
  base_path: '/',
  role: 2,
  disabled: false,
  permission: 16383,
  sso_id: '',
};

export const USERS = [
  ADMIN,
  {id: 2, username: 'guest', password: '', base_path: '/', role: 1, disabled: true, permission: 0, sso_id: ''},
  // see hidden (1), offline downloads (4), mkdir/upload (8), rename (16), WebDAV read (256), read archives (4096)
  {
    id: 3,
    username: 'alice',
    password: '',
    base_path: '/local/alice',
    role: 0,
    disabled: false,
    permission: 4381,
    sso_id: '',
  },
];

/** SSH public keys (for SFTP) by user; `user_id` is not part of the reply. */
export const SSH_KEYS = [
  {
    user_id: 3,
    id: 1,
    title: 'alice-laptop',
    fingerprint: 'SHA256:Wc7JW2p5Cw0sGqqKNl6H0NnBk1hUu2bE9kGH8cZQn4U',
    added_time: '2025-05-20T09:12:44+08:00',
    last_used_time: '2025-05-23T21:03:10+08:00',
  },
];

export const METAS = [
  {
    id: 1,
    path: '/onedrive/private',
    password: 'Example-Passw0rd',
    p_sub: true,
    write: false,
    w_sub: false,
    hide: '^\\.\n\\.tmp$',
    h_sub: true,
    readme: '# Private files\n\nAsk Alice for the password.',
    r_sub: false,
    header: '',
    header_sub: false,
  },
];

function storage(id, driverName, mountPath, status, addition, extra = {}) {
  const driver = DRIVERS.get(driverName);
  if (!driver) throw new Error(`no driver ${driverName} in src/data/drivers`);
  const info = driverInfo(driver);
  const values = Object.fromEntries(info.additional.map((f) => [f.name, additionValue(f)]));
  return {
    id,
    mount_path: mountPath,
    order: id - 1,
    driver: driverName,
    cache_expiration: driver.config.noCache ? 0 : 30,
    status,
    addition: JSON.stringify({...values, ...addition}),
    remark: '',
    modified: FIXED_TIME,
    disabled: false,
    disable_index: false,
    enable_sign: false,
    order_by: driver.config.localSort ? 'name' : '',
    order_direction: driver.config.localSort ? 'asc' : '',
    extract_folder: 'front',
    web_proxy: false,
    webdav_policy: mustProxy(driver.config) ? 'native_proxy' : '302_redirect',
    proxy_range: false,
    down_proxy_url: '',
    ...extra,
  };
}

/** A field's value in a saved storage's `addition` JSON: booleans and numbers as JSON values, as Go writes them. */
function additionValue(field) {
  const value = exampleValue(field);
  if (field.type === 'bool') return value === 'true';
  if (field.type === 'number' || field.type === 'float') return Number(value || 0);
  return value;
}

/** The storage list: two working storages and one that failed to load, with the error AList records. */
export const STORAGES = [
  storage(1, 'Local', '/local', 'work', {root_folder_path: '/srv/files'}),
  storage(2, 'Onedrive', '/onedrive', 'work', {}),
  storage(
    3,
    'Dropbox',
    '/dropbox',
    'failed init storage: failed to refresh token: {"error": "invalid_grant", "error_description": "refresh token is invalid or revoked"}',
    {},
  ),
  storage(
    4,
    'S3',
    '/s3',
    'work',
    {bucket: 'alist-files', endpoint: 'https://s3.us-east-1.amazonaws.com'},
    {disabled: true, status: 'disabled'},
  ),
];

const T = (minutes) => new Date(Date.parse(FIXED_TIME) + minutes * 60_000).toISOString();

/** Tasks by type and by done / undone, shaped as `TaskInfo`. */
export const TASKS = {
  offline_download: {
    undone: [
      {
        id: 'tk3f9c1a7e',
        name: 'download https://example.com/files/ubuntu-24.04-desktop-amd64.iso to [/local](/downloads)',
        creator: 'admin',
        creator_role: 2,
        state: 1,
        status: 'aria2: downloading',
        progress: 42.5,
        start_time: T(-3),
        end_time: null,
        total_bytes: 6114656256,
        error: '',
      },
    ],
    done: [
      {
        id: 'tk8b2d48c0',
        name: 'download https://example.com/files/report.pdf to [/onedrive](/inbox)',
        creator: 'alice',
        creator_role: 0,
        state: 2,
        status: '',
        progress: 100,
        start_time: T(-30),
        end_time: T(-29),
        total_bytes: 2457600,
        error: '',
      },
      {
        id: 'tk6e1f4b7d',
        name: 'download magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567 to [/local](/downloads)',
        creator: 'admin',
        creator_role: 2,
        state: 7,
        status: '',
        progress: 0,
        start_time: T(-20),
        end_time: T(-18),
        total_bytes: 0,
        error: 'failed to add uri: dial tcp 127.0.0.1:6800: connect: connection refused',
      },
    ],
  },
  upload: {
    undone: [
      {
        id: 'tk1a2b3c4d',
        name: 'upload holiday.mp4 to [/onedrive](/videos)',
        creator: 'admin',
        creator_role: 2,
        state: 1,
        status: 'uploading',
        progress: 67,
        start_time: T(-2),
        end_time: null,
        total_bytes: 734003200,
        error: '',
      },
    ],
    done: [],
  },
  copy: {
    undone: [],
    done: [
      {
        id: 'tk9d8c7b6a',
        name: 'copy [/local](/photos/2024) to [/onedrive](/backup)',
        creator: 'admin',
        creator_role: 2,
        state: 2,
        status: '',
        progress: 100,
        start_time: T(-60),
        end_time: T(-55),
        total_bytes: 1288490188,
        error: '',
      },
    ],
  },
};
