/**
 * The file system: `server/handles/fsread.go`, `fsmanage.go`, `fsbatch.go`,
 * `fsup.go`, `search.go`, `archive.go` and `offline_download.go`, plus the
 * `FsUp` and `SearchIndex` middlewares, of AList v3.45.0.
 */
import {
  BAD_BODY,
  BOOLEAN,
  INTEGER,
  META_PASSWORD,
  NO_ACCESS,
  OUTSIDE_BASE,
  PAGE,
  PATH,
  PERMISSION_DENIED,
  PER_PAGE,
  STORAGE_ERROR,
  STRING,
  STRINGS,
  error,
  l,
  ok,
  param,
} from './common';
import type {ApiError, ApiGroup, ApiRoute, Param, Schema} from './types';

const T = '2025-05-20T10:31:07+08:00';
const TASK_ID = 'nF3xq8ZbB0vLr2T9cKp1W';

/** A file as the listing shows it. */
function file(name: string, size: number, type: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '',
    path: '',
    name,
    size,
    is_dir: false,
    modified: T,
    created: T,
    sign: '',
    thumb: '',
    type,
    hashinfo: 'null',
    hash_info: null,
    ...extra,
  };
}

function folder(name: string): Record<string, unknown> {
  return {...file(name, 0, 1), is_dir: true};
}

const TASK_EXAMPLE = {
  id: TASK_ID,
  name: 'copy [/local](/movies/trailer.mp4) to [/s3](/backup)',
  creator: 'admin',
  creator_role: 2,
  state: 0,
  status: '',
  progress: 0,
  start_time: null,
  end_time: null,
  total_bytes: 0,
  error: '',
};

const PAGED_OBJS: Schema = {
  type: 'array',
  nullable: true,
  items: {ref: 'Obj'},
  description: l(
    'Objects of this page; `null`, not `[]`, for an empty folder or a page past the end.',
    '本页的对象；空文件夹或页码超出范围时为 `null`，而不是 `[]`。',
  ),
};

const ANY_NOTE = l(
  ' The route accepts any method: the web client sends POST with JSON; GET with the same fields in the query string works too.',
  ' 该接口接受任意请求方法：网页端用 POST 发送 JSON；用 GET 把同名字段放在查询字符串中也可以。',
);

/** `ListReq.Refresh` has a `json` tag only, so gin's query and form binding never fill it. */
const LIST_ANY_NOTE = l(
  ' The route accepts any method: the web client sends POST with JSON. GET with `path`, `password`, `page` and `per_page` in the query string works too, but `refresh` is read only from a JSON body: in a query string or a form it is ignored.',
  ' 该接口接受任意请求方法：网页端用 POST 发送 JSON。用 GET 把 `path`、`password`、`page`、`per_page` 放在查询字符串中也可以，但 `refresh` 只从 JSON 请求体读取，放在查询字符串或表单中会被忽略。',
);

/** `SearchReq` tags `parent`, `keywords`, `scope` and `password` for JSON only; only `page`/`per_page` have form names. */
const SEARCH_ANY_NOTE = l(
  ' The route is registered for every method, but it reads `parent`, `keywords`, `scope` and `password` only from a JSON body: a query string or a form fills only `page` and `per_page`, so send POST with JSON, as the web client does.',
  ' 该接口注册了所有请求方法，但 `parent`、`keywords`、`scope`、`password` 只从 JSON 请求体读取：查询字符串或表单只能填入 `page` 和 `per_page`。因此请像网页端一样用 POST 发送 JSON。',
);

const NO_REFRESH = error(
  403,
  'Refresh without permission',
  '`refresh` is true but the user may not write to the folder.',
  '`refresh` 为 true，但用户没有该文件夹的写入权限。',
);

const EXISTS: ApiError = error(
  403,
  undefined,
  'An object of the same name exists at the destination and `overwrite` is false: `file [name] exists`.',
  '目标位置已有同名对象，且 `overwrite` 为 false：`file [name] exists`。',
);

const EMPTY_NAMES = error(400, 'Empty file names', '`names` is empty.', '`names` 为空。');

const OVERWRITE = param(
  'overwrite',
  BOOLEAN,
  'Replace objects of the same name at the destination; when false, the call is refused if any name exists there.',
  '覆盖目标位置的同名对象；为 false 时，只要目标位置已有任一同名对象，整个请求就会被拒绝。',
  {default: false, since: 'v3.42.0'},
);

const list: ApiRoute = {
  id: 'fs-list',
  method: 'POST',
  anyMethod: true,
  path: '/api/fs/list',
  guard: 'auth',
  summary: l('List a folder', '列出文件夹'),
  description: l(
    'Returns the objects of a folder, one page at a time, with the folder’s readme and header from its meta and whether the caller may write there. Listings come from the cache unless `refresh` is set.' +
      LIST_ANY_NOTE.en,
    '分页返回文件夹中的对象，并附带元信息中的说明和顶部说明，以及调用者能否在此写入。除非设置 `refresh`，否则列表取自缓存。' +
      LIST_ANY_NOTE.zh,
  ),
  body: {
    kind: 'json',
    params: [
      PATH,
      META_PASSWORD,
      PAGE,
      PER_PAGE,
      param(
        'refresh',
        BOOLEAN,
        'Bypass the cache and read the folder from the storage again. Needs write permission on the folder. Read from a JSON body only.',
        '跳过缓存，重新从存储读取该文件夹。需要该文件夹的写入权限。只从 JSON 请求体读取。',
        {default: false},
      ),
    ],
  },
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        content: PAGED_OBJS,
        total: {type: 'integer', description: l('Number of objects in the whole folder.', '整个文件夹中的对象总数。')},
        readme: {
          type: 'string',
          description: l('Readme of the meta that applies here, Markdown.', '适用于此处的元信息说明（Markdown）。'),
        },
        header: {
          type: 'string',
          description: l('Header of the meta that applies here, Markdown.', '适用于此处的元信息顶部说明（Markdown）。'),
        },
        write: {
          type: 'boolean',
          description: l('The caller may upload and create folders here.', '调用者可以在此上传和新建文件夹。'),
        },
        provider: {
          type: 'string',
          description: l(
            'Driver of the storage, such as `Local`; `unknown` for folders above mount points.',
            '存储所用的驱动，如 `Local`；挂载点之上的虚拟文件夹为 `unknown`。',
          ),
        },
      },
    },
  },
  errors: [BAD_BODY, OUTSIDE_BASE, NO_ACCESS, NO_REFRESH, STORAGE_ERROR],
  example: {
    body: {path: '/local/movies', password: '', page: 1, per_page: 30, refresh: false},
    response: ok({
      content: [
        folder('2024'),
        file('trailer.mp4', 52428800, 2, {
          hashinfo: '{"md5":"9e107d9d372bb6826bd81d3542a419d6"}',
          hash_info: {md5: '9e107d9d372bb6826bd81d3542a419d6'},
        }),
      ],
      total: 2,
      readme: '',
      header: '',
      write: true,
      provider: 'Local',
    }),
  },
};

const get: ApiRoute = {
  id: 'fs-get',
  method: 'POST',
  anyMethod: true,
  path: '/api/fs/get',
  guard: 'auth',
  summary: l('Get a file or folder', '获取文件或文件夹'),
  description: l(
    'Returns one object with the address to download it and the other files of its folder whose names start with the same base name (subtitles next to a video, for example). `raw_url` is the storage’s own link, or AList’s `/p` link when the storage proxies downloads. Getting a file may ask the storage for a fresh link, so it is slower than listing.' +
      ANY_NOTE.en,
    '返回单个对象及其下载地址，以及同一文件夹中主文件名相同的其他文件（例如视频旁的字幕）。`raw_url` 是存储自身的直链；存储开启中转时则是 AList 的 `/p` 链接。获取文件可能需要向存储申请新链接，所以比列出文件夹慢。' +
      ANY_NOTE.zh,
  ),
  body: {kind: 'json', params: [PATH, META_PASSWORD]},
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      extends: 'Obj',
      properties: {
        raw_url: {
          type: 'string',
          description: l('Download address; empty for folders.', '下载地址；文件夹为空。'),
        },
        readme: {type: 'string', description: l('Readme of the meta that applies here.', '适用于此处的元信息说明。')},
        header: {
          type: 'string',
          description: l('Header of the meta that applies here.', '适用于此处的元信息顶部说明。'),
        },
        provider: {
          type: 'string',
          description: l(
            'Driver name of the storage; `unknown` outside storages.',
            '存储的驱动名称；不在任何存储中时为 `unknown`。',
          ),
        },
        related: {
          type: 'array',
          nullable: true,
          items: {ref: 'Obj'},
          description: l(
            'Files of the same folder whose names start with this file’s name without extension; `null` when none.',
            '同一文件夹中，名称以本文件去掉扩展名后的名称开头的文件；没有时为 `null`。',
          ),
        },
      },
    },
  },
  errors: [BAD_BODY, OUTSIDE_BASE, NO_ACCESS, STORAGE_ERROR],
  example: {
    body: {path: '/local/movies/trailer.mp4', password: ''},
    response: ok({
      ...file('trailer.mp4', 52428800, 2),
      raw_url: 'http://localhost:5244/p/local/movies/trailer.mp4',
      readme: '',
      header: '',
      provider: 'Local',
      related: [file('trailer.srt', 2048, 4)],
    }),
  },
};

const dirs: ApiRoute = {
  id: 'fs-dirs',
  method: 'POST',
  anyMethod: true,
  path: '/api/fs/dirs',
  guard: 'auth',
  summary: l('List sub-folders', '列出子文件夹'),
  description: l(
    'Returns only the folders inside a folder, without paging: what the folder pickers of the move and copy dialogs use.' +
      ANY_NOTE.en,
    '只返回文件夹中的子文件夹，不分页，即移动、复制对话框中文件夹选择器所用的数据。' + ANY_NOTE.zh,
  ),
  body: {
    kind: 'json',
    params: [
      PATH,
      META_PASSWORD,
      param(
        'force_root',
        BOOLEAN,
        'Read `path` from the real root instead of the user’s base path. Administrators only.',
        '从真正的根目录而不是用户的基本路径解析 `path`。仅管理员可用。',
        {default: false},
      ),
    ],
  },
  response: {
    kind: 'envelope',
    data: {
      type: 'array',
      nullable: true,
      description: l('The sub-folders; `null` when there are none.', '子文件夹列表；没有时为 `null`。'),
      items: {
        type: 'object',
        properties: {
          name: {type: 'string', description: l('Folder name.', '文件夹名。')},
          modified: {type: 'string', format: 'date-time', description: l('Last modification time.', '最后修改时间。')},
        },
      },
    },
  },
  errors: [
    BAD_BODY,
    error(
      403,
      'Permission denied',
      '`force_root` is true and the caller is not an administrator.',
      '`force_root` 为 true，但调用者不是管理员。',
    ),
    OUTSIDE_BASE,
    NO_ACCESS,
    STORAGE_ERROR,
  ],
  example: {
    body: {path: '/local', password: '', force_root: false},
    response: ok([
      {name: 'movies', modified: T},
      {name: 'music', modified: T},
    ]),
  },
};

const search: ApiRoute = {
  id: 'fs-search',
  method: 'POST',
  anyMethod: true,
  path: '/api/fs/search',
  guard: 'auth',
  summary: l('Search', '搜索'),
  description: l(
    'Searches the index for names containing the keywords, below a folder. It needs a search index (the “Search index” setting is not `none`) that has been built; results the caller may not see (outside the base path, hidden, behind a password) are dropped after the search, so a page can hold fewer items than `per_page`.' +
      SEARCH_ANY_NOTE.en,
    '在索引中搜索某文件夹下名称包含关键词的对象。需要先启用（“搜索索引”设置不为 `none`）并构建搜索索引；调用者无权看到的结果（基本路径之外、被隐藏、受密码保护）会在搜索后剔除，因此一页的条数可能少于 `per_page`。' +
      SEARCH_ANY_NOTE.zh,
  ),
  body: {
    kind: 'json',
    params: [
      param('parent', STRING, 'Folder to search in, as the user sees it.', '在哪个文件夹下搜索（用户视角的路径）。', {
        required: true,
      }),
      param('keywords', STRING, 'Words to look for in names.', '要在名称中查找的关键词。', {required: true}),
      param(
        'scope',
        {type: 'integer', enum: [0, 1, 2]},
        '0 everything, 1 folders only, 2 files only.',
        '0 全部、1 仅文件夹、2 仅文件。',
        {
          default: 0,
        },
      ),
      param(
        'page',
        INTEGER,
        'Page number, from 1 (required here: 0 is refused).',
        '页码，从 1 开始（此处必填，0 会被拒绝）。',
        {required: true},
      ),
      param('per_page', INTEGER, 'Results per page, at least 1.', '每页条数，至少为 1。', {required: true}),
      param(
        'password',
        STRING,
        'Folder password used to check protected results.',
        '用于检查受保护结果的文件夹密码。',
        {default: ''},
      ),
    ],
  },
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        content: {type: 'array', items: {ref: 'SearchResult'}, description: l('Hits of this page.', '本页的结果。')},
        total: {
          type: 'integer',
          description: l('Hits in the index before the permission filter.', '权限过滤前索引中的命中总数。'),
        },
      },
    },
  },
  errors: [
    error(500, 'search not available', 'The search index is set to `none`.', '搜索索引设置为 `none`。'),
    error(
      400,
      undefined,
      "`page` or `per_page` is below 1 (`page can't < 1`), or `parent` leaves the base path.",
      "`page` 或 `per_page` 小于 1（`page can't < 1`），或 `parent` 越出了基本路径。",
    ),
    STORAGE_ERROR,
  ],
  example: {
    body: {parent: '/', keywords: 'trailer', scope: 0, page: 1, per_page: 20, password: ''},
    response: ok({
      content: [{parent: '/local/movies', name: 'trailer.mp4', is_dir: false, size: 52428800, type: 2}],
      total: 1,
    }),
  },
};

const other: ApiRoute = {
  id: 'fs-other',
  method: 'POST',
  anyMethod: true,
  path: '/api/fs/other',
  guard: 'auth',
  summary: l('Driver-specific action', '驱动专用操作'),
  description: l(
    'Passes a method and its data to the driver of the storage, for features only some drivers have, such as the transcoded video preview of 115 or Aliyundrive (`video_preview`). What `method` accepts and what comes back depends on the driver.' +
      ANY_NOTE.en,
    '把方法名和数据交给存储的驱动处理，用于只有部分驱动才有的功能，例如 115、阿里云盘的转码视频预览（`video_preview`）。`method` 接受哪些值、返回什么，取决于驱动。' +
      ANY_NOTE.zh,
  ),
  body: {
    kind: 'json',
    params: [
      PATH,
      param(
        'method',
        STRING,
        'Name of the driver’s action, such as `video_preview`.',
        '驱动操作的名称，如 `video_preview`。',
        {required: true},
      ),
      param('data', {type: 'any'}, 'Arguments of the action, if it takes any.', '操作的参数（如有）。'),
      META_PASSWORD,
    ],
  },
  response: {kind: 'envelope', data: {type: 'any', description: l('Whatever the driver returns.', '驱动返回的内容。')}},
  errors: [
    BAD_BODY,
    OUTSIDE_BASE,
    NO_ACCESS,
    error(
      500,
      'not implement',
      'The driver has no such action (or none at all).',
      '驱动没有该操作（或不支持任何操作）。',
    ),
  ],
  example: {
    body: {path: '/aliyun/movies/trailer.mp4', method: 'video_preview', password: ''},
    response: ok({
      drive_id: '12345678',
      file_id: '6650a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8',
      video_preview_play_info: {
        category: 'live_transcoding',
        live_transcoding_task_list: [
          {template_id: 'FHD', status: 'finished', url: 'https://cn-beijing-data.aliyundrive.net/…'},
        ],
      },
    }),
  },
};

const mkdir: ApiRoute = {
  id: 'fs-mkdir',
  method: 'POST',
  path: '/api/fs/mkdir',
  guard: 'auth',
  summary: l('Create a folder', '新建文件夹'),
  description: l(
    'Creates the folder and any missing parent folders. Needs the “create folders and upload” permission, or a meta that allows writing in the parent folder.',
    '创建文件夹，缺少的上级文件夹也会一并创建。需要“新建文件夹和上传”权限，或父文件夹的元信息允许写入。',
  ),
  body: {
    kind: 'json',
    params: [param('path', STRING, 'Path of the new folder.', '新文件夹的路径。', {required: true})],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [BAD_BODY, OUTSIDE_BASE, PERMISSION_DENIED, STORAGE_ERROR],
  example: {body: {path: '/local/movies/2025'}, response: ok()},
};

const rename: ApiRoute = {
  id: 'fs-rename',
  method: 'POST',
  path: '/api/fs/rename',
  guard: 'auth',
  summary: l('Rename', '重命名'),
  description: l(
    'Gives a file or folder a new name in the same folder. Needs the rename permission.',
    '在原文件夹内为文件或文件夹改名。需要重命名权限。',
  ),
  body: {
    kind: 'json',
    params: [
      param('path', STRING, 'Current path of the object.', '对象当前的路径。', {required: true}),
      param('name', STRING, 'New name (a name, not a path).', '新名称（只是名称，不是路径）。', {required: true}),
      {
        ...OVERWRITE,
        description: l('Replace an object that already has the new name.', '若已有对象使用新名称，则将其覆盖。'),
      },
    ],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [BAD_BODY, PERMISSION_DENIED, OUTSIDE_BASE, EXISTS, STORAGE_ERROR],
  example: {body: {path: '/local/movies/trailer.mp4', name: 'teaser.mp4', overwrite: false}, response: ok()},
};

const batchRename: ApiRoute = {
  id: 'fs-batch-rename',
  method: 'POST',
  path: '/api/fs/batch_rename',
  guard: 'auth',
  summary: l('Rename several objects', '批量重命名'),
  description: l(
    'Renames several objects of one folder, in order. Pairs with an empty name are skipped; the first failure stops the batch, and the renames before it stay done.',
    '按顺序重命名同一文件夹中的多个对象。名称为空的项会被跳过；遇到第一个失败即停止，之前已完成的重命名保留。',
  ),
  body: {
    kind: 'json',
    params: [
      param('src_dir', STRING, 'Folder holding the objects.', '对象所在的文件夹。', {required: true}),
      param(
        'rename_objects',
        {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              src_name: {type: 'string', description: l('Current name.', '当前名称。')},
              new_name: {type: 'string', description: l('New name.', '新名称。')},
            },
          },
        },
        'The renames to make.',
        '要执行的重命名列表。',
        {required: true},
      ),
    ],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [BAD_BODY, PERMISSION_DENIED, OUTSIDE_BASE, STORAGE_ERROR],
  example: {
    body: {
      src_dir: '/local/photos',
      rename_objects: [
        {src_name: 'IMG_0001.jpg', new_name: '2025-05-01 beach.jpg'},
        {src_name: 'IMG_0002.jpg', new_name: '2025-05-01 sunset.jpg'},
      ],
    },
    response: ok(),
  },
};

const regexRename: ApiRoute = {
  id: 'fs-regex-rename',
  method: 'POST',
  path: '/api/fs/regex_rename',
  guard: 'auth',
  summary: l('Rename by regular expression', '正则批量重命名'),
  description: l(
    'Renames every object of a folder whose name matches a Go regular expression, replacing each match with the replacement (`$1` and `${name}` refer to groups). Only the folder itself is searched, not its sub-folders.',
    '把文件夹中名称匹配 Go 正则表达式的对象逐个改名，匹配部分替换为给定内容（可用 `$1`、`${name}` 引用分组）。只处理该文件夹本身，不含子文件夹。',
  ),
  body: {
    kind: 'json',
    params: [
      param('src_dir', STRING, 'Folder holding the objects.', '对象所在的文件夹。', {required: true}),
      param(
        'src_name_regex',
        STRING,
        'Regular expression (Go RE2 syntax) matched against names.',
        '匹配名称的正则表达式（Go RE2 语法）。',
        {
          required: true,
        },
      ),
      param('new_name_regex', STRING, 'Replacement for each match.', '每处匹配的替换内容。', {required: true}),
    ],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    BAD_BODY,
    PERMISSION_DENIED,
    OUTSIDE_BASE,
    error(
      500,
      undefined,
      'The regular expression does not compile (`error parsing regexp: …`), or a rename failed.',
      '正则表达式无法编译（`error parsing regexp: …`），或某次改名失败。',
    ),
  ],
  example: {
    body: {src_dir: '/local/series', src_name_regex: '^Show\\.S01E(\\d+)\\.mkv$', new_name_regex: 'Show - 1x$1.mkv'},
    response: ok(),
  },
};

const MOVE_COPY_PARAMS: readonly Param[] = [
  param('src_dir', STRING, 'Folder the objects are in.', '对象所在的文件夹。', {required: true}),
  param('dst_dir', STRING, 'Folder to put them in.', '目标文件夹。', {required: true}),
  param('names', STRINGS, 'Names of the objects in `src_dir`.', '`src_dir` 中对象的名称。', {required: true}),
  OVERWRITE,
];

const move: ApiRoute = {
  id: 'fs-move',
  method: 'POST',
  path: '/api/fs/move',
  guard: 'auth',
  summary: l('Move', '移动'),
  description: l(
    "Moves objects to another folder of the same storage. Moving between storages is refused (`can't move files between two storages, try to copy`); copy, then delete. Needs the move permission.",
    "把对象移动到同一存储的另一个文件夹。不支持跨存储移动（`can't move files between two storages, try to copy`），请先复制再删除。需要移动权限。",
  ),
  body: {kind: 'json', params: MOVE_COPY_PARAMS},
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [BAD_BODY, EMPTY_NAMES, PERMISSION_DENIED, OUTSIDE_BASE, EXISTS, STORAGE_ERROR],
  example: {
    body: {
      src_dir: '/local/downloads',
      dst_dir: '/local/movies',
      names: ['trailer.mp4', 'poster.jpg'],
      overwrite: false,
    },
    response: ok(),
  },
};

const recursiveMove: ApiRoute = {
  id: 'fs-recursive-move',
  method: 'POST',
  path: '/api/fs/recursive_move',
  guard: 'auth',
  summary: l('Move all files out of sub-folders', '提取子文件夹中的文件'),
  description: l(
    'Walks `src_dir` with all its sub-folders and moves every file found, flattened, into `dst_dir`. Folders are not moved; they stay behind, empty. Needs the move permission. The reply’s `message` counts the files moved.',
    '遍历 `src_dir` 及其所有子文件夹，把找到的每个文件都平铺移动到 `dst_dir`。文件夹本身不移动，会留下空文件夹。需要移动权限。返回的 `message` 会给出移动的文件数。',
  ),
  body: {
    kind: 'json',
    params: [
      param('src_dir', STRING, 'Folder to empty.', '要提取文件的文件夹。', {required: true}),
      param('dst_dir', STRING, 'Folder that receives the files.', '接收文件的文件夹。', {required: true}),
      param(
        'conflict_policy',
        {type: 'string', enum: ['cancel', 'skip', 'overwrite']},
        'When a file name already exists in `dst_dir` (or twice in the tree): `cancel` stops before moving anything, `skip` leaves that file where it is, `overwrite` replaces. An empty or other value overwrites.',
        '`dst_dir` 中已有同名文件（或目录树中出现重名）时：`cancel` 在移动任何文件之前停止，`skip` 跳过该文件，`overwrite` 覆盖。为空或其他值时也会覆盖。',
        {since: 'v3.43.0'},
      ),
    ],
  },
  response: {kind: 'envelope', data: {type: 'null'}, message: 'Successfully moved 12 files'},
  errors: [
    BAD_BODY,
    PERMISSION_DENIED,
    OUTSIDE_BASE,
    error(
      403,
      undefined,
      'A name conflicts and `conflict_policy` is `cancel`: `file [name] exists`.',
      '出现重名且 `conflict_policy` 为 `cancel`：`file [name] exists`。',
    ),
    STORAGE_ERROR,
  ],
  example: {
    body: {src_dir: '/local/downloads/season-1', dst_dir: '/local/series', conflict_policy: 'skip'},
    response: ok(null, 'Successfully moved 12 files'),
  },
};

const copy: ApiRoute = {
  id: 'fs-copy',
  method: 'POST',
  path: '/api/fs/copy',
  guard: 'auth',
  summary: l('Copy', '复制'),
  description: l(
    'Copies objects to another folder. Within one storage whose driver can copy, the copy happens before the reply and `tasks` is empty. Otherwise every object becomes a copy task (data goes through AList) and the reply lists them; follow them with the `/api/task/copy/…` routes.',
    '把对象复制到另一个文件夹。在同一存储内且驱动支持复制时，复制在返回前完成，`tasks` 为空；否则每个对象都会成为一个复制任务（数据经由 AList 中转），返回中会列出这些任务，可通过 `/api/task/copy/…` 系列接口跟踪。',
  ),
  body: {kind: 'json', params: MOVE_COPY_PARAMS},
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        tasks: {
          type: 'array',
          items: {ref: 'TaskInfo'},
          description: l('Copy tasks created; `[]` when none.', '创建的复制任务；没有时为 `[]`。'),
        },
      },
    },
  },
  errors: [BAD_BODY, EMPTY_NAMES, PERMISSION_DENIED, OUTSIDE_BASE, EXISTS, STORAGE_ERROR],
  example: {
    body: {src_dir: '/local/movies', dst_dir: '/s3/backup', names: ['trailer.mp4'], overwrite: false},
    response: ok({tasks: [TASK_EXAMPLE]}),
  },
};

const remove: ApiRoute = {
  id: 'fs-remove',
  method: 'POST',
  path: '/api/fs/remove',
  guard: 'auth',
  summary: l('Delete', '删除'),
  description: l(
    'Deletes objects of one folder, folders with everything inside. Whether they go to a recycle bin depends on the storage. Needs the delete permission; the first failure stops the batch.',
    '删除同一文件夹中的对象，文件夹会连同其内容一起删除。是否进入回收站取决于存储本身。需要删除权限；遇到第一个失败即停止。',
  ),
  body: {
    kind: 'json',
    params: [
      param('dir', STRING, 'Folder the objects are in.', '对象所在的文件夹。', {required: true}),
      param('names', STRINGS, 'Names to delete.', '要删除的名称。', {required: true}),
    ],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [BAD_BODY, EMPTY_NAMES, PERMISSION_DENIED, OUTSIDE_BASE, STORAGE_ERROR],
  example: {body: {dir: '/local/downloads', names: ['old.iso', 'tmp']}, response: ok()},
};

const removeEmpty: ApiRoute = {
  id: 'fs-remove-empty-directory',
  method: 'POST',
  path: '/api/fs/remove_empty_directory',
  guard: 'auth',
  summary: l('Delete empty folders', '删除空文件夹'),
  description: l(
    'Deletes every empty folder below `src_dir`, including folders that become empty once their empty sub-folders are gone. `src_dir` itself stays. Needs the delete permission.',
    '删除 `src_dir` 下所有空文件夹，包括删掉空子文件夹后变空的文件夹。`src_dir` 本身保留。需要删除权限。',
  ),
  body: {kind: 'json', params: [param('src_dir', STRING, 'Folder to clean up.', '要清理的文件夹。', {required: true})]},
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [BAD_BODY, PERMISSION_DENIED, OUTSIDE_BASE, STORAGE_ERROR],
  example: {body: {src_dir: '/local/downloads'}, response: ok()},
};

const UPLOAD_HEADERS: readonly Param[] = [
  param(
    'File-Path',
    STRING,
    'Full path of the file to create, URL-encoded (`encodeURIComponent` of the whole path, or each segment encoded and joined with `/`).',
    '要创建的文件的完整路径，需 URL 编码（对整个路径做 `encodeURIComponent`，或逐段编码后用 `/` 连接）。',
    {required: true},
  ),
  param(
    'As-Task',
    {type: 'string', enum: ['true', 'false']},
    '`true` returns at once and uploads to the storage in the background as an upload task; otherwise the reply waits until the storage has the file.',
    '为 `true` 时立即返回，并以上传任务的形式在后台上传到存储；否则等存储收到文件后才返回。',
    {default: 'false'},
  ),
  param(
    'Overwrite',
    {type: 'string', enum: ['true', 'false']},
    '`false` refuses the upload when the file exists. Anything else, or no header, overwrites.',
    '为 `false` 时，文件已存在则拒绝上传；其他值或不带该请求头时覆盖。',
    {default: 'true', since: 'v3.42.0'},
  ),
  param(
    'Password',
    STRING,
    'Password of the target folder, when a meta protects it.',
    '目标文件夹由元信息设了密码时，填写该密码。',
  ),
  param(
    'Last-Modified',
    INTEGER,
    'Modification time to record, in milliseconds since 1970; now when absent.',
    '要记录的修改时间，自 1970 年起的毫秒数；不带时取当前时间。',
  ),
  param(
    'X-File-Md5',
    STRING,
    'MD5 of the file, hex. With a hash, storages that support rapid upload may skip the transfer.',
    '文件的 MD5（十六进制）。提供哈希后，支持秒传的存储可能无需实际传输。',
    {since: 'v3.42.0'},
  ),
  param('X-File-Sha1', STRING, 'SHA-1 of the file, hex.', '文件的 SHA-1（十六进制）。', {since: 'v3.42.0'}),
  param('X-File-Sha256', STRING, 'SHA-256 of the file, hex.', '文件的 SHA-256（十六进制）。', {since: 'v3.42.0'}),
];

const UPLOAD_RESPONSE: Schema = {
  type: 'object',
  nullable: true,
  description: l('`null`, or with `As-Task: true`, the task:', '为 `null`；带 `As-Task: true` 时为任务信息：'),
  properties: {task: {ref: 'TaskInfo'}},
};

const UPLOAD_ERRORS: readonly ApiError[] = [
  error(400, undefined, '`File-Path` is not valid URL encoding.', '`File-Path` 不是合法的 URL 编码。'),
  error(
    403,
    'permission denied',
    'The user may not write to the target folder (no upload permission and no meta allowing it), or the folder password is wrong.',
    '用户无权写入目标文件夹（没有上传权限，元信息也不允许写入），或文件夹密码错误。',
  ),
  error(403, 'file exists', '`Overwrite: false` and the file exists.', '设置了 `Overwrite: false`，且文件已存在。'),
  STORAGE_ERROR,
];

const put: ApiRoute = {
  id: 'fs-put',
  method: 'PUT',
  path: '/api/fs/put',
  guard: 'auth',
  summary: l('Upload a file (stream)', '上传文件（流式）'),
  description: l(
    'Uploads the request body as the file named by `File-Path`. The body is streamed to the storage, so this suits large files and scripts; the size must be known (`Content-Length`). Missing folders on the way are created.',
    '把请求体作为 `File-Path` 指定的文件上传。请求体以流的方式交给存储，适合大文件和脚本；需要事先知道大小（`Content-Length`）。路径中不存在的文件夹会自动创建。',
  ),
  headers: [
    ...UPLOAD_HEADERS,
    param(
      'Content-Length',
      INTEGER,
      'Size of the body in bytes; most clients set it.',
      '请求体大小（字节），多数客户端会自动设置。',
      {required: true},
    ),
    param(
      'Content-Type',
      STRING,
      'MIME type to record; guessed from the name when absent.',
      '要记录的 MIME 类型；不带时按文件名推断。',
    ),
  ],
  body: {kind: 'binary', description: l('The file’s bytes.', '文件内容。')},
  response: {kind: 'envelope', data: UPLOAD_RESPONSE},
  errors: [
    ...UPLOAD_ERRORS.slice(0, 1),
    error(
      400,
      undefined,
      '`Content-Length` is missing (`strconv.ParseInt: parsing "": invalid syntax`).',
      '缺少 `Content-Length`（`strconv.ParseInt: parsing "": invalid syntax`）。',
    ),
    ...UPLOAD_ERRORS.slice(1),
  ],
  example: {
    headers: {'File-Path': '%2Flocal%2Fbackup%2Fnotes%202025.txt', 'As-Task': 'true', Overwrite: 'false'},
    file: 'notes 2025.txt',
    response: ok({
      task: {
        ...TASK_EXAMPLE,
        name: 'upload notes 2025.txt to [/local](/backup)',
        status: 'uploading',
        total_bytes: 1843,
      },
    }),
  },
};

const form: ApiRoute = {
  id: 'fs-form',
  method: 'PUT',
  path: '/api/fs/form',
  guard: 'auth',
  summary: l('Upload a file (form)', '上传文件（表单）'),
  description: l(
    'Uploads the `file` field of a `multipart/form-data` body as the file named by `File-Path`. AList reads the whole form before it starts, keeping large parts in a temporary file, so the streamed upload is lighter for big files; the form suits browsers and tools that only post forms. Note the method: PUT, not POST.',
    '把 `multipart/form-data` 请求体中的 `file` 字段作为 `File-Path` 指定的文件上传。AList 会先读完整个表单（较大的部分暂存为临时文件）再开始上传，因此大文件用流式上传更省资源；表单方式适合只能提交表单的浏览器和工具。注意请求方法是 PUT 而不是 POST。',
  ),
  headers: UPLOAD_HEADERS,
  body: {
    kind: 'multipart',
    params: [
      param(
        'file',
        {type: 'string', format: 'binary'},
        'The file. Its own name in the form is ignored: `File-Path` decides.',
        '文件。表单中的文件名不起作用，以 `File-Path` 为准。',
        {required: true},
      ),
    ],
  },
  response: {kind: 'envelope', data: UPLOAD_RESPONSE},
  errors: [
    ...UPLOAD_ERRORS.slice(0, 3),
    error(
      400,
      undefined,
      'No storage is mounted at the target path: `storage not found; rawPath: …`. The streamed upload answers the same case with code 500.',
      '目标路径上没有挂载存储：`storage not found; rawPath: …`。流式上传遇到同样情况时返回代码 500。',
    ),
    error(
      405,
      "Current storage doesn't support upload",
      'The storage’s driver cannot upload.',
      '存储所用驱动不支持上传。',
    ),
    error(
      500,
      undefined,
      'The form has no `file` field (`http: no such file`) or the upload failed.',
      '表单中没有 `file` 字段（`http: no such file`），或上传失败。',
    ),
  ],
  example: {
    headers: {'File-Path': '%2Flocal%2Fbackup%2Fnotes%202025.txt'},
    file: 'notes 2025.txt',
    response: ok(),
  },
};

const link: ApiRoute = {
  id: 'fs-link',
  method: 'POST',
  path: '/api/fs/link',
  guard: 'admin',
  summary: l('Get the storage’s own link', '获取存储直链'),
  description: l(
    'Returns the link the storage gives for a file together with the headers it needs, for programs that fetch files themselves. Because such headers can carry the storage’s cookies, only administrators may call it. `path` is taken from the real root, not the base path. For storages that only serve files locally, the reply is a signed `/p` link instead.',
    '返回存储为文件提供的链接及访问它所需的请求头，供自行下载文件的程序使用。由于这些请求头可能包含存储的 Cookie，只有管理员可以调用。`path` 从真正的根目录解析，不受用户基本路径限制。对只能在本地提供文件的存储，返回的是带签名的 `/p` 链接。',
  ),
  body: {
    kind: 'json',
    params: [
      param('path', STRING, 'Full path of the file from the root.', '从根目录起的文件完整路径。', {required: true}),
    ],
  },
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        url: {type: 'string', description: l('The link.', '链接。')},
        header: {
          type: 'object',
          nullable: true,
          additionalProperties: {type: 'array', items: {type: 'string'}},
          description: l(
            'Headers to send with it, each a list of values; `null` when none.',
            '访问时需带上的请求头，每项为一个值列表；不需要时为 `null`。',
          ),
        },
        Expiration: {
          type: 'integer',
          nullable: true,
          description: l(
            'How long AList caches the link, in nanoseconds (the key really is capitalised); `null` when not set.',
            'AList 缓存该链接的时长，单位纳秒（键名确实是大写开头）；未设置时为 `null`。',
          ),
        },
        concurrency: {
          type: 'integer',
          description: l(
            'Parallel connections the storage allows, 0 when not set.',
            '存储允许的并发连接数，未设置时为 0。',
          ),
        },
        part_size: {
          type: 'integer',
          description: l('Chunk size for parallel downloads, 0 when not set.', '并发下载的分块大小，未设置时为 0。'),
        },
      },
    },
  },
  errors: [BAD_BODY, STORAGE_ERROR],
  example: {
    body: {path: '/onedrive/docs/report.pdf'},
    response: ok({
      url: 'https://contoso-my.sharepoint.com/personal/alice/_layouts/15/download.aspx?UniqueId=…',
      header: null,
      Expiration: null,
      concurrency: 0,
      part_size: 0,
    }),
  },
};

const addOfflineDownload: ApiRoute = {
  id: 'fs-add-offline-download',
  method: 'POST',
  path: '/api/fs/add_offline_download',
  guard: 'auth',
  summary: l('Add offline downloads', '添加离线下载'),
  description: l(
    'Hands URLs to an offline download tool and saves the results into a folder. Each URL becomes a download task; once the tool has finished, a transfer task moves the files into the folder (unless the tool is the cloud of the target storage itself). Needs the “add offline downloads” permission. The tool must be set up in the admin settings first; `/api/public/offline_download_tools` lists those ready.',
    '把 URL 交给离线下载工具，下载结果保存到指定文件夹。每个 URL 成为一个下载任务；工具下载完成后，再由传输任务把文件移入文件夹（若所用工具正是目标存储所在的网盘则无需传输）。需要“添加离线下载”权限。工具须先在管理设置中配置好，`/api/public/offline_download_tools` 会列出已就绪的工具。',
  ),
  body: {
    kind: 'json',
    params: [
      param(
        'urls',
        STRINGS,
        'Links to download: HTTP(S), magnet or whatever the tool accepts.',
        '要下载的链接：HTTP(S)、磁力链接或工具支持的其他格式。',
        {required: true},
      ),
      param('path', STRING, 'Folder to save into.', '保存到的文件夹。', {required: true}),
      param(
        'tool',
        {
          type: 'string',
          enum: ['aria2', 'qBittorrent', 'Transmission', 'SimpleHttp', '115 Cloud', 'PikPak', 'Thunder'],
        },
        'Tool name, exactly as listed (case matters).',
        '工具名称，须与列表完全一致（区分大小写）。',
        {required: true},
      ),
      param(
        'delete_policy',
        {
          type: 'string',
          enum: ['delete_on_upload_succeed', 'delete_on_upload_failed', 'delete_never', 'delete_always'],
        },
        'What happens to the tool’s temporary copy after the transfer.',
        '传输完成后如何处理工具下载的临时文件。',
        {required: true},
      ),
    ],
  },
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        tasks: {
          type: 'array',
          items: {ref: 'TaskInfo'},
          description: l(
            'Download tasks created (SimpleHttp may save directly and create none).',
            '创建的下载任务（SimpleHttp 可能直接保存而不创建任务）。',
          ),
        },
      },
    },
  },
  errors: [
    error(403, 'permission denied', 'The user may not add offline downloads.', '用户没有添加离线下载的权限。'),
    BAD_BODY,
    OUTSIDE_BASE,
    error(
      500,
      undefined,
      'The folder’s storage cannot upload, the path is a file, or the tool is unknown or not ready (`failed get tool`, `failed init tool …`).',
      '目标存储不支持上传、路径是文件，或工具不存在、未就绪（`failed get tool`、`failed init tool …`）。',
    ),
  ],
  example: {
    body: {
      urls: ['https://releases.ubuntu.com/24.04/ubuntu-24.04.2-live-server-amd64.iso'],
      path: '/local/iso',
      tool: 'aria2',
      delete_policy: 'delete_on_upload_succeed',
    },
    response: ok({
      tasks: [
        {
          ...TASK_EXAMPLE,
          name: 'download https://releases.ubuntu.com/24.04/ubuntu-24.04.2-live-server-amd64.iso to (/local/iso)',
        },
      ],
    }),
  },
};

const ARCHIVE_PASS = param('archive_pass', STRING, 'Password of an encrypted archive.', '加密压缩包的密码。', {
  default: '',
});

const WRONG_ARCHIVE_PASSWORD = error(
  202,
  'wrong archive password',
  'The archive is encrypted and `archive_pass` is missing or wrong. Note the code: 202, not 4xx.',
  '压缩包已加密，而 `archive_pass` 缺失或错误。注意返回码是 202 而不是 4xx。',
);

const ARCHIVE_PERMISSION = error(
  403,
  'permission denied',
  'The user may not read archives.',
  '用户没有读取压缩包的权限。',
);

const archiveMeta: ApiRoute = {
  id: 'fs-archive-meta',
  method: 'POST',
  anyMethod: true,
  path: '/api/fs/archive/meta',
  guard: 'auth',
  since: 'v3.42.0',
  summary: l('Inspect an archive', '读取压缩包信息'),
  description: l(
    'Reads an archive (zip, rar, 7z, tar and the other formats `/api/public/archive_extensions` lists, or the storage’s own preview) and returns its comment, whether it is encrypted, its tree of entries as far as the tool provides it, and the address to extract single entries. Needs the “read archives” permission.' +
      ANY_NOTE.en,
    '读取压缩包（zip、rar、7z、tar 以及 `/api/public/archive_extensions` 列出的其他格式，或存储自带的预览），返回注释、是否加密、解压工具能给出的目录树，以及提取单个文件的地址。需要“读取压缩包”权限。' +
      ANY_NOTE.zh,
  ),
  body: {
    kind: 'json',
    params: [
      param('path', STRING, 'Path of the archive file.', '压缩包文件的路径。', {required: true}),
      META_PASSWORD,
      ARCHIVE_PASS,
      param('refresh', BOOLEAN, 'Read the archive again instead of using the cache.', '不使用缓存，重新读取压缩包。', {
        default: false,
      }),
    ],
  },
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        comment: {type: 'string', description: l('Comment stored in the archive.', '压缩包内的注释。')},
        encrypted: {type: 'boolean', description: l('The archive has a password.', '压缩包设有密码。')},
        content: {
          type: 'array',
          nullable: true,
          items: {ref: 'ArchiveContent'},
          description: l(
            'Entry tree; `null` when the tool cannot list without extracting (then use `/api/fs/archive/list`).',
            '条目树；解压工具不解压就无法列出时为 `null`（此时请用 `/api/fs/archive/list`）。',
          ),
        },
        sort: {
          type: 'object',
          description: l('Sort preference of the storage; left out when none.', '存储的排序偏好；没有时不返回该字段。'),
          properties: {
            order_by: {type: 'string'},
            order_direction: {type: 'string'},
            extract_folder: {type: 'string'},
          },
        },
        raw_url: {
          type: 'string',
          description: l(
            'Base address for entries: `/ad/…` when the storage extracts itself, `/ae/…` when AList does; add `?inner=<entry path>&pass=<archive password>&sign=<sign>`.',
            '提取条目的基础地址：存储自身解压时为 `/ad/…`，由 AList 解压时为 `/ae/…`；再加上 `?inner=<条目路径>&pass=<压缩包密码>&sign=<签名>`。',
          ),
        },
        sign: {
          type: 'string',
          description: l(
            'Archive signature for `raw_url`; empty when not needed.',
            '用于 `raw_url` 的压缩包签名；不需要时为空。',
          ),
        },
      },
    },
  },
  errors: [
    BAD_BODY,
    ARCHIVE_PERMISSION,
    OUTSIDE_BASE,
    NO_ACCESS,
    WRONG_ARCHIVE_PASSWORD,
    error(
      500,
      undefined,
      'Not an archive AList can read (`unknown archive format`), or the storage failed.',
      '不是 AList 能读取的压缩包（`unknown archive format`），或存储出错。',
    ),
  ],
  example: {
    body: {path: '/local/backup/photos.zip', password: '', archive_pass: '', refresh: false},
    response: ok({
      comment: '',
      encrypted: false,
      content: [
        {
          ...folder('2025'),
          hashinfo: 'null',
          children: [{...file('beach.jpg', 2311022, 5), children: null}],
        },
      ],
      raw_url: 'http://localhost:5244/ae/local/backup/photos.zip',
      sign: '',
    }),
  },
};

const archiveList: ApiRoute = {
  id: 'fs-archive-list',
  method: 'POST',
  anyMethod: true,
  path: '/api/fs/archive/list',
  guard: 'auth',
  since: 'v3.42.0',
  summary: l('List inside an archive', '列出压缩包内的文件夹'),
  description: l(
    'Lists one folder inside an archive, paged like `/api/fs/list`. Entries carry no `sign` and no thumbnail. Needs the “read archives” permission.' +
      ANY_NOTE.en,
    '列出压缩包内某个文件夹，分页方式与 `/api/fs/list` 相同。条目不带 `sign` 和缩略图。需要“读取压缩包”权限。' +
      ANY_NOTE.zh,
  ),
  body: {
    kind: 'json',
    params: [
      param('path', STRING, 'Path of the archive file.', '压缩包文件的路径。', {required: true}),
      param('inner_path', STRING, 'Folder inside the archive, `/` for its top.', '压缩包内的文件夹，顶层为 `/`。', {
        default: '/',
      }),
      META_PASSWORD,
      ARCHIVE_PASS,
      PAGE,
      PER_PAGE,
      param('refresh', BOOLEAN, 'Read the archive again instead of using the cache.', '不使用缓存，重新读取压缩包。', {
        default: false,
      }),
    ],
  },
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        content: {type: 'array', items: {ref: 'Obj'}, description: l('Entries of this page.', '本页的条目。')},
        total: {type: 'integer', description: l('Entries in the folder.', '该文件夹中的条目总数。')},
      },
    },
  },
  errors: [BAD_BODY, ARCHIVE_PERMISSION, OUTSIDE_BASE, NO_ACCESS, WRONG_ARCHIVE_PASSWORD, STORAGE_ERROR],
  example: {
    body: {
      path: '/local/backup/photos.zip',
      inner_path: '/2025',
      password: '',
      archive_pass: '',
      page: 1,
      per_page: 50,
    },
    response: ok({content: [file('beach.jpg', 2311022, 5)], total: 1}),
  },
};

const archiveDecompress: ApiRoute = {
  id: 'fs-archive-decompress',
  method: 'POST',
  path: '/api/fs/archive/decompress',
  guard: 'auth',
  since: 'v3.42.0',
  summary: l('Extract archives', '解压'),
  description: l(
    'Extracts archives of one folder, whole or one folder of them, into another folder, as decompress tasks (each later adds a decompress-upload task per extracted file when the target is another storage). Needs the “decompress” permission. Note the key of the reply: `task`, holding a list.',
    '把同一文件夹中的压缩包（整个或其中某个文件夹）解压到另一个文件夹，以解压任务的形式执行（目标在其他存储时，每个解压出的文件还会再产生一个解压上传任务）。需要“解压”权限。注意返回中的键名是 `task`，值却是列表。',
  ),
  body: {
    kind: 'json',
    params: [
      param('src_dir', STRING, 'Folder holding the archives.', '压缩包所在的文件夹。', {required: true}),
      param('dst_dir', STRING, 'Folder to extract into.', '解压到的文件夹。', {required: true}),
      param(
        'name',
        {oneOf: [{type: 'string'}, {type: 'array', items: {type: 'string'}}]},
        'Archive name, or a list of names, in `src_dir`.',
        '`src_dir` 中的压缩包名称，或名称列表。',
        {required: true},
      ),
      ARCHIVE_PASS,
      param(
        'inner_path',
        STRING,
        'Extract only this folder of the archive; `/` for everything.',
        '只解压压缩包内的这个文件夹；`/` 表示全部。',
        {default: '/'},
      ),
      param(
        'cache_full',
        BOOLEAN,
        'Download the whole archive to AList’s temporary folder before extracting, instead of reading it as a stream.',
        '解压前先把整个压缩包下载到 AList 的临时目录，而不是以流的方式读取。',
        {default: false},
      ),
      param(
        'put_into_new_dir',
        BOOLEAN,
        'Extract into a new folder of `dst_dir` named after the archive without its extension.',
        '在 `dst_dir` 中新建一个以压缩包名（去掉扩展名）命名的文件夹，解压到其中。',
        {default: false},
      ),
    ],
  },
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        task: {
          type: 'array',
          items: {ref: 'TaskInfo'},
          description: l('Decompress tasks created.', '创建的解压任务。'),
        },
      },
    },
  },
  errors: [
    BAD_BODY,
    error(403, 'permission denied', 'The user may not decompress.', '用户没有解压权限。'),
    OUTSIDE_BASE,
    WRONG_ARCHIVE_PASSWORD,
    STORAGE_ERROR,
  ],
  example: {
    body: {
      src_dir: '/local/backup',
      dst_dir: '/local/restored',
      name: ['photos.zip'],
      archive_pass: '',
      inner_path: '/',
      cache_full: false,
      put_into_new_dir: true,
    },
    response: ok({
      task: [
        {...TASK_EXAMPLE, name: 'decompress [/local](/backup/photos.zip)[/] to [/local](/restored) with password <>'},
      ],
    }),
  },
};

const group: ApiGroup = {
  id: 'fs',
  title: l('File system', '文件系统'),
  page: 'guide/api/fs',
  routes: [
    list,
    get,
    dirs,
    search,
    mkdir,
    rename,
    batchRename,
    regexRename,
    move,
    recursiveMove,
    copy,
    remove,
    removeEmpty,
    put,
    form,
    addOfflineDownload,
    archiveMeta,
    archiveList,
    archiveDecompress,
    link,
    other,
  ],
};

export default group;
