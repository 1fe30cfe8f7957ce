import type {DriverFile} from './types';

/** `drivers/alist_v3` of AList v3.45.0. */
const drivers = {
  'AList V3': {
    name: 'AList V3',
    dir: 'alist_v3',
    displayName: {en: 'AList V3', zh: 'AList V3'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '/',
      checkStatus: true,
      noOverwriteUpload: false,
      proxyRangeOption: true,
    },
    operations: {
      mkdir: true,
      move: true,
      rename: true,
      copy: true,
      remove: true,
      upload: true,
      uploadUrl: false,
      decompress: true,
      archive: true,
      other: false,
    },
    fields: [
      {
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {
          en: 'The path on the other AList to show as the root of this storage, as its own file tree shows it: `/` for everything the account sees there, `/movies` for one folder.',
          zh: '对方 AList 上作为本存储根目录的路径，按对方自己的文件树写：`/` 表示该账号在对方能看到的全部内容，`/movies` 表示其中一个文件夹。',
        },
      },
      {
        name: 'url',
        label: {en: 'Url', zh: '链接'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The address of the other AList, as you open it in a browser: `https://alist.example.com`, or `https://example.com/alist` when it runs under a path. Without `/api` and without a trailing slash (one is removed).',
          zh: '对方 AList 的地址，也就是在浏览器中打开它的地址：`https://alist.example.com`，部署在子路径下时为 `https://example.com/alist`。不要带 `/api`，末尾的斜杠会被去掉。',
        },
      },
      {
        name: 'meta_password',
        label: {en: 'Meta password', zh: '元信息密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The password of password-protected folders on the other AList (set there under Manage → Metas), sent with every listing, download link and upload. A storage holds one password; folders protected by another one stay closed.',
          zh: '对方 AList 上加密文件夹的密码（对方在“管理 → 元信息”中设置），每次列目录、获取下载链接和上传时都会带上。一个存储只能填一个密码，用其他密码保护的文件夹仍然打不开。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "A user of the other AList to sign in as; AList then has exactly that user's permissions and base path there. Leave empty (with the password) to visit as a guest or with a token.",
          zh: '登录对方 AList 所用的用户名；AList 在对方拥有的权限和基本路径与该用户完全相同。以游客身份或用令牌访问时，与密码一起留空。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "That user's password. It is sent to the other site's `/api/auth/login` when the storage starts and whenever the saved token is refused; users with two-factor authentication cannot sign in this way.",
          zh: '该用户的密码。存储启动时，以及保存的令牌被拒绝时，会发送到对方的 `/api/auth/login` 登录；开启了双重身份验证的用户不能用这种方式登录。',
        },
      },
      {
        name: 'token',
        label: {en: 'Token', zh: '令牌'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "A token sent as `Authorization` to the other site. With a user name, leave it empty: AList fills it with the token of each sign-in and saves it here. Without a user name, paste a token of the other site: its admin token (Manage → Settings → Other → Token, which gives full admin rights) or a user's login token (which expires after the other site's `token_expires_in`, 48 hours by default).",
          zh: '以 `Authorization` 发给对方的令牌。填了用户名时留空即可：AList 每次登录后会把令牌自动写到这里。没有用户名时，粘贴对方站点的令牌：管理员令牌（对方“管理 → 设置 → 其他 → 令牌”，拥有全部管理员权限），或某个用户的登录令牌（按对方的 `token_expires_in` 过期，默认 48 小时）。',
        },
      },
      {
        name: 'pass_ua_to_upsteam',
        label: {en: 'Pass ua to upsteam', zh: '传递UA至上游'},
        type: 'bool',
        default: 'true',
        required: false,
        description: {
          en: "Send the visitor's User-Agent to the other AList when asking for a download link (on by default), so that storages there which tie links to the client (Baidu Netdisk, for example) make a link that works for the visitor. Off: AList's own User-Agent is sent.",
          zh: '向对方 AList 获取下载链接时，带上访客的 User-Agent（默认开启），这样对方那些按客户端生成链接的存储（如百度网盘）给出的链接，访客也能用。关闭时发送 AList 自己的 User-Agent。',
        },
      },
      {
        name: 'forward_archive_requests',
        label: {en: 'Forward archive requests', zh: '转发解压请求'},
        type: 'bool',
        default: 'true',
        required: false,
        since: 'v3.44.0',
        description: {
          en: 'Hand archive browsing, extraction and decompression over to the other AList (on by default, since v3.44.0), which then works on the archive next to the files. Off: this AList downloads the archive from the other one and does the work itself. Forwarding needs a remote with the archive API (v3.43.0 or later gives all of it); turn it off for an older remote.',
          zh: '把压缩包的浏览、提取和解压交给对方 AList 处理（默认开启，v3.44.0 新增），由它在文件所在处完成。关闭时，本 AList 从对方下载压缩包后自己处理。转发要求对方具备压缩包接口（v3.43.0 及以后版本完整支持）；对方版本较旧时请关闭。',
        },
      },
    ],
    mounts: {
      en: 'Another AList v3 server, as a guest, with one of its users or with a token, using its download links.',
      zh: '以游客、对方的某个用户或令牌的身份挂载另一台 AList v3 服务器，直接使用它给出的下载链接。',
    },
    login: ['none', 'password', 'token'],
  },
} satisfies DriverFile;

export default drivers;
