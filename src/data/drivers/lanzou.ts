import type {DriverFile} from './types';

/** `drivers/lanzou` of AList v3.45.0. */
const drivers = {
  Lanzou: {
    name: 'Lanzou',
    dir: 'lanzou',
    displayName: {en: 'Lanzou', zh: '蓝奏云'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '-1',
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
        name: 'type',
        label: {en: 'Type', zh: '类型'},
        type: 'select',
        default: 'cookie',
        required: false,
        options: [
          {value: 'account', zh: '账户'},
          {value: 'cookie', zh: 'Cookie'},
          {value: 'url', zh: '链接'},
        ],
        description: {
          en: 'How the storage reaches Lanzou. `account`: AList signs in with **Account** and **Password** and signs in again when the session expires. `cookie` (the default): AList uses the browser cookie in **Cookie**. `url`: a share link, read-only and without an account, given by **ShareUrl**, **Root folder id** and **Share password**.',
          zh: '存储访问蓝奏云的方式。`account`：AList 用**账户**和**密码**登录，会话过期后自动重新登录。`cookie`（默认）：使用 **Cookie** 中的浏览器 Cookie。`url`：不需要账号，以只读方式挂载一个分享链接，由**分享链接**、**根文件夹ID**和**分享密码**指定。',
        },
      },
      {
        name: 'account',
        label: {en: 'Account', zh: '账户'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The account you sign in with on Lanzou's login page (the mobile number or the user name); used only when **Type** is `account`. AList posts to Lanzou's mobile login form without solving a slider check; when Lanzou demands one, the sign-in fails and the cookie mode is the way out.",
          zh: '在蓝奏云登录页使用的账号（手机号或用户名），仅在**类型**为 `account` 时使用。AList 通过蓝奏云手机版的登录表单登录，不会完成滑块验证；蓝奏云要求验证时登录会失败，这时请改用 Cookie 方式。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The password of **Account**, used only when **Type** is `account`. A wrong pair fails with `login err:` followed by Lanzou's answer.",
          zh: '**账户**的密码，仅在**类型**为 `account` 时使用。账号或密码错误时会报 `login err:`，后面附有蓝奏云返回的内容。',
        },
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: false,
        help: {en: 'about 15 days valid, ignore if shareUrl is used', zh: '有效期约为15天，若使用分享链接则忽略'},
        description: {
          en: "The `Cookie` header of a signed-in session at pc.woozooo.com (Lanzou's file manager), copied from the browser's developer tools (it holds `phpdisk_info` and `ylogin`); used when **Type** is `cookie`. It stays valid for about 15 days; after that, requests fail with `cookie expiration` and you need a new one. In `account` mode AList stores the cookie of its own sign-in here; in `url` mode it is ignored.",
          zh: '从浏览器开发者工具中复制的、已登录 pc.woozooo.com（蓝奏云文件管理后台）的 `Cookie` 请求头（其中包含 `phpdisk_info` 和 `ylogin`），在**类型**为 `cookie` 时使用。有效期约 15 天，过期后请求会报 `cookie expiration`，需要重新复制。`account` 方式下 AList 会把自己登录得到的 Cookie 存在这里；`url` 方式下忽略此项。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '-1',
        required: true,
        description: {
          en: "With `account` or `cookie`: the ID of the folder that becomes the root, `-1` (the default) being the top of the drive; a sub-folder's ID is the `folder_id` that the file manager sends when you open it (developer tools, Network tab). With `url`: the code of the share link, the part after the domain (`b0abcdefg` in `https://wwpc.lanzoui.com/b0abcdefg`), which you must enter in place of `-1`.",
          zh: '`account` 或 `cookie` 方式下：作为根目录的文件夹 ID，默认 `-1` 即网盘的最顶层；子文件夹的 ID 是在文件管理后台打开它时请求里的 `folder_id`（开发者工具的网络面板中可见）。`url` 方式下：分享链接的代码，即域名后面的部分（`https://wwpc.lanzoui.com/b0abcdefg` 中的 `b0abcdefg`），必须用它替换 `-1`。',
        },
      },
      {
        name: 'share_password',
        label: {en: 'Share password', zh: '分享密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The password of the share link (the 密码 Lanzou shows next to the link), only for `url` mode; leave it empty for a link without one. It is used for the shared folder and for the files in it.',
          zh: '分享链接的密码（蓝奏云在链接旁显示的“密码”），仅用于 `url` 方式；链接没有密码时留空。分享的文件夹及其中的文件都会使用它。',
        },
      },
      {
        name: 'baseUrl',
        label: {en: 'BaseUrl', zh: '基本URL'},
        type: 'string',
        default: 'https://pc.woozooo.com',
        required: true,
        help: {en: 'basic URL for file operation', zh: '进行文件操作的基础 URL'},
        description: {
          en: "The address of Lanzou's file manager, to which AList sends file operations and uploads (`doupload.php`, `html5up.php`). Keep the default `https://pc.woozooo.com` unless Lanzou moves its file manager; it is not used in `url` mode.",
          zh: '蓝奏云文件管理后台的地址，AList 的文件操作和上传请求（`doupload.php`、`html5up.php`）都发往这里。除非蓝奏云迁移了后台，否则保持默认的 `https://pc.woozooo.com`；`url` 方式不使用此项。',
        },
      },
      {
        name: 'shareUrl',
        label: {en: 'ShareUrl', zh: '分享链接'},
        type: 'string',
        default: 'https://pan.lanzoui.com',
        required: true,
        help: {en: 'used to get the sharing page', zh: '用于获取分享页面'},
        description: {
          en: 'The domain on which AList opens share pages: in `url` mode the scheme and domain of your share link (such as `https://wwpc.lanzoui.com`), in the other modes any working Lanzou share domain, since AList opens a share page to get each download. If the default `https://pan.lanzoui.com` stops answering, use the domain your share links show now.',
          zh: 'AList 打开分享页时使用的域名。`url` 方式下填分享链接的协议和域名（例如 `https://wwpc.lanzoui.com`）；其他方式下填任意一个可用的蓝奏云分享域名，因为每次下载 AList 都要打开文件的分享页。默认的 `https://pan.lanzoui.com` 无法访问时，请改为你现在的分享链接所用的域名。',
        },
      },
      {
        name: 'user_agent',
        label: {en: 'User agent', zh: '用户代理'},
        type: 'string',
        default:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.39 (KHTML, like Gecko) Chrome/89.0.4389.111 Safari/537.39',
        required: true,
        description: {
          en: 'The `User-Agent` header AList sends with every request to Lanzou. Keep the default desktop Chrome string; an empty value falls back to it. Change it only if Lanzou starts refusing that browser version.',
          zh: 'AList 向蓝奏云发送每个请求时使用的 `User-Agent` 请求头。保持默认的桌面版 Chrome 字符串即可，留空时也会使用它。只有蓝奏云开始拒绝这个浏览器版本时才需要修改。',
        },
      },
      {
        name: 'repair_file_info',
        label: {en: 'Repair file info', zh: '修复文件信息'},
        type: 'bool',
        default: '',
        required: false,
        help: {en: 'To use webdav, you need to enable it', zh: '要使用 WebDAV，您需要启用它'},
        description: {
          en: "Lanzou's listings give sizes rounded (`1.2 M`) and dates as text (`3 天前`). With this on, AList reads the exact size and modification time from the download address the first time a file is downloaded. Turn it on when the storage is used over WebDAV: WebDAV clients check the size and break off downloads whose length does not match.",
          zh: '蓝奏云列表里的文件大小是约数（如 `1.2 M`），日期是文字（如 `3 天前`）。开启后，文件第一次被下载时，AList 会从下载地址读取准确的大小和修改时间。通过 WebDAV 使用这个存储时请开启：WebDAV 客户端会核对文件大小，长度不符的下载会被中断。',
        },
      },
    ],
    mounts: {
      en: 'A classic Lanzou Cloud (蓝奏云) drive, with an account, a cookie or, read-only, a share link.',
      zh: '经典版蓝奏云网盘：用账号或 Cookie 挂载自己的网盘，或者只读挂载一个分享链接。',
    },
    login: ['password', 'cookie', 'share'],
  },
} satisfies DriverFile;

export default drivers;
