import type {DriverFile} from './types';

/** `drivers/baidu_netdisk` of AList v3.45.0. */
const drivers = {
  BaiduNetdisk: {
    name: 'BaiduNetdisk',
    dir: 'baidu_netdisk',
    displayName: {en: 'BaiduNetdisk', zh: '百度网盘'},
    redirectNeeds: 'user-agent',
    config: {
      localSort: false,
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
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The refresh token of a Baidu sign-in through the open platform, from this site's Baidu tool or your own app (see the steps on this page). It must have been issued to the app of **Client id**. Baidu refresh tokens are single-use: AList renews the access token when Baidu reports it invalid and saves the new refresh token Baidu returns, so the same token cannot serve two storages.",
          zh: '通过开放平台登录百度账号得到的刷新令牌，可用本站的百度工具或自己的应用获取（步骤见本页），且必须是签发给“客户端ID”对应应用的。百度的刷新令牌只能用一次：百度提示访问令牌失效时，AList 用它续期并保存百度返回的新刷新令牌，所以同一个令牌不能给两个存储用。',
        },
      },
      {
        name: 'root_folder_path',
        label: {en: 'Root folder path', zh: '根文件夹路径'},
        type: 'string',
        default: '/',
        required: true,
        description: {
          en: 'The folder of the netdisk shown as the root of this storage, as a path from the top: `/` for everything, `/我的资源` for one folder.',
          zh: '作为存储根目录的网盘文件夹，以网盘根目录开始的路径表示：`/` 表示整个网盘，`/我的资源` 表示只挂载这个文件夹。',
        },
      },
      {
        name: 'order_by',
        label: {en: 'Order by', zh: '排序'},
        type: 'select',
        default: 'name',
        required: false,
        options: [
          {value: 'name', zh: '名称'},
          {value: 'time', zh: '时间'},
          {value: 'size', zh: '大小'},
        ],
        description: {
          en: "The order Baidu returns a folder's entries in: `name`, `time` (modified) or `size`.",
          zh: '百度返回文件列表的排序字段：`name`（名称）、`time`（修改时间）或 `size`（大小）。',
        },
      },
      {
        name: 'order_direction',
        label: {en: 'Order direction', zh: '排序方式'},
        type: 'select',
        default: 'asc',
        required: false,
        options: [
          {value: 'asc', zh: '升序'},
          {value: 'desc', zh: '降序'},
        ],
        description: {
          en: '`asc` (ascending) or `desc` (descending), applied to **Order by**.',
          zh: '`asc`（升序）或 `desc`（降序），配合“排序”使用。',
        },
      },
      {
        name: 'download_api',
        label: {en: 'Download api', zh: '下载接口'},
        type: 'select',
        default: 'official',
        required: false,
        options: [
          {value: 'official', zh: '官方'},
          {value: 'crack', zh: '非官方'},
          {value: 'crack_video', zh: '非官方视频专用接口'},
        ],
        changes: [{version: 'v3.45.0', key: 'options', from: 'official,crack'}],
        description: {
          en: "How AList gets download links. `official`: the open platform's link (`dlink`), which needs the User-Agent `pan.baidu.com` and is throttled for accounts without a membership. `crack`: the link the Baidu Netdisk client uses, sent with **Custom crack UA**; faster for members, often refused for large files on free accounts. `crack_video` (since v3.45.0): a link meant for video playback in the mobile app, for video files only (pair it with **Only list video file**).",
          zh: '获取下载链接的方式。`official`：开放平台的下载链接（`dlink`），要求 User-Agent 为 `pan.baidu.com`，非会员会被限速。`crack`：百度网盘客户端使用的链接，带上“自定义破解ua”请求；会员速度更快，免费账号下载大文件时常被拒绝。`crack_video`（v3.45.0 起）：手机 App 播放视频用的链接，只适用于视频文件（建议同时打开“仅列出视频文件”）。',
        },
      },
      {
        name: 'client_id',
        label: {en: 'Client id', zh: '客户端ID'},
        type: 'string',
        default: 'iYCeC9g08h5vuP9UqvPHKKSVrKFXGa1v',
        required: true,
        description: {
          en: "The API Key (AppKey) of the open-platform app the refresh token was issued to. The default is the app of the public API server behind this site's Baidu tool; keep it with a token from that tool, or enter your own app's AppKey.",
          zh: '刷新令牌所属开放平台应用的 API Key（AppKey）。默认值是本站百度工具背后公共 API 服务器的应用；用该工具获取的令牌请保留默认值，用自己的应用时填它的 AppKey。',
        },
      },
      {
        name: 'client_secret',
        label: {en: 'Client secret', zh: '客户端密钥'},
        type: 'string',
        default: 'jXiFMOPVPCWlO2M5CwWQzffpNPaGTRBG',
        required: true,
        description: {
          en: 'The Secret Key of the same app. Keep the default together with the default **Client id**; with your own app, its SecretKey from the open platform console.',
          zh: '同一应用的 Secret Key。使用默认“客户端ID”时保留默认值；使用自己的应用时，填开放平台控制台里的 SecretKey。',
        },
      },
      {
        name: 'custom_crack_ua',
        label: {en: 'Custom crack ua', zh: '自定义破解ua'},
        type: 'string',
        default: 'netdisk',
        required: true,
        description: {
          en: 'The User-Agent that goes with links of the `crack` and `crack_video` download APIs: AList sends it when it proxies such a download, and a client that follows a redirect must send it too. Baidu serves these links only to its own clients; the default `netdisk` imitates them. Not used with the `official` API, whose links always go with `pan.baidu.com`.',
          zh: '`crack` 和 `crack_video` 下载接口的链接所需的 User-Agent：AList 代理下载时会带上它，客户端跟随重定向下载时也必须发送它。百度只对自家客户端放行这些链接，默认值 `netdisk` 就是模仿客户端。`official` 接口不使用此项，它的链接固定配 `pan.baidu.com`。',
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
          en: 'How many parts of one file are uploaded at once, from 1 to 32; other values fall back to 3. In v3.45.0 the driver also caps parallel parts at 3 internally, so values above 3 make no difference.',
          zh: '同一个文件同时上传的分片数，取值 1 到 32，超出范围按 3 处理。v3.45.0 的驱动内部另外把并发分片限制为 3，所以大于 3 的值没有效果。',
        },
      },
      {
        name: 'upload_api',
        label: {en: 'Upload api', zh: '上传 api'},
        type: 'string',
        default: 'https://d.pcs.baidu.com',
        required: false,
        description: {
          en: 'The host that receives the uploaded parts (the PCS `superfile2` call). Keep `https://d.pcs.baidu.com` unless another Baidu upload host is faster from your server; an empty or malformed value falls back to the default.',
          zh: '接收上传分片的主机（PCS 的 `superfile2` 接口）。除非别的百度上传主机从你的服务器访问更快，否则保持 `https://d.pcs.baidu.com`；留空或格式错误时使用默认值。',
        },
      },
      {
        name: 'custom_upload_part_size',
        label: {en: 'Custom upload part size', zh: '自定义上传分片大小'},
        type: 'number',
        default: '0',
        required: false,
        help: {en: '0 for auto', zh: '0 表示根据VIP等级对应大小'},
        description: {
          en: 'The size of each upload part in bytes; `0` lets AList choose. Baidu fixes parts at 4 MiB (4194304) for accounts without a membership, whatever you enter; members may use 4 to 16 MiB, super members (SVIP) 4 to 32 MiB, and values outside the range are clamped. Baidu allows at most 2048 parts per file.',
          zh: '每个上传分片的大小，单位为字节；`0` 表示由 AList 决定。非会员账号的分片固定为 4 MiB（4194304），填什么都一样；普通会员可用 4～16 MiB，超级会员（SVIP）可用 4～32 MiB，超出范围的值会被截到边界。百度每个文件最多 2048 个分片。',
        },
      },
      {
        name: 'low_bandwith_upload_mode',
        label: {en: 'Low bandwith upload mode', zh: '低带宽上传模式'},
        type: 'bool',
        default: 'false',
        required: false,
        since: 'v3.43.0',
        description: {
          en: 'Use the smallest part size that still fits the file into 2048 parts (from 4 MiB upwards in 1 MiB steps) instead of the largest one the membership allows. Smaller parts suit slow or unstable uplinks, where a failed part costs less to send again. Has no effect on free accounts (always 4 MiB) or when a custom part size is set.',
          zh: '使用能让文件不超过 2048 个分片的最小分片（从 4 MiB 起按 1 MiB 递增），而不是会员等级允许的最大分片。上行带宽小或不稳定时更合适，失败的分片重传代价更小。对免费账号（固定 4 MiB）或已填写自定义分片大小时无效。',
        },
      },
      {
        name: 'only_list_video_file',
        label: {en: 'Only list video file', zh: '仅列出视频文件'},
        type: 'bool',
        default: 'false',
        required: false,
        since: 'v3.45.0',
        description: {
          en: 'Show only folders and video files, hiding everything else. Meant for a video library mounted with the `crack_video` download API, which cannot serve other files.',
          zh: '只显示文件夹和视频文件，其他文件全部隐藏。适合配合 `crack_video` 下载接口挂载视频库，因为这个接口无法下载其他文件。',
        },
      },
    ],
    mounts: {
      en: "Your own Baidu Netdisk (百度网盘) through Baidu's open platform.",
      zh: '通过百度网盘开放平台挂载自己的百度网盘。',
    },
    login: ['oauth'],
  },
} satisfies DriverFile;

export default drivers;
