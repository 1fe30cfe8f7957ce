import type {DriverFile} from './types';

/** `drivers/quqi` of AList v3.45.0. */
const drivers = {
  Quqi: {
    name: 'Quqi',
    dir: 'quqi',
    displayName: {en: 'Quqi', zh: '曲奇云盘'},
    config: {
      localSort: true,
      onlyLocal: true,
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
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        description: {
          en: 'The node ID of the folder in your Quqi private cloud that becomes the root of this storage. `0` (the default) is the top of the private cloud. Quqi does not show node IDs in its pages; to mount a sub-folder, open it on quqi.com with the developer tools open and take the `node_id` of the `ls` request.',
          zh: '作为存储根目录的曲奇私人云文件夹节点 ID。默认 `0` 即私人云的最顶层。曲奇网页上看不到节点 ID；如果只想挂载某个子文件夹，可以打开开发者工具后在 quqi.com 进入该文件夹，从 `ls` 请求中找到 `node_id`。',
        },
      },
      {
        name: 'phone',
        label: {en: 'Phone', zh: '手机号码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The mobile number of the Quqi account, used for a password sign-in when **Cookie** is empty. Leave it empty when you sign in with a cookie; with neither set, the storage fails with `phone number is empty`.',
          zh: '曲奇账号绑定的手机号，在 **Cookie** 留空时用于密码登录。使用 Cookie 登录时可以不填；两者都没填时存储会报 `phone number is empty`。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The password of the Quqi account, used together with **Phone**. AList sends it Base64-encoded to Quqi's password sign-in and keeps the session it gets in memory only, so it signs in again at every start. Empty while **Cookie** is empty: `password is empty`.",
          zh: '曲奇账号的登录密码，与 **手机号码** 一起使用。AList 以 Base64 编码提交给曲奇的密码登录接口，得到的会话只保存在内存中，因此每次启动都会重新登录。Cookie 与密码都为空时会报 `password is empty`。',
        },
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: false,
        help: {en: 'Cookie can be used on multiple clients at the same time', zh: 'Cookie 可以同时用于多个客户端'},
        description: {
          en: "The whole `Cookie` header of a signed-in session at quqi.com, copied from the browser's developer tools. When filled, it is used instead of the phone number and password; AList checks it at start and fails with `cookie is invalid` if Quqi no longer accepts it (it does not fall back to the password). AList never updates it, so replace it when the session ends.",
          zh: '从浏览器开发者工具中复制的、已登录 quqi.com 的完整 `Cookie` 请求头。填写后优先于手机号和密码使用；AList 启动时会校验它，曲奇不再接受时报 `cookie is invalid`，且不会改用密码登录。AList 不会更新这里的值，会话失效后需要手动换新。',
        },
      },
      {
        name: 'cdn',
        label: {en: 'Cdn', zh: 'CDN'},
        type: 'bool',
        default: '',
        required: false,
        help: {
          en: 'If you enable this option, the download speed can be increased, but there will be some performance loss',
          zh: '如果您启用此选项，下载速度可以提高，但将会有一些性能损失',
        },
        description: {
          en: "Fetch files through Quqi's CDN address instead of the preview or download address. Quqi stores CDN copies encrypted, so AList decrypts them while streaming, which costs CPU on the AList server; if the CDN address cannot be obtained, AList falls back to the normal addresses. Off by default.",
          zh: '通过曲奇的 CDN 地址获取文件，而不是预览地址或下载地址。CDN 上的文件是加密存放的，AList 需要边传输边解密，会占用 AList 服务器的 CPU；取不到 CDN 地址时会自动退回普通地址。默认关闭。',
        },
      },
    ],
    mounts: {
      en: 'The private cloud of a Quqi (曲奇云盘) account, signed in with a phone number and password or a cookie.',
      zh: '曲奇云盘账号的私人云，使用手机号和密码或 Cookie 登录。',
    },
    login: ['password', 'cookie'],
  },
} satisfies DriverFile;

export default drivers;
