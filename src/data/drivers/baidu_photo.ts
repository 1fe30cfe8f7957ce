import type {DriverFile} from './types';

/** `drivers/baidu_photo` of AList v3.45.0. */
const drivers = {
  BaiduPhoto: {
    name: 'BaiduPhoto',
    dir: 'baidu_photo',
    displayName: {en: 'BaiduPhoto', zh: '一刻相册'},
    config: {
      localSort: true,
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
        name: 'cookie',
        label: {en: 'Cookie', zh: 'Cookie'},
        type: 'string',
        default: '',
        required: true,
        since: 'v3.41.0',
        description: {
          en: "The whole `Cookie` request header of a signed-in session of 一刻相册 (photo.baidu.com), copied from the browser's developer tools (see the steps on this page); it must contain `BDUSS`, which is also valid for pan.baidu.com, where the driver fetches its upload token. Replaces the refresh token since v3.41.0. It stops working when that browser session signs out, and the storage then fails with `errno: -6`.",
          zh: '已登录一刻相册（photo.baidu.com）会话的完整 `Cookie` 请求头，从浏览器开发者工具中复制（步骤见本页）；其中必须有 `BDUSS`，它对 pan.baidu.com 同样有效，驱动要从那里取上传所需的令牌。v3.41.0 起取代了刷新令牌。在那个浏览器中退出登录后 Cookie 即失效，存储会报 `errno: -6`。',
        },
      },
      {
        name: 'show_type',
        label: {en: 'Show type', zh: '展示类型'},
        type: 'select',
        default: 'root',
        required: false,
        options: [
          {value: 'root', zh: '根'},
          {value: 'root_only_album', zh: '仅根目录下相簿'},
          {value: 'root_only_file', zh: '仅根目录下文件'},
        ],
        description: {
          en: "What the root of the storage lists: `root` shows the albums as folders followed by every photo and video of the library; `root_only_album` only the albums; `root_only_file` only the library's files. Listing every file of a large library takes long, so `root_only_album` suits big collections.",
          zh: '存储根目录显示什么：`root` 先把相簿显示为文件夹，再列出照片库中的全部照片和视频；`root_only_album` 只显示相簿；`root_only_file` 只显示照片库中的文件。照片很多时列出全部文件很慢，这种情况适合用 `root_only_album`。',
        },
      },
      {
        name: 'album_id',
        label: {en: 'Album id', zh: '相簿ID'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'Mount a single album instead of the whole library: its `album_id`, as listed by `https://photo.baidu.com/youai/album/v1/list` when you open that address in the signed-in browser. Anything after a `|` (the older `album_id|tid` form) is ignored. Leave empty for the whole library.',
          zh: '只挂载某一个相簿而不是整个照片库时，填它的 `album_id`：在已登录的浏览器中打开 `https://photo.baidu.com/youai/album/v1/list` 即可看到。`|` 之后的部分（旧的 `album_id|tid` 写法）会被忽略。留空则挂载整个照片库。',
        },
      },
      {
        name: 'delete_origin',
        label: {en: 'Delete origin', zh: '删除源文件'},
        type: 'bool',
        default: '',
        required: false,
        description: {
          en: 'When you delete a photo inside an album, or a whole album, also delete the original photos from the library. Off: only the album entry (or the album) goes and the photos stay in the library. Deleting a photo listed at the root always deletes it from the library.',
          zh: '在相簿中删除照片或删除整个相簿时，是否连照片库里的原图一起删除。关闭时只去掉相簿中的条目（或相簿本身），照片仍留在照片库中。删除根目录下列出的照片时，总是把它从照片库中删除。',
        },
      },
      {
        name: 'upload_thread',
        label: {en: 'Upload thread', zh: '上传线程'},
        type: 'string',
        default: '3',
        required: false,
        help: {en: '1<=thread<=32', zh: '1<=线程<=32'},
        description: {
          en: 'How many parts of one file are uploaded at once, from 1 to 32; other values fall back to 3. The driver also caps parallel parts at 3 internally, so values above 3 make no difference.',
          zh: '同一个文件同时上传的分片数，取值 1 到 32，超出范围按 3 处理。驱动内部另外把并发分片限制为 3，所以大于 3 的值没有效果。',
        },
      },
    ],
    removedFields: [
      {name: 'refresh_token', version: 'v3.41.0'},
      {name: 'client_id', version: 'v3.41.0'},
      {name: 'client_secret', version: 'v3.41.0'},
    ],
    mounts: {
      en: "The photo and video library of 一刻相册 (Baidu's photo app, photo.baidu.com), with its albums as folders.",
      zh: '挂载一刻相册（photo.baidu.com）的照片和视频库，相簿显示为文件夹。',
    },
    login: ['cookie'],
  },
} satisfies DriverFile;

export default drivers;
