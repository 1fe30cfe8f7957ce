import type {DriverFile} from './types';

/** `drivers/netease_music` of AList v3.45.0. */
const drivers = {
  NeteaseMusic: {
    name: 'NeteaseMusic',
    dir: 'netease_music',
    displayName: {en: 'NeteaseMusic', zh: '网易云音乐'},
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
        required: true,
        description: {en: '', zh: ''},
      },
      {
        name: 'song_limit',
        label: {en: 'Song limit', zh: '歌曲获取上限'},
        type: 'number',
        default: '200',
        required: false,
        help: {en: 'only get 200 songs by default', zh: '默认只获取 200 首歌曲'},
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
