import type {DriverFile} from './types';

/** `drivers/sftp` of AList v3.45.0. */
const drivers = {
  SFTP: {
    name: 'SFTP',
    dir: 'sftp',
    displayName: {en: 'SFTP', zh: 'SFTP'},
    localFiles: true,
    config: {
      localSort: true,
      onlyLocal: true,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '/',
      checkStatus: true,
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
          en: 'The SSH server as `host:port`, port included: `nas.example.com:22`, or `192.168.1.10:2222` when SSH listens elsewhere. No `sftp://` prefix and no path; without a port the connection fails with `missing port in address`.',
          zh: 'SSH 服务器地址，写成 `主机:端口`，必须带端口：`nas.example.com:22`，SSH 监听其他端口时如 `192.168.1.10:2222`。不要加 `sftp://` 前缀，也不要带路径；缺端口会报 `missing port in address`。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The account on the server (a system user of Linux, macOS or the NAS). Its file permissions on the server decide what AList may read and write.',
          zh: '服务器上的账号（Linux、macOS 或 NAS 的系统用户）。AList 能读写什么，由这个账号在服务器上的文件权限决定。',
        },
      },
      {
        name: 'private_key',
        label: {en: 'Private key', zh: '私钥'},
        type: 'text',
        default: '',
        required: false,
        description: {
          en: "The whole text of a private key whose public key is in the account's `~/.ssh/authorized_keys`, from `-----BEGIN … PRIVATE KEY-----` to the END line. OpenSSH keys (`ssh-keygen`: Ed25519, ECDSA, RSA) and PEM keys are read; PuTTY `.ppk` files must first be exported in OpenSSH format. When a key is given, it is the only method tried and the password is ignored.",
          zh: '私钥的完整文本，从 `-----BEGIN … PRIVATE KEY-----` 一直到 END 那一行，对应的公钥要写在该账号的 `~/.ssh/authorized_keys` 中。支持 OpenSSH 格式（`ssh-keygen` 生成的 Ed25519、ECDSA、RSA）和 PEM 格式；PuTTY 的 `.ppk` 文件需要先导出为 OpenSSH 格式。填了私钥后只用私钥登录，密码会被忽略。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The account's password, used only when the private key field is empty. The driver uses SSH password authentication; a server that allows only keyboard-interactive logins (or has `PasswordAuthentication no`) refuses it, so use a key there.",
          zh: '账号的密码，仅在“私钥”为空时使用。驱动使用 SSH 的密码认证方式；只允许键盘交互式登录（或设置了 `PasswordAuthentication no`）的服务器会拒绝，这时请改用私钥。',
        },
      },
      {
        name: 'passphrase',
        label: {en: 'Passphrase', zh: '密语'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The passphrase that protects the private key, if `ssh-keygen` asked for one; leave it empty for a key without one. An encrypted key without it fails with `this private key is passphrase protected`.',
          zh: '私钥的保护口令（`ssh-keygen` 生成时设置的那个），私钥没有口令就留空。加密的私钥不填口令会报 `this private key is passphrase protected`。',
        },
      },
      {
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {
          en: 'The folder of the server shown as the root of this storage, as an absolute path: `/` for the whole file system the account can see, `/home/alice/media` or `/volume1/video` for one folder. On a server that jails the account with `ChrootDirectory`, paths start at that folder.',
          zh: '作为存储根目录显示的服务器文件夹，用绝对路径表示：`/` 为账号能看到的整个文件系统，`/home/alice/media` 或 `/volume1/video` 为其中一个文件夹。服务器用 `ChrootDirectory` 限制了账号时，路径从那个文件夹算起。',
        },
      },
      {
        name: 'ignore_symlink_error',
        label: {en: 'Ignore symlink error', zh: '忽略软链接错误'},
        type: 'bool',
        default: 'false',
        required: false,
        description: {
          en: 'Symbolic links are followed: a link to a folder is shown as a folder, a link to a file as that file. A link whose target is missing or unreadable makes the whole folder fail to list; turn this on to show such a link as a plain entry instead.',
          zh: '驱动会跟随符号链接：指向文件夹的链接显示为文件夹，指向文件的显示为该文件。目标不存在或无权读取的链接会让整个文件夹列不出来；打开此项后，这类链接会作为普通条目显示，不再报错。',
        },
      },
    ],
    mounts: {
      en: 'A folder of any SSH server over SFTP, signing in with a password or a private key; AList reads and writes the files itself.',
      zh: '通过 SFTP 挂载任意 SSH 服务器上的文件夹，用密码或私钥登录；文件由 AList 自己读写。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
