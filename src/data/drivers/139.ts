import type {DriverFile} from './types';

/** `drivers/139` of AList v3.45.0. */
const drivers = {
  '139Yun': {
    name: '139Yun',
    dir: '139',
    displayName: {en: '139Yun', zh: '中国移动云盘'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
      checkStatus: false,
      noOverwriteUpload: false,
      proxyRangeOption: true,
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
      other: true,
    },
    fields: [
      {
        name: 'authorization',
        label: {en: 'Authorization', zh: 'Authorization'},
        type: 'text',
        default: '',
        required: true,
        description: {
          en: 'The value of the `Authorization` header that the 中国移动云盘 website (yun.139.com) sends once you are signed in, without the word `Basic ` in front: a Base64 string that holds your phone number and a token with its expiry date (see the steps on this page). AList renews the token every 12 hours when less than 15 days are left and saves the new value; once the date has passed the storage fails with `authorization has expired` and needs a fresh header.',
          zh: '登录中国移动云盘网页版（yun.139.com）后，网页请求中 `Authorization` 请求头的值，不要前面的 `Basic `：这是一段 Base64 字符串，里面包含手机号和一个带到期时间的令牌（步骤见本页）。剩余有效期不足 15 天时，AList 每 12 小时续期一次并保存新值；一旦过期，存储会报 `authorization has expired`，需要重新复制。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The ID of the folder shown as the root of this storage. Empty means the top of the chosen space: `/` for `personal_new`, `root` for `personal`, the group itself for `group`. For one folder, take its file or catalog ID from the web app's requests (developer tools, Network tab).",
          zh: '作为存储根目录的文件夹 ID。留空表示所选空间的顶层：`personal_new` 为 `/`，`personal` 为 `root`，`group` 为该共享群本身。只挂载某个文件夹时，从网页版的请求中（开发者工具“网络”面板）取它的文件 ID 或目录 ID。',
        },
      },
      {
        name: 'type',
        label: {en: 'Type', zh: '类型'},
        type: 'select',
        default: 'personal_new',
        required: false,
        options: [
          {value: 'personal_new', zh: '新的个人盘'},
          {value: 'family', zh: '家庭云'},
          {value: 'group', zh: '共享群'},
          {value: 'personal', zh: '个人云'},
        ],
        changes: [
          {version: 'v3.42.0', key: 'default', from: 'personal'},
          {version: 'v3.42.0', key: 'options', from: 'personal,family,personal_new'},
        ],
        description: {
          en: 'Which space to mount: `personal_new`, the personal cloud through its current API (the default since v3.42.0, for most accounts); `personal`, the personal cloud through the older API; `family`, a family cloud (家庭云); `group`, a shared group (共享群). `family` and `group` also need **Cloud id**.',
          zh: '挂载哪个空间：`personal_new`，通过现行接口访问个人云（v3.42.0 起的默认值，适合大多数账号）；`personal`，通过旧接口访问个人云；`family`，家庭云；`group`，共享群。`family` 和 `group` 还需要填写“Cloud id”。',
        },
      },
      {
        name: 'cloud_id',
        label: {en: 'Cloud id', zh: 'Cloud id'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "For `family`: the family cloud's ID (`cloudID` in the body of the web app's family-cloud requests). For `group`: the group's ID (`groupID` in its requests). Unused for the personal types.",
          zh: '`family` 时填家庭云的 ID（网页版家庭云请求正文中的 `cloudID`）；`group` 时填共享群的 ID（其请求中的 `groupID`）。个人云类型不需要。',
        },
      },
      {
        name: 'custom_upload_part_size',
        label: {en: 'Custom upload part size', zh: '自定义上传分片大小'},
        type: 'number',
        default: '0',
        required: false,
        help: {en: '0 for auto', zh: '0 为自动设置'},
        since: 'v3.41.0',
        description: {
          en: 'The size of each upload part in bytes; `0` lets AList choose 100 MiB, or 512 MiB for files over 30 GB. Applies to the `personal_new`, `personal` and `family` types.',
          zh: '每个上传分片的大小，单位为字节；`0` 表示由 AList 决定：100 MiB，超过 30 GB 的文件用 512 MiB。适用于 `personal_new`、`personal` 和 `family` 类型。',
        },
      },
      {
        name: 'report_real_size',
        label: {en: 'Report real size', zh: '报告真实大小'},
        type: 'bool',
        default: 'true',
        required: false,
        help: {en: 'Enable to report the real file size during upload', zh: '启用在上传时报告真实文件大小'},
        since: 'v3.45.0',
        description: {
          en: "For uploads of the `personal` and `family` types: declare the file's real size when the upload starts (on, the default), or declare 0 (off). Declaring 0 is how AList got past 139's upload size check before v3.45.0; turn it off only if large uploads are refused with the real size.",
          zh: '对 `personal` 和 `family` 类型的上传：开始上传时申报文件的真实大小（打开，默认），或者申报为 0（关闭）。申报 0 是 v3.45.0 以前 AList 绕过 139 上传大小检查的办法；只有在申报真实大小时大文件被拒绝，才需要关闭。',
        },
      },
      {
        name: 'use_large_thumbnail',
        label: {en: 'Use large thumbnail', zh: '使用大缩略图'},
        type: 'bool',
        default: 'false',
        required: false,
        help: {en: 'Enable to use large thumbnail for images', zh: '启用图像使用大缩略图'},
        since: 'v3.45.0',
        description: {
          en: 'Show the large thumbnails 139 generates for images instead of the small ones (`personal_new` type only). Nicer previews in the grid view, at the cost of more data per thumbnail.',
          zh: '使用 139 为图片生成的大缩略图而不是小缩略图（仅 `personal_new` 类型）。网格视图的预览更清晰，但每张缩略图的数据量更大。',
        },
      },
    ],
    mounts: {
      en: "The personal cloud, a family cloud or a shared group of 中国移动云盘 (China Mobile's 139 cloud), with the Authorization header of a signed-in web session.",
      zh: '用已登录网页会话的 Authorization 请求头，挂载中国移动云盘的个人云、家庭云或共享群。',
    },
    login: ['token'],
  },
} satisfies DriverFile;

export default drivers;
