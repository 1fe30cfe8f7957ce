import type {DriverFile} from './types';

/** `drivers/mediatrack` of AList v3.45.0. */
const drivers = {
  MediaTrack: {
    name: 'MediaTrack',
    dir: 'mediatrack',
    displayName: {en: 'MediaTrack', zh: '分秒帧'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
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
        name: 'access_token',
        label: {en: 'Access token', zh: '访问令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'project_id',
        label: {en: 'Project id', zh: '项目 ID'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: 'title',
        required: false,
        options: [
          {value: 'updated_at', zh: '修改时间'},
          {value: 'title', zh: '名称'},
          {value: 'size', zh: '大小'},
        ],
        description: {en: '', zh: ''},
      },
      {
        name: 'order_desc',
        label: {en: 'Order desc', zh: '降序排列'},
        type: 'bool',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
