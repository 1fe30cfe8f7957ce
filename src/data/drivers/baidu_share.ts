import type {DriverFile} from './types';

/** `drivers/baidu_share` of AList v3.45.0. */
const drivers = {
  BaiduShare: {
    name: 'BaiduShare',
    dir: 'baidu_share',
    displayName: {en: 'BaiduShare', zh: '百度分享'},
    redirectNeeds: 'user-agent',
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
          en: 'The folder of the share shown as the root of this storage, as a path inside the share: `/` for everything the link shares, `/电影` for a folder at the top of the share, `/电影/2024` deeper down.',
          zh: '作为存储根目录的分享内文件夹，以分享内的路径表示：`/` 表示链接分享的全部内容，`/电影` 表示分享顶层的某个文件夹，`/电影/2024` 表示更深一层。',
        },
      },
      {
        name: 'surl',
        label: {en: 'Surl', zh: '百度网盘分享链接'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The share's key: the part of the link after `pan.baidu.com/s/` and before any `?`, for example `1AbCdEfGh` in `https://pan.baidu.com/s/1AbCdEfGh?pwd=x1y2` (keep the leading `1`). The form does not require it, but the storage cannot start without it.",
          zh: '分享的标识：链接中 `pan.baidu.com/s/` 之后、`?` 之前的部分，例如 `https://pan.baidu.com/s/1AbCdEfGh?pwd=x1y2` 中的 `1AbCdEfGh`（保留开头的 `1`）。表单没有把它设为必填，但不填存储无法启动。',
        },
      },
      {
        name: 'pwd',
        label: {en: 'Pwd', zh: '百度网盘分享密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The share's four-character extraction code (提取码), also found after `?pwd=` in links that carry it. Leave empty for a share without a code.",
          zh: '分享的 4 位提取码，带提取码的链接中 `?pwd=` 后面就是它。没有提取码的分享留空。',
        },
      },
      {
        name: 'BDUSS',
        label: {en: 'BDUSS', zh: 'BDUSS'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The value of the `BDUSS` cookie of a signed-in Baidu account, without the `BDUSS=` prefix (see the steps on this page). Listing the share works without it; downloads need it, and in practice the account must be a super member (SVIP). Signing out of that browser session makes the value invalid.',
          zh: '已登录百度账号的 `BDUSS` Cookie 的值，不含前面的 `BDUSS=`（获取步骤见本页）。浏览分享不需要它；下载需要，而且实际上该账号必须是超级会员（SVIP）。在那个浏览器里退出登录后，这个值就会失效。',
        },
      },
    ],
    mounts: {
      en: "Someone's Baidu Netdisk share link, read-only; downloads need the BDUSS cookie of an SVIP account.",
      zh: '以只读方式挂载百度网盘分享链接；下载需要 SVIP 账号的 BDUSS Cookie。',
    },
    login: ['share', 'cookie'],
  },
} satisfies DriverFile;

export default drivers;
