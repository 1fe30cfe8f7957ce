import type {DriverFile} from './types';

/** `drivers/pikpak` of AList v3.45.0. */
const drivers = {
  PikPak: {
    name: 'PikPak',
    dir: 'pikpak',
    displayName: {en: 'PikPak', zh: 'PikPak'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
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
        default: '',
        required: false,
        description: {
          en: 'The ID of the PikPak folder that becomes the root of this storage. Empty (the default) mounts the whole drive; for one folder, open it at mypikpak.com and copy the last part of the address.',
          zh: '作为存储根目录的 PikPak 文件夹 ID。留空（默认）挂载整个网盘；只挂载某个文件夹时，在 mypikpak.com 打开它，复制地址的最后一段。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The email address (or phone number) you sign in to PikPak with. Used to sign in again whenever the refresh token stops working.',
          zh: '登录 PikPak 使用的邮箱（或手机号）。刷新令牌失效时，驱动会用它重新登录。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The PikPak account password. Accounts created with Google sign-in have none until you set one in PikPak's account settings.",
          zh: 'PikPak 账号密码。用 Google 登录注册的账号默认没有密码，需要先在 PikPak 的账号设置中设置一个。',
        },
      },
      {
        name: 'platform',
        label: {en: 'Platform', zh: '平台'},
        type: 'select',
        default: 'web',
        required: true,
        options: [
          {value: 'android', zh: '安卓'},
          {value: 'web', zh: '网页'},
          {value: 'pc', zh: 'Pc平台'},
        ],
        changes: [{version: 'v3.40.0', key: 'default', from: ''}],
        description: {
          en: 'Which PikPak client AList pretends to be (`android`, `web` or `pc`): it picks the client ID, secret and signature of the requests. A refresh token only works with the platform that issued it; if sign-in keeps asking for verification, another platform may pass. Before v3.40.0 the default was empty.',
          zh: 'AList 模拟的 PikPak 客户端（`android`、`web` 或 `pc`），决定请求使用的客户端 ID、密钥和签名算法。刷新令牌只能配合签发它的平台使用；登录一直要求验证时，可以换个平台试试。v3.40.0 之前默认值为空。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The refresh token of the session. The form marks it as required, but you can leave it empty: AList then signs in with the user name and password and fills it in itself. You can also paste one from a signed-in PikPak web session (with `platform` set to `web`) to avoid the sign-in and its verification.',
          zh: '会话的刷新令牌。表单将其标为必填，但可以留空：AList 会用用户名和密码登录，并自动填入。也可以粘贴已登录的 PikPak 网页会话中的刷新令牌（此时“平台”选 `web`），从而跳过登录及其验证。',
        },
      },
      {
        name: 'captcha_token',
        label: {en: 'Captcha token', zh: '验证码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'A verified captcha token, only used for the password sign-in (when `refresh_token` is empty). Leave it empty; AList fills and renews it. Enter one only when PikPak demanded a verification and you obtained a token by completing it.',
          zh: '验证码令牌，只在用密码登录（“刷新令牌”为空）时使用。一般留空，AList 会自动获取和更新。只有在 PikPak 要求验证、并且你完成验证拿到令牌时才需要填写。',
        },
      },
      {
        name: 'device_id',
        label: {en: 'Device id', zh: '设备id'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The device ID AList presents to PikPak. Empty: AList derives one from the user name and password and saves it here. Keep it stable: PikPak counts each new device ID as a new device, which can trigger verifications.',
          zh: 'AList 向 PikPak 提交的设备 ID。留空时，AList 根据用户名和密码生成一个并保存到这里。请保持不变：每个新设备 ID 在 PikPak 看来都是一台新设备，可能触发验证。',
        },
      },
      {
        name: 'disable_media_link',
        label: {en: 'Disable media link', zh: '禁用媒体链接'},
        type: 'bool',
        default: 'true',
        required: false,
        description: {
          en: "On (the default): downloads use the file's original download link. Off: for videos PikPak has transcoded, AList hands out the link of the transcoded stream, which often starts faster but is not the original file.",
          zh: '打开（默认）时，下载使用文件的原始下载链接。关闭时，对于 PikPak 已转码的视频，AList 会给出转码后视频流的链接，起播通常更快，但不是原始文件。',
        },
      },
    ],
    removedFields: [
      {name: 'refresh_token_method', version: 'v3.41.0'},
      {name: 'use_low_latency_address', version: 'v3.40.0'},
      {name: 'custom_low_latency_address', version: 'v3.40.0'},
    ],
    mounts: {
      en: "A PikPak cloud drive, signed in with the account's user name and password.",
      zh: '用账号和密码登录，挂载 PikPak 网盘。',
    },
    login: ['password', 'token'],
  },
} satisfies DriverFile;

export default drivers;
