import type {DriverFile} from './types';

/** `drivers/baidu_share` of AList v3.45.0. */
const drivers = {
  BaiduShare: {
    name: 'BaiduShare',
    dir: 'baidu_share',
    displayName: {en: 'BaiduShare', zh: '百度分享'},
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
        name: 'surl',
        label: {en: 'Surl', zh: '百度网盘分享链接'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'pwd',
        label: {en: 'Pwd', zh: '百度网盘分享密码'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'BDUSS',
        label: {en: 'BDUSS', zh: 'BDUSS'},
        type: 'string',
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
