import type {DriverFile} from './types';

/** `drivers/115_open` of AList v3.45.0. */
const drivers = {
  '115 Open': {
    name: '115 Open',
    dir: '115_open',
    displayName: {en: '115 Open', zh: '115 开放平台'},
    since: 'v3.43.0',
    config: {
      localSort: false,
      onlyLocal: false,
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
          {value: 'file_name', zh: '文件名称'},
          {value: 'file_size', zh: '文件大小'},
          {value: 'user_utime', zh: '用户当前时间'},
          {value: 'file_type', zh: '文件类型'},
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
          {value: 'asc', zh: '升序'},
          {value: 'desc', zh: '降序'},
        ],
        description: {en: '', zh: ''},
      },
      {
        name: 'limit_rate',
        label: {en: 'Limit rate', zh: '限制速率'},
        type: 'float',
        default: '1',
        required: false,
        help: {en: 'limit all api request rate ([limit]r/1s)', zh: '限制所有 api 请求率 ([limit]r/1s)'},
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
