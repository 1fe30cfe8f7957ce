import type {DriverFile} from './types';

/** `drivers/seafile` of AList v3.45.0. */
const drivers = {
  Seafile: {
    name: 'Seafile',
    dir: 'seafile',
    displayName: {en: 'Seafile', zh: 'Seafile'},
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
          en: "The folder shown as the root of this storage. Without a library ID, `/` lists the account's libraries as folders and `/Photos/2024` opens a folder of the library `Photos`; with a library ID, it is a path inside that library.",
          zh: '作为存储根目录显示的文件夹。不填资料库 ID 时，`/` 把账号的各个资料库显示为文件夹，`/Photos/2024` 打开资料库 `Photos` 中的文件夹；填了资料库 ID 时，它是该资料库内的路径。',
        },
      },
      {
        name: 'address',
        label: {en: 'Address', zh: '地址'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The address of the Seafile web interface, such as `https://seafile.example.com` (with its subfolder if Seahub is served under one); no trailing path like `/seafhttp` or `/api2`. A trailing slash is removed.',
          zh: 'Seafile 网页界面的地址，例如 `https://seafile.example.com`（Seahub 部署在子路径下时要带上子路径）；不要带 `/seafhttp` 或 `/api2` 之类的路径。末尾的斜杠会被自动去掉。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The e-mail address (or login name) of the Seafile account, used with the password to obtain an API token when the storage starts. Not needed with a token; accounts with two-factor authentication must use a token.',
          zh: 'Seafile 账号的邮箱（或登录名），存储启动时与密码一起用来换取 API 令牌。填了令牌就不需要；开启了双重身份验证的账号必须改用令牌。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The account's password, sent only to the server's `/api2/auth-token/` endpoint to obtain a token. Leave empty when you give a token.",
          zh: '账号的密码，只发送到服务器的 `/api2/auth-token/` 接口换取令牌。填了令牌时留空。',
        },
      },
      {
        name: 'token',
        label: {en: 'Token', zh: '令牌'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "An API token of the account (40 hexadecimal characters), used instead of the user name and password. Obtain it once from the server's `/api2/auth-token/` endpoint (see the page). The per-library API tokens of newer Seafile versions do not work here.",
          zh: '账号的 API 令牌（40 位十六进制字符），用来代替用户名和密码。通过服务器的 `/api2/auth-token/` 接口获取一次即可（见本页说明）。新版 Seafile 中针对单个资料库的 API 令牌在这里不能用。',
        },
      },
      {
        name: 'repoId',
        label: {en: 'RepoId', zh: 'RepoId'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The ID of one library to mount instead of all of them: the 36-character UUID in the library's address in the web interface (`https://seafile.example.com/library/<ID>/Photos/`). Leave empty to show every library the account can see.",
          zh: '只挂载某一个资料库时，填它的 ID：网页界面中资料库地址里那串 36 位的 UUID（`https://seafile.example.com/library/<ID>/Photos/`）。留空则显示账号能看到的所有资料库。',
        },
      },
      {
        name: 'repoPwd',
        label: {en: 'RepoPwd', zh: '仓库密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The password of an encrypted library. AList sends it to the server, which keeps the library decrypted for a while; AList sends it again every 30 minutes. There is one password per storage: for several encrypted libraries with different passwords, add one storage per library with its ID.',
          zh: '加密资料库的密码。AList 把它发给服务器，服务器会在一段时间内保持该资料库为解密状态；AList 每 30 分钟重新发送一次。每个存储只能填一个密码：多个密码不同的加密资料库，需要分别填写资料库 ID、各建一个存储。',
        },
      },
    ],
    mounts: {
      en: 'The libraries of an account on a Seafile server (or one library), encrypted libraries included, through its Web API.',
      zh: '通过 Web API 挂载 Seafile 服务器上某个账号的全部资料库（或其中一个），包括加密资料库。',
    },
    login: ['password', 'token'],
  },
} satisfies DriverFile;

export default drivers;
