/**
 * Settings: `server/handles/setting.go` and the offline-download setters of
 * `server/handles/offline_download.go`, AList v3.45.0.
 */
import {BAD_BODY, STRING, error, l, ok, param} from '../common';
import type {ApiError, ApiGroup, ApiRoute, Param} from '../types';

const siteTitle = {
  key: 'site_title',
  value: 'AList',
  help: '',
  type: 'string',
  options: '',
  group: 1,
  flag: 0,
  index: 0,
};
const announcement = {
  key: 'announcement',
  value: '### repo\nhttps://github.com/alist-org/alist',
  help: '',
  type: 'text',
  options: '',
  group: 1,
  flag: 0,
  index: 0,
};

const get: ApiRoute = {
  id: 'admin-setting-get',
  method: 'GET',
  path: '/api/admin/setting/get',
  guard: 'admin',
  summary: l('Get settings by key', '按键获取设置'),
  description: l(
    'With `key`, one setting item; otherwise the items named in `keys`, as a list. Private items, such as the admin token, are included.',
    '带 `key` 时返回单个设置项，否则以列表返回 `keys` 中列出的各项。私有项（如管理员令牌）也会返回。',
  ),
  query: [
    param('key', STRING, 'One key; takes precedence over `keys`.', '单个键；优先于 `keys`。'),
    param('keys', STRING, 'Several keys, comma-separated.', '多个键，用逗号分隔。'),
  ],
  response: {
    kind: 'envelope',
    data: {
      oneOf: [{ref: 'SettingItem'}, {type: 'array', items: {ref: 'SettingItem'}}],
      description: l('One item for `key`, a list for `keys`.', '`key` 时为单项，`keys` 时为列表。'),
    },
  },
  errors: [
    error(
      400,
      undefined,
      '`key` names no setting (`record not found`).',
      '`key` 对应的设置不存在（`record not found`）。',
    ),
  ],
  example: {query: {keys: 'site_title,announcement'}, response: ok([siteTitle, announcement])},
};

const list: ApiRoute = {
  id: 'admin-setting-list',
  method: 'GET',
  path: '/api/admin/setting/list',
  guard: 'admin',
  summary: l('List settings', '列出设置'),
  description: l(
    'Every setting item, or those of the groups given (the numbers of the `group` field: 1 site, 2 style, 3 preview, 4 global, 5 offline download, 6 index, 7 SSO, 8 LDAP, 9 S3, 10 FTP, 11 traffic).',
    '所有设置项，或指定分组的设置项（分组编号即 `group` 字段的值：1 站点、2 样式、3 预览、4 全局、5 离线下载、6 索引、7 单点登录、8 LDAP、9 S3、10 FTP、11 流量）。',
  ),
  query: [
    param('group', STRING, 'One group number.', '单个分组编号。'),
    param(
      'groups',
      STRING,
      'Several group numbers, comma-separated; takes precedence over `group`.',
      '多个分组编号，逗号分隔；优先于 `group`。',
    ),
  ],
  response: {kind: 'envelope', data: {type: 'array', items: {ref: 'SettingItem'}}},
  errors: [
    error(400, undefined, 'A group is not a number (`strconv.Atoi: …`).', '分组不是数字（`strconv.Atoi: …`）。'),
  ],
  example: {query: {group: '1'}, response: ok([siteTitle, announcement])},
};

const save: ApiRoute = {
  id: 'admin-setting-save',
  method: 'POST',
  path: '/api/admin/setting/save',
  guard: 'admin',
  summary: l('Save settings', '保存设置'),
  description: l(
    'Writes a list of setting items. Each item is saved whole, so send every field as `get` returned it, with the new `value`; a new `key` creates an item. Settings that need it take effect at once (the front page is rebuilt with the new title and styles).',
    '写入一组设置项。每一项都会整体保存，因此请按 `get` 返回的内容发送全部字段，只修改 `value`；新的 `key` 会新建设置项。需要生效的设置会立即生效（首页会用新的标题和样式重新生成）。',
  ),
  body: {
    kind: 'json-value',
    schema: {type: 'array', items: {ref: 'SettingItem'}},
    description: l('A JSON array of setting items.', '设置项组成的 JSON 数组。'),
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    BAD_BODY,
    error(
      500,
      undefined,
      'A value was refused (for example a malformed one) or the database failed.',
      '某个值被拒绝（例如格式不对），或数据库出错。',
    ),
  ],
  example: {body: [{...siteTitle, value: 'Family files'}], response: ok()},
};

const remove: ApiRoute = {
  id: 'admin-setting-delete',
  method: 'POST',
  path: '/api/admin/setting/delete',
  guard: 'admin',
  summary: l('Delete a setting', '删除设置'),
  description: l(
    'Deletes one setting item. Items AList creates itself come back with their default at the next start; this is meant for leftovers of older versions.',
    '删除一个设置项。AList 自己创建的设置项会在下次启动时以默认值重新出现；此接口用于清理旧版本遗留的设置项。',
  ),
  query: [param('key', STRING, 'Key of the item.', '设置项的键。', {required: true})],
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [error(500, undefined, 'The database failed.', '数据库出错。')],
  example: {query: {key: 'old_unused_key'}, response: ok()},
};

const resetToken: ApiRoute = {
  id: 'admin-setting-reset-token',
  method: 'POST',
  path: '/api/admin/setting/reset_token',
  guard: 'admin',
  summary: l('Reset the admin token', '重置管理员令牌'),
  description: l(
    'Creates a new admin token and returns it. The old one stops working at once, and since download links are signed with the admin token, every signed `/d` and `/p` link given out before becomes invalid. Archive links (`/ad`, `/ap`, `/ae`) are not affected: their signing key is derived from the token once, when the first archive link is signed or checked, so the links given out before stay valid and new ones keep being signed with the old token until AList restarts.',
    '生成并返回新的管理员令牌。旧令牌立即失效；由于下载链接的签名以管理员令牌为密钥，之前发出的所有带签名的 `/d`、`/p` 链接也随之失效。压缩包链接（`/ad`、`/ap`、`/ae`）不受影响：它们的签名密钥只在第一次签发或校验压缩包链接时由令牌生成一次，因此之前发出的压缩包链接仍然有效，新的压缩包链接也继续用旧令牌签名，直到 AList 重启。',
  ),
  response: {kind: 'envelope', data: {type: 'string', description: l('The new admin token.', '新的管理员令牌。')}},
  errors: [error(500, undefined, 'The database failed.', '数据库出错。')],
  example: {
    response: ok(
      'alist-6513270e-269e-4d37-b2a7-4de452e6b438Pde0IgxLd6GncfBAepfJBd0Kh8oOOL8dKLzdocJ2isAjIhKtJ0RlgLKOmxgJTeKd',
    ),
  },
};

const TOOL_INIT_ERROR = (tool: string): ApiError =>
  error(
    500,
    undefined,
    `The settings were saved, but ${tool} could not be reached or refused the credentials; \`message\` says why.`,
    `设置已保存，但无法连接 ${tool} 或凭据被拒绝；\`message\` 中有具体原因。`,
  );

const aria2: ApiRoute = {
  id: 'admin-setting-set-aria2',
  method: 'POST',
  path: '/api/admin/setting/set_aria2',
  guard: 'admin',
  summary: l('Connect aria2', '连接 aria2'),
  description: l(
    'Saves the address and secret of an aria2 RPC server and connects to it; the reply carries aria2’s version.',
    '保存 aria2 RPC 服务的地址和密钥并尝试连接；成功时返回 aria2 的版本号。',
  ),
  body: {
    kind: 'json',
    params: [
      param(
        'uri',
        STRING,
        'RPC address, such as `http://localhost:6800/jsonrpc`.',
        'RPC 地址，如 `http://localhost:6800/jsonrpc`。',
        {required: true},
      ),
      param(
        'secret',
        STRING,
        'RPC secret (`--rpc-secret`); empty when none.',
        'RPC 密钥（`--rpc-secret`）；未设置时留空。',
        {default: ''},
      ),
    ],
  },
  response: {kind: 'envelope', data: {type: 'string', description: l('aria2’s version.', 'aria2 的版本号。')}},
  errors: [BAD_BODY, TOOL_INIT_ERROR('aria2')],
  example: {body: {uri: 'http://localhost:6800/jsonrpc', secret: 'my-rpc-secret'}, response: ok('1.37.0')},
};

const SEEDTIME: Param = param(
  'seedtime',
  STRING,
  'Minutes to keep seeding after a download finishes, as a string such as `"0"`.',
  '下载完成后继续做种的分钟数，以字符串形式发送，如 `"0"`。',
  {default: '0'},
);

const qbit: ApiRoute = {
  id: 'admin-setting-set-qbit',
  method: 'POST',
  path: '/api/admin/setting/set_qbit',
  guard: 'admin',
  summary: l('Connect qBittorrent', '连接 qBittorrent'),
  description: l(
    'Saves the address of a qBittorrent Web UI, credentials included, and the seeding time, then connects.',
    '保存 qBittorrent Web UI 的地址（含账号密码）和做种时间，然后尝试连接。',
  ),
  body: {
    kind: 'json',
    params: [
      param(
        'url',
        STRING,
        'Web UI address with credentials, such as `http://admin:adminadmin@localhost:8080/`.',
        'Web UI 地址，含账号密码，如 `http://admin:adminadmin@localhost:8080/`。',
        {
          required: true,
        },
      ),
      SEEDTIME,
    ],
  },
  response: {kind: 'envelope', data: {type: 'string', description: l('`ok`.', '`ok`。')}},
  errors: [BAD_BODY, TOOL_INIT_ERROR('qBittorrent')],
  example: {body: {url: 'http://admin:adminadmin@localhost:8080/', seedtime: '0'}, response: ok('ok')},
};

const transmission: ApiRoute = {
  id: 'admin-setting-set-transmission',
  method: 'POST',
  path: '/api/admin/setting/set_transmission',
  guard: 'admin',
  summary: l('Connect Transmission', '连接 Transmission'),
  description: l(
    'Saves the RPC address of Transmission and the seeding time, then connects.',
    '保存 Transmission 的 RPC 地址和做种时间，然后尝试连接。',
  ),
  body: {
    kind: 'json',
    params: [
      param(
        'uri',
        STRING,
        'RPC address, credentials included when needed, such as `http://localhost:9091/transmission/rpc`.',
        'RPC 地址，需要时含账号密码，如 `http://localhost:9091/transmission/rpc`。',
        {
          required: true,
        },
      ),
      SEEDTIME,
    ],
  },
  response: {kind: 'envelope', data: {type: 'string', description: l('`ok`.', '`ok`。')}},
  errors: [BAD_BODY, TOOL_INIT_ERROR('Transmission')],
  example: {body: {uri: 'http://localhost:9091/transmission/rpc', seedtime: '0'}, response: ok('ok')},
};

/** `nameZh` inside a Chinese sentence: a space on the side where it meets Chinese with a Latin letter or digit. */
function zhWord(nameZh: string): string {
  return `${/^[A-Za-z0-9]/.test(nameZh) ? ' ' : ''}${nameZh}${/[A-Za-z0-9]$/.test(nameZh) ? ' ' : ''}`;
}

function cloudTool(id: string, action: string, name: string, nameZh: string): ApiRoute {
  const zh = zhWord(nameZh);
  const folder = `/${action.slice(4)}/offline`;
  return {
    id,
    method: 'POST',
    path: `/api/admin/setting/${action}`,
    guard: 'admin',
    since: 'v3.42.0',
    summary: l(`Use ${name} for offline downloads`, `将${zh}用作离线下载工具`),
    description: l(
      `Sets the folder of a mounted ${name} storage where the ${name} cloud download saves files before AList transfers them to the target. When the target is that ${name} storage itself, files are saved there directly. An empty \`temp_dir\` clears the setting.`,
      `设置已挂载的${zh}存储中的一个文件夹：${zh}云下载先把文件存到这里，再由 AList 传输到目标位置。若目标本身就在该${zh}存储中，则直接保存到目标位置。\`temp_dir\` 为空表示清除该设置。`,
    ),
    body: {
      kind: 'json',
      params: [
        param(
          'temp_dir',
          STRING,
          `Path of a folder on a mounted ${name} storage, such as \`${folder}\`.`,
          `已挂载的${zh}存储中的文件夹路径，如 \`${folder}\`。`,
          {required: true},
        ),
      ],
    },
    response: {kind: 'envelope', data: {type: 'string', description: l('`ok`.', '`ok`。')}},
    errors: [
      BAD_BODY,
      error(
        400,
        undefined,
        `\`temp_dir\` is on no storage (\`storage does not exists\`), its storage failed to load (\`storage not init: …\`), or it is not a ${name} storage (\`unsupported storage driver for offline download, only ${name} is supported\`).`,
        `\`temp_dir\` 不在任何存储中（\`storage does not exists\`）、所在存储未加载成功（\`storage not init: …\`），或不是${zh}存储（\`unsupported storage driver for offline download, only ${name} is supported\`）。`,
      ),
      TOOL_INIT_ERROR(name),
    ],
    example: {body: {temp_dir: folder}, response: ok('ok')},
  };
}

const group: ApiGroup = {
  id: 'admin-setting',
  title: l('Settings', '设置'),
  page: 'guide/api/admin/setting',
  routes: [
    list,
    get,
    save,
    remove,
    resetToken,
    aria2,
    qbit,
    transmission,
    cloudTool('admin-setting-set-115', 'set_115', '115 Cloud', '115 网盘'),
    cloudTool('admin-setting-set-pikpak', 'set_pikpak', 'PikPak', 'PikPak'),
    cloudTool('admin-setting-set-thunder', 'set_thunder', 'Thunder', '迅雷'),
  ],
};

export default group;
