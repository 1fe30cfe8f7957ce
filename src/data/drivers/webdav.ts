import type {DriverFile} from './types';

/** `drivers/webdav` of AList v3.45.0. */
const drivers = {
  WebDav: {
    name: 'WebDav',
    dir: 'webdav',
    displayName: {en: 'WebDav', zh: 'WebDav'},
    config: {
      localSort: true,
      onlyLocal: false,
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
        name: 'vendor',
        label: {en: 'Vendor', zh: '供应商'},
        type: 'select',
        default: 'other',
        required: false,
        options: [
          {value: 'sharepoint', zh: 'Sharepoint'},
          {value: 'other', zh: '其他'},
        ],
        description: {
          en: "`other` for every ordinary WebDAV server, which is sent the user name and password by HTTP Basic or Digest authentication, whichever it asks for. `sharepoint` signs in to Microsoft 365 with the user name and password instead, to obtain SharePoint's session cookies (renewed every 12 hours), for OneDrive for work or school and SharePoint libraries reached over WebDAV.",
          zh: '普通 WebDAV 服务器一律选 `other`（其他）：按服务器要求，用 HTTP Basic 或 Digest 认证发送用户名和密码。`sharepoint` 则先用用户名和密码登录 Microsoft 365，换取 SharePoint 的会话 Cookie（每 12 小时更新一次），用于通过 WebDAV 访问工作/学校版 OneDrive 和 SharePoint 文档库。',
        },
      },
      {
        name: 'address',
        label: {en: 'Address', zh: '地址'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The full URL of the WebDAV root, with `http://` or `https://` and the server's WebDAV path: `https://cloud.example.com/remote.php/dav/files/alice/` for Nextcloud, `https://dav.jianguoyun.com/dav/` for Nutstore, `https://nas.local:5006/` for a Synology NAS. Opening it in a browser is no test: most WebDAV roots answer a browser with an error or a login page.",
          zh: 'WebDAV 根目录的完整 URL，带 `http://` 或 `https://` 以及服务器的 WebDAV 路径：Nextcloud 为 `https://cloud.example.com/remote.php/dav/files/alice/`，坚果云为 `https://dav.jianguoyun.com/dav/`，群晖 NAS 为 `https://nas.local:5006/`。用浏览器打开它不能说明问题：大多数 WebDAV 根目录对浏览器只返回错误或登录页。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The user name of the WebDAV account (for Nutstore, the account's e-mail address; for `sharepoint`, the Microsoft 365 sign-in address).",
          zh: 'WebDAV 账号的用户名（坚果云为注册邮箱；`sharepoint` 为 Microsoft 365 的登录账号）。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The password of that account. Services with two-factor sign-in want an app password here, not the account password: Nextcloud (Settings → Security → Devices & sessions → Create new app password), Nutstore (third-party application password of the web account settings).',
          zh: '该账号的密码。开启了双重身份验证的服务需要填应用密码，而不是账号密码：Nextcloud 在“设置 → 安全”页的“设备与会话”（Devices & sessions）一节新建应用密码，坚果云在网页版账户信息的“安全选项 → 第三方应用管理”中生成应用密码。',
        },
      },
      {
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {
          en: 'A folder below the address to show as the root of this storage, such as `/Photos`; `/` shows everything the address reaches. It is appended to the address, so `https://dav.example.com/dav/` with `/Photos` opens `https://dav.example.com/dav/Photos/`.',
          zh: '地址之下作为存储根目录显示的文件夹，例如 `/Photos`；`/` 表示显示地址下的全部内容。它会拼接在地址后面：地址 `https://dav.example.com/dav/` 加上 `/Photos`，打开的就是 `https://dav.example.com/dav/Photos/`。',
        },
      },
      {
        name: 'tls_insecure_skip_verify',
        label: {en: 'Tls insecure skip verify', zh: '跳过SSL证书验证'},
        type: 'bool',
        default: 'false',
        required: false,
        description: {
          en: 'Turn on to accept an HTTPS certificate that cannot be verified, such as the self-signed certificate of a NAS on the LAN. The connection is still encrypted but no longer protected against impersonation; prefer a valid certificate, or `http://` inside a trusted network.',
          zh: '打开后接受无法验证的 HTTPS 证书，例如局域网内 NAS 的自签名证书。连接仍然加密，但无法再防范冒充；最好换成有效证书，或在可信内网中直接用 `http://`。',
        },
      },
    ],
    mounts: {
      en: 'A folder of any WebDAV server (Nextcloud, ownCloud, a NAS, Nutstore, SharePoint…); downloads always go through AList.',
      zh: '挂载任意 WebDAV 服务器（Nextcloud、ownCloud、NAS、坚果云、SharePoint 等）上的文件夹；下载总是经 AList 中转。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
