import type {DriverFile} from './types';

/** `drivers/cloudreve` of AList v3.45.0. */
const drivers = {
  Cloudreve: {
    name: 'Cloudreve',
    dir: 'cloudreve',
    displayName: {en: 'Cloudreve', zh: 'Cloudreve'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '/',
      checkStatus: false,
      noOverwriteUpload: false,
      proxyRangeOption: false,
    },
    operations: {
      mkdir: true,
      move: true,
      rename: true,
      copy: true,
      remove: true,
      upload: true,
      uploadUrl: false,
      decompress: false,
      archive: false,
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
          en: 'The folder of the Cloudreve account to show as the root of this storage: `/` for all its files, `/Videos` for one folder.',
          zh: '作为存储根目录显示的 Cloudreve 账号中的文件夹：`/` 表示全部文件，`/Videos` 表示其中一个文件夹。',
        },
      },
      {
        name: 'address',
        label: {en: 'Address', zh: '地址'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The address of the Cloudreve site, as opened in a browser: `https://cloud.example.com` (a trailing slash is removed). The driver calls its `/api/v3` API, so it must be Cloudreve 3.x; for Cloudreve 4 use the Cloudreve V4 driver.',
          zh: 'Cloudreve 站点的地址，即在浏览器中打开的地址：`https://cloud.example.com`（末尾的斜杠会被去掉）。驱动调用的是 `/api/v3` 接口，所以对方必须是 Cloudreve 3.x；Cloudreve 4 请用 Cloudreve V4 驱动。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The e-mail address the account signs in with. With the password, AList signs in when the storage starts and again whenever the session expires; if the site asks for a captcha, AList has it read by the OCR service of the `ocr_api` setting.',
          zh: '账号登录用的邮箱。与密码一起使用时，AList 在存储启动时登录，会话过期后自动重新登录；如果站点要求验证码，AList 会交给 `ocr_api` 设置中的识别服务处理。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The account's password. Accounts with two-step verification cannot sign in this way: use a cookie.",
          zh: '账号的密码。开启了双重身份验证的账号不能用这种方式登录，请改用 Cookie。',
        },
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The value of the `cloudreve-session` cookie of a browser signed in to the site (developer tools → Application → Cookies), without the name. When it is set, AList does not sign in at start and keeps the cookie up to date from Cloudreve's answers; with a user name and password as well, it signs in again when the session ends.",
          zh: '已登录该站点的浏览器中 `cloudreve-session` Cookie 的值（开发者工具 → Application（应用）→ Cookies），不要带名称。填写后，AList 启动时不再登录，并根据 Cloudreve 的响应自动更新这个 Cookie；如果同时填了用户名和密码，会话结束时会重新登录。',
        },
      },
      {
        name: 'custom_ua',
        label: {en: 'Custom ua', zh: '自定义UA'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "A User-Agent sent with every request to Cloudreve instead of AList's default, for sites behind a firewall or proxy that filters clients. Leave empty normally.",
          zh: '向 Cloudreve 发送请求时使用的 User-Agent，替代 AList 的默认值，适用于前面有按客户端过滤的防火墙或代理的站点。一般留空。',
        },
      },
      {
        name: 'enable_thumb_and_folder_size',
        label: {en: 'Enable thumb and folder size', zh: '启用缩略图和文件夹大小'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: "Show Cloudreve's thumbnails and the size of each folder. It costs one extra request per file and per folder in every listing, which makes large folders slow to open.",
          zh: '显示 Cloudreve 的缩略图和每个文件夹的大小。每次列目录时，每个文件和文件夹都要多发一次请求，大文件夹会打开得很慢。',
        },
      },
    ],
    mounts: {
      en: 'The files of an account on a Cloudreve 3.x server, signing in with its e-mail and password or a session cookie.',
      zh: '用邮箱和密码或会话 Cookie 登录，挂载 Cloudreve 3.x 服务器上某个账号的文件。',
    },
    login: ['password', 'cookie'],
  },
} satisfies DriverFile;

export default drivers;
