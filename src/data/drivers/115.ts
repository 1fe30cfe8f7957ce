import type {DriverFile} from './types';

/** `drivers/115` of AList v3.45.0. */
const drivers = {
  '115 Cloud': {
    name: '115 Cloud',
    dir: '115',
    displayName: {en: '115 Cloud', zh: '115 网盘'},
    redirectNeeds: 'user-agent',
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '0',
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
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'text',
        default: '',
        required: false,
        help: {en: 'one of QR code token and cookie required', zh: '需要 QR 代码令牌和 cookie 中的一个'},
        description: {
          en: "The sign-in cookie of 115, as `UID=…; CID=…; SEID=…; KID=…` (KID may be missing from older cookies): copy those four cookies of a signed-in 115.com session from the browser's developer tools, not the whole Cookie header, since a value containing `=` makes the cookie unreadable. One of **Cookie** and **Qrcode token** is required. After a QR code sign-in, AList writes the resulting cookie here by itself. 115 allows one session per device type: signing in to the 115 website elsewhere ends this cookie's session.",
          zh: '115 的登录 Cookie，格式为 `UID=…; CID=…; SEID=…; KID=…`（较早的 Cookie 可能没有 KID）：从已登录 115.com 的浏览器开发者工具中复制这四个 Cookie，不要复制完整的 Cookie 请求头，因为任何一个值里带 `=` 都会导致无法解析。“Cookie”和“二维码令牌”至少填一项。扫码登录成功后，AList 会自动把得到的 Cookie 写到这里。115 每种设备类型只允许一个会话：在别处登录 115 网页版，这个 Cookie 的会话就会被挤下线。',
        },
      },
      {
        name: 'qrcode_token',
        label: {en: 'Qrcode token', zh: '二维码令牌'},
        type: 'text',
        default: '',
        required: false,
        help: {en: 'one of QR code token and cookie required', zh: '需要 QR 代码令牌和 cookie 中的一个'},
        description: {
          en: 'The `uid` of a 115 QR code sign-in that you have already scanned and confirmed in the 115 app (see the steps on this page). On save, AList completes the sign-in as the device type of **Qrcode source**, stores the resulting cookie in **Cookie** and empties this field. A uid that was not confirmed, or is more than a few minutes old, fails with `qrcode expired`.',
          zh: '一次 115 扫码登录的 `uid`，且该二维码已经在 115 App 中扫描并确认（步骤见本页）。保存时，AList 以“二维码来源”指定的设备类型完成登录，把得到的 Cookie 写入“Cookie”并清空此项。没有确认、或者已经过了好几分钟的 uid 会报 `qrcode expired`。',
        },
      },
      {
        name: 'qrcode_source',
        label: {en: 'Qrcode source', zh: 'Qrcode 源'},
        type: 'select',
        default: 'linux',
        required: false,
        options: [
          {value: 'web', zh: '网页'},
          {value: 'android', zh: '安卓'},
          {value: 'ios', zh: 'IOS'},
          {value: 'tv', zh: 'Tv'},
          {value: 'alipaymini', zh: 'Alipaymini'},
          {value: 'wechatmini', zh: 'Wechatmini'},
          {value: 'qandroid', zh: 'Qandroid'},
        ],
        help: {en: 'select the QR code device, default linux', zh: '选择二维码设备，默认 linux'},
        description: {
          en: "The device type the QR code sign-in appears as in 115's device management: `web`, `android`, `ios`, `tv`, `alipaymini` (Alipay mini program), `wechatmini` (WeChat mini program) or `qandroid`. 115 keeps one session per device type, so pick one you do not use yourself, or your own sign-in on that device will end AList's session (and the reverse). The default `linux` is not in the list, and the library AList uses marks that device type as disabled; if the sign-in fails, choose a value from the list. Only used with **Qrcode token**.",
          zh: '扫码登录在 115 设备管理中显示为哪种设备：`web`、`android`、`ios`、`tv`、`alipaymini`（支付宝小程序）、`wechatmini`（微信小程序）或 `qandroid`。115 每种设备类型只保留一个会话，所以请选一个你自己不用的类型，否则你在那类设备上登录会把 AList 挤下线（反之亦然）。默认值 `linux` 不在列表中，AList 使用的库也把这种设备类型标记为停用；登录失败时请从列表中选一个。只在使用“二维码令牌”时生效。',
        },
      },
      {
        name: 'page_size',
        label: {en: 'Page size', zh: '分页大小'},
        type: 'number',
        default: '1000',
        required: false,
        help: {en: 'list api per page size of 115 driver', zh: '115 驱动程序的列表 API 的每页大小'},
        changes: [{version: 'v3.39.1', key: 'default', from: '56'}],
        description: {
          en: 'How many entries AList asks for per listing request. Larger pages mean fewer requests for big folders; the library AList uses caps it at 1150, and `0` or less falls back to 56. The default was 56 before v3.39.1.',
          zh: '每次列表请求获取的条目数。数值越大，大文件夹需要的请求越少；AList 使用的库会把它限制在 1150 以内，`0` 或负数按 56 处理。v3.39.1 之前默认值是 56。',
        },
      },
      {
        name: 'limit_rate',
        label: {en: 'Limit rate', zh: '限制速率'},
        type: 'float',
        default: '2',
        required: false,
        help: {en: 'limit all api request rate ([limit]r/1s)', zh: '限制所有 api 请求率 ([limit]r/1s)'},
        changes: [{version: 'v3.42.0', key: 'type', from: 'number'}],
        description: {
          en: 'The most API requests per second this storage sends to 115 (listing, links, uploads), as a decimal number: `2` means two per second, `0.5` one every two seconds. 115 blocks accounts that call it too often, so keep it low. `0` turns the limit off. Decimal values work since v3.42.0.',
          zh: '这个存储每秒最多向 115 发出多少个接口请求（列表、下载链接、上传），可以是小数：`2` 表示每秒两次，`0.5` 表示每两秒一次。调用过于频繁时 115 会限制账号，所以宜低不宜高。`0` 表示不限制。v3.42.0 起支持小数。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        description: {
          en: 'The ID of the folder shown as the root of this storage: `0` for the whole drive, or the number after `cid=` in the address when the folder is open at 115.com.',
          zh: '作为存储根目录的文件夹 ID：`0` 表示整个网盘；只挂载某个文件夹时，在 115.com 打开它，填地址中 `cid=` 后面的数字。',
        },
      },
    ],
    mounts: {
      en: 'Your own 115 Cloud (115网盘) drive, signed in with a browser cookie or a QR code scanned in the 115 app.',
      zh: '用浏览器 Cookie 或 115 App 扫码登录，挂载自己的 115 网盘。',
    },
    login: ['cookie', 'qrcode'],
  },
} satisfies DriverFile;

export default drivers;
