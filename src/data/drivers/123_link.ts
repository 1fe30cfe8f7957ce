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
        description: {en: '', zh: ''},
      },
      {
        name: 'private_key',
        label: {en: 'Private key', zh: '私钥'},
        type: 'string',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'uid',
        label: {en: 'Uid', zh: '账号 Uid'},
        type: 'number',
        default: '',
        required: false,
        description: {en: '', zh: ''},
      },
      {
        name: 'valid_duration',
        label: {en: 'Valid duration', zh: '有效时长'},
        type: 'number',
        default: '30',
        required: false,
        help: {en: 'minutes', zh: '分钟'},
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
