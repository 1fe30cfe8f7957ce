import type {DriverFile} from './types';

/** `drivers/uss` of AList v3.45.0. */
const drivers = {
  USS: {
    name: 'USS',
    dir: 'uss',
    displayName: {en: 'USS', zh: '又拍云存储'},
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '/',
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
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {
          en: 'The folder of the service to show as the root of this storage, such as `/` for everything or `/video`.',
          zh: '作为存储根目录显示的服务内文件夹，例如 `/` 表示全部内容，或 `/video`。',
        },
      },
      {
        name: 'bucket',
        label: {en: 'Bucket', zh: '存储桶'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The name of the cloud storage service (服务名称) as it appears in the UPYUN console; UPYUN calls services what other providers call buckets.',
          zh: '云存储服务的服务名称，与又拍云控制台中显示的一致；又拍云的“服务”相当于其他服务商的存储桶。',
        },
      },
      {
        name: 'endpoint',
        label: {en: 'Endpoint', zh: 'Endpoint'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "A domain bound to the service, used only to build download links: your own accelerated domain (`cdn.example.com`) or the test domain UPYUN gives the service. Without `http://` or `https://`, `https://` is used. Listings and uploads go to UPYUN's API, not to this domain.",
          zh: '绑定到该服务的域名，只用来拼出下载链接：你自己的加速域名（`cdn.example.com`），或又拍云分配给该服务的测试域名。不写 `http://` 或 `https://` 时按 `https://` 处理。列目录和上传走又拍云的 API，与这个域名无关。',
        },
      },
      {
        name: 'operator_name',
        label: {en: 'Operator name', zh: '操作员名称'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The name of a UPYUN operator (操作员) authorised on this service, with read permission, plus write and delete permission for uploads and changes. Operators are created in the UPYUN console and then granted to the service.',
          zh: '已授权到该服务的又拍云操作员名称，需要有读取权限；要上传和修改，还需要写入和删除权限。操作员在又拍云控制台中创建，然后授权给服务。',
        },
      },
      {
        name: 'operator_password',
        label: {en: 'Operator password', zh: '操作员密码'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "That operator's password. It signs every API request, and also the download links when no anti-theft chain token is set.",
          zh: '该操作员的密码。它用于为每个 API 请求签名；未填写反盗链令牌时，也用来为下载链接签名。',
        },
      },
      {
        name: 'anti_theft_chain_token',
        label: {en: 'Anti theft chain token', zh: '反盗链令牌'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The key of the service's token anti-leech protection (Token 防盗链), if it is turned on in the UPYUN console. Download links then carry a `_upt` signature made with this key, valid for `sign_url_expire` hours. Empty: links are signed with the operator password, which UPYUN only checks if token anti-leech uses that same value.",
          zh: '服务的 Token 防盗链密钥（如果在又拍云控制台中开启了 Token 防盗链）。下载链接会带上用该密钥生成的 `_upt` 签名，有效期为“签名链接有效期”小时。留空时用操作员密码签名，只有 Token 防盗链的密钥恰好也是这个值时，又拍云才会认可。',
        },
      },
      {
        name: 'sign_url_expire',
        label: {en: 'Sign url expire', zh: '签名链接有效期'},
        type: 'number',
        default: '4',
        required: false,
        description: {
          en: 'How many hours a signed download link stays valid (default 4). It matters only when token anti-leech is on for the service; without it, UPYUN ignores the signature.',
          zh: '签名下载链接的有效期，单位为小时（默认 4）。只有服务开启了 Token 防盗链时才有意义；未开启时又拍云会忽略签名。',
        },
      },
    ],
    mounts: {
      en: 'A storage service of UPYUN (又拍云) USS, with an operator account, downloads redirected to its accelerated domain.',
      zh: '用操作员账号挂载又拍云存储（USS）的云存储服务，下载重定向到它绑定的加速域名。',
    },
    login: ['password'],
  },
} satisfies DriverFile;

export default drivers;
