/**
 * The search index: `server/handles/index.go` and the `SearchIndex`
 * middleware of AList v3.45.0.
 */
import {INTEGER, STRINGS, error, l, ok, param} from '../common';
import type {ApiError, ApiGroup, ApiRoute} from '../types';

const NO_INDEX: ApiError = error(
  500,
  'search not available',
  'The “Search index” setting is `none`.',
  '“搜索索引”设置为 `none`。',
);

const RUNNING: ApiError = error(
  400,
  'index is running',
  'A build or update is already running.',
  '已有构建或更新正在进行。',
);

const build: ApiRoute = {
  id: 'admin-index-build',
  method: 'POST',
  path: '/api/admin/index/build',
  guard: 'admin',
  summary: l('Build the search index', '构建搜索索引'),
  description: l(
    'Clears the index and indexes every storage again from `/`, in the background, down to the “max index depth” setting and skipping the “ignore paths”. Follow it with `/api/admin/index/progress`.',
    '清空索引，并在后台从 `/` 开始重新索引所有存储，深度以“最大索引深度”设置为限，跳过“忽略路径”。可通过 `/api/admin/index/progress` 查看进度。',
  ),
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [NO_INDEX, RUNNING],
  example: {response: ok()},
};

const update: ApiRoute = {
  id: 'admin-index-update',
  method: 'POST',
  path: '/api/admin/index/update',
  guard: 'admin',
  summary: l('Update part of the index', '更新部分索引'),
  description: l(
    'Re-indexes only the given folders, in the background. The database and Meilisearch indexes support it; Bleve does not.',
    '在后台仅重新索引指定的文件夹。数据库索引和 Meilisearch 支持此操作，Bleve 不支持。',
  ),
  body: {
    kind: 'json',
    params: [
      param('paths', STRINGS, 'Folders to index again (full paths).', '需要重新索引的文件夹（完整路径）。', {
        required: true,
      }),
      param(
        'max_depth',
        INTEGER,
        'How deep to go below each folder; a negative value means no limit.',
        '在每个文件夹下索引的深度；负数表示不限。',
        {
          required: true,
        },
      ),
    ],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    NO_INDEX,
    RUNNING,
    error(400, 'update is not supported for current index', 'The index in use is Bleve.', '当前使用的是 Bleve 索引。'),
  ],
  example: {body: {paths: ['/local/movies'], max_depth: 20}, response: ok()},
};

const stop: ApiRoute = {
  id: 'admin-index-stop',
  method: 'POST',
  path: '/api/admin/index/stop',
  guard: 'admin',
  summary: l('Stop indexing', '停止索引'),
  description: l(
    'Asks a running build or update to stop; what is indexed so far stays.',
    '让正在进行的构建或更新停止，已索引的内容保留。',
  ),
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [NO_INDEX, error(400, 'index is not running', 'Nothing is being indexed.', '当前没有进行中的索引。')],
  example: {response: ok()},
};

const clear: ApiRoute = {
  id: 'admin-index-clear',
  method: 'POST',
  path: '/api/admin/index/clear',
  guard: 'admin',
  summary: l('Clear the index', '清空索引'),
  description: l(
    'Empties the index and resets its progress; search finds nothing until the next build.',
    '清空索引并重置进度；在下次构建之前搜索不到任何结果。',
  ),
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [NO_INDEX, RUNNING],
  example: {response: ok()},
};

const progress: ApiRoute = {
  id: 'admin-index-progress',
  method: 'GET',
  path: '/api/admin/index/progress',
  guard: 'admin',
  summary: l('Indexing progress', '索引进度'),
  description: l('How far the current or last build got.', '当前或上一次构建的进度。'),
  response: {kind: 'envelope', data: {ref: 'IndexProgress'}},
  errors: [NO_INDEX, error(500, undefined, 'The stored progress could not be read.', '无法读取保存的进度。')],
  example: {
    response: ok({obj_count: 18342, is_done: true, last_done_time: '2025-05-20T03:00:12.481+08:00', error: ''}),
  },
};

const group: ApiGroup = {
  id: 'admin-index',
  title: l('Search index', '搜索索引'),
  page: 'guide/api/admin/index',
  routes: [build, update, stop, clear, progress],
};

export default group;
