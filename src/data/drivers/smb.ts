import type {DriverFile} from './types';

/** `drivers/smb` of AList v3.45.0. */
const drivers = {
  SMB: {
    name: 'SMB',
    dir: 'smb',
    displayName: {en: 'SMB', zh: 'SMB'},
    localFiles: true,
    config: {
      localSort: true,
      onlyLocal: true,
      onlyProxy: false,
      noCache: true,
      noUpload: false,
      needMs: false,
      defaultRoot: '.',
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
        default: '.',
        required: true,
        description: {
          en: "The folder inside the share shown as the root of this storage, relative to the share and without a leading slash: `.` (the default) for the whole share, `Movies/2024` for one folder. A path starting with `/` is refused with `leading '\\' is not allowed in this operation`.",
          zh: "共享内作为存储根目录显示的文件夹，相对于共享写，开头不要加斜杠：`.`（默认）表示整个共享，`Movies/2024` 表示其中一个文件夹。以 `/` 开头的路径会被拒绝，报 `leading '\\' is not allowed in this operation`。",
        },
      },
      {
        name: 'address',
        label: {en: 'Address', zh: '地址'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The server, as a host name or IP address, with `:port` only when SMB listens on a port other than 445: `nas.local`, `192.168.1.20` or `192.168.1.20:4450`. Give the server only, not `\\\\server\\share` or `smb://`. An IPv6 address must be written with brackets and a port, as `[fd00::20]:445`.',
          zh: '服务器的主机名或 IP 地址；只有 SMB 不在 445 端口时才加 `:端口`：`nas.local`、`192.168.1.20` 或 `192.168.1.20:4450`。只填服务器，不要写成 `\\\\服务器\\共享` 或 `smb://`。IPv6 地址要加方括号并写明端口，如 `[fd00::20]:445`。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'An account of the server that may open the share: a local user of the Windows machine (or the e-mail address of the Microsoft account it signs in with), a Samba user added with `smbpasswd -a`, or a NAS user. There is no separate domain field.',
          zh: '有权访问该共享的服务器账号：Windows 机器的本地用户（用微软账户登录的电脑填微软账户邮箱）、用 `smbpasswd -a` 添加的 Samba 用户，或 NAS 的用户。没有单独的“域”字段。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "That account's SMB password (for a Microsoft account, its Microsoft password, not the Windows Hello PIN). It may be empty only when the server lets that user in without one, such as a guest share.",
          zh: '该账号的 SMB 密码（微软账户填微软账户密码，不是 Windows Hello PIN）。只有服务器允许该用户免密码访问（例如来宾共享）时才能留空。',
        },
      },
      {
        name: 'share_name',
        label: {en: 'Share name', zh: '分享名称'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The name of the share, the part after the server in `\\\\server\\media` (here `media`), as the server publishes it; not a folder path on the server's disk. A name the server does not publish fails with `The specified share name cannot be found on the remote server`.",
          zh: '共享名，即 `\\\\服务器\\media` 中服务器后面的部分（这里是 `media`），以服务器发布的名称为准，不是服务器磁盘上的文件夹路径。填了服务器没有发布的名称会报 `The specified share name cannot be found on the remote server`。',
        },
      },
    ],
    mounts: {
      en: 'A shared folder of a Windows, Samba or NAS server over SMB 2/3, read and written by the AList server itself.',
      zh: '通过 SMB 2/3 挂载 Windows、Samba 或 NAS 服务器上的共享文件夹，由 AList 服务器自己读写。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
