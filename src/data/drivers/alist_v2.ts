import type {DriverFile} from './types';

/** `drivers/alist_v2` of AList v3.45.0. */
const drivers = {
  'AList V2': {
    name: 'AList V2',
    dir: 'alist_v2',
    displayName: {en: 'AList V2', zh: 'AList V2'},
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
        description: {
          en: 'The path on the v2 site to show as the root of this storage: `/` for the whole site, `/movies` for one folder.',
          zh: 'v2 站点上作为本存储根目录的路径：`/` 表示整个站点，`/movies` 表示其中一个文件夹。',
        },
      },
      {
        name: 'url',
        label: {en: 'Url', zh: '链接'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The address of the v2 site, such as `https://old.example.com` (a trailing slash is removed).',
          zh: 'v2 站点的地址，例如 `https://old.example.com`（末尾的斜杠会被去掉）。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The password of password-protected folders on the v2 site, sent with every request. A wrong or missing password does not raise an error: the protected folders simply list as empty.',
          zh: 'v2 站点上加密文件夹的密码，每次请求都会带上。密码错误或未填写不会报错：受保护的文件夹只会显示为空。',
        },
      },
      {
        name: 'access_token',
        label: {en: 'Access token', zh: '访问令牌'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "Optional: the v2 site's admin token, which opens protected folders without their password and shows hidden files. AList v2 derives it from its admin password: the MD5 of `https://github.com/Xhofe/alist-` followed by that password. Leave empty to visit as a guest.",
          zh: '可选：v2 站点的管理员令牌，有了它可以不用密码打开加密文件夹，还能看到隐藏文件。AList v2 的这个令牌由管理员密码算出：`https://github.com/Xhofe/alist-` 后接管理员密码，再取 MD5。留空则以游客身份访问。',
        },
      },
    ],
    mounts: {
      en: 'An old AList v2 site, read-only, through its public API.',
      zh: '通过公开 API 以只读方式挂载旧版 AList v2 站点。',
    },
    login: ['none', 'token'],
  },
} satisfies DriverFile;

export default drivers;
