import type {DriverFile} from './types';

/** `drivers/virtual` of AList v3.45.0. */
const drivers = {
  Virtual: {
    name: 'Virtual',
    dir: 'virtual',
    displayName: {en: 'Virtual', zh: '虚拟存储'},
    config: {
      localSort: true,
      onlyLocal: true,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: true,
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
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'num_file',
        label: {en: 'Num file', zh: '文件数量'},
        type: 'number',
        default: '30',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'num_folder',
        label: {en: 'Num folder', zh: '文件夹数量'},
        type: 'number',
        default: '30',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'max_file_size',
        label: {en: 'Max file size', zh: '最大文件大小'},
        type: 'number',
        default: '1073741824',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'min_file_size',
        label: {en: 'Min file size', zh: '最小文件大小'},
        type: 'number',
        default: '1048576',
        required: true,
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
