import type {DriverFile} from './types';

/** `drivers/vtencent` of AList v3.45.0. */
const drivers = {
  VTencent: {
    name: 'VTencent',
    dir: 'vtencent',
    displayName: {en: 'VTencent', zh: '腾讯智能创作平台'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: true,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '9',
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
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '9',
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
        name: 'tf_uid',
        label: {en: 'Tf uid', zh: 'Tf uid'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: '',
        required: false,
        options: [
          {value: 'Name', zh: '名称'},
          {value: 'Size', zh: '大小'},
          {value: 'UpdateTime', zh: '修改时间'},
          {value: 'CreatTime', zh: '创建时间'},
        ],
        description: {en: '', zh: ''},
      },
      {
        name: 'order_direction',
        label: {en: 'Order direction', zh: '排序方式'},
        type: 'select',
        default: '',
        required: false,
        options: [
          {value: 'Asc', zh: '升序'},
          {value: 'Desc', zh: '降序'},
        ],
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
