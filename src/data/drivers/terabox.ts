import type {DriverFile} from './types';

/** `drivers/terabox` of AList v3.45.0. */
const drivers = {
  Terabox: {
    name: 'Terabox',
    dir: 'terabox',
    displayName: {en: 'Terabox', zh: 'Terabox'},
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
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {
          en: 'The TeraBox folder that becomes the root of this storage, as a path from the top: `/` for everything, `/Videos` for one folder.',
          zh: '作为存储根目录的 TeraBox 文件夹，以根目录开始的路径表示：`/` 表示全部，`/Videos` 表示只挂载这个文件夹。',
        },
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The whole `Cookie` header of a signed-in session at www.terabox.com, copied from the browser's developer tools (it must contain `ndus`). AList sends it with every request; when you sign out in that browser or the session expires, the storage fails with `failed to check login status according to cookie` and needs a new one.",
          zh: '在浏览器开发者工具中复制的、已登录 www.terabox.com 的完整 `Cookie` 请求头（其中必须有 `ndus`）。AList 每个请求都会带上它；在该浏览器中退出登录或会话过期后，存储会报 `failed to check login status according to cookie`，需要重新复制。',
        },
      },
      {
        name: 'download_api',
        label: {en: 'Download api', zh: '下载接口'},
        type: 'select',
        default: 'official',
        required: false,
        options: [
          {value: 'official', zh: '官方'},
          {value: 'crack', zh: '非官方'},
        ],
        description: {
          en: 'How download links are obtained: `official` uses the download API of the web site (a signed request, then the link TeraBox redirects to); `crack` asks the file-metadata API used by TV apps for a link. Try `crack` when `official` fails for your account.',
          zh: '下载链接的获取方式：`official`（官方）使用网页版的下载接口（先签名请求，再取 TeraBox 重定向后的地址）；`crack`（非官方）通过电视端使用的文件信息接口获取链接。`official` 对你的账号不可用时可以试试 `crack`。',
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
          {value: 'time', zh: '时间'},
          {value: 'size', zh: '大小'},
        ],
        description: {
          en: 'The key TeraBox sorts listings by: `name`, `time` (modification time) or `size`.',
          zh: 'TeraBox 列出文件时的排序依据：`name`（名称）、`time`（修改时间）或 `size`（大小）。',
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
    ],
    mounts: {
      en: 'A TeraBox (terabox.com) cloud drive, signed in with a browser cookie.',
      zh: '用浏览器 Cookie 登录，挂载 TeraBox（terabox.com）网盘。',
    },
    login: ['cookie'],
  },
} satisfies DriverFile;

export default drivers;
