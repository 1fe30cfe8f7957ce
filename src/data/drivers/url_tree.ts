import type {DriverFile} from './types';

/** `drivers/url_tree` of AList v3.45.0. */
const drivers = {
  UrlTree: {
    name: 'UrlTree',
    dir: 'url_tree',
    displayName: {en: 'UrlTree', zh: '地址树'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: true,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
      checkStatus: true,
      noOverwriteUpload: false,
      proxyRangeOption: false,
    },
    configChanges: [{flag: 'noUpload', from: true, version: 'v3.42.0'}],
    operations: {
      mkdir: true,
      move: true,
      rename: true,
      copy: true,
      remove: true,
      upload: true,
      uploadUrl: true,
      decompress: false,
      archive: false,
      other: false,
    },
    fields: [
      {
        name: 'url_structure',
        label: {en: 'Url structure', zh: 'Url 结构'},
        type: 'text',
        default:
          'https://jsd.nn.ci/gh/alist-org/alist/README.md\nhttps://jsd.nn.ci/gh/alist-org/alist/README_cn.md\nfolder:\n  CONTRIBUTING.md:1635:https://jsd.nn.ci/gh/alist-org/alist/CONTRIBUTING.md\n  CODE_OF_CONDUCT.md:2093:https://jsd.nn.ci/gh/alist-org/alist/CODE_OF_CONDUCT.md',
        required: true,
        help: {
          en: 'structure:FolderName:\n  [FileName:][FileSize:][Modified:]Url',
          zh: '结构:\nFolderName:\n  [FileName:][FileSize:][Modified:]Url',
        },
        description: {
          en: 'The tree, one entry per line, indented with two spaces per level. A line ending with `:` is a folder; any other line is a file: `[name:][size:][modified:]URL`, where the URL starts with `http://` or `https://`, the size is in bytes and the modification time is a Unix timestamp in seconds. Without a name, the last part of the URL is used. The default value is only an example to replace.',
          zh: '整棵树，每行一项，每一级缩进两个空格。以 `:` 结尾的行是文件夹；其他行是文件：`[名称:][大小:][修改时间:]URL`，URL 以 `http://` 或 `https://` 开头，大小以字节计，修改时间是以秒为单位的 Unix 时间戳。不写名称时取 URL 的最后一段。默认值只是个示例，请替换掉。',
        },
      },
      {
        name: 'head_size',
        label: {en: 'Head size', zh: 'Head 大小'},
        type: 'bool',
        default: 'false',
        required: false,
        help: {
          en: 'Use head method to get file size, but it may be failed.',
          zh: '使用HEAD方法获取文件大小，但可能失败。',
        },
        description: {
          en: 'For files written without a size, ask each URL for its size with a HEAD request (its `Content-Length`) when the storage starts and when a link is added. It slows down the start with many links, and servers that do not answer HEAD leave the size at 0.',
          zh: '对没有写大小的文件，在存储启动时以及新增链接时，用 HEAD 请求向每个 URL 查询大小（读取 `Content-Length`）。链接很多时会拖慢启动；不响应 HEAD 的服务器，大小仍为 0。',
        },
      },
      {
        name: 'writable',
        label: {en: 'Writable', zh: '可写'},
        type: 'bool',
        default: 'false',
        required: false,
        since: 'v3.42.0',
        description: {
          en: 'Allow editing the tree from AList (since v3.42.0): new folders, renames, moves, copies and deletions change the tree, and new links can be added with New file or with an offline download. Every change rewrites the Url structure field in the saved storage. Off (the default), changes are refused with `permission denied`.',
          zh: '允许在 AList 中编辑这棵树（v3.42.0 新增）：新建文件夹、重命名、移动、复制和删除都会修改树的内容，还可以用“新建文件”或离线下载添加新链接。每次修改都会重写存储中保存的“Url 结构”。关闭时（默认），修改会以 `permission denied` 被拒绝。',
        },
      },
    ],
    mounts: {
      en: 'A folder tree you write as text, whose files are plain http(s) links; editable from AList since v3.42.0.',
      zh: '用文本写出的文件夹树，其中的文件都是普通的 http(s) 链接；从 v3.42.0 起可在 AList 中编辑。',
    },
    login: ['none'],
  },
} satisfies DriverFile;

export default drivers;
