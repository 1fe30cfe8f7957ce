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
        description: {en: '', zh: ''},
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
        description: {en: '', zh: ''},
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
        description: {en: '', zh: ''},
      },
      {
        name: 'sign_url_expire',
        label: {en: 'Sign url expire', zh: '签名链接有效期'},
        type: 'number',
        default: '4',
        required: false,
        help: {en: 'The expiration time for SAS URLs, in hours.', zh: 'SAS URLs 的到期时间，以小时为单位。'},
        description: {en: '', zh: ''},
      },
    ],
    mounts: {en: '', zh: ''},
    login: [],
  },
} satisfies DriverFile;

export default drivers;
