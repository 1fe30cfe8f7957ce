import type {DriverFile} from './types';

/** `drivers/pikpak_share` of AList v3.45.0. */
const drivers = {
  PikPakShare: {
    name: 'PikPakShare',
    dir: 'pikpak_share',
    displayName: {en: 'PikPakShare', zh: 'PikPak分享'},
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
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
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
        description: {en: '', zh: ''},
      },
      {
        name: 'share_pwd',
        label: {en: 'Share pwd', zh: '分享密码'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'platform',
        label: {en: 'Platform', zh: '平台'},
        type: 'select',
        default: 'web',
        required: true,
        options: [
          {value: 'android', zh: '安卓'},
          {value: 'web', zh: '网页'},
          {value: 'pc', zh: 'Pc平台'},
        ],
        changes: [{version: 'v3.40.0', key: 'default', from: ''}],
        description: {en: '', zh: ''},
      },
      {
        name: 'device_id',
        label: {en: 'Device id', zh: '设备id'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'use_transcoding_address',
        label: {en: 'Use transcoding address', zh: '使用转码地址'},
        type: 'bool',
        default: 'false',
        required: true,
        description: {en: '', zh: ''},
      },
    ],
    removedFields: [
      {name: 'use_low_latency_address', version: 'v3.40.0'},
      {name: 'custom_low_latency_address', version: 'v3.40.0'},
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
