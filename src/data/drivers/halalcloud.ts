import type {DriverFile} from './types';

/** `drivers/halalcloud` of AList v3.45.0. */
const drivers = {
  HalalCloud: {
    name: 'HalalCloud',
    dir: 'halalcloud',
    displayName: {en: 'HalalCloud', zh: 'HalalCloud'},
    config: {
      localSort: false,
      onlyLocal: true,
      onlyProxy: true,
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
        description: {
          en: 'The HalalCloud folder that becomes the root of this storage, as a path from the top: `/` for everything, `/Movies` for one folder.',
          zh: '作为存储根目录的 HalalCloud 文件夹，以根目录开始的路径表示：`/` 表示全部，`/Movies` 表示只挂载这个文件夹。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        help: {en: 'login type is refresh_token,this is required', zh: '登录类型是刷新令牌,此为必填项'},
        description: {
          en: "The refresh token of your HalalCloud sign-in. Leave it empty the first time: saving then fails with a `need verify: Click Here` link to HalalCloud's sign-in page, which gives you the token after you sign in. AList renews it and saves the new value into the storage.",
          zh: 'HalalCloud 登录的刷新令牌。第一次可以留空：保存时会失败并给出 `need verify: Click Here` 链接，打开它登录 HalalCloud 后即可得到令牌。之后 AList 会自动续期并把新值保存到存储中。',
        },
      },
      {
        name: 'upload_thread',
        label: {en: 'Upload thread', zh: '上传线程'},
        type: 'string',
        default: '3',
        required: false,
        help: {en: '1 <= thread <= 32', zh: '1<=线程<=32'},
        description: {
          en: 'How many slices of a file are uploaded at the same time, from 1 to 32. Out-of-range or non-numeric values fall back to 3.',
          zh: '同时上传的文件分片数，1 到 32。超出范围或不是数字时按 3 处理。',
        },
      },
      {
        name: 'app_id',
        label: {en: 'App id', zh: 'App ID'},
        type: 'string',
        default: 'alist/10001',
        required: true,
        description: {
          en: 'The application ID under which AList signs its requests to HalalCloud; the default `alist/10001` is the one HalalCloud issued for AList. Change it only if HalalCloud gave you your own.',
          zh: 'AList 向 HalalCloud 签名请求时使用的应用 ID；默认的 `alist/10001` 是 HalalCloud 为 AList 分配的。除非 HalalCloud 给了你专属的 ID，否则不要修改。',
        },
      },
      {
        name: 'app_version',
        label: {en: 'App version', zh: '应用版本'},
        type: 'string',
        default: '1.0.0',
        required: true,
        description: {
          en: 'The application version sent with each request, `1.0.0` by default; leave it unless HalalCloud tells you otherwise.',
          zh: '每个请求附带的应用版本号，默认 `1.0.0`；除非 HalalCloud 另有要求，否则保持不变。',
        },
      },
      {
        name: 'app_secret',
        label: {en: 'App secret', zh: 'App Secret\n'},
        type: 'string',
        default: 'bR4SJwOkvnG5WvVJ',
        required: true,
        description: {
          en: "The secret that goes with `app_id` to sign each request. The default belongs to AList's application ID; a wrong value makes every request fail.",
          zh: '与“App ID”配套、用于给每个请求签名的密钥。默认值属于 AList 的应用 ID；填错会导致所有请求失败。',
        },
      },
    ],
    mounts: {
      en: 'A HalalCloud (6盘, 2dland.cn) drive, whose IPFS-stored files AList assembles and streams.',
      zh: '挂载 HalalCloud（6盘，2dland.cn）网盘，文件以 IPFS 分片存储，由 AList 拼接后中转。',
    },
    login: ['token'],
  },
} satisfies DriverFile;

export default drivers;
