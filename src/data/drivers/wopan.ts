import type {DriverFile} from './types';

/** `drivers/wopan` of AList v3.45.0. */
const drivers = {
  WoPan: {
    name: 'WoPan',
    dir: 'wopan',
    displayName: {en: 'WoPan', zh: '联通云盘'},
    config: {
      localSort: false,
      onlyLocal: false,
      onlyProxy: false,
      noCache: false,
      noUpload: false,
      needMs: false,
      defaultRoot: '0',
      checkStatus: false,
      noOverwriteUpload: true,
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
        name: 'root_folder_id',
        label: {en: 'Root folder id', zh: '根文件夹ID'},
        type: 'string',
        default: '0',
        required: true,
        description: {
          en: 'The ID of the folder that becomes the root of this storage; `0` (the default) is the top of the personal drive or of the family space.',
          zh: '作为存储根目录的文件夹 ID；默认的 `0` 表示个人空间或家庭空间的顶层。',
        },
      },
      {
        name: 'refresh_token',
        label: {en: 'Refresh token', zh: '刷新令牌'},
        type: 'string',
        default: '',
        required: true,
        description: {
          en: "The refresh token of a sign-in to China Unicom's cloud drive, from this site's Wopan token tool (phone number, password and SMS code). AList renews the access token with it and saves the new pair into the storage.",
          zh: '联通云盘登录得到的刷新令牌，可用本站的沃盘令牌工具获取（手机号、密码加短信验证码）。AList 用它续期访问令牌，并把新的令牌对保存到存储中。',
        },
      },
      {
        name: 'family_id',
        label: {en: 'Family id', zh: 'Family id'},
        type: 'string',
        default: '',
        required: false,
        help: {
          en: 'Keep it empty if you want to use your personal drive',
          zh: '如果您想要使用您的个人空间，请保持为空',
        },
        description: {
          en: "Empty (the default): the personal drive. To mount a family space (家庭空间) you belong to, enter its ID, which the Wo Pan apps use in their requests (visible in the browser's developer tools on the web version).",
          zh: '留空（默认）挂载个人空间。要挂载你加入的家庭空间，填写它的 ID；沃盘客户端在请求中会用到这个 ID（可在网页版的浏览器开发者工具中看到）。',
        },
      },
      {
        name: 'sort_rule',
        label: {en: 'Sort rule', zh: '排序规则'},
        type: 'select',
        default: 'name_asc',
        required: false,
        options: [
          {value: 'name_asc', zh: '名称升序'},
          {value: 'name_desc', zh: '名称降序'},
          {value: 'time_asc', zh: '时间升序'},
          {value: 'time_desc', zh: '时间降序'},
          {value: 'size_asc', zh: '大小升序'},
          {value: 'size_desc', zh: '大小降序'},
        ],
        description: {
          en: "Meant to choose the order of listings, but AList v3.45.0 never sends this choice to Wo Pan: listings keep the service's default order whatever you pick.",
          zh: '本意是选择列表的排序方式，但 AList v3.45.0 并没有把这个选项发送给沃盘：无论选什么，列表都保持服务默认的顺序。',
        },
      },
      {
        name: 'access_token',
        label: {en: 'Access token', zh: '访问令牌'},
        type: 'string',
        default: '',
        required: false,
        description: {
          en: 'The access token from the same sign-in; the token tool shows it next to the refresh token. AList replaces it whenever it renews the tokens, so it only matters for the first start.',
          zh: '同一次登录得到的访问令牌，令牌工具会和刷新令牌一起显示。AList 每次续期都会替换它，所以只有首次启动时才用得到。',
        },
      },
    ],
    mounts: {
      en: "China Unicom's cloud drive (联通云盘, Wo Pan), personal or family space.",
      zh: '挂载中国联通的联通云盘（沃盘），个人空间或家庭空间均可。',
    },
    login: ['token'],
  },
} satisfies DriverFile;

export default drivers;
