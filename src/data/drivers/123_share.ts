import type {DriverFile} from './types';

/** `drivers/123_share` of AList v3.45.0. */
const drivers = {
  '123PanShare': {
    name: '123PanShare',
    dir: '123_share',
    displayName: {en: '123PanShare', zh: '123云盘分享'},
    redirectNeeds: 'referer',
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: '0',
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
        name: 'sharekey',
        label: {en: 'Sharekey', zh: '分享key'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The share's key: the part after `/s/` in the share link, for example `abcd-EfGh1` in `https://www.123pan.com/s/abcd-EfGh1` (the same for the other domains 123Pan shares links on).",
          zh: '分享的标识：分享链接中 `/s/` 后面的部分，例如 `https://www.123pan.com/s/abcd-EfGh1` 中的 `abcd-EfGh1`（123 云盘的其他分享域名同理）。',
        },
      },
      {
        name: 'sharepassword',
        label: {en: 'Sharepassword', zh: '分享密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The share's extraction code (提取码), for shares that have one; leave empty otherwise.",
          zh: '分享的提取码，没有就留空。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        description: {
          en: "The folder of the share shown as the root of this storage: `0` for the whole share, or the ID of a folder inside it (the `parentFileId` of the `share/get` request when you open that folder on the share page with the developer tools' Network tab open).",
          zh: '作为存储根目录的分享内文件夹：`0` 表示整个分享；也可以填分享中某个文件夹的 ID（打开开发者工具的“网络”面板，在分享页面进入该文件夹，`share/get` 请求中的 `parentFileId` 就是它）。',
        },
      },
      {
        name: 'accesstoken',
        label: {en: 'Accesstoken', zh: '访问令牌'},
        type: 'text',
        default: '',
        required: false,
        description: {
          en: "The sign-in token of a 123Pan web session (the value of `authorToken` in the browser's local storage at www.123pan.com, without quotes), sent as `Bearer` with every request. Listing a share works without it, but 123Pan may refuse download links to requests that are not signed in. It expires and the driver cannot renew it; a remark `ref:/<mount path of a 123Pan storage>` uses that storage's sign-in instead (since v3.42.0).",
          zh: '123 云盘网页会话的登录令牌（在 www.123pan.com 浏览器本地存储中 `authorToken` 的值，不带引号），每个请求都以 `Bearer` 方式带上。不填也能浏览分享，但 123 云盘可能拒绝为未登录的请求提供下载链接。它会过期，驱动无法自行续期；在备注中写 `ref:/<某个 123 云盘存储的挂载路径>` 则改用那个存储的登录（v3.42.0 起）。',
        },
      },
    ],
    mounts: {
      en: 'A 123Pan share link, read-only; downloads use a signed-in 123Pan account.',
      zh: '以只读方式挂载 123 云盘分享链接；下载需要已登录的 123 云盘账号。',
    },
    login: ['share', 'token'],
  },
} satisfies DriverFile;

export default drivers;
