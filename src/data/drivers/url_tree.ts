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
        description: {en: '', zh: ''},
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
        description: {en: '', zh: ''},
      },
      {
        name: 'writable',
        label: {en: 'Writable', zh: '可写'},
        type: 'bool',
        default: 'false',
        required: false,
        since: 'v3.42.0',
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
