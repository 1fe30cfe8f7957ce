import type {DriverFile} from './types';

/** `drivers/aliyundrive_open` of AList v3.45.0. */
const drivers = {
  AliyundriveOpen: {
    name: 'AliyundriveOpen',
    dir: 'aliyundrive_open',
    displayName: {en: 'AliyundriveOpen', zh: '阿里云盘Open'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: 'root',
      checkStatus: false,
      noOverwriteUpload: true,
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
        name: 'drive_type',
        label: {en: 'Drive type', zh: '云盘类型'},
        type: 'select',
        default: 'resource',
        required: false,
        options: [
          {value: 'default', zh: '默认'},
          {value: 'resource', zh: '资源库'},
          {value: 'backup', zh: '备份盘'},
        ],
        changes: [{version: 'v3.39.2', key: 'default', from: 'default'}],
        description: {
          en: "Which of the account's drives to mount: `resource` (the resource library, 资源库), `backup` (the backup drive, 备份盘) or `default` (the account's default drive, which on current accounts is the backup drive). The driver asks Aliyundrive for the ID of that drive at start-up; an account without the chosen drive fails with `driveId` errors. The default was `default` until v3.39.2.",
          zh: '要挂载账号里的哪个盘：`resource`（资源库）、`backup`（备份盘）或 `default`（账号的默认盘，现在的账号即备份盘）。驱动启动时向阿里云盘查询该盘的 ID；账号里没有所选的盘时会报 `driveId` 相关的错误。v3.39.2 之前默认值是 `default`。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: 'root',
        required: true,
        description: {
          en: 'The ID of the folder shown as the root of this storage, inside the chosen drive. `root` is the top of the drive; for one folder, open it at www.alipan.com and copy the last part of the address (40 hexadecimal characters).',
          zh: '所选云盘中作为存储根目录的文件夹 ID。`root` 表示该盘的最顶层；只挂载某个文件夹时，在 www.alipan.com 打开它，复制地址栏最后一段（40 位十六进制字符串）。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The open-platform refresh token, a long token in three parts separated by dots (a JWT), from this site's Aliyundrive token tool or from your own app's authorization. The 32-character token of the web client does not work here. AList renews the access token with it when needed, checks that the new token belongs to the same user, and saves the new refresh token into the storage.",
          zh: '开放平台的刷新令牌：一串由两个点分成三段的长令牌（JWT），可用本站的阿里云盘令牌工具获取，或通过你自己的应用授权得到。网页版那种 32 位的令牌在这里不能用。AList 在需要时用它续期访问令牌，核对新令牌属于同一用户，并把新的刷新令牌保存到存储中。',
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
        name: 'oauth_token_url',
        label: {en: 'Oauth token url', zh: 'Oauth令牌链接'},
        type: 'string',
        default: 'https://api.nn.ci/alist/ali_open/token',
        required: false,
        description: {
          en: "The address that renews tokens when **Client id** is empty: an API server that holds the secret of the app you signed in with. The default is the token endpoint of the `api.nn.ci` server, the default API server of this site's tool. If the tool signed you in through another API server, enter that server's address followed by `/alist/ali_open/token`. Ignored when you fill in your own client ID.",
          zh: '“客户端ID”留空时用来续期令牌的地址，即持有你登录时所用应用密钥的 API 服务器。默认值是 `api.nn.ci` 服务器的令牌接口，也就是本站令牌工具默认的 API 服务器。如果在工具中选的是别的 API 服务器，这里填该服务器地址加上 `/alist/ali_open/token`。填写了自己的客户端 ID 时不使用此项。',
        },
      },
      {
        name: 'client_id',
        label: {en: 'Client id', zh: '客户端ID'},
        type: 'string',
        default: '',
        required: false,
        help: {en: "Keep it empty if you don't have one", zh: '如果你没有，请留空'},
        description: {
          en: "The App ID of your own app on the Aliyundrive open platform. Leave it empty when the token came from the tool's default app (the QR code sign-in); then tokens are renewed through **Oauth token url**. When it is filled in, AList renews tokens directly with Aliyundrive using this ID and **Client secret**, and the refresh token must have been issued to this app.",
          zh: '你在阿里云盘开放平台创建的应用的 App ID。令牌来自工具的默认应用（扫码登录）时留空，此时通过“Oauth令牌链接”续期。填写后，AList 直接用这个 ID 和“客户端密钥”向阿里云盘续期，刷新令牌也必须是签发给这个应用的。',
        },
      },
      {
        name: 'client_secret',
        label: {en: 'Client secret', zh: '客户端密钥'},
        type: 'string',
        default: '',
        required: false,
        help: {en: "Keep it empty if you don't have one", zh: '如果你没有，请留空'},
        description: {
          en: 'The App Secret of that app, from the same page of the open platform. Leave it empty together with **Client id**.',
          zh: '该应用的 App Secret，在开放平台的同一页面上。与“客户端ID”一起留空或一起填写。',
        },
      },
      {
        name: 'remove_way',
        label: {en: 'Remove way', zh: '移除方式'},
        type: 'select',
        default: '',
        required: true,
        options: [
          {value: 'trash', zh: '回收站'},
          {value: 'delete', zh: '删除'},
        ],
        description: {
          en: "What deleting a file in AList does: `trash` moves it to Aliyundrive's recycle bin (回收站), where it can be restored; `delete` removes it for good. It also applies to the old file that AList removes when an upload, move, copy or rename replaces a file of the same name. The panel marks it as required, but an empty value behaves like `trash`.",
          zh: '在 AList 中删除文件时的做法：`trash` 移入阿里云盘的回收站，可以恢复；`delete` 直接彻底删除。上传、移动、复制或重命名替换同名文件时，AList 删掉旧文件也按这一项处理。管理面板把它标为必填，但留空时按 `trash` 处理。',
        },
      },
      {
        name: 'rapid_upload',
        label: {en: 'Rapid upload', zh: '秒传'},
        type: 'bool',
        default: '',
        required: false,
        help: {
          en: 'If you enable this option, the file will be uploaded to the server first, so the progress will be incorrect',
          zh: '如果您启用此选项，文件将先上传到服务器，所以进度将不正确',
        },
        description: {
          en: "Try Aliyundrive's instant upload (秒传) for files larger than 100 KiB: AList sends a hash of the first 1 KiB and, when Aliyundrive reports a match, the SHA-1 of the whole file with a proof code; if Aliyundrive already stores the content, nothing is transferred. The SHA-1 needs the whole file first, so a streamed upload is cached in AList's temporary folder before it starts and the progress bar does not move meanwhile.",
          zh: '对大于 100 KiB 的文件先尝试阿里云盘的秒传：AList 提交前 1 KiB 的哈希，阿里云盘提示匹配后再提交整个文件的 SHA-1 和校验码；云端已有相同内容时不传输任何数据。计算 SHA-1 需要整个文件，所以流式上传会先缓存到 AList 的临时目录，这段时间里进度条不动。',
        },
      },
      {
        name: 'internal_upload',
        label: {en: 'Internal upload', zh: '内部上传'},
        type: 'bool',
        default: '',
        required: false,
        help: {
          en: 'If you are using Aliyun ECS is located in Beijing, you can turn it on to boost the upload speed',
          zh: '如果您在使用位于北京的阿里云服务器，您可以开启它来提高上传速度',
        },
        description: {
          en: "Upload the parts over plain HTTP to the internal Alibaba Cloud address of Aliyundrive's Beijing storage instead of `cn-beijing-data.aliyundrive.net`. Only for AList running on an Alibaba Cloud ECS server in the Beijing region, where it is faster and free of public traffic; elsewhere uploads fail.",
          zh: '把分片通过 HTTP 上传到阿里云盘北京存储的阿里云内网地址，而不是 `cn-beijing-data.aliyundrive.net`。只适用于运行在阿里云华北 2（北京）地域 ECS 上的 AList，速度更快且不走公网流量；在其他地方上传会失败。',
        },
      },
      {
        name: 'livp_download_format',
        label: {en: 'Livp download format', zh: 'Livp 下载格式'},
        type: 'select',
        default: 'jpeg',
        required: false,
        options: [
          {value: 'jpeg', zh: 'Jpeg'},
          {value: 'mov', zh: 'Mov'},
        ],
        description: {
          en: 'Which part of an iPhone Live Photo (`.livp` file) a download returns: `jpeg`, the still picture, or `mov`, the short video. Aliyundrive has no single download link for a `.livp` file, only these two streams.',
          zh: '下载 iPhone 实况照片（`.livp` 文件）时返回哪一部分：`jpeg` 为静态图片，`mov` 为那段短视频。阿里云盘不为 `.livp` 文件提供整体的下载链接，只有这两路内容。',
        },
      },
    ],
    mounts: {
      en: "Your own Aliyundrive (阿里云盘) resource library or backup drive, through Aliyundrive's official open platform.",
      zh: '通过阿里云盘官方开放平台挂载自己的资源库或备份盘。',
    },
    login: ['oauth'],
  },
} satisfies DriverFile;

export default drivers;
