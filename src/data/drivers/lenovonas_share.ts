import type {DriverFile} from './types';

/** `drivers/lenovonas_share` of AList v3.45.0. */
const drivers = {
  LenovoNasShare: {
    name: 'LenovoNasShare',
    dir: 'lenovonas_share',
    displayName: {en: 'LenovoNasShare', zh: '联想家庭储存链接分享'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: '',
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
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'share_id',
        label: {en: 'Share id', zh: '分享ID'},
        type: 'string',
        default: '',
        required: true,
        help: {en: 'The part after the last / in the shared link', zh: '最后一个/共享链接后的部分'},
        description: {en: '', zh: ''},
      },
      {
        name: 'share_pwd',
        label: {en: 'Share pwd', zh: '分享密码'},
        type: 'string',
        default: '',
        required: true,
        help: {en: 'The password of the shared link', zh: '分享链接的密码'},
        description: {en: '', zh: ''},
      },
      {
        name: 'host',
        label: {en: 'Host', zh: '主机地址'},
        type: 'string',
        default: 'https://siot-share.lenovo.com.cn',
        required: true,
        help: {en: 'You can change it to your local area network', zh: '你可以将它更改为你的局域网地址'},
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
