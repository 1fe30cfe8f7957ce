/**
 * Storage management: `server/handles/storage.go` and `internal/op/storage.go`
 * of AList v3.45.0.
 */
import {BAD_BODY, BAD_ID, BOOLEAN, INTEGER, PAGE, PER_PAGE, STRING, error, idQuery, l, ok, param} from '../common';
import type {ApiGroup, ApiRoute, Param} from '../types';

const localSettings = {
  id: 1,
  mount_path: '/local',
  order: 0,
  driver: 'Local',
  cache_expiration: 0,
  addition:
    '{"root_folder_path":"/srv/files","thumbnail":false,"thumb_cache_folder":"","thumb_concurrency":"16","video_thumb_pos":"20%","show_hidden":true,"mkdir_perm":"777","recycle_bin_path":"delete permanently"}',
  remark: '',
  disabled: false,
  disable_index: false,
  enable_sign: false,
  order_by: 'name',
  order_direction: 'asc',
  extract_folder: 'front',
  web_proxy: false,
  webdav_policy: 'native_proxy',
  proxy_range: false,
  down_proxy_url: '',
};
const local = {...localSettings, status: 'work', modified: '2025-05-20T10:31:07.117+08:00'};

const STORAGE_FIELDS: readonly Param[] = [
  param(
    'mount_path',
    STRING,
    'Where the storage appears, such as `/local`; must be unique.',
    '挂载路径，如 `/local`，不能重复。',
    {required: true},
  ),
  param(
    'driver',
    STRING,
    'Driver name, exactly as `/api/admin/driver/names` lists it.',
    '驱动名称，须与 `/api/admin/driver/names` 列出的完全一致。',
    {
      required: true,
    },
  ),
  param(
    'addition',
    STRING,
    'The driver’s options as a JSON string (not an object), with the names `/api/admin/driver/info` lists; options left out take their defaults.',
    '驱动选项，是一个 JSON 字符串（不是对象），字段名见 `/api/admin/driver/info`；未提供的选项取默认值。',
    {required: true},
  ),
  param('order', INTEGER, 'Sort position among storages.', '在各存储中的排序。', {default: 0}),
  param('remark', STRING, 'A note for administrators.', '给管理员看的备注。', {default: ''}),
  param(
    'cache_expiration',
    INTEGER,
    'Minutes to cache listings (the panel suggests 30).',
    '目录列表缓存分钟数（管理面板默认填 30）。',
    {default: 0},
  ),
  param('web_proxy', BOOLEAN, 'Serve web downloads through AList.', '网页下载经由 AList 中转。', {default: false}),
  param(
    'webdav_policy',
    {type: 'string', enum: ['302_redirect', 'use_proxy_url', 'native_proxy']},
    'How WebDAV serves files. Drivers that must proxy only accept `use_proxy_url` or `native_proxy`.',
    'WebDAV 提供文件的方式。必须中转的驱动只接受 `use_proxy_url` 或 `native_proxy`。',
    {default: '302_redirect'},
  ),
  param(
    'proxy_range',
    BOOLEAN,
    'Serve byte ranges when proxying, for drivers that offer the option.',
    '中转时支持按范围读取（对提供该选项的驱动）。',
    {
      default: false,
    },
  ),
  param('down_proxy_url', STRING, 'Download proxy address(es), one per line.', '下载代理地址，每行一个。', {
    default: '',
  }),
  param(
    'order_by',
    {type: 'string', enum: ['', 'name', 'size', 'modified']},
    'Sort field of listings.',
    '列表排序字段。',
    {default: ''},
  ),
  param('order_direction', {type: 'string', enum: ['', 'asc', 'desc']}, 'Sort direction.', '排序方向。', {default: ''}),
  param(
    'extract_folder',
    {type: 'string', enum: ['', 'front', 'back']},
    'Put folders first or last.',
    '文件夹排在前面或后面。',
    {default: ''},
  ),
  param('enable_sign', BOOLEAN, 'Require signed links for its files.', '要求其文件的链接带签名。', {default: false}),
  param('disable_index', BOOLEAN, 'Keep it out of the search index.', '不纳入搜索索引。', {
    default: false,
    since: 'v3.42.0',
  }),
  param('disabled', BOOLEAN, 'Save it without mounting it.', '保存但不挂载。', {default: false}),
];

const PAGE_DATA = {
  type: 'object',
  properties: {
    content: {type: 'array', items: {ref: 'Storage'}, description: l('Storages of this page.', '本页的存储。')},
    total: {type: 'integer', description: l('Number of storages.', '存储总数。')},
  },
} as const;

const list: ApiRoute = {
  id: 'admin-storage-list',
  method: 'GET',
  path: '/api/admin/storage/list',
  guard: 'admin',
  summary: l('List storages', '列出存储'),
  description: l(
    'Every storage as saved, ordered by `order`, with `status` telling whether it loaded.',
    '按 `order` 排序列出所有已保存的存储，`status` 表示是否加载成功。',
  ),
  query: [PAGE, PER_PAGE],
  response: {kind: 'envelope', data: PAGE_DATA},
  errors: [error(500, undefined, 'The database failed.', '数据库出错。')],
  example: {query: {page: '1', per_page: '50'}, response: ok({content: [local], total: 1})},
};

const get: ApiRoute = {
  id: 'admin-storage-get',
  method: 'GET',
  path: '/api/admin/storage/get',
  guard: 'admin',
  summary: l('Get a storage', '获取存储'),
  description: l(
    'One storage by ID, with its driver options in `addition`.',
    '按 ID 获取一个存储，驱动选项在 `addition` 中。',
  ),
  query: [idQuery('Storage ID.', '存储 ID。')],
  response: {kind: 'envelope', data: {ref: 'Storage'}},
  errors: [
    BAD_ID,
    error(500, undefined, 'No storage has this ID (`record not found`).', '没有该 ID 的存储（`record not found`）。'),
  ],
  example: {query: {id: '1'}, response: ok(local)},
};

const create: ApiRoute = {
  id: 'admin-storage-create',
  method: 'POST',
  path: '/api/admin/storage/create',
  guard: 'admin',
  summary: l('Add a storage', '添加存储'),
  description: l(
    'Saves a storage and loads it. When loading fails (wrong token, unreachable server), the storage is kept, mounted but not working, with the error in its `status`; the reply then has code 500 and still carries the new `id` so the storage can be fixed with `update`.',
    '保存并加载存储。加载失败（令牌错误、服务器无法访问等）时，存储仍会保留并挂载，但无法工作，错误写在其 `status` 中；此时返回码为 500，但仍带有新的 `id`，可据此通过 `update` 修正。',
  ),
  body: {kind: 'json', params: STORAGE_FIELDS},
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {id: {type: 'integer', description: l('ID of the new storage.', '新存储的 ID。')}},
    },
  },
  errors: [
    BAD_BODY,
    error(
      500,
      undefined,
      'The driver is unknown (`failed get driver new: no driver named: …`), the mount path is taken, or the storage was saved but failed to load (`failed init storage but storage is already created: …`, with `data.id`).',
      '驱动不存在（`failed get driver new: no driver named: …`）、挂载路径已被占用，或存储已保存但加载失败（`failed init storage but storage is already created: …`，带 `data.id`）。',
    ),
  ],
  example: {
    body: {
      mount_path: '/local',
      driver: 'Local',
      addition: '{"root_folder_path":"/srv/files","show_hidden":true}',
      order: 0,
      remark: '',
      cache_expiration: 30,
      web_proxy: false,
      webdav_policy: 'native_proxy',
      down_proxy_url: '',
      order_by: 'name',
      order_direction: 'asc',
      extract_folder: 'front',
      enable_sign: false,
      disable_index: false,
      disabled: false,
    },
    response: ok({id: 1}),
  },
};

const update: ApiRoute = {
  id: 'admin-storage-update',
  method: 'POST',
  path: '/api/admin/storage/update',
  guard: 'admin',
  summary: l('Update a storage', '修改存储'),
  description: l(
    'Saves the whole storage as sent and reloads it: fields left out become empty, so get it first and send it back changed. A new `mount_path` moves the storage.',
    '按请求内容整体保存存储并重新加载：未提供的字段会变成空值，因此请先获取，修改后整体发回。修改 `mount_path` 会移动挂载位置。',
  ),
  body: {
    kind: 'json',
    params: [param('id', INTEGER, 'ID of the storage.', '存储 ID。', {required: true}), ...STORAGE_FIELDS],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    BAD_BODY,
    error(
      500,
      undefined,
      'No storage has this ID, or the storage failed to load with the new settings.',
      '没有该 ID 的存储，或存储用新设置加载失败。',
    ),
  ],
  example: {body: {...localSettings, cache_expiration: 60}, response: ok()},
};

function byId(id: string, action: string, summary: [string, string], description: [string, string]): ApiRoute {
  return {
    id,
    method: 'POST',
    path: `/api/admin/storage/${action}`,
    guard: 'admin',
    summary: l(...summary),
    description: l(...description),
    query: [idQuery('Storage ID.', '存储 ID。')],
    response: {kind: 'envelope', data: {type: 'null'}},
    errors: [
      BAD_ID,
      error(500, undefined, 'No storage has this ID, or the driver failed.', '没有该 ID 的存储，或驱动出错。'),
    ],
    example: {query: {id: '1'}, response: ok()},
  };
}

const remove = byId(
  'admin-storage-delete',
  'delete',
  ['Delete a storage', '删除存储'],
  [
    'Unmounts the storage and deletes its settings. The files in the storage are not touched.',
    '卸载存储并删除其设置。存储中的文件不受影响。',
  ],
);

const enable = byId(
  'admin-storage-enable',
  'enable',
  ['Enable a storage', '启用存储'],
  ['Mounts a disabled storage again.', '重新挂载已停用的存储。'],
);

const disable = byId(
  'admin-storage-disable',
  'disable',
  ['Disable a storage', '停用存储'],
  ['Unmounts the storage and keeps its settings.', '卸载存储，但保留其设置。'],
);

const loadAll: ApiRoute = {
  id: 'admin-storage-load-all',
  method: 'POST',
  path: '/api/admin/storage/load_all',
  guard: 'admin',
  summary: l('Reload all storages', '重新加载所有存储'),
  description: l(
    'Drops and loads every enabled storage again, in the background: the reply comes at once. Until all are loaded, every API route (and `/d`, `/p`, WebDAV) answers `Loading storage, please wait` (code 500); only `/ping`, `/favicon.ico`, `/robots.txt`, `/i/…` and the web interface answer as usual.',
    '在后台卸载并重新加载所有已启用的存储，请求会立即返回。全部加载完成之前，所有 API 接口（以及 `/d`、`/p`、WebDAV）都返回 `Loading storage, please wait`（代码 500），只有 `/ping`、`/favicon.ico`、`/robots.txt`、`/i/…` 和网页界面照常响应。',
  ),
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [error(500, undefined, 'The storages could not be read from the database.', '无法从数据库读取存储。')],
  example: {response: ok()},
};

const group: ApiGroup = {
  id: 'admin-storage',
  title: l('Storages', '存储'),
  page: 'guide/api/admin/storage',
  routes: [list, get, create, update, remove, enable, disable, loadAll],
};

export default group;
