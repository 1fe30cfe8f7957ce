import type {DriverFile} from './types';

/** `drivers/onedrive` of AList v3.45.0. */
const drivers = {
  Onedrive: {
    name: 'Onedrive',
    dir: 'onedrive',
    displayName: {en: 'Onedrive', zh: 'Onedrive'},
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
          en: "The folder of the drive that becomes the root of this storage, as a path from the top of the drive (`/` for the whole drive, `/Documents/Share` for one folder). With SharePoint it is a path inside the site's default document library.",
          zh: '挂载到 AList 的起始文件夹，以网盘根目录开始的路径表示：`/` 表示整个网盘，`/Documents/Share` 表示只挂载这个文件夹。SharePoint 时是站点默认文档库内的路径。',
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
          en: 'The Microsoft cloud the account lives in: `global` for accounts of onedrive.com and Microsoft 365 worldwide, `cn` for the 21Vianet-operated cloud in China (世纪互联), `us` for US Government (GCC High/DoD), `de` for the former Microsoft Cloud Deutschland. It picks the sign-in and Graph hosts, so it must be the cloud where the app is registered.',
          zh: '账号所在的微软云：`global` 为国际版（onedrive.com 和全球的 Microsoft 365），`cn` 为世纪互联运营的中国版，`us` 为美国政府云，`de` 为已停止服务的德国云。它决定了登录和 Graph 接口的域名，必须与注册应用的云一致。',
        },
      },
      {
        name: 'is_sharepoint',
        label: {en: 'Is sharepoint', zh: '是否Sharepoint'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: "Turn on to mount the default document library of a SharePoint site (given by `site_id`) instead of the signed-in user's own OneDrive.",
          zh: '打开后挂载 SharePoint 站点（由“站点ID”指定）的默认文档库，而不是登录账号自己的 OneDrive。',
        },
      },
      {
        name: 'client_id',
        label: {en: 'Client id', zh: '客户端ID'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The Application (client) ID of the app you registered in the Azure portal (Microsoft Entra ID → App registrations → your app → Overview).',
          zh: '在 Azure 门户注册的应用的“应用程序(客户端) ID”（Microsoft Entra ID → 应用注册 → 你的应用 → 概述）。',
        },
      },
      {
        name: 'client_secret',
        label: {en: 'Client secret', zh: '客户端密钥'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The client secret of that app: the **Value** shown once when you create it under Certificates & secrets (not the Secret ID). Secrets expire (at most after 24 months); when it does, create a new one and enter it here.',
          zh: '该应用的客户端密码：在“证书和密码”中新建时只显示一次的“值”（不是“机密 ID”）。密码有有效期（最长 24 个月），过期后需要新建一个并填到这里。',
        },
      },
      {
        name: 'redirect_uri',
        label: {en: 'Redirect uri', zh: '重定向 Uri'},
        type: 'string',
        default: 'https://alist.nn.ci/tool/onedrive/callback',
        required: true,
        description: {
          en: "The redirect URI you registered for the app and used when you got the refresh token; the driver sends it again each time it refreshes the token, so it must match exactly. With this site's token tool it is `https://<this site>/tool/onedrive/callback`; the default is the address of the original AList site's tool.",
          zh: '为应用注册、并在获取刷新令牌时使用的重定向 URI；驱动每次刷新令牌都会再次提交它，必须完全一致。使用本站的令牌工具时为 `https://<本站域名>/tool/onedrive/callback`；默认值是原 AList 文档站工具的地址。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The refresh token from signing in with the app (see the token tool). AList exchanges it for an access token when the storage starts and whenever the access token expires, and saves the new refresh token Microsoft returns, so it keeps working as long as the storage is used at least every 90 days.',
          zh: '用该应用登录后得到的刷新令牌（见令牌工具）。存储启动时以及访问令牌过期时，AList 用它换取新的访问令牌，并把微软返回的新刷新令牌保存下来；只要存储至少每 90 天用一次，它就一直有效。',
        },
      },
      {
        name: 'site_id',
        label: {en: 'Site id', zh: '站点ID'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "With `is_sharepoint` on: the Graph ID of the SharePoint site, of the form `contoso.sharepoint.com,<site collection GUID>,<site GUID>`. The token tool's callback page looks it up from the site's address.",
          zh: '打开“是否Sharepoint”时填写：SharePoint 站点在 Graph 中的 ID，格式为 `contoso.sharepoint.com,<网站集 GUID>,<网站 GUID>`。令牌工具的回调页面可以根据站点地址查出它。',
        },
      },
      {
        name: 'chunk_size',
        label: {en: 'Chunk size', zh: '分片大小'},
        type: 'number',
        default: '5',
        required: false,
        description: {
          en: 'Size in MiB of each part when uploading a file larger than 4 MiB through an upload session (smaller files go in one request). Microsoft wants parts in multiples of 320 KiB, which in whole MiB means 5, 10, 15 … up to 60; larger parts mean fewer requests but more memory per upload. Values below 1 fall back to 5.',
          zh: '上传大于 4 MiB 的文件时每个分片的大小（MiB），小文件一次上传。微软要求分片是 320 KiB 的整数倍，换成整数 MiB 就是 5、10、15……最大 60；分片越大请求越少，但每个上传占用的内存越多。小于 1 时按 5 处理。',
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
      en: 'A personal or work OneDrive, or the document library of a SharePoint site, through Microsoft Graph.',
      zh: '通过 Microsoft Graph 挂载个人版或工作/学校版 OneDrive，或 SharePoint 站点的文档库。',
    },
    login: ['oauth'],
  },
} satisfies DriverFile;

export default drivers;
