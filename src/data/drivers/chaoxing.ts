import type {DriverFile} from './types';

/** `drivers/chaoxing` of AList v3.45.0. */
const drivers = {
  ChaoXingGroupDrive: {
    name: 'ChaoXingGroupDrive',
    dir: 'chaoxing',
    displayName: {en: 'ChaoXingGroupDrive', zh: '超星小组盘'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: true,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '-1',
      checkStatus: false,
      noOverwriteUpload: true,
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
        name: 'user_name',
        label: {en: 'User name', zh: '用户名'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The account you sign in with at passport2.chaoxing.com (the ChaoXing / Xuexitong login), usually the mobile number. AList signs in with it at start and every 12 hours. A wrong account does not stop the storage at once: the sign-in returns no session, and listing then fails with `error code is:…`.',
          zh: '在 passport2.chaoxing.com（超星 / 学习通登录页）登录时使用的账号，一般是手机号。AList 在启动时和之后每 12 小时用它登录一次。账号错误不会让存储立即报错：登录拿不到会话，之后列目录时才会报 `error code is:…`。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The password of the account. Accounts that only sign in with an SMS code or a scan need a password set in the account settings first.',
          zh: '账号的登录密码。只用短信验证码或扫码登录的账号，需要先在账号设置里设置密码。',
        },
      },
      {
        name: 'bbsid',
        label: {en: 'Bbsid', zh: 'Bbsid'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The ID of the group (小组) whose drive this storage mounts: the value of `bbsid` in the address of the group's page after you open it from your personal space on i.chaoxing.com. A wrong ID makes listing fail with `error code is:…`.",
          zh: '要挂载其网盘的小组 ID：在 i.chaoxing.com 的个人空间中打开小组后，小组页面地址里 `bbsid` 的值。填错时列目录会报 `error code is:…`。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '-1',
        required: true,
        description: {
          en: "The ID of the group-drive folder that becomes the root of this storage. `-1` (the default) is the top of the group's drive; other folder IDs appear as `folderId` in the requests the group page sends when you open a folder (developer tools, Network tab).",
          zh: '作为存储根目录的小组网盘文件夹 ID。默认 `-1` 即小组网盘的最顶层；其他文件夹的 ID 可以在开发者工具的网络面板中，从打开该文件夹时小组页面发出的请求里的 `folderId` 找到。',
        },
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The session cookie AList uses. Leave it empty: AList signs in with the user name and password at start and every 12 hours, and writes the new cookie here, replacing anything entered.',
          zh: 'AList 使用的会话 Cookie。留空即可：AList 在启动时和之后每 12 小时用用户名和密码登录一次，并把新的 Cookie 写到这里，覆盖原来填写的内容。',
        },
      },
    ],
    mounts: {
      en: "The drive of a ChaoXing (超星) group, signed in with the account's user name and password.",
      zh: '超星小组的网盘，使用账号的用户名和密码登录。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
