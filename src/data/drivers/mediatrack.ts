import type {DriverFile} from './types';

/** `drivers/mediatrack` of AList v3.45.0. */
const drivers = {
  MediaTrack: {
    name: 'MediaTrack',
    dir: 'mediatrack',
    displayName: {en: 'MediaTrack', zh: '分秒帧'},
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
        name: 'access_token',
        label: {en: 'Access token', zh: '访问令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The sign-in token of your MediaTrack (分秒帧) account, sent as `Authorization: Bearer <token>` with every call. Copy it from the browser: sign in to the MediaTrack web app, open the developer tools → **Network**, pick a request to `*.api.mediatrack.cn` and copy its `Authorization` header without the word `Bearer`. AList checks it at start-up; a wrong or expired token stops the storage with MediaTrack's message.",
          zh: '分秒帧账号的登录令牌，每次调用时以 `Authorization: Bearer <令牌>` 发送。从浏览器中复制：登录分秒帧网页版，打开开发者工具 →“网络”，选中一个发往 `*.api.mediatrack.cn` 的请求，复制其 `Authorization` 请求头中 `Bearer` 之后的部分。AList 启动时会校验它，令牌错误或过期时存储无法启动，并显示分秒帧返回的提示。',
        },
      },
      {
        name: 'project_id',
        label: {en: 'Project id', zh: '项目 ID'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The ID of the project the files belong to, sent when AList asks for a download link. The form does not require it, but without it (or with the ID of another project) downloads fail; listing and changes work without it. Copy it from a download request in the web app (the `source_id=` value of `download_token/asset`), or from the project's address.",
          zh: '文件所属项目的 ID，AList 申请下载链接时会用到。表单中不是必填项，但不填（或填了别的项目的 ID）下载就会失败；列表和修改操作不需要它。可以从网页版的下载请求中复制（`download_token/asset` 请求中 `source_id=` 的值），也可以从项目的网址中找到。',
        },
      },
      {
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: "The ID of the folder shown as the root of the storage, normally the project's top folder. Open that folder in the web app with the developer tools' **Network** tab open and copy the ID from the request `…/v4/assets/<ID>/children`. It has no default: an empty value makes every listing fail.",
          zh: '作为存储根目录的文件夹 ID，通常是项目的顶层文件夹。在网页版中打开该文件夹，同时打开开发者工具的“网络”面板，从 `…/v4/assets/<ID>/children` 请求中复制 ID。此项没有默认值，留空时所有列表请求都会失败。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: 'title',
        required: false,
        options: [
          {value: 'updated_at', zh: '修改时间'},
          {value: 'title', zh: '名称'},
          {value: 'size', zh: '大小'},
        ],
        description: {
          en: "The order in which MediaTrack returns a folder's entries: by name (`title`), by change time (`updated_at`) or by size (`size`). AList shows them in that order; visitors can still sort the list in the browser.",
          zh: '分秒帧返回文件夹内容的顺序：按名称（`title`）、修改时间（`updated_at`）或大小（`size`）。AList 按这个顺序显示，访客仍可在浏览器中重新排序。',
        },
      },
      {
        name: 'order_desc',
        label: {en: 'Order desc', zh: '降序排列'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: 'Reverse the order chosen in **Order by** (largest, newest or Z first).',
          zh: '把“排序”中所选的顺序反过来（大的、新的或名称靠后的在前）。',
        },
      },
    ],
    mounts: {
      en: 'A folder of a project on MediaTrack (分秒帧), the video review and collaboration platform, with the sign-in token of a browser session.',
      zh: '用浏览器会话中的登录令牌，挂载视频审阅协作平台分秒帧（MediaTrack）上某个项目的文件夹。',
    },
    login: ['token'],
  },
} satisfies DriverFile;

export default drivers;
