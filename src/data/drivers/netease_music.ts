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
        description: {
          en: "The `Cookie` header of a signed-in session of music.163.com, as one line of `name=value` pairs separated by `; `. It must contain `MUSIC_U` (the login) and `__csrf` (the anti-forgery token); without either the storage stops with `empty token`. Copy it from the browser's developer tools (see the steps on this page); it stops working when you sign out of that browser session.",
          zh: '已登录 music.163.com 的浏览器会话中的 `Cookie` 请求头，整行复制，格式为以 `; ` 分隔的 `名称=值`。其中必须有 `MUSIC_U`（登录凭证）和 `__csrf`（防伪令牌），缺少任何一个，存储都会因 `empty token` 无法启动。按本页步骤从浏览器开发者工具中复制；在该浏览器里退出登录后 Cookie 即失效。',
        },
      },
      {
        name: 'song_limit',
        label: {en: 'Song limit', zh: '歌曲获取上限'},
        type: 'number',
        default: '200',
        required: false,
        help: {en: 'only get 200 songs by default', zh: '默认只获取 200 首歌曲'},
        description: {
          en: 'How many songs of the cloud drive AList lists, counted from the start of the list NetEase returns (a single request with offset 0). Songs beyond the limit do not appear; raise it if your cloud drive holds more than 200 songs.',
          zh: '列出音乐云盘中的多少首歌，从网易云音乐返回列表的开头算起（只发一次请求，偏移量为 0）。超出上限的歌曲不会显示；云盘里歌曲超过 200 首时请调大。',
        },
      },
    ],
    mounts: {
      en: 'The music cloud drive (音乐云盘) of a NetEase Cloud Music account, with its songs as files and their lyrics as `.lrc` files.',
      zh: '网易云音乐账号的音乐云盘：云盘中的歌曲显示为文件，歌词可按同名 `.lrc` 文件读取。',
    },
    login: ['cookie'],
  },
} satisfies DriverFile;

export default drivers;
