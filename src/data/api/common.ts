/**
 * Pieces shared by the route groups: guards and the errors they add, the
 * parameters many routes take, and helpers that keep the group files short.
 */
import type {ApiError, Guard, GuardInfo, Localized, Param, Schema} from './types';

export const l = (en: string, zh: string): Localized => ({en, zh});

/** A parameter. */
export function param(
  name: string,
  schema: Schema,
  en: string,
  zh: string,
  extra: Partial<Omit<Param, 'name' | 'schema' | 'description'>> = {},
): Param {
  return {name, schema, description: {en, zh}, ...extra};
}

export const STRING: Schema = {type: 'string'};
export const INTEGER: Schema = {type: 'integer'};
export const BOOLEAN: Schema = {type: 'boolean'};
export const STRINGS: Schema = {type: 'array', items: {type: 'string'}};

/** The reply of a successful call: the envelope with `code` 200. */
export function ok(data: unknown = null, message = 'success'): unknown {
  return {code: 200, message, data};
}

/** The reply of a refused call. */
export function fail(code: number, message: string, data: unknown = null): unknown {
  return {code, message, data};
}

/** A fixed error message: every `ErrorStrResp` of a handler. */
export function error(code: number, message: string | undefined, en: string, zh: string): ApiError {
  return message === undefined ? {code, when: {en, zh}} : {code, message, when: {en, zh}};
}

const TOKEN_ERRORS: readonly ApiError[] = [
  error(
    401,
    undefined,
    "The token is not valid: malformed (`that's not even a token`), expired (`token is expired`), signed out or issued before a restart (`token is invalidated`), or the user no longer exists.",
    "令牌无效：格式不对（`that's not even a token`）、已过期（`token is expired`）、已退出登录或在 AList 重启前签发（`token is invalidated`），或用户已不存在。",
  ),
  error(
    401,
    'Password has been changed, login please',
    'The password changed after the token was issued.',
    '签发令牌后密码已被修改。',
  ),
  error(401, 'Current user is disabled, replace please', 'The account is disabled.', '账号已被停用。'),
];

const GUEST_DISABLED = error(
  401,
  'Guest user is disabled, login please',
  'No `Authorization` header was sent and the guest account is disabled.',
  '未发送 `Authorization` 请求头，且访客账号已停用。',
);

const SIGN_ERRORS: readonly ApiError[] = [
  error(
    401,
    undefined,
    'The path needs a signature and `sign` is missing or wrong: `expire missing`, `expire invalid`, `sign invalid` or `sign expired`.',
    '该路径需要签名，而 `sign` 缺失或不正确：`expire missing`、`expire invalid`、`sign invalid` 或 `sign expired`。',
  ),
];

export const GUARDS: Readonly<Record<Guard, GuardInfo>> = {
  public: {
    label: l('No token', '无需令牌'),
    description: l(
      'Anyone can call it; the `Authorization` header is ignored.',
      '任何人都可以调用，不检查 `Authorization` 请求头。',
    ),
    errors: [],
  },
  auth: {
    label: l('Token or guest', '令牌或访客'),
    description: l(
      'Send a token in `Authorization`. Without the header the call runs as the guest user, which works only while the guest account is enabled; permissions and metas of the path apply either way.',
      '在 `Authorization` 中发送令牌。不带该请求头时以访客身份调用，仅在访客账号启用时可用；无论哪种方式，都受用户权限和路径元信息的限制。',
    ),
    errors: [GUEST_DISABLED, ...TOKEN_ERRORS],
  },
  'auth-not-guest': {
    label: l('Signed-in user', '已登录用户'),
    description: l(
      'Any signed-in user or the admin token; the guest user is refused.',
      '任何已登录用户或管理员令牌均可，访客会被拒绝。',
    ),
    errors: [
      GUEST_DISABLED,
      ...TOKEN_ERRORS,
      error(
        403,
        'You are a guest',
        'The call came without a token (as the guest user).',
        '请求未携带令牌（即以访客身份调用）。',
      ),
    ],
  },
  admin: {
    label: l('Admin', '管理员'),
    description: l(
      'The token of an administrator, or the admin token from the settings.',
      '需要管理员的令牌，或设置中的管理员令牌。',
    ),
    errors: [
      GUEST_DISABLED,
      ...TOKEN_ERRORS,
      error(
        403,
        'You are not an admin',
        'The token belongs to a general user or the guest.',
        '令牌属于普通用户或访客。',
      ),
    ],
  },
  authn: {
    label: l('Token (WebAuthn)', '令牌（WebAuthn）'),
    description: l(
      'Like the other signed-in routes, but a call without a token runs as the guest even when the guest account is disabled.',
      '与其他需登录的接口相同，但不带令牌时总以访客身份调用，即使访客账号已停用。',
    ),
    errors: TOKEN_ERRORS,
  },
  'download-sign': {
    label: l('Signed link', '签名链接'),
    description: l(
      'No token. When the path is password-protected, its storage signs links, or “sign all” is on, the link needs `?sign=` with the signature from `/api/fs/get` or `/api/fs/list`.',
      '无需令牌。路径设有密码、所在存储开启了签名，或开启了“全部签名”时，链接需带上 `?sign=`，签名取自 `/api/fs/get` 或 `/api/fs/list`。',
    ),
    errors: SIGN_ERRORS,
  },
  'archive-sign': {
    label: l('Signed archive link', '压缩包签名链接'),
    description: l(
      'Like `/d` and `/p`, with the archive signature that `/api/fs/archive/meta` returns (since v3.43.0 it differs from the file signature).',
      '与 `/d`、`/p` 相同，但使用 `/api/fs/archive/meta` 返回的压缩包签名（自 v3.43.0 起与文件签名不同）。',
    ),
    errors: SIGN_ERRORS,
  },
};

/** Guards whose routes expect a token in `Authorization`. */
export function guardTakesToken(guard: Guard): boolean {
  return guard === 'auth' || guard === 'auth-not-guest' || guard === 'admin' || guard === 'authn';
}

// Parameters shared by the file-system routes.

export const PATH = param(
  'path',
  STRING,
  'Path as the user sees it, starting with `/`. It is resolved inside the user’s base path.',
  '用户视角下的路径，以 `/` 开头，在用户的基本路径内解析。',
  {required: true},
);

export const META_PASSWORD = param(
  'password',
  STRING,
  'Password of the folder, when a meta protects it and the user may not skip passwords.',
  '文件夹的访问密码：路径由元信息设了密码、且用户没有“无需密码访问”权限时填写。',
  {default: ''},
);

export const PAGE = param('page', INTEGER, 'Page number, from 1.', '页码，从 1 开始。', {default: 1});

export const PER_PAGE = param(
  'per_page',
  INTEGER,
  'Items per page; 0 or less returns everything on one page.',
  '每页条数；小于等于 0 时一页返回全部。',
  {default: 0},
);

/** `id` in the query string, as the admin routes that act on one record read it (`strconv.Atoi`). */
export function idQuery(en: string, zh: string): Param {
  return param('id', INTEGER, en, zh, {required: true});
}

export const BAD_ID = error(
  400,
  undefined,
  '`id` is missing or not a number (`strconv.Atoi: parsing "": invalid syntax`).',
  '`id` 缺失或不是数字（`strconv.Atoi: parsing "": invalid syntax`）。',
);

export const BAD_BODY = error(
  400,
  undefined,
  'The body could not be read as the expected JSON or form.',
  '请求体无法按预期的 JSON 或表单解析。',
);

export const PERMISSION_DENIED = error(
  403,
  'permission denied',
  'The user lacks the permission the action needs.',
  '用户没有执行该操作所需的权限。',
);

export const NO_ACCESS = error(
  403,
  'password is incorrect or you have no permission',
  'The folder password is wrong or missing, or the path is hidden from the user.',
  '文件夹密码错误或未提供，或该路径对用户隐藏。',
);

export const OUTSIDE_BASE = error(
  403,
  'access using relative path is not allowed',
  'The path contains a `..` segment, which could leave the user’s base path.',
  '路径中含有 `..`，可能越出用户的基本路径。',
);

export const STORAGE_ERROR = error(
  500,
  undefined,
  'The storage or the database failed; `message` carries its error, such as `object not found` or `storage not found`.',
  '存储或数据库出错；`message` 为具体错误，如 `object not found`、`storage not found`。',
);
