import type {DriverFile} from './types';

/** `drivers/cloudreve_v4` of AList v3.45.0. */
const drivers = {
  'Cloudreve V4': {
    name: 'Cloudreve V4',
    dir: 'cloudreve_v4',
    displayName: {en: 'Cloudreve V4', zh: 'Cloudreve V4'},
    since: 'v3.45.0',
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: 'cloudreve://my',
      checkStatus: true,
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
      other: false,
    },
    fields: [
      {
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: 'cloudreve://my',
        required: true,
        description: {
          en: "The Cloudreve URI of the folder to mount. The default `cloudreve://my` is the account's own files; `cloudreve://my/Videos` is a folder in them.",
          zh: '要挂载的文件夹在 Cloudreve 中的 URI。默认值 `cloudreve://my` 表示账号自己的文件；`cloudreve://my/Videos` 表示其中的一个文件夹。',
        },
      },
      {
        name: 'address',
        label: {en: 'Address', zh: '地址'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The address of the Cloudreve 4 site, as opened in a browser: `https://cloud.example.com` (a trailing slash is removed). The driver calls its `/api/v4` API; for a Cloudreve 3.x site use the Cloudreve driver.',
          zh: 'Cloudreve 4 站点的地址，即在浏览器中打开的地址：`https://cloud.example.com`（末尾的斜杠会被去掉）。驱动调用的是 `/api/v4` 接口；Cloudreve 3.x 站点请用 Cloudreve 驱动。',
        },
      },
      {
        name: 'username',
        label: {en: 'Username', zh: '用户名'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The e-mail address of the account. With the password, AList signs in when the storage starts and again whenever Cloudreve reports the session expired, and saves the tokens it gets into the two token fields. A simple image captcha is read by the OCR service of the `ocr_api` setting; other captcha types cannot be passed.',
          zh: '账号的邮箱。与密码一起使用时，AList 在存储启动时登录，Cloudreve 提示会话过期时重新登录，并把得到的令牌保存到两个令牌字段中。普通图片验证码会交给 `ocr_api` 设置中的识别服务处理；其他类型的验证码无法通过。',
        },
      },
      {
        name: 'password',
        label: {en: 'Password', zh: '密码'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The account's password. Accounts without password sign-in, or with a passkey registered, cannot sign in this way.",
          zh: '账号的密码。没有启用密码登录、或登记了通行密钥（passkey）的账号不能用这种方式登录。',
        },
      },
      {
        name: 'access_token',
        label: {en: 'Access token', zh: '访问令牌'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The access token sent as `Bearer` with every request. With a user name and password, leave it empty: AList fills it in. Pasting one alone works only until it expires, because in v3.45.0 the driver renews tokens by signing in again, which needs the user name and password.',
          zh: '每次请求以 `Bearer` 方式发送的访问令牌。填了用户名和密码时留空即可，AList 会自动填写。只粘贴令牌的话，只能用到它过期为止：v3.45.0 的驱动是靠重新登录来续期的，而这需要用户名和密码。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The refresh token Cloudreve issues with the access token. AList saves it here after each sign-in; in v3.45.0 it is not used to renew the access token (the driver signs in again instead), so leave it to AList.',
          zh: 'Cloudreve 随访问令牌一起签发的刷新令牌。AList 每次登录后会保存到这里；v3.45.0 中它并不用于续期访问令牌（驱动改为重新登录），交给 AList 管理即可。',
        },
      },
      {
        name: 'custom_ua',
        label: {en: 'Custom ua', zh: '自定义UA'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "A User-Agent sent with every request to Cloudreve instead of AList's default, for sites behind a firewall or proxy that filters clients. Leave empty normally.",
          zh: '向 Cloudreve 发送请求时使用的 User-Agent，替代 AList 的默认值，适用于前面有按客户端过滤的防火墙或代理的站点。一般留空。',
        },
      },
      {
        name: 'enable_folder_size',
        label: {en: 'Enable folder size', zh: '启用文件夹大小'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: 'Show the total size of each folder, at the cost of one extra request per folder in every listing.',
          zh: '显示每个文件夹的总大小，代价是每次列目录时，每个文件夹都要多发一次请求。',
        },
      },
      {
        name: 'enable_thumb',
        label: {en: 'Enable thumb', zh: '启用缩略图'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: "Show Cloudreve's thumbnails, at the cost of one extra request per file in every listing.",
          zh: '显示 Cloudreve 的缩略图，代价是每次列目录时，每个文件都要多发一次请求。',
        },
      },
      {
        name: 'enable_version_upload',
        label: {en: 'Enable version upload', zh: '启用版本上传'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: "Send uploads as new versions of a file (Cloudreve's version entity) instead of as plain new files, for sites that keep file versions.",
          zh: '上传时以文件新版本（Cloudreve 的版本实体）的方式发送，而不是作为普通的新文件，适用于保留文件版本的站点。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: 'name',
        required: true,
        options: [
          {value: 'name', zh: '名称'},
          {value: 'size', zh: '大小'},
          {value: 'updated_at', zh: '修改时间'},
          {value: 'created_at', zh: '创建时间'},
        ],
        description: {
          en: 'The order in which Cloudreve returns listings: by name, size, modification time or creation time. Cloudreve sorts, not AList, so the common sorting options are absent for this driver.',
          zh: 'Cloudreve 返回列表的排序依据：名称、大小、修改时间或创建时间。排序由 Cloudreve 完成而不是 AList，所以这个驱动没有通用的排序选项。',
        },
      },
      {
        name: 'order_direction',
        label: {en: 'Order direction', zh: '排序方式'},
        type: 'select',
        default: 'asc',
        required: true,
        options: [
          {value: 'asc', zh: '升序'},
          {value: 'desc', zh: '降序'},
        ],
        description: {en: 'Ascending or descending order for the sorting above.', zh: '上述排序的升序或降序。'},
      },
    ],
    mounts: {
      en: 'The files of an account on a Cloudreve 4 server (since v3.45.0), signing in with its e-mail and password.',
      zh: '用邮箱和密码登录，挂载 Cloudreve 4 服务器上某个账号的文件（v3.45.0 新增）。',
    },
    login: ['password', 'token'],
  },
} satisfies DriverFile;

export default drivers;
