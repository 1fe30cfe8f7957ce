/**
 * The search evaluation's query set (`npm run eval:search`,
 * scripts/eval-search.mjs): what readers type, in each locale, with the page
 * (and anchor, where one section answers) that answers. Written from the
 * FAQ's questions, the error messages the pages list, configuration and
 * setting keys, install and update tasks, driver names and nicknames,
 * colloquial Chinese, and English words typed on the Chinese site.
 *
 * `page` is the path without the locale's base URL. A query counts as
 * answered at rank k when the k-th hit is on that page (or on one of `also`).
 */
export type QueryKind = 'faq' | 'error' | 'key' | 'task' | 'driver' | 'status' | 'colloquial' | 'english';

export interface EvalQuery {
  readonly q: string;
  readonly page: string;
  readonly anchor?: string;
  /** Other pages that answer as well (a how-to in the FAQ and its guide page). */
  readonly also?: readonly string[];
  readonly kind: QueryKind;
  /**
   * A floor for this one query: the page must be among the first `within`
   * pages of the hits, or the evaluation fails (with `--min-hit3`, as in CI).
   * For the queries the search dialog must never get wrong.
   */
  readonly within?: number;
}

const en: readonly EvalQuery[] = [
  // FAQ questions, in readers' words.
  {
    q: 'forgot admin password',
    page: '/faq/howto',
    anchor: 'reset-password',
    also: ['/guide/advanced/user'],
    kind: 'faq',
  },
  {q: 'reset password', page: '/faq/howto', anchor: 'reset-password', also: ['/guide/advanced/user'], kind: 'faq'},
  {q: 'change port', page: '/faq/howto', anchor: 'change-port', kind: 'faq'},
  {q: 'new file does not show up', page: '/faq/why', anchor: 'cache', kind: 'faq'},
  {q: 'video does not play in browser', page: '/faq/why', anchor: 'playback', kind: 'faq'},
  {q: 'why do links have ?sign=', page: '/faq/why', anchor: 'sign', kind: 'faq'},
  {q: 'data.db-wal', page: '/faq/why', anchor: 'wal', kind: 'faq'},
  {q: 'everyone logged out after restart', page: '/faq/why', anchor: 'relogin-after-restart', kind: 'faq'},
  {q: 'office preview empty', page: '/faq/why', anchor: 'office-preview', kind: 'faq'},
  {q: 'password protect a folder', page: '/faq/howto', anchor: 'folder-password', kind: 'faq'},
  {q: 'require login for whole site', page: '/faq/howto', anchor: 'require-login', kind: 'faq'},
  {q: 'let guests upload', page: '/faq/howto', anchor: 'guest-upload', kind: 'faq'},
  {q: 'switch sqlite to mysql', page: '/faq/howto', anchor: 'use-mysql', kind: 'faq'},
  {q: 'why are downloads slow', page: '/faq/why', anchor: 'slow-downloads', kind: 'faq'},
  {q: 'upload uses server bandwidth', page: '/faq/why', anchor: 'upload-through-server', kind: 'faq'},
  {q: 'v2 storages gone after upgrade', page: '/faq/why', anchor: 'from-v2', kind: 'faq'},
  // Error messages the pages list.
  {q: 'address already in use', page: '/faq/error', anchor: 'port-in-use', kind: 'error'},
  {q: 'database is locked', page: '/faq/error', anchor: 'database-locked', kind: 'error'},
  {q: 'storage not init', page: '/faq/error', anchor: 'storage-not-init', kind: 'error'},
  {q: 'failed get storage', page: '/faq/error', anchor: 'storage-not-found', kind: 'error'},
  {q: 'object not found', page: '/faq/error', anchor: 'object-not-found', kind: 'error'},
  {q: 'loading storage, please wait', page: '/faq/error', anchor: 'loading-storage', kind: 'error'},
  {q: 'too many unsuccessful sign-in attempts', page: '/faq/error', anchor: 'too-many-attempts', kind: 'error'},
  {q: 'AADSTS7000222', page: '/guide/drivers/onedrive', kind: 'error'},
  {q: 'AADSTS50011 redirect uri', page: '/guide/drivers/onedrive', kind: 'error'},
  {q: 'sign expired', page: '/faq/error', anchor: 'sign', kind: 'error'},
  {q: 'request entity too large', page: '/faq/error', anchor: '413', kind: 'error'},
  {q: 'token is expired', page: '/faq/error', anchor: 'token-expired', kind: 'error'},
  // Configuration and setting keys, flags, routes.
  {q: 'jwt_secret', page: '/config/configuration', kind: 'key'},
  {q: 'token_expires_in', page: '/config/configuration', kind: 'key'},
  {q: 'site_url', page: '/config/configuration', kind: 'key'},
  {q: 'http_port', page: '/config/configuration', kind: 'key'},
  {q: 'temp_dir', page: '/config/configuration', kind: 'key'},
  {q: 'delayed_start', page: '/config/configuration', kind: 'key'},
  {q: 'max_connections', page: '/config/configuration', kind: 'key'},
  {q: 'site_title', page: '/config/site', kind: 'key'},
  {q: 'sign_all', page: '/config/global', kind: 'key'},
  {q: 'customize_head', page: '/config/global', kind: 'key'},
  {q: 'robots_txt', page: '/config/site', kind: 'key'},
  {q: 'ocr_api', page: '/config/global', kind: 'key'},
  {q: '--data flag', page: '/config/configuration', kind: 'key'},
  {q: 'POST /api/fs/list', page: '/guide/api/fs', anchor: 'fs-list', kind: 'key'},
  {q: '/api/auth/login', page: '/guide/api/auth', kind: 'key'},
  {q: 'api fs put upload', page: '/guide/api/fs', kind: 'key'},
  {q: 'onedrive refresh_token', page: '/guide/drivers/onedrive', kind: 'key'},
  {q: 'web_proxy', page: '/guide/drivers/common', kind: 'key'},
  {q: 'webdav_policy', page: '/guide/drivers/common', kind: 'key'},
  // Install and update tasks.
  {q: 'install with docker', page: '/guide/install/docker', kind: 'task'},
  {q: 'docker compose', page: '/guide/install/docker', kind: 'task', within: 5},
  {q: 'update docker image', page: '/guide/install/docker', anchor: 'update', kind: 'task'},
  {q: 'install script linux', page: '/guide/install/script', kind: 'task'},
  {q: 'uninstall', page: '/guide/install/script', anchor: 'uninstall', kind: 'task'},
  {q: 'run as systemd service', page: '/guide/install/manual', anchor: 'service', kind: 'task'},
  {q: 'nginx reverse proxy', page: '/guide/install/reverse-proxy', kind: 'task'},
  {q: 'build from source', page: '/guide/install/source', kind: 'task'},
  {q: 'backup and restore', page: '/guide/advanced/backup', kind: 'task'},
  {q: 'two-factor authentication', page: '/guide/advanced/2fa', kind: 'task'},
  {q: 'offline download aria2', page: '/guide/advanced/offline-download', kind: 'task'},
  {q: 'webdav address', page: '/guide/webdav', anchor: 'address', kind: 'task'},
  {
    q: 'ldap login',
    page: '/config/other',
    anchor: 'ldap',
    also: ['/guide/advanced/user', '/guide/api/auth'],
    kind: 'task',
  },
  {q: 'enable search index', page: '/guide/advanced/search', kind: 'task'},
  // Drivers and nicknames.
  {q: 'onedrive for business', page: '/guide/drivers/onedrive', kind: 'driver'},
  {q: 'sharepoint', page: '/guide/drivers/onedrive', kind: 'driver'},
  {q: 'google drive', page: '/guide/drivers/googledrive', kind: 'driver'},
  {q: 'aliyun drive', page: '/guide/drivers/aliyundrive_open', kind: 'driver'},
  {q: 'baidu netdisk', page: '/guide/drivers/baidu', kind: 'driver', within: 5},
  {q: 'xunlei', page: '/guide/drivers/thunder', kind: 'driver'},
  {q: 'minio', page: '/guide/drivers/s3', kind: 'driver'},
  {q: 'mount local folder', page: '/guide/drivers/local', kind: 'driver'},
  {q: 'samba share', page: '/guide/drivers/SMB', kind: 'driver'},
  {q: 'webdav driver nextcloud', page: '/guide/drivers/webdav', kind: 'driver'},
  {q: 'encrypt files crypt', page: '/guide/drivers/Crypt', kind: 'driver'},
  {q: 'dropbox', page: '/guide/drivers/dropbox', kind: 'driver'},
  // HTTP statuses.
  {q: '302', page: '/guide/drivers/common', kind: 'status'},
  {q: '413', page: '/faq/error', anchor: '413', kind: 'status'},
  {q: '403 forbidden download', page: '/faq/error', kind: 'status'},
  // Each among the first five pages, always (they were the search dialog's end-to-end cases).
  {q: 'OneDrive refresh token', page: '/tool/onedrive/request', kind: 'task', within: 5},
  {q: 'install script', page: '/guide/install/script', kind: 'task', within: 5},
  {q: 'config.json', page: '/config/configuration', kind: 'key', within: 5},
  {q: 'AliyundriveOpen', page: '/guide/drivers/aliyundrive_open', kind: 'driver', within: 5},
  {q: 'cancel2fa', page: '/guide/advanced/2fa', kind: 'key', within: 5},
  {q: 'mkdir_perm', page: '/guide/drivers/local', kind: 'key', within: 5},
  {q: 'reverse proxy nginx', page: '/guide/install/reverse-proxy', kind: 'task', within: 5},
  {q: 'error messages', page: '/faq/error', kind: 'error', within: 5},
  {q: 'aria2 offline download', page: '/guide/advanced/offline-download', kind: 'task', within: 5},
  {q: 'S3 bucket endpoint', page: '/guide/drivers/s3', kind: 'driver', within: 5},
];

const zh: readonly EvalQuery[] = [
  // 常见问题，读者的说法。
  {q: '忘记密码', page: '/faq/howto', anchor: 'reset-password', also: ['/guide/advanced/user'], kind: 'colloquial'},
  {
    q: '管理员密码',
    page: '/faq/howto',
    anchor: 'reset-password',
    also: ['/guide/advanced/user', '/guide/install/docker', '/guide/install/script', '/guide/install/manual'],
    kind: 'faq',
  },
  {q: '修改端口', page: '/faq/howto', anchor: 'change-port', kind: 'faq'},
  {q: '新文件不显示', page: '/faq/why', anchor: 'cache', kind: 'faq'},
  {q: '视频无法播放', page: '/faq/why', anchor: 'playback', kind: 'faq'},
  {q: '链接后面的 sign', page: '/faq/why', anchor: 'sign', kind: 'faq'},
  {q: '重启后需要重新登录', page: '/faq/why', anchor: 'relogin-after-restart', kind: 'faq'},
  {q: '文件夹加密码', page: '/faq/howto', anchor: 'folder-password', kind: 'colloquial'},
  {q: '游客上传', page: '/faq/howto', anchor: 'guest-upload', kind: 'faq'},
  {q: '换成 mysql', page: '/faq/howto', anchor: 'use-mysql', kind: 'faq'},
  {q: '下载慢', page: '/faq/why', anchor: 'slow-downloads', kind: 'colloquial'},
  {q: '下载速度很慢怎么办', page: '/faq/why', anchor: 'slow-downloads', kind: 'colloquial'},
  {q: '上传占用服务器带宽', page: '/faq/why', anchor: 'upload-through-server', kind: 'faq'},
  {q: '开机自启', page: '/guide/install/manual', anchor: 'service', kind: 'colloquial'},
  {q: '后台运行', page: '/guide/install/manual', kind: 'colloquial'},
  {q: '反代', page: '/guide/install/reverse-proxy', kind: 'colloquial'},
  {q: '挂载网盘', page: '/guide/drivers', also: ['/guide/drivers/common'], kind: 'colloquial'},
  // 错误信息。
  {q: '端口被占用', page: '/faq/error', anchor: 'port-in-use', kind: 'error'},
  {q: 'address already in use', page: '/faq/error', anchor: 'port-in-use', kind: 'error'},
  {q: 'database is locked', page: '/faq/error', anchor: 'database-locked', kind: 'error'},
  {q: 'storage not init', page: '/faq/error', anchor: 'storage-not-init', kind: 'error'},
  {q: 'object not found', page: '/faq/error', anchor: 'object-not-found', kind: 'error'},
  {q: 'AADSTS7000222', page: '/guide/drivers/onedrive', kind: 'error'},
  {q: '存储加载中', page: '/faq/error', anchor: 'loading-storage', kind: 'error'},
  {q: '签名过期', page: '/faq/error', anchor: 'sign', kind: 'error'},
  {q: '登录失败次数过多', page: '/faq/error', anchor: 'too-many-attempts', kind: 'error'},
  // 配置项和设置项。
  {q: 'jwt_secret', page: '/config/configuration', kind: 'key'},
  {q: 'token_expires_in', page: '/config/configuration', kind: 'key'},
  {q: 'site_url', page: '/config/configuration', kind: 'key'},
  {q: 'temp_dir', page: '/config/configuration', kind: 'key'},
  {q: 'site_title', page: '/config/site', kind: 'key'},
  {q: 'sign_all', page: '/config/global', kind: 'key'},
  {q: 'customize_head', page: '/config/global', kind: 'key'},
  {q: 'POST /api/fs/list', page: '/guide/api/fs', anchor: 'fs-list', kind: 'key'},
  {q: '/api/auth/login', page: '/guide/api/auth', kind: 'key'},
  {q: 'web_proxy', page: '/guide/drivers/common', kind: 'key'},
  {q: 'onedrive refresh_token', page: '/guide/drivers/onedrive', kind: 'key'},
  // 安装和更新。
  {q: 'docker 安装', page: '/guide/install/docker', kind: 'task'},
  {q: 'docker compose', page: '/guide/install/docker', kind: 'task'},
  {q: '一键脚本', page: '/guide/install/script', kind: 'task'},
  {q: '卸载', page: '/guide/install/script', anchor: 'uninstall', kind: 'task'},
  {q: '更新 docker', page: '/guide/install/docker', anchor: 'update', kind: 'task'},
  {q: '源码编译', page: '/guide/install/source', kind: 'task'},
  {q: '备份', page: '/guide/advanced/backup', kind: 'task'},
  {q: '离线下载', page: '/guide/advanced/offline-download', kind: 'task', within: 5},
  {q: '两步验证', page: '/guide/advanced/2fa', kind: 'colloquial'},
  {q: '搜索索引', page: '/guide/advanced/search', kind: 'task'},
  // 驱动和别称。
  {q: '阿里云盘', page: '/guide/drivers/aliyundrive_open', kind: 'driver', within: 5},
  {q: '百度网盘', page: '/guide/drivers/baidu', kind: 'driver', within: 5},
  {q: '百度云', page: '/guide/drivers/baidu', kind: 'driver'},
  {q: '迅雷', page: '/guide/drivers/thunder', kind: 'driver'},
  {q: '夸克', page: '/guide/drivers/quark', kind: 'driver'},
  {q: '天翼云盘', page: '/guide/drivers/189', kind: 'driver'},
  {q: '移动云盘', page: '/guide/drivers/139', kind: 'driver'},
  {q: '谷歌云盘', page: '/guide/drivers/googledrive', kind: 'driver'},
  {q: '世纪互联', page: '/guide/drivers/onedrive', kind: 'driver'},
  {q: '本地存储', page: '/guide/drivers/local', kind: 'driver'},
  {q: '对象存储', page: '/guide/drivers/s3', kind: 'driver'},
  {q: '蓝奏云', page: '/guide/drivers/lanzou', kind: 'driver'},
  // 中文站上的英文词。
  {q: 'webdav', page: '/guide/webdav', kind: 'english'},
  {q: 'token', page: '/guide/api', also: ['/config/other', '/config/configuration'], kind: 'english'},
  {q: '302', page: '/guide/drivers/common', kind: 'status'},
  {q: 'onedrive', page: '/guide/drivers/onedrive', kind: 'english'},
  {q: 'nginx', page: '/guide/install/reverse-proxy', kind: 'english'},
  {q: 'https', page: '/guide/install/reverse-proxy', kind: 'english'},
  {q: 'aria2', page: '/guide/advanced/offline-download', kind: 'english'},
  {q: '413', page: '/faq/error', anchor: '413', kind: 'status'},
  // 每条都必须排在前五个页面（原为搜索框端到端测试的用例）。
  {q: 'OneDrive 刷新令牌', page: '/tool/onedrive/request', kind: 'task', within: 5},
  {q: 'Docker 部署', page: '/guide/install/docker', kind: 'task', within: 5},
  {q: '一键安装脚本', page: '/guide/install/script', kind: 'task', within: 5},
  {q: '配置文件', page: '/config/configuration', kind: 'key', within: 5},
  {q: '双重认证', page: '/guide/advanced/2fa', kind: 'task', within: 5},
  {q: '反向代理', page: '/guide/install/reverse-proxy', kind: 'task', within: 5},
  {q: '挂载本机文件夹', page: '/guide/drivers/local', kind: 'colloquial', within: 5},
  {q: '错误信息', page: '/faq/error', kind: 'error', within: 5},
];

export const QUERIES = {en, 'zh-CN': zh} as const satisfies Record<string, readonly EvalQuery[]>;
