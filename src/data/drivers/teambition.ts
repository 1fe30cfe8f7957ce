import type {DriverFile} from './types';

/** `drivers/teambition` of AList v3.45.0. */
const drivers = {
  Teambition: {
    name: 'Teambition',
    dir: 'teambition',
    displayName: {en: 'Teambition', zh: 'Teambition网盘'},
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
      mkdir: true,
      move: true,
      rename: true,
      copy: true,
      remove: true,
      upload: true,
      uploadUrl: false,
      decompress: false,
      archive: false,
      other: false,
    },
    fields: [
      {
        name: 'region',
        label: {en: 'Region', zh: '地区'},
        type: 'select',
        default: '',
        required: true,
        options: [
          {value: 'china', zh: '中国'},
          {value: 'international', zh: '国际版'},
        ],
        description: {
          en: 'Where the Teambition organization lives: `china` for www.teambition.com, `international` for us.teambition.com. It picks the host AList sends the cookie to, so it must be the site where you copied the cookie.',
          zh: 'Teambition 组织所在的站点：`china` 对应 www.teambition.com，`international` 对应 us.teambition.com。它决定 AList 把 Cookie 发往哪个域名，必须与复制 Cookie 的站点一致。',
        },
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The whole `Cookie` header of a signed-in Teambition session, copied from the browser's developer tools (it contains `TEAMBITION_SESSIONID`). Signing out in that browser ends it, and the storage then fails on the next request.",
          zh: '从浏览器开发者工具中复制的、已登录 Teambition 会话的完整 `Cookie` 请求头（其中包含 `TEAMBITION_SESSIONID`）。在该浏览器中退出登录后它就会失效，存储在下一次请求时报错。',
        },
      },
      {
        name: 'project_id',
        label: {en: 'Project id', zh: '项目 ID'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The ID of the project whose files you mount: the 24-character hexadecimal part after `/project/` in the address of the project.',
          zh: '要挂载其文件的项目 ID：项目地址中 `/project/` 后面那串 24 位十六进制字符。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The ID of the folder of the project's files that becomes the root of this storage: open the project's Files tab and copy the part after `/works/` in the address (the top folder of the files, or any folder below it).",
          zh: '作为存储根目录的项目文件夹 ID：打开项目的“文件”标签页，复制地址中 `/works/` 后面的部分（可以是文件的顶层文件夹，也可以是其下任意文件夹）。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: 'fileName',
        required: false,
        options: [
          {value: 'fileName', zh: '文件名'},
          {value: 'fileSize', zh: '文件大小'},
          {value: 'updated', zh: '修改时间'},
          {value: 'created', zh: '创建时间'},
        ],
        description: {
          en: 'The key Teambition sorts listings by: `fileName`, `fileSize`, `updated` or `created`.',
          zh: 'Teambition 列出文件时的排序依据：`fileName`（名称）、`fileSize`（大小）、`updated`（更新时间）或 `created`（创建时间）。',
        },
      },
      {
        name: 'order_direction',
        label: {en: 'Order direction', zh: '排序方式'},
        type: 'select',
        default: 'Asc',
        required: false,
        options: [
          {value: 'Asc', zh: '升序'},
          {value: 'Desc', zh: '降序'},
        ],
        description: {
          en: '`Asc` (ascending) or `Desc` (descending) for `order_by`, with the capital letter Teambition expects.',
          zh: '“排序”的方式：`Asc` 为升序，`Desc` 为降序（首字母大写是 Teambition 要求的写法）。',
        },
      },
      {
        name: 'use_s3_upload_method',
        label: {en: 'Use s3 upload method', zh: '使用 s3 上传方法'},
        type: 'bool',
        default: 'true',
        required: false,
        description: {
          en: 'On (the default): uploads ask Teambition for temporary object-storage credentials and send the file with the S3 protocol, the method of the current web site. Off: the older upload service, in one request up to 20 MiB and in chunks above; try it only if the S3 method fails.',
          zh: '打开（默认）时，上传先向 Teambition 申请临时对象存储凭证，再通过 S3 协议发送文件，这是当前网页版使用的方式。关闭时使用旧的上传服务：20 MiB 以内一次上传，更大的分片上传；只有 S3 方式失败时才需要尝试。',
        },
      },
    ],
    mounts: {
      en: 'The files of a Teambition project, signed in with a browser cookie.',
      zh: '用浏览器 Cookie 登录，挂载 Teambition 项目中的文件。',
    },
    login: ['cookie'],
  },
} satisfies DriverFile;

export default drivers;
