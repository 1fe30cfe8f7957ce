import type {DriverFile} from './types';

/** `drivers/dropbox` of AList v3.45.0. */
const drivers = {
  Dropbox: {
    name: 'Dropbox',
    dir: 'dropbox',
    displayName: {en: 'Dropbox', zh: 'Dropbox'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
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
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'oauth_token_url',
        label: {en: 'Oauth token url', zh: 'Oauth令牌链接'},
        type: 'string',
        default: 'https://api.xhofe.top/alist/dropbox/token',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'client_id',
        label: {en: 'Client id', zh: '客户端ID'},
        type: 'string',
        default: '',
        required: false,
        help: {en: "Keep it empty if you don't have one", zh: '如果你没有，请留空'},
        description: {en: '', zh: ''},
      },
      {
        name: 'client_secret',
        label: {en: 'Client secret', zh: '客户端密钥'},
        type: 'string',
        default: '',
        required: false,
        help: {en: "Keep it empty if you don't have one", zh: '如果你没有，请留空'},
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
