import type {DriverFile} from './types';

/** `drivers/wopan` of AList v3.45.0. */
const drivers = {
  WoPan: {
    name: 'WoPan',
    dir: 'wopan',
    displayName: {en: 'WoPan', zh: '联通云盘'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '0',
      checkStatus: false,
      noOverwriteUpload: true,
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
        name: 'family_id',
        label: {en: 'Family id', zh: 'Family id'},
        type: 'string',
        default: '',
        required: false,
        help: {
          en: 'Keep it empty if you want to use your personal drive',
          zh: '如果您想要使用您的个人空间，请保持为空',
        },
        description: {en: '', zh: ''},
      },
      {
        name: 'sort_rule',
        label: {en: 'Sort rule', zh: '排序规则'},
        type: 'select',
        default: 'name_asc',
        required: false,
        options: [
          {value: 'name_asc', zh: '名称升序'},
          {value: 'name_desc', zh: '名称降序'},
          {value: 'time_asc', zh: '时间升序'},
          {value: 'time_desc', zh: '时间降序'},
          {value: 'size_asc', zh: '大小升序'},
          {value: 'size_desc', zh: '大小降序'},
        ],
        description: {en: '', zh: ''},
      },
      {
        name: 'access_token',
        label: {en: 'Access token', zh: '访问令牌'},
        type: 'string',
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
