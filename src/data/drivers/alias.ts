import type {DriverFile} from './types';

/** `drivers/alias` of AList v3.45.0. */
const drivers = {
  Alias: {
    name: 'Alias',
    dir: 'alias',
    displayName: {en: 'Alias', zh: '别名'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: true,
      noUpload: false,
      needMs: false,
      defaultRoot: '/',
      checkStatus: false,
      noOverwriteUpload: false,
      proxyRangeOption: true,
    },
    configChanges: [{flag: 'noUpload', from: true, version: 'v3.44.0'}],
    operations: {
      mkdir: true,
      move: true,
      rename: true,
      copy: true,
      remove: true,
      upload: true,
      uploadUrl: true,
      decompress: true,
      archive: true,
      other: false,
    },
    fields: [
      {
        name: 'paths',
        label: {en: 'Paths', zh: '路径'},
        type: 'text',
        default: '',
        required: true,
        description: {
          en: 'One AList path per line, each a folder of another storage (`/onedrive/Movies`). A line may start with a name and a colon (`Films:/baidu/影视`) to choose the folder name shown; otherwise the last part of the path is used. Lines with the same name are merged into one folder. With a single name, its content is shown directly at the root of the alias.',
          zh: '每行一个 AList 路径，即其他存储中的一个文件夹（`/onedrive/Movies`）。行首可以写“名称:”（如 `Films:/baidu/影视`）来指定显示的文件夹名，否则取路径的最后一段。名称相同的行会合并成一个文件夹。只有一个名称时，别名的根目录直接显示它的内容。',
        },
      },
      {
        name: 'protect_same_name',
        label: {en: 'Protect same name', zh: '保护同名'},
        type: 'bool',
        default: 'true',
        required: false,
        help: {en: 'Protects same-name files from Delete or Rename', zh: '保护同名的文件不被删除或重命名'},
        description: {
          en: 'When a file or folder exists under the same path in more than one merged folder, refuse to rename, delete, move or copy it, and refuse to upload into such a folder, because AList cannot tell which one you mean (on by default). Off: the operation goes to the first path of the list that has it.',
          zh: '当同一路径下的文件或文件夹在多个被合并的文件夹中都存在时，拒绝对它重命名、删除、移动或复制，也拒绝向这样的文件夹上传，因为 AList 无法判断你指的是哪一个（默认开启）。关闭后，操作落到列表中第一个包含它的路径上。',
        },
      },
      {
        name: 'download_concurrency',
        label: {en: 'Download concurrency', zh: '下载并发'},
        type: 'number',
        default: '0',
        required: false,
        help: {en: 'Need to enable proxy', zh: '需要启用代理'},
        since: 'v3.42.0',
        description: {
          en: 'For downloads that AList proxies (web proxy on, or a proxying WebDAV policy): fetch the file from the source over this many parallel connections, which helps with providers that limit the speed of each connection. 0 (the default) uses one connection. It applies only when the source gives AList a URL.',
          zh: '对 AList 中转的下载（打开了 Web 代理，或 WebDAV 策略为代理）：用这么多条并行连接从源站取文件，适合限制单连接速度的网盘。0（默认）表示只用一条连接。仅在源存储给 AList 的是 URL 时生效。',
        },
      },
      {
        name: 'download_part_size',
        label: {en: 'Download part size', zh: '下载分片大小'},
        type: 'number',
        default: '0',
        required: false,
        help: {en: 'Need to enable proxy. Unit: KB', zh: '需要启用代理。单位：KB'},
        since: 'v3.42.0',
        description: {
          en: 'With download concurrency: the size in KB of each part fetched by one connection. 0 (the default) lets AList choose.',
          zh: '配合下载并发使用：每条连接每次取回的分片大小，单位 KB。0（默认）由 AList 决定。',
        },
      },
      {
        name: 'writable',
        label: {en: 'Writable', zh: '可写'},
        type: 'bool',
        default: 'false',
        required: false,
        since: 'v3.44.0',
        description: {
          en: 'Allow changes through the alias (since v3.44.0): upload, offline download, new folder, rename, move, copy, delete and decompress are passed to the real storage that holds the target. Off (the default), every change is refused with `permission denied`. Since v3.44.0 rename and delete need it too.',
          zh: '允许通过别名修改内容（v3.44.0 新增）：上传、离线下载、新建文件夹、重命名、移动、复制、删除和解压，都会交给实际存放目标的存储执行。关闭时（默认），所有修改都会以 `permission denied` 被拒绝。从 v3.44.0 起，重命名和删除也需要打开它。',
        },
      },
    ],
    mounts: {
      en: 'Folders of other AList storages combined under one path, with same-name folders merged; writable since v3.44.0.',
      zh: '把其他 AList 存储中的文件夹组合到一个路径下，同名文件夹会合并；从 v3.44.0 起可写。',
    },
    login: ['none'],
  },
} satisfies DriverFile;

export default drivers;
