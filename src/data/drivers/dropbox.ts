import type {DriverFile} from './types';

/** `drivers/dropbox` of AList v3.45.0. */
const drivers = {
  Dropbox: {
    name: 'Dropbox',
    dir: 'dropbox',
    displayName: {en: 'Dropbox', zh: 'Dropbox'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
      checkStatus: false,
      noOverwriteUpload: true,
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
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The offline refresh token of a Dropbox sign-in, from this site's Dropbox token tool. It must come from the app whose `client_id` you enter (or from the default app when both client fields are empty). AList exchanges it for a short-lived access token at start and whenever Dropbox says the token expired.",
          zh: 'Dropbox 登录得到的离线刷新令牌，可用本站的 Dropbox 令牌工具获取。它必须来自“客户端ID”所填的应用（两个客户端字段都留空时，则来自默认应用）。存储启动时以及 Dropbox 提示令牌过期时，AList 用它换取短期访问令牌。',
        },
      },
      {
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The Dropbox folder that becomes the root of this storage, such as `/Photos`. Leave it empty for the whole Dropbox: Dropbox names its root with an empty path, and `/` is refused. For an app created with App folder access, paths start inside `/Apps/<app name>`.',
          zh: '作为存储根目录的 Dropbox 文件夹，如 `/Photos`。挂载整个 Dropbox 时请留空：Dropbox 用空路径表示根目录，填 `/` 会被拒绝。如果应用的访问类型是 App folder，路径从 `/Apps/<应用名>` 内部算起。',
        },
      },
      {
        name: 'oauth_token_url',
        label: {en: 'Oauth token url', zh: 'Oauth令牌链接'},
        type: 'string',
        default: 'https://api.xhofe.top/alist/dropbox/token',
        required: false,
        description: {
          en: "The service that renews tokens of the default app, whose secret AList does not ship: the original AList project's server. It is only used when `client_id` is empty or the default app's key; with your own app, tokens are renewed at Dropbox directly and this field is ignored.",
          zh: '默认应用的令牌续期服务（AList 不内置该应用的密钥），默认为原 AList 项目的服务器。只有“客户端ID”为空或为默认应用的 key 时才会用到；使用自己的应用时，令牌直接向 Dropbox 续期，本项被忽略。',
        },
      },
      {
        name: 'client_id',
        label: {en: 'Client id', zh: '客户端ID'},
        type: 'string',
        default: '',
        required: false,
        help: {en: "Keep it empty if you don't have one", zh: '如果你没有，请留空'},
        description: {
          en: 'The App key of your own app in the Dropbox App Console (Settings tab). Empty: the default app, renewed through `oauth_token_url`.',
          zh: '你在 Dropbox App Console 中自建应用的 App key（Settings 标签页）。留空则使用默认应用，通过“Oauth令牌链接”续期。',
        },
      },
      {
        name: 'client_secret',
        label: {en: 'Client secret', zh: '客户端密钥'},
        type: 'string',
        default: '',
        required: false,
        help: {en: "Keep it empty if you don't have one", zh: '如果你没有，请留空'},
        description: {
          en: 'The App secret of the same app (Settings tab, click Show). Empty with the default app.',
          zh: '同一个应用的 App secret（Settings 标签页，点 Show 显示）。使用默认应用时留空。',
        },
      },
    ],
    mounts: {
      en: 'A Dropbox account, the whole Dropbox or one folder, including a team space.',
      zh: '挂载 Dropbox 账号的全部内容或某个文件夹，也支持团队空间。',
    },
    login: ['oauth'],
  },
} satisfies DriverFile;

export default drivers;
