import type {DriverFile} from './types';

/** `drivers/febbox` of AList v3.45.0. */
const drivers = {
  FebBox: {
    name: 'FebBox',
    dir: 'febbox',
    displayName: {en: 'FebBox', zh: 'FebBox'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: true,
      needMs: false,
      defaultRoot: '0',
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
      upload: false,
      uploadUrl: false,
      decompress: false,
      archive: false,
      other: false,
    },
    fields: [
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        description: {
          en: "The numeric ID (`fid`) of the FebBox folder that becomes the root of this storage; `0` is the top of the drive. FebBox's web pages do not print folder IDs: to mount a sub-folder, read its `fid` from the `file_list` answers in your browser's developer tools while you open the folder on febbox.com. A wrong ID gives an empty listing or an API error.",
          zh: '作为存储根目录的 FebBox 文件夹的数字 ID（即接口里的 `fid`），`0` 表示整个网盘的根目录。FebBox 网页上不会直接显示文件夹 ID；想只挂载某个子文件夹，可以在 febbox.com 打开该文件夹时，用浏览器开发者工具查看 `file_list` 请求返回的 `fid`。ID 填错时列表为空或接口报错。',
        },
      },
      {
        name: 'client_id',
        label: {en: 'Client id', zh: '客户端ID'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The client ID of a FebBox API application, as FebBox shows it where it issues API credentials for your account. AList sends it with the secret to `https://api.febbox.com/oauth/token` to obtain an access token; a wrong value stops the storage with `oauth2: server response error`.',
          zh: 'FebBox 为你的账号签发 API 凭据时给出的客户端 ID。AList 会把它和客户端密钥一起提交到 `https://api.febbox.com/oauth/token` 换取访问令牌；填错时存储会因 `oauth2: server response error` 而无法启动。',
        },
      },
      {
        name: 'client_secret',
        label: {en: 'Client secret', zh: '客户端密钥'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: 'The client secret that belongs to `client_id`, from the same place at FebBox. Keep it private: together with the ID it gives full access to the drive.',
          zh: '与“客户端ID”配套的客户端密钥，在 FebBox 的同一位置获取。请妥善保管：有了 ID 和密钥，就能完全操作这个网盘。',
        },
      },
      {
        name: 'sort_rule',
        label: {en: 'Sort rule', zh: '排序规则'},
        type: 'select',
        default: 'name_asc',
        required: true,
        options: [
          {value: 'size_asc', zh: '大小升序'},
          {value: 'size_desc', zh: '大小降序'},
          {value: 'name_asc', zh: '名称升序'},
          {value: 'name_desc', zh: '名称降序'},
          {value: 'update_asc', zh: '修改时间正序'},
          {value: 'update_desc', zh: '修改时间倒序'},
          {value: 'ext_asc', zh: '扩展名正序'},
          {value: 'ext_desc', zh: '扩展名倒序'},
        ],
        description: {
          en: "The order in which FebBox returns each folder's listing (by size, name, modification time or extension, ascending or descending). FebBox sorts on its side; AList keeps that order.",
          zh: 'FebBox 返回文件列表时的排序方式：按大小、名称、修改时间或扩展名，升序或降序。排序由 FebBox 服务端完成，AList 按原样显示。',
        },
      },
      {
        name: 'page_size',
        label: {en: 'Page size', zh: '分页大小'},
        type: 'number',
        default: '100',
        required: true,
        help: {en: 'list api per page size of FebBox driver'},
        description: {
          en: 'How many entries AList asks for in each `file_list` request; it keeps asking for further pages until one comes back short. Larger pages mean fewer requests for big folders. A value of `0` or less is treated as `100`.',
          zh: 'AList 每次请求 `file_list` 时获取的条目数；它会一页一页往下取，直到某一页不满为止。每页越大，大文件夹需要的请求次数越少。填 `0` 或负数时按 `100` 处理。',
        },
      },
      {
        name: 'user_ip',
        label: {en: 'User ip', zh: '用户ip'},
        type: 'string',
        default: '',
        required: false,
        help: {
          en: 'user ip address for download link which can speed up the download',
          zh: '用户IP地址用于下载链接，可以加快下载',
        },
        description: {
          en: "The IP address that AList passes to FebBox when it asks for a download link, so that FebBox picks a download server close to that address. Empty means the IP of the visitor who requested the file. Set it to your AList server's public IP when downloads go through AList (**Web proxy**), since the server, not the visitor, then fetches the file.",
          zh: 'AList 向 FebBox 请求下载链接时附带的 IP 地址，FebBox 会据此挑选离这个地址较近的下载服务器。留空时使用发起下载的访客 IP。如果打开了 **Web 代理**，实际下载文件的是 AList 服务器而不是访客，这时应填服务器的公网 IP。',
        },
      },
    ],
    mounts: {
      en: "A FebBox cloud drive, through FebBox's OAuth API with an API client ID and secret.",
      zh: '通过 FebBox 的 OAuth 接口，用 API 客户端 ID 和密钥挂载 FebBox 网盘。',
    },
    login: ['keys'],
  },
} satisfies DriverFile;

export default drivers;
