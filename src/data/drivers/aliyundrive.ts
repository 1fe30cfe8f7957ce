import type {DriverFile} from './types';

/** `drivers/aliyundrive` of AList v3.45.0. */
const drivers = {
  Aliyundrive: {
    name: 'Aliyundrive',
    dir: 'aliyundrive',
    displayName: {en: 'Aliyundrive', zh: '阿里云盘'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: 'root',
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
      other: true,
    },
    fields: [
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: 'root',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: '',
        required: false,
        options: [
          {value: 'name', zh: '名称'},
          {value: 'size', zh: '大小'},
          {value: 'updated_at', zh: '修改时间'},
          {value: 'created_at', zh: '创建时间'},
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
          {value: 'ASC', zh: '升序'},
          {value: 'DESC', zh: '降序'},
        ],
        description: {en: '', zh: ''},
      },
      {
        name: 'rapid_upload',
        label: {en: 'Rapid upload', zh: '秒传'},
        type: 'bool',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'internal_upload',
        label: {en: 'Internal upload', zh: '内部上传'},
        type: 'bool',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
    ],
    alert: {
      level: 'warning',
      text: {
        en: 'There may be an infinite loop bug in this driver.\nDeprecated, no longer maintained and will be removed in a future version.\nWe recommend using the official driver AliyundriveOpen.',
        zh: '在这个驱动中可能有一个死循环的错误。\n已废弃，不再维护，并将在未来的版本中删除。\n我们建议使用官方驱动的 阿里云盘Open。',
      },
    },
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
