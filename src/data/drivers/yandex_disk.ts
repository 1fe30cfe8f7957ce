import type {DriverFile} from './types';

/** `drivers/yandex_disk` of AList v3.45.0. */
const drivers = {
  YandexDisk: {
    name: 'YandexDisk',
    dir: 'yandex_disk',
    displayName: {en: 'YandexDisk', zh: 'Yandex网盘'},
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
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The refresh token of a Yandex OAuth sign-in with Yandex Disk access, from this site's Yandex token tool, obtained with the app of `client_id`. AList exchanges it for an access token at every start and saves the new refresh token Yandex returns.",
          zh: '带有 Yandex Disk 权限的 Yandex OAuth 登录得到的刷新令牌，可用本站的 Yandex 令牌工具获取，且必须来自“客户端ID”对应的应用。AList 每次启动都用它换取访问令牌，并保存 Yandex 返回的新刷新令牌。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: 'name',
        required: false,
        options: [
          {value: 'name', zh: '名称'},
          {value: 'path', zh: '路径'},
          {value: 'created', zh: '创建时间'},
          {value: 'modified', zh: '修改时间'},
          {value: 'size', zh: '大小'},
        ],
        description: {
          en: 'The key Yandex sorts listings by: `name`, `path`, `created`, `modified` or `size`.',
          zh: 'Yandex 列出文件时的排序依据：`name`（名称）、`path`（路径）、`created`（创建时间）、`modified`（修改时间）或 `size`（大小）。',
        },
      },
      {
        name: 'order_direction',
        label: {en: 'Order direction', zh: '排序方式'},
        type: 'select',
        default: 'asc',
        required: false,
        options: [
          {value: 'asc', zh: '升序'},
          {value: 'desc', zh: '降序'},
        ],
        description: {
          en: '`asc` (ascending) or `desc` (descending) for `order_by`.',
          zh: '“排序”的方式：`asc` 为升序，`desc` 为降序。',
        },
      },
      {
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {
          en: 'The folder of the Disk that becomes the root of this storage, as a path from the top: `/` for the whole Disk, `/Music` for one folder.',
          zh: '作为存储根目录的网盘文件夹，以根目录开始的路径表示：`/` 表示整个网盘，`/Music` 表示只挂载这个文件夹。',
        },
      },
      {
        name: 'client_id',
        label: {en: 'Client id', zh: '客户端ID'},
        type: 'string',
        default: 'a78d5a69054042fa936f6c77f9a0ae8b',
        required: true,
        description: {
          en: "The ClientID of the Yandex OAuth app the refresh token was obtained with. The default is the original AList project's app; with your own app from oauth.yandex.com, enter its ClientID.",
          zh: '获取刷新令牌时所用 Yandex OAuth 应用的 ClientID。默认值是原 AList 项目的应用；使用自己在 oauth.yandex.com 创建的应用时，填它的 ClientID。',
        },
      },
      {
        name: 'client_secret',
        label: {en: 'Client secret', zh: '客户端密钥'},
        type: 'string',
        default: '9c119bbb04b346d2a52aa64401936b2b',
        required: true,
        description: {
          en: 'The Client secret of that app, shown on its page at oauth.yandex.com. It must belong to the same app as `client_id` and the refresh token.',
          zh: '该应用的 Client secret，在 oauth.yandex.com 的应用页面上查看。必须与“客户端ID”和刷新令牌属于同一个应用。',
        },
      },
    ],
    mounts: {
      en: 'Yandex Disk, whole or one folder, through the Yandex Disk REST API.',
      zh: '通过 Yandex Disk REST API 挂载 Yandex Disk 的全部内容或某个文件夹。',
    },
    login: ['oauth'],
  },
} satisfies DriverFile;

export default drivers;
