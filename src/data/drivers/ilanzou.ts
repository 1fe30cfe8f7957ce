import type {DriverFile} from './types';

/** `drivers/ilanzou` of AList v3.45.0. */
const drivers = {
  ILanZou: {
    name: 'ILanZou',
    dir: 'ilanzou',
    displayName: {en: 'ILanZou', zh: '蓝奏云优享版'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '0',
      checkStatus: false,
      noOverwriteUpload: false,
      proxyRangeOption: false,
    },
    operations: {
      mkdir: true,
      move: true,
      rename: true,
      copy: false,
      remove: true,
      upload: true,
      uploadUrl: false,
      decompress: false,
      archive: false,
      other: false,
    },
    fields: [
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        description: {
          en: 'The ID of the folder that becomes the root of this storage. `0` (the default) is the top of the drive. To mount a sub-folder, take its `folderId` from the `list` request that www.ilanzou.com sends when you open the folder (developer tools, Network tab).',
          zh: '作为存储根目录的文件夹 ID。默认 `0` 即网盘的最顶层。如果只想挂载某个子文件夹，可以在开发者工具的网络面板中，从 www.ilanzou.com 打开该文件夹时发出的 `list` 请求里找到它的 `folderId`。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The account name you sign in with on www.ilanzou.com, usually the mobile number. AList signs in with it when it first needs a session and again whenever iLanZou reports the session expired.',
          zh: '在 www.ilanzou.com 登录时使用的账号，通常是手机号。AList 在第一次需要会话时用它登录，蓝奏云优享版提示会话过期时也会自动重新登录。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The password of the account. Accounts that only ever signed in with an SMS code need a password set in the account settings of www.ilanzou.com first. A wrong pair fails with `failed to login: token is empty` followed by the service's answer.",
          zh: '账号的登录密码。只用短信验证码登录过的账号，需要先在 www.ilanzou.com 的账号设置中设置密码。账号或密码错误时，会报 `failed to login: token is empty`，后面附有服务返回的内容。',
        },
      },
      {
        name: 'ip',
        label: {en: 'Ip', zh: 'Ip'},
        type: 'string',
        default: '',
        required: false,
        since: 'v3.43.0',
        description: {
          en: "An IPv4 address that AList sends in the `X-Forwarded-For` header of every request to iLanZou, including the one that gets a download link. Fill it in when iLanZou blocks or limits the AList server's address (common on cloud servers), for example with the public address of your home connection. Empty (the default): no such header.",
          zh: 'AList 在发往蓝奏云优享版的每个请求（包括获取下载链接的请求）中放进 `X-Forwarded-For` 请求头的 IPv4 地址。当蓝奏云优享版封禁或限制 AList 服务器的地址时（云服务器上较常见）再填写，例如填你家宽带的公网地址。留空（默认）则不发送这个请求头。',
        },
      },
    ],
    mounts: {
      en: 'An iLanZou (蓝奏云优享版) drive, signed in with the account name and password.',
      zh: '蓝奏云优享版网盘，使用账号和密码登录。',
    },
    login: ['password'],
  },
  FeijiPan: {
    name: 'FeijiPan',
    dir: 'ilanzou',
    displayName: {en: 'FeijiPan', zh: '飞机盘'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '0',
      checkStatus: false,
      noOverwriteUpload: false,
      proxyRangeOption: false,
    },
    operations: {
      mkdir: true,
      move: true,
      rename: true,
      copy: false,
      remove: true,
      upload: true,
      uploadUrl: false,
      decompress: false,
      archive: false,
      other: false,
    },
    fields: [
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        description: {
          en: 'The ID of the folder that becomes the root of this storage. `0` (the default) is the top of the drive. To mount a sub-folder, take its `folderId` from the `list` request that www.feijipan.com sends when you open the folder (developer tools, Network tab).',
          zh: '作为存储根目录的文件夹 ID。默认 `0` 即网盘的最顶层。如果只想挂载某个子文件夹，可以在开发者工具的网络面板中，从 www.feijipan.com 打开该文件夹时发出的 `list` 请求里找到它的 `folderId`。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The account name you sign in with on www.feijipan.com, usually the mobile number. AList signs in with it when it first needs a session and again whenever FeijiPan reports the session expired.',
          zh: '在 www.feijipan.com 登录时使用的账号，通常是手机号。AList 在第一次需要会话时用它登录，飞机盘提示会话过期时也会自动重新登录。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The password of the account. Accounts that only ever signed in with an SMS code need a password set in the account settings of www.feijipan.com first. A wrong pair fails with `failed to login: token is empty` followed by the service's answer.",
          zh: '账号的登录密码。只用短信验证码登录过的账号，需要先在 www.feijipan.com 的账号设置中设置密码。账号或密码错误时，会报 `failed to login: token is empty`，后面附有服务返回的内容。',
        },
      },
      {
        name: 'ip',
        label: {en: 'Ip', zh: 'Ip'},
        type: 'string',
        default: '',
        required: false,
        since: 'v3.43.0',
        description: {
          en: "An IPv4 address that AList sends in the `X-Forwarded-For` header of every request to FeijiPan, including the one that gets a download link. Fill it in when FeijiPan blocks or limits the AList server's address (common on cloud servers), for example with the public address of your home connection. Empty (the default): no such header.",
          zh: 'AList 在发往飞机盘的每个请求（包括获取下载链接的请求）中放进 `X-Forwarded-For` 请求头的 IPv4 地址。当飞机盘封禁或限制 AList 服务器的地址时（云服务器上较常见）再填写，例如填你家宽带的公网地址。留空（默认）则不发送这个请求头。',
        },
      },
    ],
    mounts: {
      en: 'A FeijiPan (飞机盘) drive, signed in with the account name and password.',
      zh: '飞机盘网盘，使用账号和密码登录。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
