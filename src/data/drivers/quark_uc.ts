import type {DriverFile} from './types';

/** `drivers/quark_uc` of AList v3.45.0. */
const drivers = {
  Quark: {
    name: 'Quark',
    dir: 'quark_uc',
    displayName: {en: 'Quark', zh: '夸克'},
    config: {
      localSort: false,
      onlyLocal: true,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '0',
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
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The whole `Cookie` request header of a signed-in Quark web session at pan.quark.cn, copied from the browser's developer tools (see the steps on this page); a partial cookie fails with `require login [guest]`. AList sends it with every request and download, and saves the refreshed `__puus` value Quark returns, so the cookie lasts as long as that browser session is not signed out.",
          zh: '已登录的夸克网页版（pan.quark.cn）会话的完整 `Cookie` 请求头，从浏览器开发者工具中复制（步骤见本页）；复制不完整会报 `require login [guest]`。AList 的每个请求和下载都会带上它，并保存夸克返回的新 `__puus` 值，所以只要那个浏览器会话没有退出，Cookie 就一直有效。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        description: {
          en: 'The ID of the folder shown as the root of this storage: `0` for the whole drive. For one folder, open it at pan.quark.cn; its ID is the 32-character string in the address.',
          zh: '作为存储根目录的文件夹 ID：`0` 表示整个网盘。只挂载某个文件夹时，在 pan.quark.cn 打开它，地址里那串 32 位字符就是它的 ID。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: 'none',
        required: false,
        options: [
          {value: 'none', zh: '无'},
          {value: 'file_type', zh: '文件类型'},
          {value: 'file_name', zh: '文件名称'},
          {value: 'updated_at', zh: '修改时间'},
        ],
        description: {
          en: "How Quark sorts a folder's entries: `none` keeps Quark's own order; `file_type`, `file_name` or `updated_at` sort by that field, with folders first.",
          zh: '夸克对文件列表的排序方式：`none` 保持夸克自己的顺序；`file_type`、`file_name` 或 `updated_at` 按对应字段排序，文件夹在前。',
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
          en: '`asc` (ascending) or `desc` (descending), applied to **Order by** unless it is `none`.',
          zh: '`asc`（升序）或 `desc`（降序），在“排序”不为 `none` 时生效。',
        },
      },
    ],
    mounts: {
      en: 'Your own Quark drive (夸克网盘) with the cookie of its website; downloads always go through AList.',
      zh: '用网页版 Cookie 挂载自己的夸克网盘；下载总是经过 AList 中转。',
    },
    login: ['cookie'],
  },
  UC: {
    name: 'UC',
    dir: 'quark_uc',
    displayName: {en: 'UC', zh: 'UC'},
    config: {
      localSort: false,
      onlyLocal: true,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '0',
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
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The whole `Cookie` request header of a signed-in UC web session at drive.uc.cn, copied from the browser's developer tools (see the steps on this page); a partial cookie fails with `require login [guest]`. AList sends it with every request and download, and saves the refreshed `__puus` value UC returns, so the cookie lasts as long as that browser session is not signed out.",
          zh: '已登录的UC 网页版（drive.uc.cn）会话的完整 `Cookie` 请求头，从浏览器开发者工具中复制（步骤见本页）；复制不完整会报 `require login [guest]`。AList 的每个请求和下载都会带上它，并保存UC 返回的新 `__puus` 值，所以只要那个浏览器会话没有退出，Cookie 就一直有效。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        description: {
          en: 'The ID of the folder shown as the root of this storage: `0` for the whole drive. For one folder, open it at drive.uc.cn; its ID is the 32-character string in the address.',
          zh: '作为存储根目录的文件夹 ID：`0` 表示整个网盘。只挂载某个文件夹时，在 drive.uc.cn 打开它，地址里那串 32 位字符就是它的 ID。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: 'none',
        required: false,
        options: [
          {value: 'none', zh: '无'},
          {value: 'file_type', zh: '文件类型'},
          {value: 'file_name', zh: '文件名称'},
          {value: 'updated_at', zh: '修改时间'},
        ],
        description: {
          en: "How UC sorts a folder's entries: `none` keeps UC's own order; `file_type`, `file_name` or `updated_at` sort by that field, with folders first.",
          zh: 'UC 对文件列表的排序方式：`none` 保持UC 自己的顺序；`file_type`、`file_name` 或 `updated_at` 按对应字段排序，文件夹在前。',
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
          en: '`asc` (ascending) or `desc` (descending), applied to **Order by** unless it is `none`.',
          zh: '`asc`（升序）或 `desc`（降序），在“排序”不为 `none` 时生效。',
        },
      },
    ],
    mounts: {
      en: 'Your own UC drive (UC网盘) with the cookie of its website; downloads always go through AList.',
      zh: '用网页版 Cookie 挂载自己的 UC 网盘；下载总是经过 AList 中转。',
    },
    login: ['cookie'],
  },
} satisfies DriverFile;

export default drivers;
