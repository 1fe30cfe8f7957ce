import type {DriverFile} from './types';

/** `drivers/google_photo` of AList v3.45.0. */
const drivers = {
  GooglePhoto: {
    name: 'GooglePhoto',
    dir: 'google_photo',
    displayName: {en: 'GooglePhoto', zh: '谷歌相册'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: true,
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
        name: 'client_id',
        label: {en: 'Client id', zh: '客户端ID'},
        type: 'string',
        default: '202264815644.apps.googleusercontent.com',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'client_secret',
        label: {en: 'Client secret', zh: '客户端密钥'},
        type: 'string',
        default: 'X4Z3ca8xfWDb1Voo-F9a7ZxJ',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'show_archive',
        label: {en: 'Show archive', zh: '显示归档'},
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
