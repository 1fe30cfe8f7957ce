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
        description: {
          en: "The folder shown as the root of the storage, written as `<folder id>_<upload key>`: Trainbit's numeric folder ID, then the `q` value of that folder's upload address, which AList needs to upload into it. The default `0_000` is the top of the account, and is the value to keep: the upload key of another folder appears only in Trainbit's API answers, not in its web pages.",
          zh: '作为存储根目录的文件夹，写成 `<文件夹 ID>_<上传键>`：前半是 Trainbit 的数字文件夹 ID，后半是该文件夹上传地址中的 `q` 参数，AList 上传到该文件夹时要用到它。默认值 `0_000` 表示账号的顶层，建议保持不变：其他文件夹的上传键只出现在 Trainbit 的 API 返回中，网页上看不到。',
        },
      },
      {
        name: 'AUSHELLPORTAL',
        label: {en: 'AUSHELLPORTAL', zh: 'AUSHELLPORTAL'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The value of the `.AUSHELLPORTAL` cookie of trainbit.com, the sign-in session of your account: sign in at trainbit.com, open the browser's developer tools, and copy it from the site's cookies. When it is wrong or the session has ended (you signed out, or it expired), the storage fails to start with a `[panic]` status, because Trainbit's file page no longer holds the values AList reads from it.",
          zh: 'trainbit.com 的 `.AUSHELLPORTAL` Cookie 的值，即账号的登录会话：在 trainbit.com 登录后，打开浏览器开发者工具，从该站点的 Cookie 中复制。值不对或会话已结束（退出登录或过期）时，存储无法启动，状态显示 `[panic]`，因为 Trainbit 的文件页面中已经没有 AList 要读取的信息。',
        },
      },
      {
        name: 'apikey',
        label: {en: 'Apikey', zh: 'Apikey'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The value of the `retkeyapi` cookie of trainbit.com, which the site sets when you sign in: copy it from the same cookie list as **AUSHELLPORTAL**. AList sends it as cookie and as the `apikey` of every API call; a wrong value makes listings and changes fail.',
          zh: 'trainbit.com 的 `retkeyapi` Cookie 的值，登录后由网站设置：与 **AUSHELLPORTAL** 一样，从同一个 Cookie 列表中复制。AList 在每次调用 API 时既把它作为 Cookie 发送，也作为 `apikey` 参数发送；值不对时，列表和修改操作都会失败。',
        },
      },
    ],
    mounts: {
      en: 'The files of a trainbit.com account, signed in with two cookies of the site.',
      zh: '用网站的两个 Cookie 登录，挂载 trainbit.com 账号中的文件。',
    },
    login: ['cookie'],
  },
} satisfies DriverFile;

export default drivers;
