/**
 * User management: `server/handles/user.go` and `sshkey.go` of AList v3.45.0.
 */
import {BAD_BODY, BAD_ID, BOOLEAN, INTEGER, PAGE, PER_PAGE, STRING, error, idQuery, l, ok, param} from '../common';
import type {ApiGroup, ApiRoute, Param} from '../types';

const alice = {
  id: 3,
  username: 'alice',
  password: '',
  base_path: '/local/alice',
  role: 0,
  disabled: false,
  permission: 4344,
  sso_id: '',
};

const USER_FIELDS: readonly Param[] = [
  param('username', STRING, 'User name, unique.', '用户名，不可重复。', {required: true}),
  param('password', STRING, 'Password in plain text.', '明文密码。', {required: true}),
  param('base_path', STRING, 'Folder the user sees as `/`.', '用户的基本路径，即用户看到的 `/`。', {default: '/'}),
  param(
    'role',
    {type: 'integer', enum: [0]},
    'Always 0 (general user): administrators and the guest cannot be created.',
    '只能为 0（普通用户）：管理员和访客不能新建。',
    {
      default: 0,
    },
  ),
  param(
    'permission',
    INTEGER,
    'Sum of the permission bits: 1 see hidden files, 2 access without password, 4 add offline downloads, 8 create folders and upload, 16 rename, 32 move, 64 copy, 128 delete, 256 WebDAV read, 512 WebDAV write, 1024 FTP/SFTP read, 2048 FTP/SFTP write, 4096 read archives, 8192 decompress.',
    '各权限值之和：1 查看隐藏文件、2 无需密码访问、4 添加离线下载、8 新建文件夹和上传、16 重命名、32 移动、64 复制、128 删除、256 WebDAV 读取、512 WebDAV 管理、1024 FTP/SFTP 读取、2048 FTP/SFTP 管理、4096 读取压缩包、8192 解压。',
    {default: 0},
  ),
  param('disabled', BOOLEAN, 'Create the account disabled.', '创建后即为停用状态。', {default: false}),
  param('sso_id', STRING, 'Single sign-on ID to link.', '要绑定的单点登录 ID。', {default: ''}),
];

const list: ApiRoute = {
  id: 'admin-user-list',
  method: 'GET',
  path: '/api/admin/user/list',
  guard: 'admin',
  summary: l('List users', '列出用户'),
  description: l(
    'Every account, including `admin` and `guest`, by ID.',
    '所有账号（包括 `admin` 和 `guest`），按 ID 排列。',
  ),
  query: [PAGE, PER_PAGE],
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        content: {type: 'array', items: {ref: 'User'}, description: l('Users of this page.', '本页的用户。')},
        total: {type: 'integer', description: l('Number of users.', '用户总数。')},
      },
    },
  },
  errors: [],
  example: {
    query: {page: '1', per_page: '20'},
    response: ok({
      content: [
        {
          id: 1,
          username: 'admin',
          password: '',
          base_path: '/',
          role: 2,
          disabled: false,
          permission: 12543,
          sso_id: '',
        },
        {id: 2, username: 'guest', password: '', base_path: '/', role: 1, disabled: true, permission: 0, sso_id: ''},
        alice,
      ],
      total: 3,
    }),
  },
};

const get: ApiRoute = {
  id: 'admin-user-get',
  method: 'GET',
  path: '/api/admin/user/get',
  guard: 'admin',
  summary: l('Get a user', '获取用户'),
  description: l('One account by ID.', '按 ID 获取一个账号。'),
  query: [idQuery('User ID.', '用户 ID。')],
  response: {kind: 'envelope', data: {ref: 'User'}},
  errors: [
    BAD_ID,
    error(500, undefined, 'No user has this ID (`record not found`).', '没有该 ID 的用户（`record not found`）。'),
  ],
  example: {query: {id: '3'}, response: ok(alice)},
};

const create: ApiRoute = {
  id: 'admin-user-create',
  method: 'POST',
  path: '/api/admin/user/create',
  guard: 'admin',
  summary: l('Create a user', '新建用户'),
  description: l(
    'Adds a general user. The password is stored salted and hashed; it is never returned.',
    '新建一个普通用户。密码加盐哈希后保存，之后不会再返回。',
  ),
  body: {kind: 'json', params: USER_FIELDS},
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    BAD_BODY,
    error(400, 'admin or guest user can not be created', '`role` is 1 or 2.', '`role` 为 1 或 2。'),
    error(
      500,
      undefined,
      'The database refused it, usually because the user name is taken (`UNIQUE constraint failed`).',
      '数据库拒绝写入，通常是用户名已被占用（`UNIQUE constraint failed`）。',
    ),
  ],
  example: {
    body: {
      username: 'bob',
      password: 'a-long-password',
      base_path: '/local/bob',
      role: 0,
      permission: 4344,
      disabled: false,
      sso_id: '',
    },
    response: ok(),
  },
};

const update: ApiRoute = {
  id: 'admin-user-update',
  method: 'POST',
  path: '/api/admin/user/update',
  guard: 'admin',
  summary: l('Update a user', '修改用户'),
  description: l(
    'Saves the whole account as sent: fields left out become empty or zero, so get the user first and send it back changed. The role cannot change. Saving also resets what the API does not show: the user’s registered security keys and passkeys (WebAuthn credentials) are dropped, and the tokens the user holds stop working (`Password has been changed, login please`), whether or not a new password is set.',
    '按请求内容整体保存账号：未提供的字段会变成空值或 0，因此请先获取用户，修改后整体发回。角色不能修改。保存时还会重置接口不显示的内容：用户注册的安全密钥和通行密钥（WebAuthn 凭据）会被清除；无论是否设置了新密码，用户持有的令牌都会失效（`Password has been changed, login please`）。',
  ),
  body: {
    kind: 'json',
    params: [
      param('id', INTEGER, 'ID of the user to change.', '要修改的用户 ID。', {required: true}),
      param('username', STRING, 'User name.', '用户名。', {required: true}),
      param(
        'password',
        STRING,
        'New password in plain text; empty keeps the current one.',
        '新密码明文；留空表示不修改。',
        {default: ''},
      ),
      param('base_path', STRING, 'Root folder of the user.', '用户的基本路径。', {required: true}),
      param('role', {type: 'integer', enum: [0, 1, 2]}, 'Must equal the current role.', '必须与当前角色相同。', {
        required: true,
      }),
      ...USER_FIELDS.slice(4),
    ],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    BAD_BODY,
    error(400, 'role can not be changed', '`role` differs from the stored one.', '`role` 与已保存的角色不同。'),
    error(400, 'admin user can not be disabled', '`disabled` is true for the administrator.', '试图停用管理员。'),
    error(
      500,
      undefined,
      'No user has this ID, or the database refused the change.',
      '没有该 ID 的用户，或数据库拒绝了修改。',
    ),
  ],
  example: {body: {...alice, permission: 4348}, response: ok()},
};

const cancel2fa: ApiRoute = {
  id: 'admin-user-cancel-2fa',
  method: 'POST',
  path: '/api/admin/user/cancel_2fa',
  guard: 'admin',
  summary: l('Turn off a user’s 2FA', '关闭用户的双重身份验证'),
  description: l(
    'Removes the two-factor secret of a user, who can then sign in with the password alone: the way back for someone who lost their authenticator.',
    '删除用户的双重身份验证密钥，之后只凭密码即可登录。适用于用户丢失验证器的情况。',
  ),
  query: [idQuery('User ID.', '用户 ID。')],
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [BAD_ID, error(500, undefined, 'No user has this ID.', '没有该 ID 的用户。')],
  example: {query: {id: '3'}, response: ok()},
};

const remove: ApiRoute = {
  id: 'admin-user-delete',
  method: 'POST',
  path: '/api/admin/user/delete',
  guard: 'admin',
  summary: l('Delete a user', '删除用户'),
  description: l(
    'Deletes an account. `admin` and `guest` cannot be deleted.',
    '删除一个账号。`admin` 和 `guest` 不能删除。',
  ),
  query: [idQuery('User ID.', '用户 ID。')],
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    BAD_ID,
    error(
      500,
      undefined,
      'The ID is the administrator’s or the guest’s (`cannot delete admin or guest`), or no user has it.',
      '该 ID 属于管理员或访客（`cannot delete admin or guest`），或不存在。',
    ),
  ],
  example: {query: {id: '3'}, response: ok()},
};

const delCache: ApiRoute = {
  id: 'admin-user-del-cache',
  method: 'POST',
  path: '/api/admin/user/del_cache',
  guard: 'admin',
  summary: l('Drop a cached user', '清除用户缓存'),
  description: l(
    'AList keeps users in memory for an hour. After changing a user directly in the database, call this so the change takes effect at once.',
    'AList 会把用户信息在内存中缓存一小时。直接修改数据库中的用户后，调用它可让修改立即生效。',
  ),
  query: [param('username', STRING, 'User name (not the ID).', '用户名（不是 ID）。', {required: true})],
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    error(
      500,
      undefined,
      'No user has this name (`failed find user: record not found`).',
      '没有该用户名的用户（`failed find user: record not found`）。',
    ),
  ],
  example: {query: {username: 'alice'}, response: ok()},
};

const sshKeyList: ApiRoute = {
  id: 'admin-user-sshkey-list',
  method: 'GET',
  path: '/api/admin/user/sshkey/list',
  guard: 'admin',
  since: 'v3.42.0',
  summary: l('List a user’s SSH keys', '列出用户的 SSH 公钥'),
  description: l('Public keys a user registered for SFTP sign-in.', '用户为 SFTP 登录注册的公钥。'),
  query: [param('uid', INTEGER, 'User ID.', '用户 ID。', {required: true}), PAGE, PER_PAGE],
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        content: {type: 'array', items: {ref: 'SshKey'}, description: l('Keys of this page.', '本页的公钥。')},
        total: {type: 'integer', description: l('Number of keys.', '公钥总数。')},
      },
    },
  },
  errors: [
    error(400, 'user id format invalid', '`uid` is missing or not a number.', '`uid` 缺失或不是数字。'),
    error(404, 'user invalid', 'No user has this ID.', '没有该 ID 的用户。'),
  ],
  example: {
    query: {uid: '3'},
    response: ok({
      content: [
        {
          id: 3,
          title: 'laptop',
          fingerprint: 'SHA256:Wc7JW2p5Cw0sGqqKNl6H0NnBk1hUu2bE9kGH8cZQn4U',
          added_time: '2025-05-20T09:12:44.512+08:00',
          last_used_time: '2025-05-23T21:03:10.118+08:00',
        },
      ],
      total: 1,
    }),
  },
};

const sshKeyDelete: ApiRoute = {
  id: 'admin-user-sshkey-delete',
  method: 'POST',
  path: '/api/admin/user/sshkey/delete',
  guard: 'admin',
  since: 'v3.42.0',
  summary: l('Delete any SSH key', '删除任意 SSH 公钥'),
  description: l('Deletes a public key by its ID, whoever owns it.', '按 ID 删除公钥，不论属于哪个用户。'),
  query: [idQuery('Key ID.', '公钥 ID。')],
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    error(400, 'id format invalid', '`id` is missing or not a number.', '`id` 缺失或不是数字。'),
    error(500, undefined, 'The database failed.', '数据库出错。'),
  ],
  example: {query: {id: '3'}, response: ok()},
};

const group: ApiGroup = {
  id: 'admin-user',
  title: l('Users', '用户'),
  page: 'guide/api/admin/user',
  routes: [list, get, create, update, remove, cancel2fa, delCache, sshKeyList, sshKeyDelete],
};

export default group;
