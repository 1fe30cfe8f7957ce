import type {DriverFile} from './types';

/** `drivers/115_share` of AList v3.45.0. */
const drivers = {
  '115 Share': {
    name: '115 Share',
    dir: '115_share',
    displayName: {en: '115 Share', zh: '115 云盘分享'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: '0',
      checkStatus: false,
      noOverwriteUpload: true,
      proxyRangeOption: false,
    },
    configChanges: [{flag: 'defaultRoot', from: '', version: 'v3.42.0'}],
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
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'text',
        default: '',
        required: false,
        help: {en: 'one of QR code token and cookie required', zh: '需要 QR 代码令牌和 cookie 中的一个'},
        description: {
          en: "The sign-in cookie of 115, as `UID=…; CID=…; SEID=…; KID=…` (KID may be missing from older cookies): copy those four cookies of a signed-in 115.com session from the browser's developer tools, not the whole Cookie header, since a value containing `=` makes the cookie unreadable. One of **Cookie** and **Qrcode token** is required. After a QR code sign-in, AList writes the resulting cookie here by itself. 115 allows one session per device type: signing in to the 115 website elsewhere ends this cookie's session. The share is opened and downloaded as this account.",
          zh: '115 的登录 Cookie，格式为 `UID=…; CID=…; SEID=…; KID=…`（较早的 Cookie 可能没有 KID）：从已登录 115.com 的浏览器开发者工具中复制这四个 Cookie，不要复制完整的 Cookie 请求头，因为任何一个值里带 `=` 都会导致无法解析。“Cookie”和“二维码令牌”至少填一项。扫码登录成功后，AList 会自动把得到的 Cookie 写到这里。115 每种设备类型只允许一个会话：在别处登录 115 网页版，这个 Cookie 的会话就会被挤下线。分享以该账号的身份打开和下载。',
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
        changes: [{version: 'v3.39.1', key: 'default', from: '20'}],
        description: {
          en: 'How many entries of the share AList asks for per listing request; larger pages mean fewer requests for big folders. AList passes the number to 115 as it is (the fallback to 56 and the cap at 1150 of the 115 Cloud driver do not apply to shares), so keep a positive value. The default was 20 before v3.39.1.',
          zh: '列分享内容时每次请求获取的条目数；数值越大，大文件夹需要的请求越少。AList 会把这个数原样交给 115（115 网盘驱动那种按 56 兜底、以 1150 封顶的处理不适用于分享），所以请填正数。v3.39.1 之前默认值是 20。',
        },
      },
      {
        name: 'limit_rate',
        label: {en: 'Limit rate', zh: '限制速率'},
        type: 'float',
        default: '2',
        required: false,
        help: {en: 'limit all api request rate (1r/[limit_rate]s)', zh: '限制所有 api 请求速率(1r/[limit_rate]s)'},
        changes: [{version: 'v3.42.0', key: 'type', from: 'number'}],
        description: {
          en: 'The most API requests per second this storage sends to 115, as a decimal number: `2` means two per second. The hint in the admin panel still describes it the other way round (one request every N seconds), but the driver treats it as requests per second, like 115 Cloud. `0` turns the limit off.',
          zh: '这个存储每秒最多向 115 发出多少个接口请求，可以是小数：`2` 表示每秒两次。管理面板上的提示仍写成反过来的含义（每 N 秒一次），但驱动实际按“每秒请求数”处理，与 115 网盘驱动相同。`0` 表示不限制。',
        },
      },
      {
        name: 'share_code',
        label: {en: 'Share code', zh: '分享码'},
        type: 'text',
        default: '',
        required: true,
        help: {en: 'share code of 115 share link', zh: '分享链接的分享码'},
        description: {
          en: "The share's code: the part after `/s/` in the share link, for example `sw1abcd2efg` in `https://115.com/s/sw1abcd2efg?password=x1y2`.",
          zh: '分享码：分享链接中 `/s/` 后面的部分，例如 `https://115.com/s/sw1abcd2efg?password=x1y2` 中的 `sw1abcd2efg`。',
        },
      },
      {
        name: 'receive_code',
        label: {en: 'Receive code', zh: '提取码'},
        type: 'text',
        default: '',
        required: true,
        help: {en: 'receive code of 115 share link', zh: '115 分享链接提取码'},
        description: {
          en: "The share's access code (访问码), four characters, found after `password=` in links that carry it or given separately by the sharer.",
          zh: '分享的访问码，4 个字符，带访问码的链接中 `password=` 后面就是它，也可能由分享者单独告诉你。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        changes: [
          {version: 'v3.42.0', key: 'default', from: ''},
          {version: 'v3.42.0', key: 'required', from: 'false'},
        ],
        description: {
          en: 'The folder of the share shown as the root of this storage: `0` for the whole share (the default and required since v3.42.0), or the ID of a folder inside the share.',
          zh: '作为存储根目录的分享内文件夹：`0` 表示整个分享（v3.42.0 起为默认值且必填），也可以填分享中某个文件夹的 ID。',
        },
      },
    ],
    mounts: {
      en: 'A 115 share link, read-only, opened with your own signed-in 115 account.',
      zh: '用自己已登录的 115 账号，以只读方式挂载 115 分享链接。',
    },
    login: ['share', 'cookie', 'qrcode'],
  },
} satisfies DriverFile;

export default drivers;
