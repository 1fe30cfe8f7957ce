import type {DriverFile} from './types';

/** `drivers/vtencent` of AList v3.45.0. */
const drivers = {
  VTencent: {
    name: 'VTencent',
    dir: 'vtencent',
    displayName: {en: 'VTencent', zh: '腾讯智能创作平台'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: true,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '9',
      checkStatus: false,
      noOverwriteUpload: true,
      proxyRangeOption: false,
    },
    operations: {
      mkdir: true,
      move: true,
      rename: true,
      copy: false,
      remove: true,
      upload: true,
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
        default: '9',
        required: true,
        description: {
          en: 'The ID of the folder (a material class of the platform) that becomes the root of this storage. `9` (the default) is the top of your personal material library, as the driver was written; to mount a sub-folder, take its `ClassId` from the `SearchResource` requests the web app sends (developer tools, Network tab). It must be a number, or creating folders and uploading fail.',
          zh: '作为存储根目录的文件夹（平台中的素材分类）ID。默认的 `9` 是驱动编写时个人素材库的顶层；如果只想挂载某个子文件夹，可以在开发者工具的网络面板中，从网页版发出的 `SearchResource` 请求里找到它的 `ClassId`。必须是数字，否则新建文件夹和上传都会失败。',
        },
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The whole `Cookie` header of a signed-in session at app.v.tencent.com, copied from a request to `api.vs.tencent.com` in the browser's developer tools. AList checks it at start and every 12 hours but never renews it; when the session ends, copy a new one.",
          zh: '已登录 app.v.tencent.com 的会话的完整 `Cookie` 请求头，在浏览器开发者工具中从发往 `api.vs.tencent.com` 的请求里复制。AList 启动时和之后每 12 小时会检查一次，但不会为它续期；会话失效后需要重新复制。',
        },
      },
      {
        name: 'tf_uid',
        label: {en: 'Tf uid', zh: 'Tf uid'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The user ID of the account on the platform, which every file operation names as the owner. Leave it empty: AList reads it from the account at each start and saves it here, replacing whatever was entered.',
          zh: '账号在平台上的用户 ID，每个文件操作都用它指明所有者。留空即可：AList 每次启动都会从账号信息中读取并写回这里，覆盖原来填写的内容。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: '',
        required: false,
        options: [
          {value: 'Name', zh: '名称'},
          {value: 'Size', zh: '大小'},
          {value: 'UpdateTime', zh: '修改时间'},
          {value: 'CreatTime', zh: '创建时间'},
        ],
        description: {
          en: "The field the platform sorts listings by: `Name`, `Size`, `UpdateTime` or `CreatTime` (creation time; the spelling is the platform's). Empty (the default): the platform's own order.",
          zh: '平台列出文件时的排序依据：`Name`（名称）、`Size`（大小）、`UpdateTime`（修改时间）或 `CreatTime`（创建时间，拼写沿用平台接口）。留空（默认）则使用平台自己的顺序。',
        },
      },
      {
        name: 'order_direction',
        label: {en: 'Order direction', zh: '排序方式'},
        type: 'select',
        default: '',
        required: false,
        options: [
          {value: 'Asc', zh: '升序'},
          {value: 'Desc', zh: '降序'},
        ],
        description: {
          en: '`Asc` (ascending) or `Desc` (descending) for **Order by**; empty leaves the choice to the platform.',
          zh: '“排序”的方式：`Asc` 为升序，`Desc` 为降序；留空由平台决定。',
        },
      },
    ],
    mounts: {
      en: 'The personal material library of Tencent Smart Creation (腾讯智能创作平台), signed in with the cookie of a web session.',
      zh: '腾讯智能创作平台的个人素材库，使用网页会话的 Cookie 登录。',
    },
    login: ['cookie'],
  },
} satisfies DriverFile;

export default drivers;
