import type {DriverFile} from './types';

/** `drivers/aliyundrive_share` of AList v3.45.0. */
const drivers = {
  AliyundriveShare: {
    name: 'AliyundriveShare',
    dir: 'aliyundrive_share',
    displayName: {en: 'AliyundriveShare', zh: '阿里云盘分享'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: 'root',
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
      other: true,
    },
    fields: [
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'share_id',
        label: {en: 'Share id', zh: '分享ID'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'share_pwd',
        label: {en: 'Share pwd', zh: '分享密码'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: 'root',
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
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
