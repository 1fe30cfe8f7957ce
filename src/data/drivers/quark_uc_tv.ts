import type {DriverFile} from './types';

/** `drivers/quark_uc_tv` of AList v3.45.0. */
const drivers = {
  QuarkTV: {
    name: 'QuarkTV',
    dir: 'quark_uc_tv',
    displayName: {en: 'QuarkTV', zh: 'Quark TV'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: '0',
      checkStatus: false,
      noOverwriteUpload: true,
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
        default: '0',
        required: true,
        description: {
          en: 'The ID of the folder shown as the root of this storage: `0` for the whole drive, or the ID of one folder (the 32-character string in the address when the folder is open in the Quark website).',
          zh: '作为存储根目录的文件夹 ID：`0` 表示整个网盘；也可以填某个文件夹的 ID（在夸克网页版中打开该文件夹时，地址里那串 32 位字符）。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "Leave empty at first: on save, the driver shows a QR code in the storage's status; after you scan it with the Quark app and save again, AList fills in the refresh token of the TV client's sign-in by itself, and replaces it whenever it is renewed. Only paste a value here to move an existing sign-in from another storage.",
          zh: '首次添加时留空：保存后驱动会在存储状态中显示二维码；用夸克 App 扫码后再保存一次，AList 会自动填入 TV 客户端登录的刷新令牌，并在每次续期时更新。只有要把别处已有的登录搬过来时，才需要手动粘贴。',
        },
      },
      {
        name: 'device_id',
        label: {en: 'Device id', zh: '设备id'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The device ID the driver presents as the TV client; it is part of every request's signature. Empty: AList generates a random one on the first start and saves it. Keep it once the storage is signed in; changing it may end the sign-in.",
          zh: '驱动冒充 TV 客户端时使用的设备 ID，参与每个请求的签名。留空时 AList 会在首次启动时随机生成并保存。登录之后请保持不变，改动可能导致登录失效。',
        },
      },
      {
        name: 'query_token',
        label: {en: 'Query token', zh: '查询令牌'},
        type: 'string',
        default: '',
        required: false,
        help: {en: "don't edit'", zh: '不要编辑'},
        description: {
          en: 'Filled in by the driver: the token of the pending QR code sign-in, with which AList fetches the refresh token once you have scanned the code. Do not edit it; empty it (together with **Refresh token**) to get a new QR code.',
          zh: '由驱动自动填写：待完成的扫码登录的令牌，扫码之后 AList 凭它取得刷新令牌。请不要修改；要重新获取二维码时，把它和“刷新令牌”一起清空。',
        },
      },
    ],
    mounts: {
      en: "Your own Quark drive (夸克网盘) signed in as Quark's TV client by scanning a QR code; read-only.",
      zh: '以夸克 TV 客户端的身份扫码登录，只读挂载自己的夸克网盘。',
    },
    login: ['qrcode'],
  },
  UCTV: {
    name: 'UCTV',
    dir: 'quark_uc_tv',
    displayName: {en: 'UCTV', zh: 'UC TV'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: '0',
      checkStatus: false,
      noOverwriteUpload: true,
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
        default: '0',
        required: true,
        description: {
          en: 'The ID of the folder shown as the root of this storage: `0` for the whole drive, or the ID of one folder (the 32-character string in the address when the folder is open in the UC website).',
          zh: '作为存储根目录的文件夹 ID：`0` 表示整个网盘；也可以填某个文件夹的 ID（在UC网页版中打开该文件夹时，地址里那串 32 位字符）。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "Leave empty at first: on save, the driver shows a QR code in the storage's status; after you scan it with the UC app and save again, AList fills in the refresh token of the TV client's sign-in by itself, and replaces it whenever it is renewed. Only paste a value here to move an existing sign-in from another storage.",
          zh: '首次添加时留空：保存后驱动会在存储状态中显示二维码；用UC App 扫码后再保存一次，AList 会自动填入 TV 客户端登录的刷新令牌，并在每次续期时更新。只有要把别处已有的登录搬过来时，才需要手动粘贴。',
        },
      },
      {
        name: 'device_id',
        label: {en: 'Device id', zh: '设备id'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The device ID the driver presents as the TV client; it is part of every request's signature. Empty: AList generates a random one on the first start and saves it. Keep it once the storage is signed in; changing it may end the sign-in.",
          zh: '驱动冒充 TV 客户端时使用的设备 ID，参与每个请求的签名。留空时 AList 会在首次启动时随机生成并保存。登录之后请保持不变，改动可能导致登录失效。',
        },
      },
      {
        name: 'query_token',
        label: {en: 'Query token', zh: '查询令牌'},
        type: 'string',
        default: '',
        required: false,
        help: {en: "don't edit'", zh: '不要编辑'},
        description: {
          en: 'Filled in by the driver: the token of the pending QR code sign-in, with which AList fetches the refresh token once you have scanned the code. Do not edit it; empty it (together with **Refresh token**) to get a new QR code.',
          zh: '由驱动自动填写：待完成的扫码登录的令牌，扫码之后 AList 凭它取得刷新令牌。请不要修改；要重新获取二维码时，把它和“刷新令牌”一起清空。',
        },
      },
    ],
    mounts: {
      en: "Your own UC drive (UC网盘) signed in as UC's TV client by scanning a QR code; read-only.",
      zh: '以 UC TV 客户端的身份扫码登录，只读挂载自己的 UC 网盘。',
    },
    login: ['qrcode'],
  },
} satisfies DriverFile;

export default drivers;
