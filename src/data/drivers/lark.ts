import type {DriverFile} from './types';

/** `drivers/lark` of AList v3.45.0. */
const drivers = {
  Lark: {
    name: 'Lark',
    dir: 'lark',
    displayName: {en: 'Lark', zh: 'Lark (飞书)'},
    platforms: '(linux || darwin || windows) && (amd64 || arm64)',
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '/',
      checkStatus: false,
      noOverwriteUpload: true,
      proxyRangeOption: false,
    },
    operations: {
      mkdir: true,
      move: true,
      rename: false,
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
          en: "The folder that becomes the root of this storage, as a path of folder names from the top of the app's cloud space (`/` for all of it, `/AList/Media` for one folder). AList walks it name by name at start; a name that does not exist stops the storage with `object not found`.",
          zh: '作为存储根目录的文件夹，用从应用云空间顶层开始的文件夹名称路径表示：`/` 表示整个空间，`/AList/Media` 表示只挂载这个文件夹。AList 启动时逐级按名称查找，找不到某一级时存储会因 `object not found` 无法启动。',
        },
      },
      {
        name: 'app_id',
        label: {en: 'App id', zh: 'App ID'},
        type: 'text',
        default: '',
        required: false,
        help: {en: 'app id', zh: 'App ID'},
        description: {
          en: 'The App ID of a custom app (企业自建应用) in the Feishu Open Platform developer console, under **Credentials & Basic Info** (凭证与基础信息); it starts with `cli_`. AList signs in as this app with a tenant access token. The form does not require it, but the storage cannot start without it.',
          zh: '飞书开放平台开发者后台中企业自建应用的 App ID，位于**凭证与基础信息**页面，以 `cli_` 开头。AList 以这个应用的身份、用租户访问凭证（tenant_access_token）访问云空间。表单没有设为必填，但不填存储无法启动。',
        },
      },
      {
        name: 'app_secret',
        label: {en: 'App secret', zh: 'App Secret\n'},
        type: 'text',
        default: '',
        required: false,
        help: {en: 'app secret', zh: 'App Secret'},
        description: {
          en: 'The App Secret shown next to the App ID on **Credentials & Basic Info**. Keep it private; if it leaks, reset it there and update the storage.',
          zh: '**凭证与基础信息**页面上与 App ID 相邻的 App Secret。请妥善保管；一旦泄露，在同一页面重置，并更新存储。',
        },
      },
      {
        name: 'external_mode',
        label: {en: 'External mode', zh: '外部预览模式'},
        type: 'bool',
        default: '',
        required: false,
        help: {en: 'external mode', zh: '打开后复制飞书链接，可跳转到飞书网页预览'},
        description: {
          en: "Off (default): downloads come from Feishu's download API with the app's token, which only AList has, so turn on **Web proxy**. On: AList sends visitors to the file's page in the Feishu web app (`<tenant url prefix>/file/<token>`) instead, where they need a Feishu account allowed to see the file.",
          zh: '关闭（默认）时，下载走飞书的下载接口，需要应用的访问凭证，而凭证只有 AList 有，所以要打开 **Web 代理**。打开后，AList 会把访客带到飞书网页版中该文件的页面（`<租户网址前缀>/file/<token>`），访客需要有能查看该文件的飞书账号。',
        },
      },
      {
        name: 'tenant_url_prefix',
        label: {en: 'Tenant url prefix', zh: '租户网址前缀'},
        type: 'text',
        default: '',
        required: false,
        help: {en: 'tenant url prefix', zh: '租户地址前缀'},
        description: {
          en: "The address of your organisation's Feishu web app, such as `https://example.feishu.cn` (no trailing slash), as it appears in the browser when you open Feishu Docs. Only used with **External mode** on, to build the links to files.",
          zh: '你所在企业的飞书网页版地址，例如 `https://example.feishu.cn`（末尾不带斜杠），即在浏览器中打开飞书云文档时地址栏里的域名部分。只在打开“外部预览模式”时用来拼出文件链接。',
        },
      },
    ],
    mounts: {
      en: 'The cloud space (云空间) of a Feishu custom app, through the Feishu Open Platform API with an App ID and App Secret.',
      zh: '通过飞书开放平台接口，用 App ID 和 App Secret 挂载飞书企业自建应用的云空间。',
    },
    login: ['keys'],
  },
} satisfies DriverFile;

export default drivers;
