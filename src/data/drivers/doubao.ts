import type {DriverFile} from './types';

/** `drivers/doubao` of AList v3.45.0. */
const drivers = {
  Doubao: {
    name: 'Doubao',
    dir: 'doubao',
    displayName: {en: 'Doubao', zh: '豆包'},
    since: 'v3.44.0',
    uploadSince: 'v3.45.0',
    config: {
      localSort: true,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
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
        default: '0',
        required: true,
        description: {
          en: "The ID of the Doubao cloud-space folder that becomes the root of this storage; `0` is the top of the space. Doubao's pages do not print folder IDs: to mount a sub-folder, open it on www.doubao.com with the browser's developer tools open and read the `node_id` sent in the `node_info` request.",
          zh: '作为存储根目录的豆包云盘文件夹 ID，`0` 表示云盘的最顶层。豆包网页不直接显示文件夹 ID；想只挂载某个子文件夹，可以在 www.doubao.com 打开它，同时用浏览器开发者工具查看 `node_info` 请求里的 `node_id`。',
        },
      },
      {
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'text',
        default: '',
        required: false,
        description: {
          en: "The `Cookie` header of a signed-in session of www.doubao.com, copied whole from the browser's developer tools. Every request of the driver carries it; the form does not require it, but without a valid cookie the storage cannot start (the user-info request at start fails). It stops working when you sign out of that browser session.",
          zh: '已登录 www.doubao.com 的浏览器会话中的 `Cookie` 请求头，从浏览器开发者工具中整行复制。驱动的每个请求都带上它；表单没有把它设为必填，但没有有效的 Cookie，存储启动时获取用户信息就会失败。在该浏览器里退出登录后 Cookie 即失效。',
        },
      },
      {
        name: 'upload_thread',
        label: {en: 'Upload thread', zh: '上传线程'},
        type: 'string',
        default: '3',
        required: false,
        description: {
          en: 'How many parts of a large upload AList sends to Doubao in parallel. Empty, `0` or text that is not a number becomes `3`. More threads help on fast connections; Doubao may throttle very high values.',
          zh: '上传大文件时并行发送的分片数。留空、填 `0` 或非数字时按 `3` 处理。带宽充足时调大有助于提速，但数值过高时豆包可能限流。',
        },
      },
      {
        name: 'download_api',
        label: {en: 'Download api', zh: '下载接口'},
        type: 'select',
        default: 'get_file_url',
        required: false,
        options: [
          {value: 'get_file_url', zh: 'Get file url'},
          {value: 'get_download_info', zh: 'Get download info'},
        ],
        description: {
          en: "Which Doubao endpoint AList asks for download links. `get_file_url` (default) uses the endpoints of the chat attachments and, for videos and audio, of the media player; `get_download_info` uses the cloud space's own download endpoint, for any kind of file. Switch to the other one if downloads of some files fail.",
          zh: 'AList 向豆包请求下载链接时使用的接口。`get_file_url`（默认）使用对话附件的接口，视频和音频则用媒体播放的接口；`get_download_info` 使用云盘自己的下载接口，适用于各种文件。如果某些文件下载失败，可以换成另一个试试。',
        },
      },
    ],
    mounts: {
      en: "The cloud space (云盘) of a Doubao account, ByteDance's AI assistant, with a browser cookie.",
      zh: '用浏览器 Cookie 挂载字节跳动 AI 助手豆包账号的云盘。',
    },
    login: ['cookie'],
  },
} satisfies DriverFile;

export default drivers;
