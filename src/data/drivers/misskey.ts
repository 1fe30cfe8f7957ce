import type {DriverFile} from './types';

/** `drivers/misskey` of AList v3.45.0. */
const drivers = {
  Misskey: {
    name: 'Misskey',
    dir: 'misskey',
    displayName: {en: 'Misskey', zh: 'Misskey'},
    since: 'v3.42.0',
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '/',
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
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'endpoint',
        label: {en: 'Endpoint', zh: 'Endpoint'},
        type: 'string',
        default: 'https://misskey.io',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'access_token',
        label: {en: 'Access token', zh: '访问令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
