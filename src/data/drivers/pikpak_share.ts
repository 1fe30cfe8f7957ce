import type {DriverFile} from './types';

/** `drivers/pikpak_share` of AList v3.45.0. */
const drivers = {
  PikPakShare: {
    name: 'PikPakShare',
    dir: 'pikpak_share',
    displayName: {en: 'PikPakShare', zh: 'PikPak分享'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
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
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The ID of a folder inside the share that becomes the root of this storage. Empty (the default) shows the whole share.',
          zh: '分享内作为存储根目录的文件夹 ID。留空（默认）显示整个分享。',
        },
      },
      {
        name: 'share_id',
        label: {en: 'Share id', zh: '分享ID'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The ID of the share: the part after `/s/` in the share link (`https://mypikpak.com/s/<share ID>`), without anything after it.',
          zh: '分享的 ID：分享链接（`https://mypikpak.com/s/<分享ID>`）中 `/s/` 后面的部分，不要带后面的其他内容。',
        },
      },
      {
        name: 'share_pwd',
        label: {en: 'Share pwd', zh: '分享密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The share's pass code, if the share has one. Empty for open shares; a wrong code fails when the share is listed.",
          zh: '分享的提取码，没有就留空。提取码错误时，列出分享内容会失败。',
        },
      },
      {
        name: 'platform',
        label: {en: 'Platform', zh: '平台'},
        type: 'select',
        default: 'web',
        required: true,
        options: [
          {value: 'android', zh: '安卓'},
          {value: 'web', zh: '网页'},
          {value: 'pc', zh: 'Pc平台'},
        ],
        changes: [{version: 'v3.40.0', key: 'default', from: ''}],
        description: {
          en: 'Which PikPak client AList pretends to be (`android`, `web` or `pc`) when reading the share: it picks the client ID and request signature. Try another one if PikPak refuses the requests. Before v3.40.0 the default was empty.',
          zh: '读取分享时 AList 模拟的 PikPak 客户端（`android`、`web` 或 `pc`），决定客户端 ID 和请求签名。PikPak 拒绝请求时可以换一个试试。v3.40.0 之前默认值为空。',
        },
      },
      {
        name: 'device_id',
        label: {en: 'Device id', zh: '设备id'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The device ID AList presents to PikPak. Empty: AList makes a random one and saves it here; keep it afterwards.',
          zh: 'AList 向 PikPak 提交的设备 ID。留空时，AList 随机生成一个并保存到这里，之后保持不变即可。',
        },
      },
      {
        name: 'use_transcoding_address',
        label: {en: 'Use transcoding address', zh: '使用转码地址'},
        type: 'bool',
        default: 'false',
        required: true,
        description: {
          en: 'For files that have no direct download link but transcoded streams, use the second stream PikPak offers (usually a lower resolution) instead of the first. Off by default.',
          zh: '对于没有直接下载链接、只有转码视频流的文件，使用 PikPak 提供的第二个视频流（通常分辨率较低），而不是第一个。默认关闭。',
        },
      },
    ],
    removedFields: [
      {name: 'use_low_latency_address', version: 'v3.40.0'},
      {name: 'custom_low_latency_address', version: 'v3.40.0'},
    ],
    mounts: {
      en: 'A PikPak share link, read-only, without an account.',
      zh: '无需账号，以只读方式挂载 PikPak 分享链接。',
    },
    login: ['share'],
  },
} satisfies DriverFile;

export default drivers;
