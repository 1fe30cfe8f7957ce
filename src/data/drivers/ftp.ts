import type {DriverFile} from './types';

/** `drivers/ftp` of AList v3.45.0. */
const drivers = {
  FTP: {
    name: 'FTP',
    dir: 'ftp',
    displayName: {en: 'FTP', zh: 'FTP'},
    localFiles: true,
    config: {
      localSort: true,
      onlyLocal: true,
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
        name: 'address',
        label: {en: 'Address', zh: '地址'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The server as `host:port`, with the port always written out: `ftp.example.com:21` or `192.168.1.10:2121`. No `ftp://` prefix and no path: the driver hands the value straight to the dialer, which fails with `missing port in address` without a port. Only plain FTP is spoken; a server that accepts only FTPS (FTP over TLS) cannot be mounted.',
          zh: '服务器地址，写成 `主机:端口`，端口不能省略：`ftp.example.com:21` 或 `192.168.1.10:2121`。不要加 `ftp://` 前缀，也不要带路径：驱动把这个值原样交给网络连接，缺端口会报 `missing port in address`。驱动只支持明文 FTP，只接受 FTPS（FTP over TLS）的服务器无法挂载。',
        },
      },
      {
        name: 'encoding',
        label: {en: 'Encoding', zh: ''},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The character set of file names on the server, for servers that do not use UTF-8: `GBK` or `GB18030` for older Chinese Windows servers, `Big5`, `Shift_JIS` or `EUC-JP`. Names are converted both ways (listing, paths of downloads and uploads). Leave it empty (the panel marks it required but saves an empty value) or enter `UTF-8` for any modern server. A name the converter does not know makes every listing fail with an internal error.',
          zh: '服务器上文件名的字符集，用于不使用 UTF-8 的服务器：较老的中文 Windows 服务器填 `GBK` 或 `GB18030`，繁体填 `Big5`，日文填 `Shift_JIS` 或 `EUC-JP`。列目录、下载和上传时文件名会双向转换。现代服务器留空（面板虽标为必填，但允许保存空值）或填 `UTF-8` 即可。填了转换库不认识的名称时，所有列目录请求都会报内部错误。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The FTP account to sign in with, as the server knows it (for vsftpd with `local_enable=YES`, a system user of the server). For a public server that allows it, `anonymous`.',
          zh: '登录用的 FTP 账号，即服务器上登记的用户名（例如 vsftpd 开启 `local_enable=YES` 时就是服务器的系统用户）。允许匿名访问的公共服务器填 `anonymous`。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "That account's password, sent in clear text as FTP does. For `anonymous`, servers usually accept any value, traditionally an e-mail address; a server that logs the user in without asking for a password never sees it.",
          zh: '该账号的密码。FTP 协议以明文传送密码。匿名登录时，服务器一般接受任意值（习惯上填一个邮箱地址）；如果服务器不要求密码就直接登录，这一项不会被使用。',
        },
      },
      {
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {
          en: "The folder of the server shown as the root of this storage, as an absolute path in the FTP namespace: `/` for the account's top folder, `/pub/video` for one folder. When the server jails the user in a home folder (`chroot_local_user=YES`), `/` is that home folder, not the server's root.",
          zh: '作为存储根目录显示的服务器文件夹，用 FTP 中的绝对路径表示：`/` 为账号能看到的最上层，`/pub/video` 为其中一个文件夹。如果服务器把用户限制在家目录中（`chroot_local_user=YES`），`/` 就是这个家目录，而不是服务器的根目录。',
        },
      },
    ],
    mounts: {
      en: 'A folder of an FTP server (plain FTP, passive mode), read and written by the AList server over its own connection.',
      zh: '通过 AList 服务器自己的连接挂载 FTP 服务器上的文件夹（明文 FTP、被动模式），可读可写。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
