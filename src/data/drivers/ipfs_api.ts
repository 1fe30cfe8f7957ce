import type {DriverFile} from './types';

/** `drivers/ipfs_api` of AList v3.45.0. */
const drivers = {
  'IPFS API': {
    name: 'IPFS API',
    dir: 'ipfs_api',
    displayName: {en: 'IPFS API', zh: 'IPFS API'},
    config: {
      localSort: true,
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
        name: 'mode',
        label: {en: 'Mode', zh: '模式'},
        type: 'select',
        default: '',
        required: true,
        options: [
          {value: 'ipfs', zh: 'Ipfs'},
          {value: 'ipns', zh: 'Ipns'},
          {value: 'mfs', zh: 'Mfs'},
        ],
        since: 'v3.44.0',
        description: {en: '', zh: ''},
      },
      {
        name: 'endpoint',
        label: {en: 'Endpoint', zh: 'Endpoint'},
        type: 'string',
        default: 'http://127.0.0.1:5001',
        required: true,
        changes: [{version: 'v3.45.0', key: 'required', from: 'false'}],
        description: {en: '', zh: ''},
      },
      {
        name: 'gateway',
        label: {en: 'Gateway', zh: '网关'},
        type: 'string',
        default: 'http://127.0.0.1:8080',
        required: true,
        changes: [
          {version: 'v3.45.0', key: 'required', from: 'false'},
          {version: 'v3.44.0', key: 'default', from: 'https://ipfs.io'},
        ],
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
