import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

interface Category {
  type: 'category';
  label: string;
  key?: string;
  link: {type: 'doc'; id: string};
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
 * Storage driver pages, in reading order: the most used drivers first,
 * then the rest grouped by provider, the driver-writing guide last.
 * `sfpt` is the historical English file name of the SFTP page.
 */
const DRIVER_PAGES = [
  'common',
  'local',
  'aliyundrive_open',
  'onedrive',
  '189',
  '139',
  '123',
  's3',
  'azure_blob',
  'webdav',
  'ftp',
  'sfpt',
  'alias',
  'Crypt',
  'github',
  'github_releases',
  'onedrive_app',
  'googledrive',
  'googlephotos',
  'dropbox',
  'yandex',
  'mega',
  'Terabox',
  '115',
  '115_open',
  'baidu',
  'baidu_share',
  'baidu.photo',
  'aliyundrive',
  'pikpak',
  'thunder',
  'quark',
  'uc',
  'doubao',
  'teambition',
  'lark',
  'lanzou',
  'ilanzou',
  'feiji',
  'wopan',
  'mopan',
  'weiyun',
  'chaoxing',
  'halalcloud',
  'quqi',
  'vtencent',
  '163music',
  'mediatrack',
  'lenovonasshare',
  'kodbox',
  'Seafile',
  'cloudreve',
  'cloudreve_v4',
  'SMB',
  'ipfs',
  'uss',
  'febbox',
  'misskey',
  'Trainbit',
  'UrlTree',
  'Alist V2 V3',
  'virtual',
  'develop',
  'develop-example',
] as const;

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
