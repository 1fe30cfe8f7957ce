import type {DriverFile} from './types';

/** `drivers/aliyundrive` of AList v3.45.0. */
const drivers = {
  Aliyundrive: {
    name: 'Aliyundrive',
    dir: 'aliyundrive',
    displayName: {en: 'Aliyundrive', zh: '阿里云盘'},
    redirectNeeds: 'referer',
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
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
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: 'root',
        required: true,
        description: {
          en: "The ID of the folder shown as the root of this storage. `root` is the top of the account's default drive (on current accounts the backup drive, 备份盘). For one folder, open it at www.alipan.com and copy the last part of the address (a string of 40 hexadecimal characters). Folders of the resource library (资源库) live in another drive and cannot be mounted with this driver.",
          zh: '作为存储根目录的文件夹 ID。`root` 表示账号默认盘（现在的账号即“备份盘”）的最顶层。只挂载某个文件夹时，在 www.alipan.com 打开它，复制地址栏最后一段（40 位十六进制字符串）。“资源库”里的文件夹属于另一个盘，本驱动无法挂载。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The refresh token of Aliyundrive's web client, a 32-character string kept in the browser's local storage under the key `token` after you sign in at www.alipan.com (see the steps on this page). A token from the open platform or this site's Aliyundrive tool is a different kind and does not work here. AList exchanges it at start-up and every two hours and saves the new token Aliyundrive returns; signing out in the browser, or using the same token in a second storage, invalidates it.",
          zh: '阿里云盘网页版的刷新令牌：在 www.alipan.com 登录后，浏览器本地存储中 `token` 一项里的 32 位字符串（获取步骤见本页）。开放平台或本站阿里云盘工具得到的令牌是另一种，这里不能用。AList 在启动时和之后每两小时用它换取访问令牌，并保存阿里云盘返回的新令牌；在浏览器中退出登录，或把同一个令牌填进第二个存储，都会使它失效。',
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
      {
        name: 'rapid_upload',
        label: {en: 'Rapid upload', zh: '秒传'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: "Try Aliyundrive's instant upload (秒传) first: AList sends a hash of the file's first 1 KiB and, if Aliyundrive already has a file with that start, the SHA-1 of the whole file; when Aliyundrive already stores the same content, the upload completes without sending the data. Computing the SHA-1 means reading the whole file first, into a temporary file when the upload is a stream, so large uploads take longer to start.",
          zh: '先尝试阿里云盘的秒传：AList 提交文件前 1 KiB 的哈希，若阿里云盘有开头相同的文件，再计算整个文件的 SHA-1；云端已有相同内容时，不传数据即可完成上传。计算 SHA-1 需要先把整个文件读一遍（流式上传时会先写入临时文件），所以大文件开始上传前要等一段时间。',
        },
      },
      {
        name: 'internal_upload',
        label: {en: 'Internal upload', zh: '内部上传'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: "Send the upload parts to the internal (Alibaba Cloud network) address of Aliyundrive's storage instead of the public one. Only useful when AList runs on an Alibaba Cloud ECS server in the Beijing region; anywhere else the internal address cannot be reached and uploads fail.",
          zh: '把上传分片发到阿里云盘存储的内网地址而不是公网地址。只有 AList 运行在阿里云华北 2（北京）地域的 ECS 上时才有用；在其他地方内网地址无法访问，上传会失败。',
        },
      },
    ],
    alert: {
      level: 'warning',
      text: {
        en: 'There may be an infinite loop bug in this driver.\nDeprecated, no longer maintained and will be removed in a future version.\nWe recommend using the official driver AliyundriveOpen.',
        zh: '在这个驱动中可能有一个死循环的错误。\n已废弃，不再维护，并将在未来的版本中删除。\n我们建议使用官方驱动的 阿里云盘Open。',
      },
    },
    mounts: {
      en: 'Your own Aliyundrive (阿里云盘) drive through the private API of its web client (deprecated).',
      zh: '通过网页版私有接口挂载自己的阿里云盘（已弃用）。',
    },
    login: ['token'],
  },
} satisfies DriverFile;

export default drivers;
