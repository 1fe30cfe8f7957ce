import type {DriverFile} from './types';

/** `drivers/google_drive` of AList v3.45.0. */
const drivers = {
  GoogleDrive: {
    name: 'GoogleDrive',
    dir: 'google_drive',
    displayName: {en: 'GoogleDrive', zh: '谷歌云盘'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: true,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: 'root',
      checkStatus: false,
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
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: 'root',
        required: true,
        description: {
          en: "The ID of the folder that becomes the root of this storage: `root` (the default) is My Drive; for a folder or a shared drive, open it in drive.google.com and copy the last part of the address (`https://drive.google.com/drive/folders/<ID>`). With a service account, `root` is the account's own empty drive, so enter the ID of a folder or shared drive shared with it.",
          zh: '作为存储根目录的文件夹 ID：默认的 `root` 表示“我的云端硬盘”；要挂载某个文件夹或共享云端硬盘，在 drive.google.com 中打开它，复制地址最后一段（`https://drive.google.com/drive/folders/<ID>`）。使用服务账号时，`root` 是服务账号自己的空网盘，应填写共享给它的文件夹或共享云端硬盘的 ID。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "Either a refresh token obtained with the client of `client_id` (from this site's Google token tool or `rclone authorize`), or the absolute path, on the AList machine, of a service-account JSON key file or of a folder of such files (the driver then switches to the next file each time it needs a new token). A refresh token of another client fails with `unauthorized_client` or `invalid_grant`.",
          zh: '填写以下两种之一：用“客户端ID”对应的客户端获取的刷新令牌（可用本站的 Google 令牌工具或 `rclone authorize` 获取）；或者 AList 所在机器上服务账号 JSON 密钥文件的绝对路径，也可以是存放多个这种文件的文件夹路径（驱动每次需要新令牌时轮换到下一个文件）。用其他客户端获取的刷新令牌会报 `unauthorized_client` 或 `invalid_grant`。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'string',
        default: '',
        required: false,
        help: {en: 'such as: folder,name,modifiedTime', zh: '例如: folder,name,modifiedTime'},
        description: {
          en: 'The sort keys of the Drive API, comma-separated, such as `folder,name` or `modifiedTime`; allowed keys include `createdTime`, `folder`, `modifiedTime`, `name`, `name_natural`, `quotaBytesUsed`, `recency` and `starred`. Empty: folders first, then by name, then newest first.',
          zh: 'Drive API 的排序字段，用英文逗号分隔，如 `folder,name` 或 `modifiedTime`；可用的字段有 `createdTime`、`folder`、`modifiedTime`、`name`、`name_natural`、`quotaBytesUsed`、`recency`、`starred` 等。留空时先文件夹，再按名称，再按修改时间从新到旧。',
        },
      },
      {
        name: 'order_direction',
        label: {en: 'Order direction', zh: '排序方式'},
        type: 'select',
        default: '',
        required: false,
        options: [
          {value: 'asc', zh: '升序'},
          {value: 'desc', zh: '降序'},
        ],
        description: {
          en: '`asc` or `desc`, appended to the sort keys, so it applies to the last key of `order_by` only. Ignored when `order_by` is empty.',
          zh: '`asc`（升序）或 `desc`（降序），会追加在排序字段之后，因此只作用于“排序”中的最后一个字段。“排序”留空时不起作用。',
        },
      },
      {
        name: 'client_id',
        label: {en: 'Client id', zh: '客户端ID'},
        type: 'string',
        default: '202264815644.apps.googleusercontent.com',
        required: true,
        description: {
          en: 'The OAuth client ID the refresh token was obtained with. The default is a public desktop client that works with tokens from `rclone authorize "drive"`; with your own client from the Google Cloud console (APIs & Services → Credentials), enter its client ID. Not used with service-account files.',
          zh: '获取刷新令牌时所用 OAuth 客户端的 ID。默认值是一个公开的桌面客户端，可配合 `rclone authorize "drive"` 得到的令牌使用；使用自己在 Google Cloud 控制台（API 和服务 → 凭据）创建的客户端时，填它的客户端 ID。使用服务账号文件时不需要。',
        },
      },
      {
        name: 'client_secret',
        label: {en: 'Client secret', zh: '客户端密钥'},
        type: 'string',
        default: 'X4Z3ca8xfWDb1Voo-F9a7ZxJ',
        required: true,
        description: {
          en: 'The client secret that goes with `client_id`, from the same Credentials page. It must belong to the same client as the refresh token; not used with service-account files.',
          zh: '与“客户端ID”配套的客户端密钥，在同一个“凭据”页面查看。必须与刷新令牌属于同一个客户端；使用服务账号文件时不需要。',
        },
      },
      {
        name: 'chunk_size',
        label: {en: 'Chunk size', zh: '分片大小'},
        type: 'number',
        default: '5',
        required: false,
        help: {en: 'chunk size while uploading (unit: MB)', zh: '上传分块大小 (单位: MB)'},
        description: {
          en: 'Upload part size in MiB: files smaller than this go in one request, larger ones in parts of this size through a resumable upload. Google wants parts in multiples of 256 KiB, which any whole number of MiB is. `0` falls back to 5.',
          zh: '上传分片大小（MiB）：小于该值的文件一次上传，更大的文件通过可续传上传按这个大小分片。Google 要求分片是 256 KiB 的整数倍，任何整数 MiB 都满足。填 `0` 时按 5 处理。',
        },
      },
    ],
    mounts: {
      en: 'Google Drive: My Drive, a folder, or a shared drive, with a refresh token or service-account keys.',
      zh: '通过刷新令牌或服务账号密钥挂载 Google 云端硬盘：我的云端硬盘、其中某个文件夹或共享云端硬盘。',
    },
    login: ['oauth', 'keys'],
  },
} satisfies DriverFile;

export default drivers;
