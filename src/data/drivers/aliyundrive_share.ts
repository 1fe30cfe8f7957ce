import type {DriverFile} from './types';

/** `drivers/aliyundrive_share` of AList v3.45.0. */
const drivers = {
  AliyundriveShare: {
    name: 'AliyundriveShare',
    dir: 'aliyundrive_share',
    displayName: {en: 'AliyundriveShare', zh: '阿里云盘分享'},
    redirectNeeds: 'referer',
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: 'root',
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
      other: true,
    },
    fields: [
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The web-client refresh token of any Aliyundrive account (got as for the Aliyundrive driver on this page): the share is opened as that account. AList exchanges it at start-up and every two hours and saves the new one, so do not put the same token in another storage.',
          zh: '任意一个阿里云盘账号的网页版刷新令牌（获取方法与本页 Aliyundrive 驱动相同），AList 以该账号的身份打开分享。AList 在启动时和之后每两小时换取一次并保存新令牌，所以不要把同一个令牌再填进别的存储。',
        },
      },
      {
        name: 'share_id',
        label: {en: 'Share id', zh: '分享ID'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The ID of the share: the part after `/s/` in the share link, for example `AbCdEf12345` in `https://www.alipan.com/s/AbCdEf12345`.',
          zh: '分享的 ID，即分享链接中 `/s/` 后面的部分，例如 `https://www.alipan.com/s/AbCdEf12345` 中的 `AbCdEf12345`。',
        },
      },
      {
        name: 'share_pwd',
        label: {en: 'Share pwd', zh: '分享密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The share's extraction code (提取码), for shares that have one; leave empty otherwise. A wrong code stops the storage when it starts.",
          zh: '分享的提取码，没有就留空。提取码错误时存储无法启动。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: 'root',
        required: true,
        description: {
          en: 'The folder of the share shown as the root of this storage. `root` shows the whole share; for a subfolder, open it in the share page and copy the ID after `/folder/` in the address.',
          zh: '作为存储根目录的分享内文件夹。`root` 表示整个分享；只挂载其中某个子文件夹时，在分享页面打开它，复制地址中 `/folder/` 后面的 ID。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: '',
        required: false,
        options: [
          {value: 'name', zh: '名称'},
          {value: 'size', zh: '大小'},
          {value: 'updated_at', zh: '修改时间'},
          {value: 'created_at', zh: '创建时间'},
        ],
        description: {
          en: "The order Aliyundrive returns a folder's entries in: by `name`, `size`, `updated_at` (modified) or `created_at`. AList passes it to Aliyundrive's list call and keeps that order; empty leaves it to Aliyundrive's default.",
          zh: '文件列表的排序字段：`name`（名称）、`size`（大小）、`updated_at`（修改时间）或 `created_at`（创建时间）。AList 把它传给阿里云盘的列表接口并保持返回的顺序；留空则使用阿里云盘的默认顺序。',
        },
      },
      {
        name: 'order_direction',
        label: {en: 'Order direction', zh: '排序方式'},
        type: 'select',
        default: '',
        required: false,
        options: [
          {value: 'ASC', zh: '升序'},
          {value: 'DESC', zh: '降序'},
        ],
        description: {
          en: '`ASC` (ascending) or `DESC` (descending), applied to **Order by**. Empty leaves the direction to Aliyundrive.',
          zh: '`ASC`（升序）或 `DESC`（降序），配合“排序”使用。留空时由阿里云盘决定。',
        },
      },
    ],
    mounts: {
      en: "Someone's Aliyundrive share link, read-only (listing works; downloads are unreliable).",
      zh: '以只读方式挂载阿里云盘的分享链接（可以浏览，下载不可靠）。',
    },
    login: ['share', 'token'],
  },
} satisfies DriverFile;

export default drivers;
