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
        description: {
          en: 'The 天翼云盘 account, normally its phone number (or the 189.cn e-mail address it uses).',
          zh: '天翼云盘账号，一般是手机号（或者账号所用的 189.cn 邮箱）。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The account's password. AList signs in on the 189 web sign-in page when the storage starts, and again when 189 reports the session invalid. This driver cannot answer a captcha: if 189 asks for one, the sign-in fails.",
          zh: '账号密码。存储启动时，以及 189 提示会话失效时，AList 通过 189 的网页登录页登录。本驱动无法填写验证码：189 要求验证码时登录就会失败。',
        },
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: false,
        help: {en: 'Fill in the cookie if need captcha', zh: '如需输入验证码，请填写Cookie。'},
        description: {
          en: 'Meant for a browser cookie when the sign-in needs a captcha, but not read by the driver in v3.45.0: the sign-in code that used it is disabled. Leave it empty, and use 189CloudPC when 189 asks for a captcha.',
          zh: '原本用于登录需要验证码时填入浏览器 Cookie，但 v3.45.0 的驱动并不读取它：使用它的登录代码已被停用。请留空；189 要求验证码时改用“天翼云盘客户端”驱动。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '-11',
        required: true,
        description: {
          en: 'The ID of the folder shown as the root of this storage: `-11` for the whole personal cloud, or the ID at the end of the address (`…/folder/<ID>`) when the folder is open at cloud.189.cn.',
          zh: '作为存储根目录的文件夹 ID：`-11` 表示整个个人云；只挂载某个文件夹时，在 cloud.189.cn 打开它，填地址末尾（`…/folder/<ID>`）的 ID。',
        },
      },
    ],
    alert: {
      level: 'info',
      text: {
        en: 'You can try to use 189PC driver if this driver does not work.',
        zh: '如果此驱动无法工作，你可以尝试使用“天翼网盘客户端”驱动。',
      },
    },
    mounts: {
      en: "The personal cloud of 天翼云盘 (China Telecom's 189 cloud) through the web API, signed in with phone number and password; the older of the two 189 drivers.",
      zh: '通过网页接口，用手机号和密码挂载天翼云盘个人云；两个天翼云盘驱动中较旧的一个。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
