import type {DriverFile} from './types';

/** `drivers/doubao_share` of AList v3.45.0. */
const drivers = {
  DoubaoShare: {
    name: 'DoubaoShare',
    dir: 'doubao_share',
    displayName: {en: 'DoubaoShare', zh: '豆包分享'},
    since: 'v3.45.0',
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: '/',
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
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
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
        name: 'share_ids',
        label: {en: 'Share ids', zh: '分享ID'},
        type: 'text',
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
