import type {DriverFile} from './types';

/** `drivers/123_share` of AList v3.45.0. */
const drivers = {
  '123PanShare': {
    name: '123PanShare',
    dir: '123_share',
    displayName: {en: '123PanShare', zh: '123云盘分享'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: '0',
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
      other: false,
    },
    fields: [
      {
        name: 'sharekey',
        label: {en: 'Sharekey', zh: '分享key'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'sharepassword',
        label: {en: 'Sharepassword', zh: '分享密码'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'accesstoken',
        label: {en: 'Accesstoken', zh: '访问令牌'},
        type: 'text',
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
