import type {DriverFile} from './types';

/** `drivers/123` of AList v3.45.0. */
const drivers = {
  '123Pan': {
    name: '123Pan',
    dir: '123',
    displayName: {en: '123Pan', zh: '123云盘'},
    redirectNeeds: 'referer',
    config: {
      localSort: true,
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
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The 123Pan account: the phone number it was registered with, or its e-mail address (an address with `@` is sent as an e-mail sign-in).',
          zh: '123 云盘账号：注册用的手机号，或者邮箱地址（带 `@` 的会按邮箱方式登录）。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The account's password. Accounts created by SMS code may have none: set one first in 123Pan's account settings. AList signs in with it when the storage starts and again whenever 123Pan reports the session expired.",
          zh: '账号密码。用短信验证码注册的账号可能没有设置密码，需要先在 123 云盘的账号设置中设置一个。存储启动时以及 123 云盘提示会话过期时，AList 都会用它重新登录。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        description: {
          en: "The ID of the folder shown as the root of this storage: `0` for the whole drive. For one folder, open it on the 123Pan website with the developer tools' Network tab open; the `parentFileId` parameter of the `file/list/new` request is its ID.",
          zh: '作为存储根目录的文件夹 ID：`0` 表示整个网盘。只挂载某个文件夹时，打开浏览器开发者工具的“网络”面板，在 123 云盘网页上进入该文件夹，`file/list/new` 请求中的 `parentFileId` 参数就是它的 ID。',
        },
      },
    ],
    mounts: {
      en: 'Your own 123Pan (123云盘) drive, signed in with phone number or e-mail and password.',
      zh: '用手机号或邮箱加密码登录，挂载自己的 123 云盘。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
