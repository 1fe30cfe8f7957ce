import type {DriverFile} from './types';

/** `drivers/doubao_share` of AList v3.45.0. */
const drivers = {
  DoubaoShare: {
    name: 'DoubaoShare',
    dir: 'doubao_share',
    displayName: {en: 'DoubaoShare', zh: '豆包分享'},
    since: 'v3.45.0',
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: '/',
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
      upload: false,
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
          en: 'The path, inside the tree the driver builds from **Share ids**, that becomes the root of this storage. Keep `/` to see every share you listed.',
          zh: '驱动根据“分享ID”构建出一棵目录树，此项是这棵树中作为存储根目录的路径。保留 `/` 即可看到列出的全部分享。',
        },
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'text',
        default: '',
        required: false,
        description: {
          en: "The `Cookie` header of a signed-in session of www.doubao.com, copied from the browser's developer tools. It is sent with every request. The form does not require it, but downloads of ordinary files go through an endpoint that does not carry the share ID, so fill it in if listing works and downloads fail.",
          zh: '已登录 www.doubao.com 的浏览器会话中的 `Cookie` 请求头，从浏览器开发者工具中复制，每个请求都会带上。表单没有设为必填；但普通文件的下载接口不带分享 ID，如果能列出文件却下载失败，请填上 Cookie。',
        },
      },
      {
        name: 'share_ids',
        label: {en: 'Share ids', zh: '分享ID'},
        type: 'text',
        default: '',
        required: true,
        description: {
          en: "The shares to mount, one per line. Each line is a share link (`https://www.doubao.com/drive/s/…`) or just its ID, optionally followed by `|` and a folder path such as `|Courses/2025`. A line without a path shows the share's content directly at the root; a line with a path puts the share in that (virtual) folder. Two shares may not use the same path, nor a path inside another share's path.",
          zh: '要挂载的分享，每行一个。每行是一个分享链接（`https://www.doubao.com/drive/s/…`）或只写其 ID，后面可以加 `|` 和一个目录路径，例如 `|课程/2025`。不带路径的行，分享内容直接显示在根目录；带路径的行，分享会放进这个（虚拟）目录。两个分享不能用同一个路径，一个分享的路径也不能位于另一个分享的路径之下。',
        },
      },
    ],
    mounts: {
      en: 'One or more Doubao cloud-space share links, read-only, arranged into folders of your choice.',
      zh: '以只读方式挂载一个或多个豆包云盘分享链接，并可按需要归入不同目录。',
    },
    login: ['share', 'cookie'],
  },
} satisfies DriverFile;

export default drivers;
