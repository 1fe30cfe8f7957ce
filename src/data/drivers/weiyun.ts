import type {DriverFile} from './types';

/** `drivers/weiyun` of AList v3.45.0. */
const drivers = {
  WeiYun: {
    name: 'WeiYun',
    dir: 'weiyun',
    displayName: {en: 'WeiYun', zh: '腾讯微云'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: true,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
      checkStatus: true,
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
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The key of the Weiyun folder that becomes the root of this storage. Empty (the default): the whole drive, whose key AList looks up at start. The web app does not show folder keys; leave it empty unless you took one from the requests in the browser's developer tools. A key that does not exist fails with `invalid directory ID`.",
          zh: '作为存储根目录的微云文件夹 key。留空（默认）挂载整个网盘，AList 启动时自动查询其 key。网页版不会显示文件夹 key，除非你从浏览器开发者工具的请求中找到了某个 key，否则请留空。填入不存在的 key 会报 `invalid directory ID`。',
        },
      },
      {
        name: 'cookies',
        label: {en: 'Cookies', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The whole `Cookie` header of a signed-in session at www.weiyun.com (QQ or WeChat sign-in), copied from the browser's developer tools. AList saves the cookies Weiyun renews into this field; a session that Weiyun ends fails with `the login cookie is invalid, please login in again`.",
          zh: '从浏览器开发者工具中复制的、已登录 www.weiyun.com 的完整 `Cookie` 请求头（QQ 或微信登录均可）。微云续期的 Cookie 会由 AList 自动写回这里；会话被微云注销后，存储会报 `the login cookie is invalid, please login in again`。',
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
          {value: 'size', zh: '大小'},
          {value: 'updated_at', zh: '修改时间'},
        ],
        description: {
          en: 'The key Weiyun sorts listings by: `name`, `size` or `updated_at` (modification time).',
          zh: '微云列出文件时的排序依据：`name`（名称）、`size`（大小）或 `updated_at`（修改时间）。',
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
        name: 'upload_thread',
        label: {en: 'Upload thread', zh: '上传线程'},
        type: 'string',
        default: '4',
        required: false,
        help: {en: '4<=thread<=32', zh: '4<=线程<=32'},
        description: {
          en: 'How many parts of a file are uploaded at the same time, from 4 to 32; values outside that range, or not a number, fall back to 4.',
          zh: '同时上传的文件分片数，4 到 32；超出范围或不是数字时按 4 处理。',
        },
      },
    ],
    mounts: {
      en: 'A Tencent Weiyun (微云) drive, signed in with the cookies of a web session.',
      zh: '用网页会话的 Cookie 登录，挂载腾讯微云网盘。',
    },
    login: ['cookie'],
  },
} satisfies DriverFile;

export default drivers;
