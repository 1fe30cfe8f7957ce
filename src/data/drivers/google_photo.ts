import type {DriverFile} from './types';

/** `drivers/google_photo` of AList v3.45.0. */
const drivers = {
  GooglePhoto: {
    name: 'GooglePhoto',
    dir: 'google_photo',
    displayName: {en: 'GooglePhoto', zh: '谷歌相册'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: true,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: 'root',
      checkStatus: false,
      noOverwriteUpload: false,
      proxyRangeOption: false,
    },
    operations: {
      mkdir: false,
      move: false,
      rename: false,
      copy: false,
      remove: false,
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
        default: 'root',
        required: true,
        description: {
          en: "What the storage shows at its root: `root` (the default) shows three folders, for all media, your albums and shared albums (named in Chinese, 全部媒体, 全部影集 and 共享影集, whatever the language); `all`, `albums` or `share_albums` mounts one of them directly; an album ID (from this site's album tool) mounts that album.",
          zh: '存储根目录显示的内容：默认的 `root` 显示三个文件夹，即“全部媒体”“全部影集”“共享影集”；填 `all`、`albums` 或 `share_albums` 则直接挂载其中之一；填影集 ID（可用本站的影集工具查询）则只挂载这个影集。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "A refresh token with access to Google Photos, obtained with the client of `client_id` and `client_secret` (this site's Google token tool, with Google Photos ticked). AList exchanges it for an access token when the storage starts and whenever Google answers 401.",
          zh: '能访问 Google 相册的刷新令牌，必须用“客户端ID”和“客户端密钥”对应的客户端获取（本站的 Google 令牌工具，勾选 Google Photos）。存储启动时以及 Google 返回 401 时，AList 用它换取访问令牌。',
        },
      },
      {
        name: 'client_id',
        label: {en: 'Client id', zh: '客户端ID'},
        type: 'string',
        default: '202264815644.apps.googleusercontent.com',
        required: true,
        description: {
          en: "The OAuth client ID the refresh token was obtained with: your own client from the Google Cloud console (APIs & Services → Credentials), with the Photos Library API enabled in its project. The default is the public desktop client also used by GoogleDrive, which accepts no web redirect address, so this site's tool cannot sign in with it: replace it with your own.",
          zh: '获取刷新令牌时所用的 OAuth 客户端 ID：在 Google Cloud 控制台（API 和服务 → 凭据）自建的客户端，其所在项目需启用 Photos Library API。默认值是 GoogleDrive 也在用的公开桌面客户端，它不接受网页重定向地址，本站工具无法用它登录，请换成自己的客户端。',
        },
      },
      {
        name: 'client_secret',
        label: {en: 'Client secret', zh: '客户端密钥'},
        type: 'string',
        default: 'X4Z3ca8xfWDb1Voo-F9a7ZxJ',
        required: true,
        description: {
          en: 'The client secret that goes with `client_id`, from the same Credentials page; it must belong to the client that issued the refresh token.',
          zh: '与“客户端ID”配套的客户端密钥，在同一个“凭据”页面查看；必须属于签发刷新令牌的那个客户端。',
        },
      },
      {
        name: 'show_archive',
        label: {en: 'Show archive', zh: '显示归档'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: 'Meant to show archived photos, but AList v3.45.0 does not read this switch: it changes nothing.',
          zh: '本意是显示已归档的照片，但 AList v3.45.0 并没有读取这个开关，打开与否都没有效果。',
        },
      },
    ],
    mounts: {
      en: 'A Google Photos library, read-only: all media, albums and shared albums.',
      zh: '以只读方式挂载 Google 相册：全部媒体、影集和共享影集。',
    },
    login: ['oauth'],
  },
} satisfies DriverFile;

export default drivers;
