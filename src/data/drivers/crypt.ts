import type {DriverFile} from './types';

/** `drivers/crypt` of AList v3.45.0. */
const drivers = {
  Crypt: {
    name: 'Crypt',
    dir: 'crypt',
    displayName: {en: 'Crypt', zh: 'Crypt'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: true,
      noCache: true,
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
        name: 'filename_encryption',
        label: {en: 'Filename encryption', zh: '文件名加密'},
        type: 'select',
        default: 'off',
        required: true,
        options: [
          {value: 'off', zh: '关闭'},
          {value: 'standard', zh: '标准'},
          {value: 'obfuscate', zh: '混淆'},
        ],
        description: {
          en: '`off` keeps file names readable and only appends the suffix (`.bin`); `standard` encrypts every name with AES-EME under the password, so the provider sees only random-looking names; `obfuscate` rotates the characters of each name, which hides them from a casual look but not from an attacker. Cannot be changed once files are stored: files written under another setting disappear from the listing.',
          zh: '`off`（关闭）保留可读的文件名，只加上后缀（`.bin`）；`standard`（标准）用密码以 AES-EME 加密每个名称，网盘那边只能看到随机字符串；`obfuscate`（混淆）只是轮换每个字符，能挡住随便一瞥，挡不住攻击者。存入文件后不能再改：按其他设置写入的文件会从列表中消失。',
        },
      },
      {
        name: 'directory_name_encryption',
        label: {en: 'Directory name encryption', zh: '文件夹名称加密'},
        type: 'select',
        default: 'false',
        required: true,
        options: [
          {value: 'false', zh: 'False'},
          {value: 'true', zh: 'True'},
        ],
        description: {
          en: 'With `standard` or `obfuscate`, also encrypt folder names (`true`); `false` leaves the folder structure readable at the provider. It has no effect when filename encryption is `off`. Like the other settings, it must stay as it was when the data was written.',
          zh: '在文件名加密为“标准”或“混淆”时，是否连文件夹名一起加密（`true`）；`false` 时，网盘那边仍能看到可读的文件夹结构。文件名加密为“关闭”时此项无效。和其他设置一样，必须保持写入数据时的取值。',
        },
      },
      {
        name: 'remote_path',
        label: {en: 'Remote path', zh: '加密后文件存储路径'},
        type: 'string',
        default: '',
        required: true,
        help: {en: 'This is where the encrypted data stores', zh: '这是加密数据存储的位置'},
        description: {
          en: "The AList path where the encrypted files are kept: a folder of another storage, written with that storage's mount path, such as `/onedrive/encrypted`. The storage must exist and start before this one (give it a lower Order). Never point it inside this Crypt storage's own mount path.",
          zh: '存放加密文件的 AList 路径：另一个存储中的文件夹，连同该存储的挂载路径一起写，例如 `/onedrive/encrypted`。那个存储必须存在，并且要先于本存储启动（给它更小的“序号”）。不要指向本加密存储自己的挂载路径之内。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: true,
        help: {en: 'the main password', zh: '主密码'},
        description: {
          en: 'The main password, from which (with the salt) the keys for contents and names are derived with scrypt. It is the only way back to the data: if it is lost, nothing can be decrypted. AList stores it obscured (prefixed with `___Obfuscated___`), which is reversible and not a protection of the database.',
          zh: '主密码，与加盐一起经 scrypt 派生出加密内容和名称所用的密钥。它是取回数据的唯一途径：一旦丢失，什么都解不开。AList 以混淆形式保存它（加上 `___Obfuscated___` 前缀），这种混淆可逆，并不能保护数据库中的密码。',
        },
      },
      {
        name: 'salt',
        label: {en: 'Salt', zh: '加盐'},
        type: 'string',
        default: '',
        required: false,
        help: {
          en: "If you don't know what is salt, treat it as a second password. Optional but recommended",
          zh: '如果您不知道什么是加盐，可以视为第二个密码。可选，推荐。',
        },
        description: {
          en: "A second password used as the salt of the key derivation (rclone calls it `password2`). Optional but recommended, and different from the password; when empty, rclone's fixed built-in salt is used. Losing it is as fatal as losing the password.",
          zh: '用作密钥派生盐值的第二个密码（rclone 中叫 `password2`）。可选但建议填写，且应与主密码不同；留空时使用 rclone 内置的固定盐值。丢失它和丢失主密码一样，数据无法恢复。',
        },
      },
      {
        name: 'encrypted_suffix',
        label: {en: 'Encrypted suffix', zh: '加密后缀'},
        type: 'string',
        default: '.bin',
        required: true,
        help: {
          en: 'for advanced user only! encrypted files will have this suffix',
          zh: '高级选项！加密的文件将使用此后缀',
        },
        description: {
          en: 'The extension added to stored file names when filename encryption is `off` (default `.bin`): a dot and at least two letters, digits, `-` or `_`; anything else stops the storage with `EncryptedSuffix is Illegal`. Files without it are ignored. Unused with `standard` and `obfuscate`.',
          zh: '文件名加密为“关闭”时，给存储的文件名加上的扩展名（默认 `.bin`）：一个点加至少两个字母、数字、`-` 或 `_`，否则存储会以 `EncryptedSuffix is Illegal` 启动失败。没有这个后缀的文件会被忽略。“标准”和“混淆”模式下不使用。',
        },
      },
      {
        name: 'filename_encoding',
        label: {en: 'Filename encoding', zh: '文件名编码'},
        type: 'select',
        default: 'base64',
        required: true,
        options: [
          {value: 'base64', zh: 'Base64'},
          {value: 'base32', zh: 'Base32'},
          {value: 'base32768', zh: 'Base32768'},
        ],
        help: {en: 'for advanced user only!', zh: '高级选项'},
        description: {
          en: "How encrypted names are written as text with `standard`: `base64` (AList's default; case-sensitive, shortest for most providers), `base32` (rclone's default; case-insensitive, for providers that ignore case, longer names), `base32768` (fewest characters, for providers that limit characters rather than bytes). Must match the setting the data was written with.",
          zh: '“标准”模式下加密后的名称如何写成文本：`base64`（AList 默认；区分大小写，对大多数网盘最短）、`base32`（rclone 默认；不区分大小写，适合忽略大小写的网盘，名称更长）、`base32768`（字符数最少，适合按字符数而不是字节数限制名称长度的网盘）。必须与写入数据时的设置一致。',
        },
      },
      {
        name: 'thumbnail',
        label: {en: 'Thumbnail', zh: '缩略图'},
        type: 'bool',
        default: 'false',
        required: true,
        help: {
          en: 'enable thumbnail which pre-generated under .thumbnails folder',
          zh: '启用在缩略图文件夹下预先生成的缩略图',
        },
        description: {
          en: 'Show thumbnails you prepared yourself: for a file `a.jpg`, AList uses `.thumbnails/a.jpg.webp` of the same folder (uploaded through this Crypt storage, so it is encrypted too). AList does not generate them; without such files, turn it off.',
          zh: '显示你自己准备的缩略图：对于文件 `a.jpg`，AList 使用同一文件夹中的 `.thumbnails/a.jpg.webp`（要通过本加密存储上传，这样它也是加密的）。AList 不会自动生成缩略图；没有这些文件时请关闭。',
        },
      },
      {
        name: 'show_hidden',
        label: {en: 'Show hidden', zh: '显示隐藏'},
        type: 'bool',
        default: 'true',
        required: false,
        help: {en: 'show hidden directories and files', zh: '显示隐藏目录以及文件'},
        description: {
          en: 'List files and folders whose names begin with a dot (on by default); turn it off to hide them, such as the `.thumbnails` folder.',
          zh: '是否列出以点开头的文件和文件夹（默认开启）；关闭后会隐藏它们，例如 `.thumbnails` 文件夹。',
        },
      },
    ],
    mounts: {
      en: "A folder of another AList storage, encrypted on the fly with rclone's crypt format: contents always, names optionally.",
      zh: '把另一个 AList 存储中的文件夹以 rclone crypt 格式实时加密后挂载：内容一定加密，文件名可选加密。',
    },
    login: ['none'],
  },
} satisfies DriverFile;

export default drivers;
