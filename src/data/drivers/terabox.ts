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
        description: {en: '', zh: ''},
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
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
        description: {en: '', zh: ''},
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
        description: {en: '', zh: ''},
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
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
