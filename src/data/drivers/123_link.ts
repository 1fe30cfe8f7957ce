import type {DriverFile} from './types';

/** `drivers/123_link` of AList v3.45.0. */
const drivers = {
  '123PanLink': {
    name: '123PanLink',
    dir: '123_link',
    displayName: {en: '123PanLink', zh: '123云盘直链'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
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
        name: 'origin_urls',
        label: {en: 'Origin urls', zh: '原始链接'},
        type: 'text',
        default: 'https://vip.123pan.com/29/folder/file.mp3',
        required: true,
        help: {
          en: 'structure:FolderName:\n  [FileSize:][Modified:]Url',
          zh: '结构:\nFolderName:\n  [FileSize:][Modified:]Url',
        },
        description: {
          en: "The tree to show, one entry per line, indented by two spaces per level: a line ending in `:` is a folder, any other line is a file given by its direct link, optionally preceded by `size:` or `size:modified:` (bytes and a Unix timestamp). A file's name is always the last part of its link. An indent that is not a multiple of two, or a file line without `http://` or `https://`, stops the storage with an error naming the line. The default is a one-line example to replace.",
          zh: '要显示的目录树，每行一项，每深一层缩进两个空格：以 `:` 结尾的行是文件夹，其他行是文件，写它的直链，前面可以加 `大小:` 或 `大小:修改时间:`（字节数和 Unix 时间戳）。文件名总是取链接的最后一段。缩进不是两的倍数，或者文件行里没有 `http://` 或 `https://`，存储会报错停止并指出是哪一行。默认值只是一行示例，需要替换。',
        },
      },
      {
        name: 'private_key',
        label: {en: 'Private key', zh: '私钥'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The URL authentication key (鉴权密钥) of your 123Pan direct links, from the direct-link settings of the 123Pan website, when you turned authentication on there. With it, AList adds a signed `auth_key` parameter to every link; leave it empty when your direct links are not authenticated.',
          zh: '123 云盘直链的鉴权密钥，开启直链鉴权后在 123 云盘网页的直链设置中可以看到。填写后，AList 会给每个链接加上签名的 `auth_key` 参数；直链没有开启鉴权时留空。',
        },
      },
      {
        name: 'uid',
        label: {en: 'Uid', zh: '账号 Uid'},
        type: 'number',
        default: '',
        required: false,
        description: {
          en: 'The numeric user ID of the 123Pan account that owns the direct links, which goes into the signature (the number that follows the host in your direct links, such as `29` in `https://vip.123pan.com/29/…`). Only used with **Private key**.',
          zh: '拥有这些直链的 123 云盘账号的数字用户 ID，会参与签名计算（直链中主机名后面的那个数字，例如 `https://vip.123pan.com/29/…` 中的 `29`）。只在填写了“私钥”时使用。',
        },
      },
      {
        name: 'valid_duration',
        label: {en: 'Valid duration', zh: '有效时长'},
        type: 'number',
        default: '30',
        required: false,
        help: {en: 'minutes', zh: '分钟'},
        description: {
          en: 'How long, in minutes, each signed link stays valid from the moment AList hands it out. Only used with **Private key**.',
          zh: '每个签名链接从 AList 给出时起的有效时长，单位为分钟。只在填写了“私钥”时使用。',
        },
      },
    ],
    mounts: {
      en: 'A folder tree you write by hand from 123Pan direct links, optionally signed with the direct-link authentication key; read-only.',
      zh: '把手写的 123 云盘直链列表显示为只读目录树，可选用直链鉴权密钥签名。',
    },
    login: ['none'],
  },
} satisfies DriverFile;

export default drivers;
