/**
 * Readers' words → the site's words, per locale: applied to every query of
 * the local search (src/lib/search/engine.ts, `parseQuery`) and exported as
 * Algolia synonyms for hosted search (build/_search/, src/lib/search/hosted.ts).
 *
 * A rule fires when the query contains one of its `match` phrases (whole
 * words in English, a substring in Chinese); its `add` words are searched
 * too, a little below the words typed. Write `add` in the words the pages
 * use (check with a search of the built site); keep rules one concept each.
 * tests/unit/data/searchSynonyms.test.ts checks the file's shape, and
 * `npm run eval:search` shows what a rule changes.
 */
import type {SynonymRule} from '../../lib/search/engine';

const en: readonly SynonymRule[] = [
  // Products under their other or older names.
  {
    match: ['onedrive business', 'onedrive for business', 'office 365', 'microsoft 365', 'o365', 'm365', 'e5'],
    add: 'onedrive sharepoint work school tenant onedrive_app',
  },
  {match: ['sharepoint online'], add: 'sharepoint onedrive'},
  {match: ['gdrive', 'google drive', 'google one'], add: 'googledrive google drive'},
  {
    match: ['aliyun drive', 'alibaba drive', 'ali drive', 'aliyun pan', 'alipan', 'aliyun'],
    add: 'aliyundrive aliyundrive_open',
  },
  {
    match: ['baidu pan', 'baidu yun', 'baidu cloud', 'baidu drive', 'baiduyun', 'baidupan'],
    add: 'baidu netdisk baidu_netdisk',
  },
  {match: ['xunlei'], add: 'thunder'},
  {match: ['quark pan', 'quark drive'], add: 'quark'},
  {match: ['123pan', '123 pan', '123 cloud'], add: '123 123pan'},
  {match: ['115pan', '115 pan'], add: '115'},
  {match: ['tianyi', 'ctyun', 'cloud 189', 'e-cloud'], add: '189 tianyi'},
  {match: ['mobile cloud', 'caiyun', 'hecaiyun'], add: '139'},
  {match: ['backblaze', 'b2'], add: 's3'},
  {match: ['minio', 'r2', 'cloudflare r2', 'wasabi', 'oss', 'cos', 'obs', 'kodo'], add: 's3 object storage'},
  {match: ['nextcloud', 'owncloud', 'nutstore', 'jianguoyun'], add: 'webdav'},
  {match: ['samba', 'cifs', 'windows share'], add: 'smb'},
  {match: ['nas', 'synology', 'qnap', 'unraid', 'truenas'], add: 'docker nas'},
  // HTTP statuses readers meet, to their causes.
  {match: ['302', 'redirect'], add: 'direct link redirect proxy web_proxy'},
  {match: ['401', 'unauthorized'], add: 'token unauthorized sign in'},
  {match: ['403', 'forbidden'], add: 'referer user-agent hotlink proxy web_proxy sign'},
  {match: ['413', 'request entity too large', 'too large'], add: 'client_max_body_size upload reverse proxy'},
  {match: ['500', 'internal server error'], add: 'error log'},
  {match: ['502', 'bad gateway'], add: 'reverse proxy nginx upstream'},
  {match: ['504', 'gateway timeout', 'timeout', 'timed out'], add: 'timeout reverse proxy'},
  {match: ['cors'], add: 'cors cross-origin'},
  // Tasks in readers' words.
  {
    match: [
      'forgot password',
      'forgotten password',
      'lost password',
      'reset password',
      'password reset',
      'admin password',
    ],
    add: 'admin password random set',
  },
  {match: ['default password', 'initial password', 'first login'], add: 'admin password random'},
  {
    match: [
      'systemd',
      'systemctl',
      'service',
      'daemon',
      'autostart',
      'auto start',
      'start on boot',
      'run at boot',
      'background',
    ],
    add: 'systemd service',
  },
  {
    match: ['slow', 'speed', 'slow download', 'downloads are slow', 'bandwidth'],
    add: 'proxy direct link speed downloads',
  },
  {match: ['upgrade', 'new version', 'latest version'], add: 'update'},
  {match: ['uninstall', 'remove alist'], add: 'uninstall'},
  {match: ['ssl', 'tls', 'certificate', 'cert', 'letsencrypt', "let's encrypt"], add: 'https cert reverse proxy'},
  {match: ['subpath', 'sub path', 'sub-path', 'subfolder', 'sub directory', 'base url'], add: 'site_url sub-path'},
  {
    match: ['map network drive', 'network drive', 'raidrive', 'rclone', 'mount as drive', 'finder', 'explorer'],
    add: 'webdav',
  },
  {match: ['2fa', 'two factor', 'two-factor', 'otp', 'totp', 'authenticator'], add: 'two-factor 2fa otp'},
  {match: ['api key', 'api token', 'access token', 'bearer'], add: 'token authorization'},
  {match: ['aria2', 'qbittorrent', 'qbit', 'transmission', 'torrent', 'magnet'], add: 'offline download'},
  {match: ['port', 'listen'], add: 'http_port 5244 scheme'},
  {match: ['database', 'mysql', 'postgres', 'postgresql', 'sqlite'], add: 'database'},
  {match: ['env', 'environment variable', 'environment variables'], add: 'environment variable'},
  {match: ['guest', 'anonymous', 'public access', 'without login'], add: 'guest'},
  {
    match: ['password protect', 'protect folder', 'folder password', 'hide folder', 'hide files'],
    add: 'meta password hide',
  },
  {match: ['encrypt', 'encryption', 'encrypted'], add: 'crypt'},
  {match: ['merge', 'combine', 'union'], add: 'alias'},
  {match: ['thumbnail', 'thumbnails', 'preview'], add: 'preview thumbnail'},
  {match: ['ldap', 'active directory'], add: 'ldap'},
  {match: ['sso', 'oidc', 'oauth login', 'github login', 'single sign-on'], add: 'sso'},
  {match: ['install', 'setup', 'deploy'], add: 'install'},
  {match: ['429', 'too many requests', 'rate limit', 'rate limited', 'throttled'], add: 'rate limit throttle'},
  {match: ['qr code', 'qrcode', 'scan'], add: 'qr code'},
  {
    match: ["can't log in", 'cannot log in', 'login failed', 'log in fails', 'sign in fails'],
    add: 'sign in password wrong',
  },
  {match: ['mount another alist', 'alist to alist', 'cascade'], add: 'alist v3 driver'},
];

const zh: readonly SynonymRule[] = [
  // 产品的别称、旧名和英文名。
  {match: ['阿里云盘', '阿里网盘', '阿里盘', '阿里', 'aliyun', 'alipan'], add: '阿里云盘 aliyundrive aliyundrive_open'},
  {match: ['百度网盘', '百度云', '度盘', '百度盘', 'baidu'], add: '百度网盘 baidu'},
  {match: ['迅雷', 'xunlei'], add: '迅雷 thunder'},
  {match: ['夸克'], add: '夸克 quark'},
  {match: ['天翼', '189云盘', '电信云盘'], add: '天翼云盘 189'},
  {match: ['移动云盘', '和彩云', '中国移动'], add: '中国移动云盘 139'},
  {match: ['联通云盘', '沃盘', '联通'], add: '联通云盘 wopan'},
  {match: ['谷歌云盘', '谷歌网盘', '谷歌硬盘', 'gdrive'], add: 'google drive googledrive'},
  {match: ['微软网盘', '世纪互联', 'office365', 'office 365', 'e5', 'sharepoint'], add: 'onedrive sharepoint'},
  {
    match: ['onedrive business', 'onedrive for business', '商业版', '企业版', '教育版'],
    add: 'onedrive sharepoint 工作 学校',
  },
  {match: ['对象存储', 'oss', 'cos', 'obs', 'minio', 'r2'], add: 's3 对象存储'},
  {match: ['坚果云', 'nextcloud', 'owncloud'], add: 'webdav'},
  {match: ['群晖', '威联通', 'nas', '飞牛'], add: 'docker nas'},
  // 英文词和状态码。
  {match: ['token', '令牌'], add: '令牌 token'},
  {match: ['302', '重定向', '直链'], add: '直链 重定向 代理 302'},
  {match: ['403', '禁止访问'], add: '防盗链 referer user-agent 代理 签名'},
  {match: ['401', '未授权'], add: '令牌 登录'},
  {match: ['413'], add: 'client_max_body_size 上传 反向代理'},
  {match: ['502', '网关错误'], add: '反向代理 nginx'},
  {match: ['504', '超时'], add: '超时 反向代理'},
  // 口语说法。
  {match: ['下载慢', '速度慢', '很慢', '太慢', '限速', '卡顿', '网速'], add: '代理 直链 速度 下载'},
  {
    match: ['忘记密码', '忘了密码', '密码忘了', '找回密码', '重置密码', '管理员密码', '初始密码', '默认密码'],
    add: '管理员 密码 admin 随机',
  },
  {
    match: ['开机启动', '开机自启', '自启动', '自启', '后台运行', '守护进程', '常驻', 'systemd', 'systemctl'],
    add: 'systemd 服务',
  },
  {match: ['挂载网盘', '添加网盘', '加网盘', '添加硬盘', '挂载存储'], add: '添加 存储'},
  {match: ['反代'], add: '反向代理'},
  {match: ['证书', 'ssl', 'https'], add: 'https 证书 反向代理'},
  {match: ['端口'], add: '端口 http_port 5244'},
  {match: ['升级', '更新版本', '新版本', '最新版'], add: '更新'},
  {match: ['卸载', '删除alist'], add: '卸载'},
  {match: ['二次验证', '两步验证', '双因素', '2fa', 'otp', '动态码', '验证器'], add: '双重身份验证 2fa'},
  {match: ['离线下载', 'aria2', 'qbittorrent', '种子', '磁力', 'bt'], add: '离线下载'},
  {match: ['加密'], add: 'crypt 加密'},
  {match: ['合并', '聚合'], add: 'alias 别名'},
  {match: ['缩略图', '预览'], add: '预览 缩略图'},
  {match: ['游客', '匿名', '免登录', '不用登录'], add: '游客 guest'},
  {match: ['隐藏文件', '隐藏文件夹', '隐藏目录'], add: '元信息 隐藏'},
  {
    match: ['文件夹加密码', '文件夹密码', '目录密码', '加密码', '设密码', '密码保护', '加密文件夹'],
    add: '目录 密码 元信息',
  },
  {match: ['映射网络驱动器', '网络驱动器', 'raidrive', 'rclone'], add: 'webdav'},
  {match: ['本地存储', '本地磁盘', '本地目录', '本地文件夹', '本地硬盘', '本机目录'], add: '本机存储 local'},
  {match: ['加载中', '正在加载', '存储加载'], add: 'loading storage please wait 加载'},
  {match: ['签名过期', '签名失效', '签名错误', 'sign 过期'], add: 'sign expired 签名 错误'},
  {match: ['不显示', '看不到', '没出现', '不出现', '没显示', '不更新', '没更新'], add: '没有出现 缓存 刷新'},
  {match: ['换成', '切换到', '迁移到', '换到'], add: '换到 迁移'},
  {match: ['子路径', '二级目录', '子目录部署'], add: 'site_url 子路径'},
  {match: ['安装', '部署', '搭建'], add: '安装'},
  {match: ['环境变量'], add: '环境变量'},
  {match: ['数据库', 'mysql', 'sqlite', 'postgres'], add: '数据库'},
  {match: ['报错', '错误码', '出错'], add: '错误'},
  {match: ['登不上', '登录不了', '无法登录', '登录失败', '登陆'], add: '登录 密码 错误'},
  {match: ['播放不了', '无法播放', '不能播放', '放不了', '没法播放'], add: '播放 视频 预览'},
  {match: ['上传失败', '传不上', '上传不了', '无法上传'], add: '上传 错误'},
  {match: ['宝塔', '1panel', '面板'], add: '反向代理 nginx 安装'},
  {match: ['挂载别人的', '套娃', '级联', '挂载另一个alist'], add: 'alist v3 驱动'},
  {match: ['429', '请求过多', '频率限制', '风控'], add: '频率 限制'},
  {match: ['扫码', '二维码'], add: '二维码 扫码'},
];

export const SYNONYMS = {en, 'zh-CN': zh} as const satisfies Record<string, readonly SynonymRule[]>;

export type SynonymLocale = keyof typeof SYNONYMS;

export function synonymsOf(locale: string): readonly SynonymRule[] {
  return SYNONYMS[locale as SynonymLocale] ?? [];
}
