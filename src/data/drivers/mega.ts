import type {DriverFile} from './types';

/** `drivers/mega` of AList v3.45.0. */
const drivers = {
  Mega_nz: {
    name: 'Mega_nz',
    dir: 'mega',
    displayName: {en: 'Mega nz', zh: 'Mega 网盘'},
    config: {
      localSort: true,
      onlyLocal: true,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
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
        name: 'email',
        label: {en: 'Email', zh: '邮箱'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'two_fa_code',
        label: {en: 'Two fa code', zh: '两步验证代码'},
        type: 'string',
        default: '',
        required: false,
        help: {
          en: '2FA 6-digit code, filling in the 2FA code alone will not support reloading driver',
          zh: '2FA 6位数字代码，仅填写2FA 代码将不支持重载驱动程序',
        },
        description: {en: '', zh: ''},
      },
      {
        name: 'two_fa_secret',
        label: {en: 'Two fa secret', zh: '两步验证秘钥'},
        type: 'string',
        default: '',
        required: false,
        help: {en: '2FA secret', zh: '双因素身份验证秘钥'},
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
