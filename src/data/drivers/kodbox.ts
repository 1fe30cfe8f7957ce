import type {DriverFile} from './types';

/** `drivers/kodbox` of AList v3.45.0. */
const drivers = {
  KodBox: {
    name: 'KodBox',
    dir: 'kodbox',
    displayName: {en: 'KodBox', zh: '可道云'},
    config: {
      localSort: false,
      onlyLocal: false,
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
        default: '',
        required: false,
        description: {
          en: "The KodBox path of the folder to mount, in KodBox's own notation, which the address bar of its file manager shows after `path=` when the folder is open: `{source:5}/` for a storage space, `{source:5}/Movies/` for a folder in it. A leading `/` is removed. Left empty, the listing starts from what KodBox returns for an empty path.",
          zh: '要挂载的文件夹在可道云中的路径，使用可道云自己的写法，在其文件管理器中打开该文件夹时，地址栏 `path=` 后面就是：存储空间如 `{source:5}/`，其中的文件夹如 `{source:5}/Movies/`。开头的 `/` 会被去掉。留空时，从可道云对空路径返回的内容开始列出。',
        },
      },
      {
        name: 'address',
        label: {en: 'Address', zh: '地址'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The address of the KodBox site, as opened in a browser: `https://kod.example.com`, with its sub-path if it is installed in one. No `index.php` and no trailing slash (one is removed).',
          zh: '可道云站点的地址，即在浏览器中打开的地址：`https://kod.example.com`，安装在子目录时带上子目录。不要带 `index.php`，末尾的斜杠会被去掉。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The login name of a KodBox account. The form does not require it, but the driver always signs in, so it must be filled. The account's rights in KodBox decide what AList may read and change.",
          zh: '可道云账号的登录名。表单没有标为必填，但驱动总是要登录，所以必须填写。AList 能读取和修改什么，由该账号在可道云中的权限决定。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "That account's password. It is sent to KodBox's login address when the storage starts and again when KodBox reports the session expired.",
          zh: '该账号的密码。存储启动时，以及可道云提示会话过期时，会发送到可道云的登录地址。',
        },
      },
    ],
    mounts: {
      en: 'A folder of a self-hosted KodBox (可道云) server, signing in with a KodBox account.',
      zh: '用可道云账号登录，挂载自建可道云（KodBox）服务器上的文件夹。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
