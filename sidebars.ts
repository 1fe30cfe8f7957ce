import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {DRIVER_GROUPS, driverPagesOf} from './src/data/driverGroups';

interface Category {
  type: 'category';
  label: string;
  key?: string;
  link?: {type: 'doc'; id: string};
  collapsed: boolean;
  items: (string | Category)[];
}

/** A category whose title links to the section's index page. */
function section(label: string, dir: string, items: readonly (string | Category)[], key?: string): Category {
  return {
    type: 'category',
    label,
    ...(key ? {key} : {}),
    link: {type: 'doc', id: `${dir}/index`},
    collapsed: true,
    items: items.map((item) => (typeof item === 'string' ? `${dir}/${item}` : item)),
  };
}

/**
 * The Storage section: the common options first, then the driver pages grouped
 * by kind (src/data/driverGroups.ts: a new driver page is listed there with its
 * group), the driver-writing guide last. The groups have no page of their own:
 * each driver keeps its URL, /guide/drivers/<page>. `sfpt` is the historical
 * English file name of the SFTP page.
 */
const DRIVER_PAGES: readonly (string | Category)[] = [
  'common',
  ...DRIVER_GROUPS.map((group): Category => ({
    type: 'category',
    label: group.label,
    collapsed: true,
    items: driverPagesOf(group.id).map((page) => `guide/drivers/${page}`),
  })),
  'develop',
  'develop-example',
];

const sidebars: SidebarsConfig = {
  guide: [
    'guide/index',
    section('Install', 'guide/install', ['script', 'manual', 'docker', 'desktop', 'paas', 'source', 'reverse-proxy']),
    section('Storage', 'guide/drivers', DRIVER_PAGES),
    section('Advanced', 'guide/advanced', [
      'user',
      'rapid_upload',
      'alias',
      '2fa',
      'search',
      'balance',
      'meta',
      'ipa',
      'sso',
      'offline-download',
      's3',
      'ftp',
      'system_arch',
      'backup',
    ]),
    section('API', 'guide/api', [
      'apifox',
      'auth',
      'fs',
      'public',
      'task',
      section('Admin', 'guide/api/admin', ['user', 'meta', 'driver', 'storage', 'setting', 'task']),
    ]),
    'guide/webdav',
    'guide/ecosystem',
    'guide/community',
    'guide/changelog',
    'guide/sponsor',
  ],
  config: [
    'config/index',
    'config/configuration',
    'config/site',
    'config/style',
    'config/preview',
    'config/global',
    'config/other',
    'config/side',
  ],
  faq: ['faq/index', 'faq/howto', 'faq/seealso', 'faq/why', 'faq/error'],
  tool: [
    'tool/index',
    'tool/api',
    section('OneDrive', 'tool/onedrive', ['request', 'callback', 'webdav']),
    section('Google', 'tool/google', ['request', 'callback', 'album']),
    section('Aliyundrive', 'tool/aliyundrive', ['request', 'callback']),
    section('Dropbox', 'tool/dropbox', ['request', 'callback']),
    section('Baidu', 'tool/baidu', ['callback']),
    section('Yandex', 'tool/yandex', ['callback']),
    section('115', 'tool/115', ['token']),
    section('Wopan', 'tool/wopan', ['token']),
  ],
};

export default sidebars;
