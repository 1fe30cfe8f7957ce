import type {DriverFile} from './types';

/** `drivers/azure_blob` of AList v3.45.0. */
const drivers = {
  'Azure Blob Storage': {
    name: 'Azure Blob Storage',
    dir: 'azure_blob',
    displayName: {en: 'Azure Blob Storage', zh: 'Azure Blob 存储'},
    since: 'v3.45.0',
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '',
      checkStatus: true,
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
        name: 'endpoint',
        label: {en: 'Endpoint', zh: 'Endpoint'},
        type: 'string',
        default: 'https://<accountname>.blob.core.windows.net/',
        required: true,
        help: {
          en: 'e.g. https://accountname.blob.core.windows.net/. The full endpoint URL for Azure Storage, including the unique storage account name (3 ~ 24 numbers and lowercase letters only).',
          zh: '例如：https://accountname.blob.core.windows.net/。Azure Storage的完整端点URL，包括唯一的存储帐户名称(3~24 个数字和小写字母)。',
        },
        description: {
          en: 'The Blob service endpoint of the storage account: `https://<account>.blob.core.windows.net/` (Azure portal → the storage account → Endpoints → Blob service), or just the account name. The account name is read from the part before the first dot, so custom domains and emulator addresses cannot be used; other Azure clouds work with their own `blob.core…` host.',
          zh: '存储账户的 Blob 服务终结点：`https://<账户名>.blob.core.windows.net/`（Azure 门户 → 存储账户 → 终结点 → Blob 服务），也可以只填账户名。账户名取自第一个点之前的部分，所以不能用自定义域名或模拟器地址；其他 Azure 云使用各自的 `blob.core…` 主机名即可。',
        },
      },
      {
        name: 'access_key',
        label: {en: 'Access key', zh: '访问密钥'},
        type: 'string',
        default: '',
        required: true,
        help: {
          en: 'The access key for Azure Storage, used for authentication. https://learn.microsoft.com/azure/storage/common/storage-account-keys-manage',
          zh: '用于身份验证的 Azure 存储的访问密钥。https://learn.microsoft.com/azure/storage/common/storage-account-keys-management',
        },
        description: {
          en: 'One of the two access keys of the storage account (Security + networking → Access keys → key1 or key2 → Show, then copy the Key). It grants full control of the whole account, and the account must allow storage account key access.',
          zh: '存储账户两个访问密钥中的一个（安全性 + 网络 → 访问密钥 → key1 或 key2 → 显示，复制“密钥”）。它拥有整个账户的完全控制权，且账户必须允许存储账户密钥访问。',
        },
      },
      {
        name: 'container_name',
        label: {en: 'Container name', zh: '容器名称'},
        type: 'string',
        default: '',
        required: true,
        help: {
          en: 'The name of the container in Azure Storage (created in the Azure portal). https://learn.microsoft.com/azure/storage/blobs/blob-containers-portal',
          zh: '数据存储容器 (在 Azure 存储界面 数据存储>容器 中创建)。https://learn.microsoft.com/azure/storage/blobs/blob-containers-portal',
        },
        description: {
          en: 'The container to mount, which becomes the root of the storage. If it does not exist, AList creates it when the storage starts (container names: 3–63 lowercase letters, digits and hyphens).',
          zh: '要挂载的容器，它就是存储的根目录。如果不存在，AList 会在存储启动时创建它（容器名称：3–63 个小写字母、数字和连字符）。',
        },
      },
      {
        name: 'sign_url_expire',
        label: {en: 'Sign url expire', zh: '签名链接有效期'},
        type: 'number',
        default: '4',
        required: false,
        help: {en: 'The expiration time for SAS URLs, in hours.', zh: 'SAS URLs 的到期时间，以小时为单位。'},
        description: {
          en: 'How many hours a download link (a read-only SAS URL signed with the access key) stays valid; default 4.',
          zh: '下载链接（用访问密钥签名的只读 SAS URL）的有效期，单位为小时，默认 4。',
        },
      },
    ],
    mounts: {
      en: "A container of an Azure Storage account, with the account's access key and SAS download links (since v3.45.0).",
      zh: '用存储账户的访问密钥挂载 Azure 存储账户中的一个容器，下载使用 SAS 链接（v3.45.0 新增）。',
    },
    login: ['keys'],
  },
} satisfies DriverFile;

export default drivers;
