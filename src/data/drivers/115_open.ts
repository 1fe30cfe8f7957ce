import type {DriverFile} from './types';

/** `drivers/115_open` of AList v3.45.0. */
const drivers = {
  '115 Open': {
    name: '115 Open',
    dir: '115_open',
    displayName: {en: '115 Open', zh: '115 开放平台'},
    since: 'v3.43.0',
    redirectNeeds: 'user-agent',
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
          en: 'The ID of the folder shown as the root of this storage: `0` for the whole drive, or the number after `cid=` in the address when the folder is open at 115.com.',
          zh: '作为存储根目录的文件夹 ID：`0` 表示整个网盘；只挂载某个文件夹时，在 115.com 打开它，填地址中 `cid=` 后面的数字。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The refresh token of a 115 open-platform sign-in, from this site's 115 tool (scan a QR code with the 115 app). AList uses it to get an access token when the storage starts and whenever 115 reports the access token expired, and saves the new pair 115 returns; the old refresh token then stops working, so one token serves one storage.",
          zh: '115 开放平台登录得到的刷新令牌，可用本站的 115 工具（用 115 App 扫码）获取。存储启动时以及 115 提示访问令牌过期时，AList 用它换取访问令牌，并保存 115 返回的新令牌；旧的刷新令牌随即失效，所以一个令牌只能给一个存储用。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: '',
        required: false,
        options: [
          {value: 'file_name', zh: '文件名称'},
          {value: 'file_size', zh: '文件大小'},
          {value: 'user_utime', zh: '用户当前时间'},
          {value: 'file_type', zh: '文件类型'},
        ],
        description: {
          en: "The order 115 returns a folder's entries in: `file_name`, `file_size`, `user_utime` (modified time) or `file_type`. Empty leaves the field to 115.",
          zh: '115 返回文件列表的排序字段：`file_name`（文件名）、`file_size`（大小）、`user_utime`（修改时间）或 `file_type`（类型）。留空由 115 决定。',
        },
      },
      {
        name: 'order_direction',
        label: {en: 'Order direction', zh: '排序方式'},
        type: 'select',
        default: '',
        required: false,
        options: [
          {value: 'asc', zh: '升序'},
          {value: 'desc', zh: '降序'},
        ],
        description: {
          en: '`asc` (ascending) or `desc` (descending). Anything other than `asc`, including empty, sorts in descending order.',
          zh: '`asc`（升序）或 `desc`（降序）。除 `asc` 以外的值（包括留空）都按降序排列。',
        },
      },
      {
        name: 'limit_rate',
        label: {en: 'Limit rate', zh: '限制速率'},
        type: 'float',
        default: '1',
        required: false,
        help: {en: 'limit all api request rate ([limit]r/1s)', zh: '限制所有 api 请求率 ([limit]r/1s)'},
        description: {
          en: "The most API requests per second this storage sends to 115 (listing pages, links, uploads, file operations), as a decimal number: `1` means one per second, `0.5` one every two seconds. 115's open platform limits how often an app is called, so keep it low. `0` turns the limit off.",
          zh: '这个存储每秒最多向 115 发出多少个接口请求（列表分页、下载链接、上传、文件操作），可以是小数：`1` 表示每秒一次，`0.5` 表示每两秒一次。115 开放平台限制应用的调用频率，所以宜低不宜高。`0` 表示不限制。',
        },
      },
    ],
    mounts: {
      en: "Your own 115 Cloud (115网盘) drive through 115's open platform, with a refresh token from a QR code sign-in.",
      zh: '通过 115 开放平台，用扫码得到的刷新令牌挂载自己的 115 网盘。',
    },
    login: ['oauth', 'qrcode'],
  },
} satisfies DriverFile;

export default drivers;
