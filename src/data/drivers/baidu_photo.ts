import type {DriverFile} from './types';

/** `drivers/baidu_photo` of AList v3.45.0. */
const drivers = {
  BaiduPhoto: {
    name: 'BaiduPhoto',
    dir: 'baidu_photo',
    displayName: {en: 'BaiduPhoto', zh: '一刻相册'},
    config: {
      localSort: true,
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
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: true,
        since: 'v3.41.0',
        description: {en: '', zh: ''},
      },
      {
        name: 'show_type',
        label: {en: 'Show type', zh: '展示类型'},
        type: 'select',
        default: 'root',
        required: false,
        options: [
          {value: 'root', zh: '根'},
          {value: 'root_only_album', zh: '仅根目录下相簿'},
          {value: 'root_only_file', zh: '仅根目录下文件'},
        ],
        description: {en: '', zh: ''},
      },
      {
        name: 'album_id',
        label: {en: 'Album id', zh: '相簿ID'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'delete_origin',
        label: {en: 'Delete origin', zh: '删除源文件'},
        type: 'bool',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'upload_thread',
        label: {en: 'Upload thread', zh: '上传线程'},
        type: 'string',
        default: '3',
        required: false,
        help: {en: '1<=thread<=32', zh: '1<=线程<=32'},
        description: {en: '', zh: ''},
      },
    ],
    removedFields: [
      {name: 'refresh_token', version: 'v3.41.0'},
      {name: 'client_id', version: 'v3.41.0'},
      {name: 'client_secret', version: 'v3.41.0'},
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
