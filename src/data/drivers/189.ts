import type {DriverFile} from './types';

/** `drivers/189` of AList v3.45.0. */
const drivers = {
  '189Cloud': {
    name: '189Cloud',
    dir: '189',
    displayName: {en: '189Cloud', zh: '天翼云盘'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '-11',
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
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
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
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: false,
        help: {en: 'Fill in the cookie if need captcha', zh: '如需输入验证码，请填写Cookie。'},
        description: {en: '', zh: ''},
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '-11',
        required: true,
        description: {en: '', zh: ''},
      },
    ],
    alert: {
      level: 'info',
      text: {
        en: 'You can try to use 189PC driver if this driver does not work.',
        zh: '如果此驱动无法工作，你可以尝试使用“天翼网盘客户端”驱动。',
      },
    },
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
