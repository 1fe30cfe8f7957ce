import type {DriverFile} from './types';

/** `drivers/misskey` of AList v3.45.0. */
const drivers = {
  Misskey: {
    name: 'Misskey',
    dir: 'misskey',
    displayName: {en: 'Misskey', zh: 'Misskey'},
    since: 'v3.42.0',
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
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
          en: 'Keep `/`: the driver lists the top of the Drive by its root and every other folder by its ID, so any other path shows an empty storage. To publish one folder only, mount the whole Drive and hide the rest with metas, or use an alias.',
          zh: '请保持 `/`：驱动按根目录列出网盘顶层，其他文件夹都按 ID 列出，填其他路径只会得到一个空存储。只想公开某个文件夹时，挂载整个网盘后用元信息隐藏其他内容，或者用别名。',
        },
      },
      {
        name: 'endpoint',
        label: {en: 'Endpoint', zh: 'Endpoint'},
        type: 'string',
        default: 'https://misskey.io',
        required: true,
        description: {
          en: 'The address of the Misskey instance the account lives on, as opened in a browser: `https://misskey.io`, `https://misskey.example.com`. A trailing `/` is removed. The token must come from this instance.',
          zh: '账号所在 Misskey 实例的地址，即浏览器中打开的地址：`https://misskey.io`、`https://misskey.example.com`，末尾的 `/` 会被去掉。令牌必须是在这个实例上生成的。',
        },
      },
      {
        name: 'access_token',
        label: {en: 'Access token', zh: '访问令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'An access token of the account, made in Misskey under **Settings** → **API** → **Generate access token**, with the permissions **Access your Drive files and folders** and, to upload and change files, **Edit or delete your Drive files and folders**. An empty endpoint or token stops the storage with `empty token`.',
          zh: '账号的访问令牌，在 Misskey 的“设置”→“API”→“生成访问令牌”中创建，勾选“查看网盘”权限，要上传和修改文件再勾选“管理网盘文件”。实例地址或令牌为空时，存储报 `empty token` 无法启动。',
        },
      },
    ],
    mounts: {
      en: 'The Drive of an account on misskey.io or any other Misskey instance, with an access token.',
      zh: '用访问令牌挂载 misskey.io 或其他 Misskey 实例上某个账号的网盘（Drive）。',
    },
    login: ['token'],
  },
} satisfies DriverFile;

export default drivers;
