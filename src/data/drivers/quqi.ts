import type {DriverFile} from './types';

/** `drivers/quqi` of AList v3.45.0. */
const drivers = {
  Quqi: {
    name: 'Quqi',
    dir: 'quqi',
    displayName: {en: 'Quqi', zh: '曲奇云盘'},
    config: {
      localSort: true,
      onlyLocal: true,
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
        description: {en: '', zh: ''},
      },
      {
        name: 'phone',
        label: {en: 'Phone', zh: '手机号码'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: false,
        help: {en: 'Cookie can be used on multiple clients at the same time', zh: 'Cookie 可以同时用于多个客户端'},
        description: {en: '', zh: ''},
      },
      {
        name: 'cdn',
        label: {en: 'Cdn', zh: 'CDN'},
        type: 'bool',
        default: '',
        required: false,
        help: {
          en: 'If you enable this option, the download speed can be increased, but there will be some performance loss',
          zh: '如果您启用此选项，下载速度可以提高，但将会有一些性能损失',
        },
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
