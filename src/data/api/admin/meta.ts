/**
 * Metas (per-path rules): `server/handles/meta.go` and `internal/op/meta.go`
 * of AList v3.45.0.
 */
import {BAD_BODY, BAD_ID, BOOLEAN, INTEGER, PAGE, PER_PAGE, STRING, error, idQuery, l, ok, param} from '../common';
import type {ApiGroup, ApiRoute, Param} from '../types';

const movieRules = {
  path: '/local/movies',
  password: 'family-only',
  p_sub: true,
  write: false,
  w_sub: false,
  hide: '^\\.\n\\.nfo$',
  h_sub: true,
  readme: '',
  r_sub: false,
  header: '## Movies\nAsk Alice for the password.',
  header_sub: false,
};
const movies = {id: 1, ...movieRules};

const META_FIELDS: readonly Param[] = [
  param(
    'path',
    STRING,
    'Path the rules apply to; cleaned (a trailing `/` is dropped). Must be unique.',
    '规则作用的路径，会被规范化（去掉末尾的 `/`）。不能重复。',
    {
      required: true,
    },
  ),
  param('password', STRING, 'Password to open the path; empty for none.', '访问该路径的密码；留空表示不设密码。', {
    default: '',
  }),
  param('p_sub', BOOLEAN, 'The password also applies to sub-folders.', '密码同样作用于子文件夹。', {default: false}),
  param(
    'write',
    BOOLEAN,
    'Anyone who can open the path may upload and create folders there.',
    '能访问该路径的人都可以在此上传和新建文件夹。',
    {default: false},
  ),
  param('w_sub', BOOLEAN, 'Writing is also allowed in sub-folders.', '写入权限同样作用于子文件夹。', {default: false}),
  param(
    'hide',
    STRING,
    'Regular expressions, one per line, matched against names in the folder; matches are hidden from users who may not see hidden files.',
    '正则表达式，每行一个，与文件夹中的名称匹配；匹配的项对无权查看隐藏文件的用户隐藏。',
    {default: ''},
  ),
  param('h_sub', BOOLEAN, 'Hiding also applies in sub-folders.', '隐藏规则同样作用于子文件夹。', {default: false}),
  param('readme', STRING, 'Markdown shown under the listing.', '显示在文件列表下方的 Markdown。', {default: ''}),
  param('r_sub', BOOLEAN, 'The readme also shows in sub-folders.', '说明同样显示在子文件夹中。', {default: false}),
  param('header', STRING, 'Markdown shown above the listing.', '显示在文件列表上方的 Markdown。', {default: ''}),
  param('header_sub', BOOLEAN, 'The header also shows in sub-folders.', '顶部说明同样显示在子文件夹中。', {
    default: false,
  }),
];

const BAD_HIDE = error(
  400,
  undefined,
  'A line of `hide` is not a valid regular expression: `<line> is illegal: <reason>`.',
  '`hide` 中某一行不是合法的正则表达式：`<该行> is illegal: <原因>`。',
);

const list: ApiRoute = {
  id: 'admin-meta-list',
  method: 'GET',
  path: '/api/admin/meta/list',
  guard: 'admin',
  summary: l('List metas', '列出元信息'),
  description: l('Every meta, by ID.', '按 ID 列出所有元信息。'),
  query: [PAGE, PER_PAGE],
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        content: {type: 'array', items: {ref: 'Meta'}, description: l('Metas of this page.', '本页的元信息。')},
        total: {type: 'integer', description: l('Number of metas.', '元信息总数。')},
      },
    },
  },
  errors: [error(500, undefined, 'The database failed.', '数据库出错。')],
  example: {query: {page: '1', per_page: '20'}, response: ok({content: [movies], total: 1})},
};

const get: ApiRoute = {
  id: 'admin-meta-get',
  method: 'GET',
  path: '/api/admin/meta/get',
  guard: 'admin',
  summary: l('Get a meta', '获取元信息'),
  description: l('One meta by ID.', '按 ID 获取一条元信息。'),
  query: [idQuery('Meta ID.', '元信息 ID。')],
  response: {kind: 'envelope', data: {ref: 'Meta'}},
  errors: [
    BAD_ID,
    error(500, undefined, 'No meta has this ID (`record not found`).', '没有该 ID 的元信息（`record not found`）。'),
  ],
  example: {query: {id: '1'}, response: ok(movies)},
};

const create: ApiRoute = {
  id: 'admin-meta-create',
  method: 'POST',
  path: '/api/admin/meta/create',
  guard: 'admin',
  summary: l('Create a meta', '新建元信息'),
  description: l(
    'Adds rules for a path. A path has at most one meta; a folder without one follows the nearest parent meta whose rules apply to sub-folders.',
    '为某个路径添加规则。每个路径最多一条元信息；没有元信息的文件夹遵循最近的、规则作用于子文件夹的上级元信息。',
  ),
  body: {kind: 'json', params: META_FIELDS},
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    BAD_BODY,
    BAD_HIDE,
    error(
      500,
      undefined,
      'The path already has a meta (`UNIQUE constraint failed`).',
      '该路径已有元信息（`UNIQUE constraint failed`）。',
    ),
  ],
  example: {body: movieRules, response: ok()},
};

const update: ApiRoute = {
  id: 'admin-meta-update',
  method: 'POST',
  path: '/api/admin/meta/update',
  guard: 'admin',
  summary: l('Update a meta', '修改元信息'),
  description: l(
    'Saves the whole meta as sent: fields left out become empty or false.',
    '按请求内容整体保存元信息：未提供的字段会变成空值或 false。',
  ),
  body: {
    kind: 'json',
    params: [param('id', INTEGER, 'ID of the meta.', '元信息 ID。', {required: true}), ...META_FIELDS],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    BAD_BODY,
    BAD_HIDE,
    error(
      500,
      undefined,
      'No meta has this ID, or another meta has this path.',
      '没有该 ID 的元信息，或该路径已被其他元信息使用。',
    ),
  ],
  example: {body: {...movies, write: true}, response: ok()},
};

const remove: ApiRoute = {
  id: 'admin-meta-delete',
  method: 'POST',
  path: '/api/admin/meta/delete',
  guard: 'admin',
  summary: l('Delete a meta', '删除元信息'),
  description: l(
    'Deletes a meta; the path then follows its parents’ rules.',
    '删除一条元信息，之后该路径遵循上级的规则。',
  ),
  query: [idQuery('Meta ID.', '元信息 ID。')],
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [BAD_ID, error(500, undefined, 'No meta has this ID.', '没有该 ID 的元信息。')],
  example: {query: {id: '1'}, response: ok()},
};

const group: ApiGroup = {
  id: 'admin-meta',
  title: l('Metas', '元信息'),
  page: 'guide/api/admin/meta',
  routes: [list, get, create, update, remove],
};

export default group;
