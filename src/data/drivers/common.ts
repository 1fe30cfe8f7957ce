/**
 * The common items of every storage's form (`op.getMainItems` and
 * `model.Storage` of AList v3.45.0), documented once on
 * /guide/drivers/common and linked from every driver's table. Which of them a
 * driver's form shows follows from its flags (`commonItems` in src/lib/content/drivers.ts).
 */
import type {CommonItem, DriverField, Localized} from './types';

/** A common item: a form field (its default for `webdav_policy` depends on the driver, see `shown`). */
export interface CommonField extends Omit<DriverField, 'name' | 'help' | 'changes'> {
  readonly name: CommonItem;
  /** When the form shows the item. */
  readonly shown: Localized;
}

export const COMMON_FIELDS: readonly CommonField[] = [
  {
    name: 'mount_path',
    label: {en: 'Mount Path', zh: '挂载路径'},
    type: 'string',
    default: '',
    required: true,
    shown: {en: 'Always.', zh: '始终显示。'},
    description: {
      en: 'Where the storage appears in the AList file tree, such as `/onedrive` or `/media/photos`. It starts with `/` and must be unique: two storages cannot share a mount path (AList refuses to save the second). A mount path inside another storage hides the folder of the same name there. To combine several storages under one path, use the Alias driver; to spread downloads across several copies of the same data, see load balancing (`.balance` suffix).',
      zh: '存储在 AList 文件树中的位置，例如 `/onedrive`、`/media/photos`。必须以 `/` 开头且全局唯一：两个存储不能使用同一个挂载路径，保存第二个时会报错。如果挂载路径落在另一个存储内部，会遮住那个存储里同名的文件夹。想把多个存储合并到一个路径下，请用“别名”驱动；想在同一份数据的多个副本之间分摊下载，请看负载均衡（`.balance` 后缀）。',
    },
  },
  {
    name: 'order',
    label: {en: 'Order', zh: '序号'},
    type: 'number',
    default: '0',
    required: false,
    shown: {en: 'Always.', zh: '始终显示。'},
    description: {
      en: 'Position of the storage among its siblings when their mount paths are listed together (smaller first), and in the admin panel’s storage list. It does not sort the files inside the storage.',
      zh: '多个存储的挂载点出现在同一目录时，按这个数字从小到大排列；管理后台的存储列表也按它排序。它不影响存储内部文件的排序。',
    },
  },
  {
    name: 'remark',
    label: {en: 'Remark', zh: '备注'},
    type: 'text',
    default: '',
    required: false,
    shown: {en: 'Always.', zh: '始终显示。'},
    description: {
      en: 'A note for administrators, shown only in the admin panel. Visitors never see it.',
      zh: '写给管理员看的说明，只在管理后台显示，访客看不到。',
    },
  },
  {
    name: 'cache_expiration',
    label: {en: 'Cache Expiration', zh: '缓存过期时间'},
    type: 'number',
    default: '30',
    required: true,
    shown: {
      en: 'For drivers that cache listings (not Local, Alias, Crypt and the other drivers flagged `no_cache`).',
      zh: '仅对会缓存目录列表的驱动显示（本机存储、别名、Crypt 等标记为 `no_cache` 的驱动没有此项）。',
    },
    description: {
      en: 'Minutes for which AList keeps a folder’s listing in memory before asking the provider again. A longer time means fewer API calls (and fewer rate-limit errors) but changes made outside AList appear later; refresh a folder by hand from its menu, or set `0` to ask every time. Download links are cached separately, for as long as the provider says they are valid.',
      zh: 'AList 把一个目录的文件列表缓存在内存中的分钟数，过期后才再次向网盘请求。时间越长，API 调用越少（也越不容易触发限流），但在 AList 之外做的改动要更晚才能看到；可以在目录菜单里手动刷新，或者填 `0` 每次都重新获取。下载链接另有缓存，时长取决于网盘给出的有效期。',
    },
  },
  {
    name: 'web_proxy',
    label: {en: 'Web proxy', zh: 'Web 代理'},
    type: 'bool',
    default: 'false',
    required: false,
    shown: {
      en: 'For drivers whose downloads may go straight to the provider (not for drivers that always proxy).',
      zh: '仅对可以直连网盘下载的驱动显示（始终代理的驱动没有此项）。',
    },
    description: {
      en: 'Send downloads from the web interface and `/d/` links through the AList server (or through the download proxy URL, if one is set) instead of redirecting the browser to the provider. Turn it on when visitors cannot reach the provider’s download host, when its links check the Referer or the client’s IP, or to hide the provider’s URLs; the file’s bytes then cross your server, so its bandwidth limits the speed.',
      zh: '让网页端下载和 `/d/` 直链经由 AList 服务器中转（如果填写了下载代理 URL，则经由该代理），而不是把浏览器重定向到网盘。访客连不上网盘的下载域名、网盘链接校验 Referer 或 IP、或者不想暴露网盘地址时打开它；此后文件流量都要经过你的服务器，下载速度受服务器带宽限制。',
    },
  },
  {
    name: 'webdav_policy',
    label: {en: 'WebDAV policy', zh: 'WebDAV 策略'},
    type: 'select',
    default: '302_redirect',
    required: true,
    options: [
      {value: '302_redirect', zh: '302 重定向'},
      {value: 'use_proxy_url', zh: '使用代理地址'},
      {value: 'native_proxy', zh: '本地代理'},
    ],
    shown: {
      en: 'Always. Drivers that always proxy offer only `use_proxy_url` and `native_proxy`, with `native_proxy` as the default.',
      zh: '始终显示。始终代理的驱动只提供 `use_proxy_url` 和 `native_proxy` 两项，默认 `native_proxy`。',
    },
    description: {
      en: 'How a WebDAV client gets a file’s content. `302_redirect`: AList redirects the client to the provider’s link (fast, but the client must reach the provider and accept a redirect). `use_proxy_url`: the client is redirected to the download proxy URL, with a signed path; without a proxy URL it behaves like `native_proxy`. `native_proxy`: AList fetches the file and streams it to the client itself.',
      zh: 'WebDAV 客户端获取文件内容的方式。`302_redirect`（302 重定向）：AList 把客户端重定向到网盘链接，速度快，但客户端必须能访问网盘并支持重定向。`use_proxy_url`（使用代理地址）：把客户端重定向到“下载代理 URL”并附上签名；没有填写代理 URL 时等同于本地代理。`native_proxy`（本地代理）：由 AList 下载文件并转发给客户端。',
    },
  },
  {
    name: 'proxy_range',
    label: {en: 'Proxy Range', zh: '代理range'},
    type: 'bool',
    default: 'false',
    required: false,
    shown: {
      en: 'Only for AList V3, Alias and 139Yun (on by default for 139Yun), and only when downloads may go straight to the source.',
      zh: '仅 AList V3、别名和 139Yun（默认开启）提供，且只在下载可以直连源站的情况下显示。',
    },
    description: {
      en: 'When AList proxies a download (web proxy or a proxying WebDAV policy), answer the client’s byte-range requests by reading just those ranges from the source link, so that seeking in a video or resuming a download works through the proxy. It has no effect on redirected downloads.',
      zh: 'AList 代理下载时（开启了 Web 代理，或 WebDAV 策略为代理），按客户端请求的字节范围只从源链接读取对应部分，这样通过代理播放视频时可以拖动进度，下载也能断点续传。对重定向的下载没有作用。',
    },
  },
  {
    name: 'down_proxy_url',
    label: {en: 'Download proxy URL', zh: '下载代理URL'},
    type: 'text',
    default: '',
    required: false,
    shown: {en: 'Always.', zh: '始终显示。'},
    description: {
      en: 'Address of a separate download proxy (for example a Cloudflare Worker or another server running a proxy for AList) that serves the storage’s files instead of the AList server. AList sends proxied downloads there as `<proxy URL>/<path>?sign=…`; the proxy checks the signature with the same token and fetches the file. Only the first line is used.',
      zh: '单独部署的下载代理地址（例如 Cloudflare Workers，或另一台运行 AList 下载代理的服务器），由它代替 AList 服务器提供文件。需要代理的下载会被重定向到 `<代理地址>/<路径>?sign=…`，代理用同一个令牌校验签名后再去获取文件。只使用第一行。',
    },
  },
  {
    name: 'order_by',
    label: {en: 'Order by', zh: '排序'},
    type: 'select',
    default: '',
    required: false,
    options: [
      {value: 'name', zh: '名称'},
      {value: 'size', zh: '大小'},
      {value: 'modified', zh: '修改时间'},
    ],
    shown: {
      en: 'For drivers whose provider returns listings in no useful order (flag `local_sort`): AList sorts them itself.',
      zh: '仅对网盘返回的列表没有可用顺序的驱动显示（`local_sort` 标记），由 AList 自行排序。',
    },
    description: {
      en: 'The order in which AList sorts the listing it received. Empty keeps the provider’s order. Visitors can still re-sort in the web interface.',
      zh: 'AList 对收到的文件列表进行排序所依据的字段。留空则保持网盘返回的顺序。访客仍可在网页上自行重新排序。',
    },
  },
  {
    name: 'order_direction',
    label: {en: 'Order direction', zh: '排序方式'},
    type: 'select',
    default: '',
    required: false,
    options: [
      {value: 'asc', zh: '升序'},
      {value: 'desc', zh: '降序'},
    ],
    shown: {en: 'With `order_by`.', zh: '与“排序”一同出现。'},
    description: {
      en: 'Ascending or descending, for `order_by`.',
      zh: '配合“排序”使用：升序或降序。',
    },
  },
  {
    name: 'extract_folder',
    label: {en: 'Extract folder', zh: '提取文件夹'},
    type: 'select',
    default: '',
    required: false,
    options: [
      {value: 'front', zh: '提取到最前'},
      {value: 'back', zh: '提取到最后'},
    ],
    shown: {en: 'Always.', zh: '始终显示。'},
    description: {
      en: 'Group folders before (`front`) or after (`back`) the files of a listing, keeping the order within each group. Empty leaves folders and files mixed as the listing comes.',
      zh: '把目录集中放在文件前面（`front`，提取到最前）或后面（`back`，提取到最后），各组内部保持原有顺序。留空则目录和文件按原样混排。',
    },
  },
  {
    name: 'disable_index',
    label: {en: 'Disable index', zh: '禁用索引'},
    type: 'bool',
    default: 'false',
    required: true,
    since: 'v3.42.0',
    shown: {en: 'Always (since v3.42.0).', zh: '始终显示（v3.42.0 起）。'},
    description: {
      en: 'Leave this storage out when the search index is built: its files will not appear in search results. Useful for large or slow storages, or ones whose provider rate-limits listing.',
      zh: '构建搜索索引时跳过这个存储，它的文件不会出现在搜索结果中。适合体量很大、列目录很慢或容易被限流的存储。',
    },
  },
  {
    name: 'enable_sign',
    label: {en: 'Enable sign', zh: '启用签名'},
    type: 'bool',
    default: 'false',
    required: true,
    shown: {en: 'Always.', zh: '始终显示。'},
    description: {
      en: 'Require a signature (`?sign=…`) on the download links of this storage, even when the site-wide “sign all” setting is off. Links copied from the web interface carry it; a bare `/d/` link without a valid signature is refused.',
      zh: '即使全局设置中没有开启“签名所有”，这个存储的下载链接也必须带签名（`?sign=…`）。从网页复制的链接会自动带上签名；不带有效签名的 `/d/` 链接会被拒绝。',
    },
  },
];
