import type {DriverFile} from './types';

/** `drivers/doubao` of AList v3.45.0. */
const drivers = {
  Doubao: {
    name: 'Doubao',
    dir: 'doubao',
    displayName: {en: 'Doubao', zh: '豆包'},
    since: 'v3.44.0',
    config: {
      localSort: true,
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
        default: '0',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'text',
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
        description: {en: '', zh: ''},
      },
      {
        name: 'download_api',
        label: {en: 'Download api', zh: '下载接口'},
        type: 'select',
        default: 'get_file_url',
        required: false,
        options: [
          {value: 'get_file_url', zh: 'Get file url'},
          {value: 'get_download_info', zh: 'Get download info'},
        ],
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
