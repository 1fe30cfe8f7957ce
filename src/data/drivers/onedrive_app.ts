import type {DriverFile} from './types';

/** `drivers/onedrive_app` of AList v3.45.0. */
const drivers = {
  OnedriveAPP: {
    name: 'OnedriveAPP',
    dir: 'onedrive_app',
    displayName: {en: 'OnedriveAPP', zh: 'OnedriveAPP'},
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
          en: "The folder of the user's OneDrive that becomes the root of this storage, as a path from the top of the drive: `/` for the whole drive, `/Projects/2025` for one folder.",
          zh: '挂载到 AList 的起始文件夹，以该用户 OneDrive 根目录开始的路径表示：`/` 表示整个网盘，`/Projects/2025` 表示只挂载这个文件夹。',
        },
      },
      {
        name: 'region',
        label: {en: 'Region', zh: '地区'},
        type: 'select',
        default: 'global',
        required: true,
        options: [
          {value: 'global', zh: '全局'},
          {value: 'cn', zh: '世纪互联'},
          {value: 'us', zh: '美国版'},
          {value: 'de', zh: '德国版'},
        ],
        description: {
          en: 'The Microsoft cloud of the tenant: `global` for Microsoft 365 worldwide, `cn` for the 21Vianet-operated cloud in China, `us` for US Government (GCC High/DoD), `de` for the former Microsoft Cloud Deutschland. It picks the sign-in and Graph hosts, so it must be the cloud where the app is registered.',
          zh: '租户所在的微软云：`global` 为国际版 Microsoft 365，`cn` 为世纪互联运营的中国版，`us` 为美国政府云，`de` 为已停止服务的德国云。它决定了登录和 Graph 接口的域名，必须与注册应用的云一致。',
        },
      },
      {
        name: 'client_id',
        label: {en: 'Client id', zh: '客户端ID'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The Application (client) ID of the app registered in the tenant (Microsoft Entra ID → App registrations → your app → Overview).',
          zh: '在该租户中注册的应用的“应用程序(客户端) ID”（Microsoft Entra ID → 应用注册 → 你的应用 → 概述）。',
        },
      },
      {
        name: 'client_secret',
        label: {en: 'Client secret', zh: '客户端密钥'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The Value of a client secret of that app, shown once when you create it under Certificates & secrets (not the Secret ID). When it expires, the storage stops; create a new one and enter it here.',
          zh: '该应用客户端密码的“值”，在“证书和密码”中新建时只显示一次（不是“机密 ID”）。密码过期后存储会停止工作，需要新建一个并填到这里。',
        },
      },
      {
        name: 'tenant_id',
        label: {en: 'Tenant id', zh: '租户 ID'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The Directory (tenant) ID shown on the app's Overview page, a GUID; the tenant's domain such as `contoso.onmicrosoft.com` works too. The token is requested from this tenant, so it must be the one that holds the app and the user.",
          zh: '应用“概述”页上的“目录(租户) ID”，是一个 GUID；也可以填租户域名，如 `contoso.onmicrosoft.com`。令牌向这个租户申请，所以它必须是应用和用户所在的租户。',
        },
      },
      {
        name: 'email',
        label: {en: 'Email', zh: '邮箱'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The user whose OneDrive is mounted, by sign-in name (user principal name, usually the work email such as `alice@contoso.com`). Leave it empty and every request fails; the user needs a OneDrive licence and must have opened OneDrive once so that the drive exists.',
          zh: '要挂载其 OneDrive 的用户，填登录名（用户主体名称，一般就是工作邮箱，如 `alice@contoso.com`）。留空则所有请求都会失败；该用户需要有 OneDrive 许可证，并且至少打开过一次 OneDrive，网盘才会被创建。',
        },
      },
      {
        name: 'chunk_size',
        label: {en: 'Chunk size', zh: '分片大小'},
        type: 'number',
        default: '5',
        required: false,
        description: {
          en: 'Size in MiB of each part when uploading a file larger than 4 MiB through an upload session (smaller files go in one request). Microsoft wants parts in multiples of 320 KiB, which in whole MiB means 5, 10, 15 … up to 60. Values below 1 fall back to 5.',
          zh: '上传大于 4 MiB 的文件时每个分片的大小（MiB），小文件一次上传。微软要求分片是 320 KiB 的整数倍，换成整数 MiB 就是 5、10、15……最大 60。小于 1 时按 5 处理。',
        },
      },
      {
        name: 'custom_host',
        label: {en: 'Custom host', zh: '自定义HOST'},
        type: 'string',
        default: '',
        required: false,
        help: {en: 'Custom host for onedrive download link', zh: '自定义加速下载链接'},
        description: {
          en: "A host name that replaces the host of the download links Microsoft returns (for example a reverse proxy or CDN in front of `*.sharepoint.com`). Leave it empty to hand out Microsoft's links unchanged.",
          zh: '用来替换微软下载链接中域名的主机名（例如架在 `*.sharepoint.com` 前面的反向代理或 CDN）。留空则原样使用微软的链接。',
        },
      },
    ],
    mounts: {
      en: 'The OneDrive of any user of a Microsoft 365 organization, through an app with application permissions.',
      zh: '通过拥有应用程序权限的应用，挂载 Microsoft 365 组织中任意用户的 OneDrive。',
    },
    login: ['keys'],
  },
} satisfies DriverFile;

export default drivers;
