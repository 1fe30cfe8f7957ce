import type {DriverFile} from './types';

/** `drivers/trainbit` of AList v3.45.0. */
const drivers = {
  Trainbit: {
    name: 'Trainbit',
    dir: 'trainbit',
    displayName: {en: 'Trainbit', zh: 'Trainbit'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '0_000',
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
        default: '0_000',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'AUSHELLPORTAL',
        label: {en: 'AUSHELLPORTAL', zh: 'AUSHELLPORTAL'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'apikey',
        label: {en: 'Apikey', zh: 'Apikey'},
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
