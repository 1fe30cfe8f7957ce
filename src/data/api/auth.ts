/**
 * Sign-in and the current user: `server/handles/auth.go`, `ldap_login.go`,
 * `sshkey.go`, `ssologin.go` and `webauthn.go` of AList v3.45.0.
 */
import {BAD_BODY, PAGE, PER_PAGE, STRING, error, idQuery, l, ok, param} from './common';
import type {ApiError, ApiGroup, ApiRoute, Param} from './types';

/** A token as `/api/auth/login` returns it (HS256 JWT with `username` and `pwd_ts`). */
export const EXAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VybmFtZSI6ImFkbWluIiwicHdkX3RzIjoxNzQ4MDQ0ODAwLCJleHAiOjE3NDgyMTc2MDAsIm5iZiI6MTc0ODA0NDgwMCwiaWF0IjoxNzQ4MDQ0ODAwfQ.A7ktHCzVgMM116Bod5b4y1-VtKk0BzB4xtSgJAvSoIc';

/** SHA-256 of `my-secret-password-https://github.com/alist-org/alist`, what `/api/auth/login/hash` expects. */
export const EXAMPLE_PASSWORD_HASH = 'ff71a90d1a4f9d7ad47e39b91c474db4ea08b477573e1e7e538480feafcd964b';

const USERNAME = param('username', STRING, 'User name.', '用户名。', {required: true});
const OTP_CODE = param(
  'otp_code',
  STRING,
  'The current six-digit code of the authenticator app, when the account has two-factor authentication.',
  '账号开启了双重身份验证时，填写验证器应用中当前的六位数字。',
);

const TOKEN_DATA = {
  type: 'object',
  properties: {
    token: {
      type: 'string',
      description: l(
        'JWT to send as the `Authorization` header, valid for `token_expires_in` hours (48 by default).',
        '作为 `Authorization` 请求头发送的 JWT，有效期为 `token_expires_in` 小时（默认 48）。',
      ),
    },
  },
} as const;

const LOGIN_ERRORS: readonly ApiError[] = [
  error(
    400,
    undefined,
    '`username` is missing (a validation message), unknown (`failed find user: record not found`), or the password is empty or wrong (`password is empty`, `password is incorrect`).',
    '缺少 `username`（返回校验信息）、用户不存在（`failed find user: record not found`），或密码为空、错误（`password is empty`、`password is incorrect`）。',
  ),
  error(
    402,
    'Invalid 2FA code',
    'The account has two-factor authentication and `otp_code` is missing or wrong.',
    '账号开启了双重身份验证，而 `otp_code` 缺失或错误。',
  ),
  error(
    429,
    'Too many unsuccessful sign-in attempts have been made using an incorrect username or password, Try again later.',
    'Five failed attempts from the same IP address; each further try extends the wait by 5 minutes.',
    '同一 IP 已连续失败 5 次；之后每次尝试都会把等待时间重新延长 5 分钟。',
  ),
];

const LOGIN_FLOW = l(
  'A failed attempt counts against the caller’s IP address; after five, every sign-in from it is refused for 5 minutes. Success resets the count.',
  '失败的尝试按调用方 IP 计数；满 5 次后，该 IP 的所有登录都会被拒绝 5 分钟。登录成功后计数清零。',
);

const login: ApiRoute = {
  id: 'auth-login',
  method: 'POST',
  path: '/api/auth/login',
  guard: 'public',
  deprecated: l(
    'Marked deprecated in the source: it sends the password in plain text. Use `/api/auth/login/hash`.',
    '源码中已标为弃用：它以明文发送密码。请改用 `/api/auth/login/hash`。',
  ),
  summary: l('Sign in with a password', '使用密码登录'),
  description: l(
    'Checks a user name and a plain-text password and returns a token. The server hashes the password itself, then behaves exactly like the hashed sign-in. ' +
      LOGIN_FLOW.en,
    '校验用户名和明文密码并返回令牌。服务端自行计算密码哈希，之后的处理与哈希登录完全相同。' + LOGIN_FLOW.zh,
  ),
  body: {
    kind: 'json',
    params: [USERNAME, param('password', STRING, 'Password in plain text.', '明文密码。', {required: true}), OTP_CODE],
  },
  response: {kind: 'envelope', data: TOKEN_DATA},
  errors: LOGIN_ERRORS,
  example: {
    body: {username: 'admin', password: 'my-secret-password'},
    response: ok({token: EXAMPLE_TOKEN}),
  },
};

const loginHash: ApiRoute = {
  id: 'auth-login-hash',
  method: 'POST',
  path: '/api/auth/login/hash',
  guard: 'public',
  summary: l('Sign in with a hashed password', '使用哈希密码登录'),
  description: l(
    'The sign-in the web interface uses. The password never travels in plain text: send the lowercase hex SHA-256 of the password followed by `-https://github.com/alist-org/alist`. ' +
      LOGIN_FLOW.en,
    '网页端使用的登录方式，密码不以明文传输：发送“密码 + `-https://github.com/alist-org/alist`”的 SHA-256 值（小写十六进制）。' +
      LOGIN_FLOW.zh,
  ),
  body: {
    kind: 'json',
    params: [
      USERNAME,
      param(
        'password',
        STRING,
        'Lowercase hex SHA-256 of `<password>-https://github.com/alist-org/alist`.',
        '`<密码>-https://github.com/alist-org/alist` 的 SHA-256 值，小写十六进制。',
        {required: true},
      ),
      OTP_CODE,
    ],
  },
  response: {kind: 'envelope', data: TOKEN_DATA},
  errors: LOGIN_ERRORS,
  example: {
    body: {username: 'admin', password: EXAMPLE_PASSWORD_HASH},
    response: ok({token: EXAMPLE_TOKEN}),
  },
};

const loginLdap: ApiRoute = {
  id: 'auth-login-ldap',
  method: 'POST',
  path: '/api/auth/login/ldap',
  guard: 'public',
  summary: l('Sign in through LDAP', '通过 LDAP 登录'),
  description: l(
    'Looks the user up in the LDAP directory configured in the admin settings and binds with the password. An LDAP user who has no AList account yet gets one, with the default permission and folder of the LDAP settings. When the search finds no entry for the user name, or more than one, v3.45.0 fails inside the handler (an upstream bug): the client gets HTTP status `500` with an empty body instead of the JSON envelope, the server log says `User does not exist or too many entries returned`, and the attempt does not count towards the limit of failed sign-ins. Read an HTTP `500` from this route as an unknown user name or a search filter that matches several entries. ' +
      LOGIN_FLOW.en,
    '在管理设置中配置的 LDAP 目录里查找用户，并用密码进行绑定验证。尚无 AList 账号的 LDAP 用户会自动创建账号，权限和基本路径取 LDAP 设置中的默认值。如果按用户名查不到条目，或查到多条，v3.45.0 会在处理函数内部出错（上游缺陷）：客户端收到的是 HTTP 状态码 `500` 和空的响应体，而不是 JSON 响应信封；服务器日志中是 `User does not exist or too many entries returned`；这次尝试也不计入登录失败次数。因此，此接口返回 HTTP `500` 时，应理解为用户名不存在，或搜索过滤条件匹配了多个条目。' +
      LOGIN_FLOW.zh,
  ),
  body: {
    kind: 'json',
    params: [USERNAME, param('password', STRING, 'LDAP password in plain text.', 'LDAP 明文密码。', {required: true})],
  },
  response: {kind: 'envelope', data: TOKEN_DATA},
  errors: [
    error(403, 'ldap is not enabled', 'LDAP sign-in is off in the settings.', '设置中未开启 LDAP 登录。'),
    error(400, undefined, 'The LDAP server rejected the password.', 'LDAP 服务器拒绝了该密码。'),
    error(
      500,
      undefined,
      'The LDAP server could not be reached, refused the manager account, or failed the search. (No entry or several entries for the user name give HTTP status 500 with an empty body instead, see above.)',
      '无法连接 LDAP 服务器、管理员账号绑定失败，或查询出错。（按用户名查不到条目或查到多条时，返回的则是 HTTP 状态码 500 和空响应体，见上文。）',
    ),
    LOGIN_ERRORS[2]!,
  ],
  example: {
    body: {username: 'alice', password: 'alice-ldap-password'},
    response: ok({token: EXAMPLE_TOKEN}),
  },
};

const me: ApiRoute = {
  id: 'auth-me',
  method: 'GET',
  path: '/api/me',
  guard: 'auth',
  summary: l('Current user', '当前用户'),
  description: l(
    'Returns the account the token belongs to, or the guest account when no token is sent. Handy to check that a token still works.',
    '返回令牌所属的账号；不带令牌时返回访客账号。可用来检查令牌是否仍然有效。',
  ),
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      description: l(
        'The user, plus whether two-factor authentication is on.',
        '用户信息，另加是否开启了双重身份验证。',
      ),
      properties: {
        id: {type: 'integer', description: l('User ID.', '用户 ID。')},
        username: {type: 'string', description: l('User name.', '用户名。')},
        password: {type: 'string', description: l('Always empty.', '总为空。')},
        base_path: {type: 'string', description: l('The user’s root folder.', '用户的基本路径。')},
        role: {
          type: 'integer',
          enum: [0, 1, 2],
          description: l('0 general, 1 guest, 2 admin.', '0 普通用户、1 访客、2 管理员。'),
        },
        disabled: {type: 'boolean', description: l('Whether the account is disabled.', '账号是否停用。')},
        permission: {type: 'integer', description: l('Permission bits (see the user API).', '权限位（见用户接口）。')},
        sso_id: {type: 'string', description: l('Linked single sign-on ID.', '绑定的单点登录 ID。')},
        otp: {type: 'boolean', description: l('Two-factor authentication is on.', '已开启双重身份验证。')},
      },
    },
  },
  errors: [],
  example: {
    response: ok({
      id: 1,
      username: 'admin',
      password: '',
      base_path: '/',
      role: 2,
      disabled: false,
      permission: 12543,
      sso_id: '',
      otp: false,
    }),
  },
};

const meUpdate: ApiRoute = {
  id: 'auth-me-update',
  method: 'POST',
  path: '/api/me/update',
  guard: 'auth',
  summary: l('Update the current user', '修改当前用户'),
  description: l(
    'Changes the user name, the password and the linked single sign-on ID of the caller. Only these three fields are read; the others of the body are ignored. A new password invalidates every token issued before, this one included.',
    '修改调用者自己的用户名、密码和绑定的单点登录 ID，只读取这三个字段，其余字段会被忽略。设置新密码后，之前签发的所有令牌（包括本次使用的）都会失效。',
  ),
  body: {
    kind: 'json',
    params: [
      param(
        'username',
        STRING,
        'New user name (send the current one to keep it).',
        '新用户名（保持不变则发送当前用户名）。',
        {
          required: true,
        },
      ),
      param(
        'password',
        STRING,
        'New password in plain text; empty keeps the current one.',
        '新密码明文；留空表示不修改。',
        {
          default: '',
        },
      ),
      param(
        'sso_id',
        STRING,
        'Linked single sign-on ID; send the current value to keep it, empty to unlink.',
        '绑定的单点登录 ID；保持不变请发送当前值，留空表示解除绑定。',
        {default: ''},
      ),
    ],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    BAD_BODY,
    error(
      403,
      'Guest user can not update profile',
      'Called without a token (since v3.45.0).',
      '未带令牌调用（自 v3.45.0 起）。',
    ),
    error(
      500,
      undefined,
      'The database refused the change, for example a user name that is taken.',
      '数据库拒绝了修改，例如用户名已被占用。',
    ),
  ],
  example: {
    body: {username: 'admin', password: 'a-new-long-password', sso_id: ''},
    response: ok(),
  },
};

const SSH_USER_INVALID = error(
  401,
  'user invalid',
  'Called without a token (as the guest user).',
  '未带令牌调用（即访客身份）。',
);

const sshKeyList: ApiRoute = {
  id: 'auth-sshkey-list',
  method: 'GET',
  path: '/api/me/sshkey/list',
  guard: 'auth',
  since: 'v3.42.0',
  summary: l('List my SSH keys', '列出我的 SSH 公钥'),
  description: l('Public keys the caller may use to sign in to the SFTP server.', '调用者可用于登录 SFTP 服务的公钥。'),
  query: [PAGE, PER_PAGE],
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        content: {type: 'array', items: {ref: 'SshKey'}, description: l('Keys of this page.', '本页的公钥。')},
        total: {type: 'integer', description: l('Number of keys in all.', '公钥总数。')},
      },
    },
  },
  errors: [SSH_USER_INVALID],
  example: {
    query: {page: '1', per_page: '20'},
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

const sshKeyAdd: ApiRoute = {
  id: 'auth-sshkey-add',
  method: 'POST',
  path: '/api/me/sshkey/add',
  guard: 'auth',
  since: 'v3.42.0',
  summary: l('Add an SSH key', '添加 SSH 公钥'),
  description: l(
    'Adds a public key for SFTP sign-in to the caller’s account.',
    '为调用者的账号添加一个用于 SFTP 登录的公钥。',
  ),
  body: {
    kind: 'json',
    params: [
      param('title', STRING, 'A name to recognise the key by.', '用来识别该公钥的名称。', {required: true}),
      param(
        'key',
        STRING,
        'The public key in OpenSSH `authorized_keys` format, such as `ssh-ed25519 AAAA… user@host`.',
        'OpenSSH `authorized_keys` 格式的公钥，如 `ssh-ed25519 AAAA… user@host`。',
        {required: true},
      ),
    ],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    SSH_USER_INVALID,
    error(400, 'request invalid', '`title` or `key` is missing.', '缺少 `title` 或 `key`。'),
    error(
      400,
      'provided key invalid',
      '`key` is not a public key OpenSSH can read.',
      '`key` 不是 OpenSSH 能识别的公钥。',
    ),
  ],
  example: {
    body: {
      title: 'laptop',
      key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHd0b3JkZW1vLWtleS1mb3ItZG9jcy1vbmx5LTAwMDAwMDAw alice@laptop',
    },
    response: ok(),
  },
};

const sshKeyDelete: ApiRoute = {
  id: 'auth-sshkey-delete',
  method: 'POST',
  path: '/api/me/sshkey/delete',
  guard: 'auth',
  since: 'v3.42.0',
  summary: l('Delete an SSH key', '删除 SSH 公钥'),
  description: l('Removes one of the caller’s own public keys.', '删除调用者自己的一个公钥。'),
  query: [idQuery('ID of the key, from the list.', '公钥 ID，取自列表。')],
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    SSH_USER_INVALID,
    error(400, 'id format invalid', '`id` is missing or not a number.', '`id` 缺失或不是数字。'),
    error(
      404,
      'failed to get public key',
      'No key with this ID belongs to the caller.',
      '调用者名下没有该 ID 的公钥。',
    ),
  ],
  example: {query: {id: '3'}, response: ok()},
};

const generate2fa: ApiRoute = {
  id: 'auth-2fa-generate',
  method: 'POST',
  path: '/api/auth/2fa/generate',
  guard: 'auth',
  summary: l('Start setting up 2FA', '开始设置双重身份验证'),
  description: l(
    'Creates a new TOTP secret for the caller and returns it with a QR code to scan into an authenticator app. Nothing is saved yet: two-factor authentication is on only after `/api/auth/2fa/verify` succeeds with this secret.',
    '为调用者生成新的 TOTP 密钥，并返回该密钥及供验证器应用扫描的二维码。此时尚未保存：只有用这个密钥成功调用 `/api/auth/2fa/verify` 后，双重身份验证才会开启。',
  ),
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      properties: {
        qr: {
          type: 'string',
          description: l(
            'QR code as a `data:image/png;base64,…` URL (400 × 400 pixels), issuer `Alist`.',
            '二维码，`data:image/png;base64,…` 格式的 URL（400 × 400 像素），签发方为 `Alist`。',
          ),
        },
        secret: {type: 'string', description: l('The TOTP secret (Base32).', 'TOTP 密钥（Base32）。')},
      },
    },
  },
  errors: [error(403, 'Guest user can not generate 2FA code', 'Called without a token.', '未带令牌调用。')],
  example: {
    response: ok({
      qr: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAZAAAAGQ…',
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    }),
  },
};

const verify2fa: ApiRoute = {
  id: 'auth-2fa-verify',
  method: 'POST',
  path: '/api/auth/2fa/verify',
  guard: 'auth',
  summary: l('Turn on 2FA', '开启双重身份验证'),
  description: l(
    'Checks a code made from the secret of `/api/auth/2fa/generate` and, when it matches, saves the secret: from then on every password sign-in needs `otp_code`. An administrator can turn it off again with `/api/admin/user/cancel_2fa`.',
    '校验由 `/api/auth/2fa/generate` 返回的密钥生成的验证码，匹配则保存该密钥：此后每次密码登录都需要 `otp_code`。管理员可通过 `/api/admin/user/cancel_2fa` 关闭。',
  ),
  body: {
    kind: 'json',
    params: [
      param('code', STRING, 'Current six-digit code of the authenticator app.', '验证器应用当前显示的六位数字。', {
        required: true,
      }),
      param(
        'secret',
        STRING,
        'The `secret` that `/api/auth/2fa/generate` returned.',
        '`/api/auth/2fa/generate` 返回的 `secret`。',
        {
          required: true,
        },
      ),
    ],
  },
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [
    error(
      400,
      undefined,
      '`code` or `secret` is missing (a validation message).',
      '缺少 `code` 或 `secret`（返回校验信息）。',
    ),
    error(
      400,
      'Invalid 2FA code',
      'The code does not match the secret at this time.',
      '验证码与密钥当前时刻的值不符。',
    ),
    error(403, 'Guest user can not generate 2FA code', 'Called without a token.', '未带令牌调用。'),
  ],
  example: {body: {code: '492039', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'}, response: ok()},
};

const logout: ApiRoute = {
  id: 'auth-logout',
  method: 'GET',
  path: '/api/auth/logout',
  guard: 'auth',
  summary: l('Sign out', '退出登录'),
  description: l(
    'Invalidates the token sent with the request; any later call with it gets `token is invalidated`. Other tokens of the same user keep working.',
    '使本次请求携带的令牌失效，之后再用它调用会得到 `token is invalidated`。同一用户的其他令牌不受影响。',
  ),
  response: {kind: 'envelope', data: {type: 'null'}},
  errors: [],
  example: {response: ok()},
};

const SSO_METHOD: Param = param(
  'method',
  {type: 'string', enum: ['sso_get_token', 'get_sso_id']},
  '`sso_get_token` to sign in, `get_sso_id` to link the provider account to the signed-in user.',
  '`sso_get_token` 表示登录，`get_sso_id` 表示把第三方账号绑定到当前用户。',
  {required: true},
);

const NO_CONSOLE_BROWSER = l(
  'This route redirects the browser or answers with an HTML page; open it in a browser window instead.',
  '该接口会让浏览器跳转或返回 HTML 页面，请直接在浏览器窗口中打开。',
);

const ssoRedirect: ApiRoute = {
  id: 'auth-sso',
  method: 'GET',
  path: '/api/auth/sso',
  guard: 'public',
  summary: l('Start single sign-on', '发起单点登录'),
  description: l(
    'Redirects the browser to the sign-in page of the provider chosen in the SSO settings (GitHub, Microsoft, Google, DingTalk, Casdoor or OIDC). The provider then sends the browser back to `/api/auth/sso_callback`, or, in compatibility mode, to `/api/auth/sso_get_token` or `/api/auth/get_sso_id`.',
    '把浏览器重定向到单点登录设置中所选平台（GitHub、Microsoft、Google、钉钉、Casdoor 或 OIDC）的登录页。平台随后把浏览器送回 `/api/auth/sso_callback`；兼容模式下则送回 `/api/auth/sso_get_token` 或 `/api/auth/get_sso_id`。',
  ),
  query: [SSO_METHOD],
  response: {
    kind: 'raw',
    status: 302,
    description: l('Redirect to the provider’s authorization page.', '重定向到平台的授权页。'),
  },
  errors: [
    error(403, 'Single sign-on is not enabled', 'SSO is off in the settings.', '设置中未开启单点登录。'),
    error(400, 'no method provided', '`method` is missing.', '缺少 `method`。'),
    error(400, 'invalid platform', 'The configured platform is not one AList knows.', '所配置的平台不受支持。'),
  ],
  example: {
    query: {method: 'sso_get_token'},
    response: 'HTTP/1.1 302 Found\nLocation: https://github.com/login/oauth/authorize?client_id=…',
  },
  noConsole: NO_CONSOLE_BROWSER,
};

const SSO_CALLBACK_QUERY: readonly Param[] = [
  param(
    'code',
    STRING,
    'Authorization code from the provider (`authCode` for DingTalk).',
    '平台返回的授权码（钉钉为 `authCode`）。',
    {
      required: true,
    },
  ),
  param('state', STRING, 'State value, checked for OIDC.', 'state 参数，OIDC 会校验。'),
];

const SSO_CALLBACK_ERRORS: readonly ApiError[] = [
  error(500, 'sso login is disabled', 'SSO is off in the settings.', '设置中未开启单点登录。'),
  error(
    500,
    'invalid request',
    'The method is neither `get_sso_id` nor `sso_get_token`.',
    '方法既不是 `get_sso_id` 也不是 `sso_get_token`。',
  ),
  error(400, 'No code provided', 'The provider sent no code.', '平台没有返回授权码。'),
  error(
    400,
    undefined,
    'Exchanging the code or reading the provider account failed.',
    '换取令牌或读取平台账号信息失败。',
  ),
];

const SSO_CALLBACK_RESPONSE = {
  kind: 'raw',
  status: 200,
  contentType: 'text/html',
  description: l(
    'A small page that hands `{token}` (sign-in) or `{sso_id}` (linking) to the window that opened it and closes itself. In compatibility mode a redirect to `/@login?token=…` or `/@manage?sso_id=…` instead.',
    '一个小页面，把 `{token}`（登录）或 `{sso_id}`（绑定）传给打开它的窗口后自行关闭。兼容模式下改为重定向到 `/@login?token=…` 或 `/@manage?sso_id=…`。',
  ),
} as const;

const ssoCallback: ApiRoute = {
  id: 'auth-sso-callback',
  method: 'GET',
  path: '/api/auth/sso_callback',
  guard: 'public',
  summary: l('Single sign-on callback', '单点登录回调'),
  description: l(
    'Where the provider sends the browser back. It exchanges the code, finds the AList user linked to the provider account (creating one when automatic registration is on) and hands a token to the web interface. Register this address, with `?method=sso_get_token` and `?method=get_sso_id`, as the redirect URI of your SSO application.',
    '平台授权后浏览器回到的地址。它用授权码换取令牌，找到与该平台账号绑定的 AList 用户（开启自动注册时会新建），并把令牌交给网页端。请把这个地址（带 `?method=sso_get_token` 和 `?method=get_sso_id`）登记为单点登录应用的回调地址。',
  ),
  query: [SSO_METHOD, ...SSO_CALLBACK_QUERY],
  response: SSO_CALLBACK_RESPONSE,
  errors: SSO_CALLBACK_ERRORS,
  example: {
    query: {method: 'sso_get_token', code: '3f1c0a9e2d'},
    response: '<!DOCTYPE html>…window.opener.postMessage({"token":"…"}, "*")…',
  },
  noConsole: NO_CONSOLE_BROWSER,
};

function compatCallback(id: string, name: 'get_sso_id' | 'sso_get_token', en: string, zh: string): ApiRoute {
  return {
    id,
    method: 'GET',
    path: `/api/auth/${name}`,
    guard: 'public',
    summary: l(en, zh),
    description: l(
      `The callback address of SSO compatibility mode, for providers that do not accept a query string in the redirect URI; the method is taken from the path. It does what \`/api/auth/sso_callback?method=${name}\` does. With compatibility mode off it answers \`invalid request\`.`,
      `单点登录兼容模式的回调地址，适用于回调地址不能带查询参数的平台；方法取自路径。作用与 \`/api/auth/sso_callback?method=${name}\` 相同。未开启兼容模式时返回 \`invalid request\`。`,
    ),
    query: SSO_CALLBACK_QUERY,
    response: SSO_CALLBACK_RESPONSE,
    errors: SSO_CALLBACK_ERRORS,
    example: {query: {code: '3f1c0a9e2d'}, response: 'HTTP/1.1 302 Found\nLocation: /@login?token=eyJhbGciOi…'},
    noConsole: NO_CONSOLE_BROWSER,
  };
}

const NO_CONSOLE_WEBAUTHN = l(
  'WebAuthn needs the browser’s security-key dialog on the AList site itself, which the console cannot show.',
  'WebAuthn 需要在 AList 站点本身弹出浏览器的安全密钥对话框，请求控制台无法做到。',
);

const WEBAUTHN_OFF = error(
  403,
  'WebAuthn is not enabled',
  'WebAuthn sign-in is off in the settings.',
  '设置中未开启 WebAuthn 登录。',
);
const WEBAUTHN_FAILED = error(
  400,
  undefined,
  'The ceremony failed: a bad session header, an unknown user, or a credential the server rejects.',
  '验证过程失败：session 请求头无效、用户不存在，或凭据被服务器拒绝。',
);

const SESSION_HEADER = (name: string): Param =>
  param(
    name,
    STRING,
    'The `session` value of the matching begin call, sent back unchanged (Base64 of the session JSON).',
    '对应的 begin 接口返回的 `session`，原样发回（会话 JSON 的 Base64）。',
    {required: true},
  );

const USERNAME_QUERY = param(
  'username',
  STRING,
  'User name; leave it out for a discoverable credential (passkey) that names the user itself.',
  '用户名；使用可发现凭据（通行密钥）时省略，由凭据本身指明用户。',
);

const CREDENTIAL_BODY = (en: string, zh: string) =>
  ({kind: 'json-value', schema: {type: 'object', additionalProperties: true}, description: l(en, zh)}) as const;

const BEGIN_DATA = {
  type: 'object',
  properties: {
    options: {
      type: 'object',
      additionalProperties: true,
      description: l(
        'Options for `navigator.credentials`, under `publicKey`.',
        '传给 `navigator.credentials` 的选项，位于 `publicKey` 下。',
      ),
    },
    session: {
      type: 'string',
      description: l(
        'Session data (Base64) to send back in the finish call.',
        '会话数据（Base64），需在 finish 调用中发回。',
      ),
    },
  },
} as const;

const webauthnBeginLogin: ApiRoute = {
  id: 'authn-begin-login',
  method: 'GET',
  path: '/api/authn/webauthn_begin_login',
  guard: 'public',
  summary: l('Begin a WebAuthn sign-in', '开始 WebAuthn 登录'),
  description: l(
    'First step of signing in with a security key or passkey. Before v3.45.0 this route sat behind the token check of the other WebAuthn routes.',
    '使用安全密钥或通行密钥登录的第一步。v3.45.0 之前，该接口与其他 WebAuthn 接口一样需经过令牌检查。',
  ),
  query: [USERNAME_QUERY],
  response: {kind: 'envelope', data: BEGIN_DATA},
  errors: [WEBAUTHN_OFF, WEBAUTHN_FAILED],
  example: {
    query: {username: 'admin'},
    response: ok({
      options: {publicKey: {challenge: 'cmFuZG9tLWNoYWxsZW5nZQ', rpId: 'alist.example.com', timeout: 300000}},
      session: 'eyJjaGFsbGVuZ2UiOiJjbUZ1Wkc5dExXTm9ZV3hzWlc1blpRIn0=',
    }),
  },
  noConsole: NO_CONSOLE_WEBAUTHN,
};

const webauthnFinishLogin: ApiRoute = {
  id: 'authn-finish-login',
  method: 'POST',
  path: '/api/authn/webauthn_finish_login',
  guard: 'public',
  summary: l('Finish a WebAuthn sign-in', '完成 WebAuthn 登录'),
  description: l(
    'Checks the assertion the browser produced and returns a token. Before v3.45.0 this route sat behind the token check of the other WebAuthn routes.',
    '校验浏览器生成的断言并返回令牌。v3.45.0 之前，该接口与其他 WebAuthn 接口一样需经过令牌检查。',
  ),
  query: [USERNAME_QUERY],
  headers: [SESSION_HEADER('session')],
  body: CREDENTIAL_BODY(
    'The `PublicKeyCredential` from `navigator.credentials.get()`, serialised as JSON.',
    '`navigator.credentials.get()` 得到的 `PublicKeyCredential`，序列化为 JSON。',
  ),
  response: {kind: 'envelope', data: TOKEN_DATA},
  errors: [WEBAUTHN_OFF, WEBAUTHN_FAILED],
  example: {
    query: {username: 'admin'},
    headers: {session: 'eyJjaGFsbGVuZ2UiOiJjbUZ1Wkc5dExXTm9ZV3hzWlc1blpRIn0='},
    body: {
      id: 'AbCdEf',
      rawId: 'AbCdEf',
      type: 'public-key',
      response: {authenticatorData: '…', clientDataJSON: '…', signature: '…'},
    },
    response: ok({token: EXAMPLE_TOKEN}),
  },
  noConsole: NO_CONSOLE_WEBAUTHN,
};

const webauthnBeginRegistration: ApiRoute = {
  id: 'authn-begin-registration',
  method: 'GET',
  path: '/api/authn/webauthn_begin_registration',
  guard: 'authn',
  summary: l('Begin registering a security key', '开始注册安全密钥'),
  description: l(
    'First step of adding a security key or passkey to the caller’s account.',
    '为调用者的账号添加安全密钥或通行密钥的第一步。',
  ),
  response: {kind: 'envelope', data: BEGIN_DATA},
  errors: [WEBAUTHN_OFF, WEBAUTHN_FAILED],
  example: {
    response: ok({
      options: {
        publicKey: {
          challenge: 'cmVnaXN0ZXItY2hhbGxlbmdl',
          rp: {name: 'AList', id: 'alist.example.com'},
          user: {name: 'admin', displayName: 'admin', id: 'AQAAAAAAAAA'},
        },
      },
      session: 'eyJjaGFsbGVuZ2UiOiJjbVZuYVhOMFpYSXRZMmhoYkd4bGJtZGwifQ==',
    }),
  },
  noConsole: NO_CONSOLE_WEBAUTHN,
};

const webauthnFinishRegistration: ApiRoute = {
  id: 'authn-finish-registration',
  method: 'POST',
  path: '/api/authn/webauthn_finish_registration',
  guard: 'authn',
  summary: l('Finish registering a security key', '完成安全密钥注册'),
  description: l(
    'Stores the new credential the browser created for the caller’s account.',
    '保存浏览器为调用者账号创建的新凭据。',
  ),
  headers: [SESSION_HEADER('Session')],
  body: CREDENTIAL_BODY(
    'The `PublicKeyCredential` from `navigator.credentials.create()`, serialised as JSON.',
    '`navigator.credentials.create()` 得到的 `PublicKeyCredential`，序列化为 JSON。',
  ),
  response: {
    kind: 'envelope',
    data: {type: 'string', description: l('`Registered Successfully`.', '`Registered Successfully`。')},
  },
  errors: [WEBAUTHN_OFF, WEBAUTHN_FAILED],
  example: {
    headers: {Session: 'eyJjaGFsbGVuZ2UiOiJjbVZuYVhOMFpYSXRZMmhoYkd4bGJtZGwifQ=='},
    body: {id: 'AbCdEf', rawId: 'AbCdEf', type: 'public-key', response: {attestationObject: '…', clientDataJSON: '…'}},
    response: ok('Registered Successfully'),
  },
  noConsole: NO_CONSOLE_WEBAUTHN,
};

const webauthnDelete: ApiRoute = {
  id: 'authn-delete',
  method: 'POST',
  path: '/api/authn/delete_authn',
  guard: 'authn',
  summary: l('Remove a security key', '移除安全密钥'),
  description: l(
    'Removes one of the caller’s WebAuthn credentials. An ID that matches none changes nothing and still succeeds.',
    '移除调用者的一个 WebAuthn 凭据。ID 不匹配任何凭据时不做改动，但仍返回成功。',
  ),
  body: {
    kind: 'json',
    params: [
      param(
        'id',
        STRING,
        'Credential ID in standard Base64, as `getcredentials` lists it.',
        '凭据 ID（标准 Base64），与 `getcredentials` 列出的一致。',
        {
          required: true,
        },
      ),
    ],
  },
  response: {
    kind: 'envelope',
    data: {type: 'string', description: l('`Deleted Successfully`.', '`Deleted Successfully`。')},
  },
  errors: [BAD_BODY, error(400, undefined, 'Saving the change failed.', '保存修改失败。')],
  example: {body: {id: 'q2mPZxk3yVY2rR2bV0x1vA=='}, response: ok('Deleted Successfully')},
};

const webauthnCredentials: ApiRoute = {
  id: 'authn-credentials',
  method: 'GET',
  path: '/api/authn/getcredentials',
  guard: 'authn',
  summary: l('List security keys', '列出安全密钥'),
  description: l('The WebAuthn credentials registered for the caller.', '调用者已注册的 WebAuthn 凭据。'),
  response: {
    kind: 'envelope',
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: {type: 'string', description: l('Credential ID (Base64).', '凭据 ID（Base64）。')},
          fingerprint: {
            type: 'string',
            description: l('AAGUID of the authenticator model, as hex bytes.', '验证器型号的 AAGUID，十六进制字节。'),
          },
        },
      },
    },
  },
  errors: [],
  example: {
    response: ok([{id: 'q2mPZxk3yVY2rR2bV0x1vA==', fingerprint: 'AD CE 00 02 35 BC C6 0A 64 8B 0B 25 F1 F0 55 03'}]),
  },
};

/** Pieces the console reuses to sign in. */
export const LOGIN_ROUTE_IDS = {hash: loginHash.id, plain: login.id} as const;

const group: ApiGroup = {
  id: 'auth',
  title: l('Authentication', '认证'),
  page: 'guide/api/auth',
  routes: [
    loginHash,
    login,
    loginLdap,
    logout,
    me,
    meUpdate,
    generate2fa,
    verify2fa,
    sshKeyList,
    sshKeyAdd,
    sshKeyDelete,
    ssoRedirect,
    ssoCallback,
    compatCallback(
      'auth-sso-get-token',
      'sso_get_token',
      'SSO sign-in callback (compatibility mode)',
      '单点登录回调（兼容模式）',
    ),
    compatCallback(
      'auth-get-sso-id',
      'get_sso_id',
      'SSO linking callback (compatibility mode)',
      '单点登录绑定回调（兼容模式）',
    ),
    webauthnBeginLogin,
    webauthnFinishLogin,
    webauthnBeginRegistration,
    webauthnFinishRegistration,
    webauthnCredentials,
    webauthnDelete,
  ],
};

export default group;
