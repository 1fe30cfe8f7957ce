/**
 * Every field of AList's `config.json` and every command-line flag, as data.
 *
 * Source: `internal/conf/config.go` (struct tags and `DefaultConfig()`),
 * `internal/bootstrap/config.go` and `cmd/root.go` of github.com/alist-org/alist.
 * The fact pack in tests/fixtures/facts/config.json (commit 2830575, v3.38.0 + 2)
 * and the changes up to v3.45.0 in tests/fixtures/facts/config-v3.45.0.json are
 * the reference: tests/unit/data/config.test.ts compares this file with both,
 * field by field. When the program changes, edit the entry here and the test
 * tells you whether it matches.
 *
 * Order follows the structs, so the tables read like the file.
 */
import type {Localized, Version} from './types';

export type ConfigScalarType = 'bool' | 'int' | 'string' | 'string[]';
export type ConfigValue = boolean | number | string | readonly string[];

interface ConfigEntryBase {
  /** Dotted path as in the JSON file, e.g. `scheme.http_port`. */
  readonly path: string;
  /** First release that has the entry, when it came after v3.0.0. */
  readonly since?: Version;
  readonly description: Localized;
}

/** A nested object of the file. */
export interface ConfigSection extends ConfigEntryBase {
  readonly kind: 'section';
  /** What the section adds to the environment-variable names of its fields (`''` when nothing). */
  readonly envPrefix: string;
}

/** A value of the file. */
export interface ConfigField extends ConfigEntryBase {
  readonly kind: 'field';
  readonly type: ConfigScalarType;
  /** Value written by `DefaultConfig()` in v3.45.0; `null` when it is generated (see `defaultNote`). */
  readonly default: ConfigValue | null;
  readonly defaultNote?: Localized;
  /** Full name of the overriding environment variable (with the `ALIST_` prefix), `null` when there is none. */
  readonly env: string | null;
  /** The file is read once at start-up, so a change needs a restart. */
  readonly restart: boolean;
  /** The default of new files changed in `version`; files written before keep `previous`. */
  readonly defaultChanged?: {readonly version: Version; readonly previous: ConfigValue};
}

export type ConfigEntry = ConfigSection | ConfigField;

/** Prefix that AList puts before every environment variable unless started with `--no-prefix`. */
export const ENV_PREFIX = 'ALIST_';

const DATA_DIR_NOTE: Localized = {
  en: 'Relative to the `--data` folder (`data` by default).',
  zh: '相对于 `--data` 数据目录（默认 `data`）。',
};

const TASK_PERSIST_CHANGED = {version: 'v3.39.2', previous: true} as const;

function task(
  name: string,
  env: string,
  what: Localized,
  defaults: {workers: number; retry: number; persist: boolean},
  extra: {since?: Version; persistChanged?: boolean; persistNote?: Localized} = {},
): ConfigEntry[] {
  const since = extra.since ? {since: extra.since} : {};
  return [
    {kind: 'section', path: `tasks.${name}`, envPrefix: `${env}_`, ...since, description: what},
    {
      kind: 'field',
      path: `tasks.${name}.workers`,
      type: 'int',
      default: defaults.workers,
      env: `ALIST_TASKS_${env}_WORKERS`,
      restart: true,
      ...since,
      description: {
        en: 'How many of these tasks run at the same time. From v3.43.0 the Traffic settings of the admin panel take over this number; this field only gives their initial value.',
        zh: '同时运行的此类任务数。从 v3.43.0 起由管理面板的“传输”设置接管，本字段只提供其初始值。',
      },
    },
    {
      kind: 'field',
      path: `tasks.${name}.max_retry`,
      type: 'int',
      default: defaults.retry,
      env: `ALIST_TASKS_${env}_MAX_RETRY`,
      restart: true,
      ...since,
      description: {
        en: 'How many times a failed task is retried automatically; `0` turns automatic retries off.',
        zh: '失败任务自动重试的次数；`0` 表示不自动重试。',
      },
    },
    {
      kind: 'field',
      path: `tasks.${name}.task_persistant`,
      type: 'bool',
      default: defaults.persist,
      env: `ALIST_TASKS_${env}_TASK_PERSISTANT`,
      restart: true,
      ...since,
      ...(extra.persistChanged ? {defaultChanged: TASK_PERSIST_CHANGED} : {}),
      description: extra.persistNote ?? {
        en: 'Keep these tasks in the database, so that unfinished ones survive a restart (task persistence came in v3.37.1). The key is spelled `persistant` in the program.',
        zh: '把此类任务保存到数据库，重启后未完成的任务仍在（任务持久化始于 v3.37.1）。程序里的键名就拼作 `persistant`。',
      },
    },
  ];
}

const NOT_PERSISTED: Localized = {
  en: 'Present in the file but not used: these tasks are never kept across restarts.',
  zh: '文件里有此项但程序不使用：此类任务从不跨重启保存。',
};

export const CONFIG_ENTRIES: readonly ConfigEntry[] = [
  {
    kind: 'field',
    path: 'force',
    type: 'bool',
    default: false,
    env: 'ALIST_FORCE',
    restart: true,
    description: {
      en: 'When `true`, AList uses only this file and ignores environment variables. By default every variable of this table that is set overrides its field.',
      zh: '为 `true` 时 AList 只读本文件，忽略环境变量。默认情况下，本表中任何已设置的环境变量都会覆盖对应字段。',
    },
  },
  {
    kind: 'field',
    path: 'site_url',
    type: 'string',
    default: '',
    env: 'ALIST_SITE_URL',
    restart: true,
    since: 'v3.0.2',
    description: {
      en: 'Public address of the site, e.g. `https://files.example.com`, or `https://example.com/alist` (or just `/alist`) behind a sub-path. Its path part prefixes every route (`/` then redirects to it). AList also builds absolute links from it: thumbnails of Local and Crypt storages, SSO and WebAuthn callbacks, proxied links. When empty, the address is taken from each request (`Host`, `X-Forwarded-Host`, `X-Forwarded-Proto`). Do not end it with `/`. Replaced the `api_url` and `base_path` settings in v3.0.2.',
      zh: '站点的公网地址，如 `https://files.example.com`；部署在子路径下时写 `https://example.com/alist`（也可只写 `/alist`）。其中的路径部分会成为所有路由的前缀（访问 `/` 会跳转过去）。本地存储与 Crypt 的缩略图、单点登录与 WebAuthn 回调、代理链接等绝对地址都由它拼成。留空时按每个请求的 `Host`、`X-Forwarded-Host`、`X-Forwarded-Proto` 推算。末尾不要带 `/`。v3.0.2 起取代了原先的 `api_url` 和 `base_path` 设置。',
    },
  },
  {
    kind: 'field',
    path: 'cdn',
    type: 'string',
    default: '',
    env: 'ALIST_CDN',
    restart: true,
    description: {
      en: 'Base URL from which browsers load the web interface’s files instead of from AList itself. `$version` in it is replaced with the version of the bundled front end, and a trailing `/` is dropped. Empty serves the built-in files.',
      zh: '让浏览器从这个地址加载前端静态文件，而不是从 AList 本身加载。其中的 `$version` 会被替换为内置前端的版本号，末尾的 `/` 会被去掉。留空则使用内置文件。',
    },
  },
  {
    kind: 'field',
    path: 'jwt_secret',
    type: 'string',
    default: null,
    defaultNote: {
      en: 'A random 16-character string, generated when the file is first created.',
      zh: '首次生成文件时随机产生的 16 位字符串。',
    },
    env: 'ALIST_JWT_SECRET',
    restart: true,
    description: {
      en: 'Key that signs login tokens (HS256). Changing it logs every user out. Keep it secret: anyone who knows it can forge tokens.',
      zh: '签发登录令牌（HS256）所用的密钥。修改后所有用户都需要重新登录。请妥善保密，知道它的人可以伪造令牌。',
    },
  },
  {
    kind: 'field',
    path: 'token_expires_in',
    type: 'int',
    default: 48,
    env: 'ALIST_TOKEN_EXPIRES_IN',
    restart: true,
    since: 'v3.0.3',
    description: {
      en: 'Lifetime of a login token, in hours. From v3.37.1 tokens are also dropped when the user logs out or AList restarts.',
      zh: '登录令牌的有效期，单位为小时。从 v3.37.1 起，用户退出登录或 AList 重启后，旧令牌同样失效。',
    },
  },
  {
    kind: 'section',
    path: 'database',
    envPrefix: 'DB_',
    description: {
      en: 'Where AList keeps users, storages, metas, settings and tasks.',
      zh: 'AList 保存用户、存储、元信息、设置和任务的数据库。',
    },
  },
  {
    kind: 'field',
    path: 'database.type',
    type: 'string',
    default: 'sqlite3',
    env: 'ALIST_DB_TYPE',
    restart: true,
    description: {
      en: '`sqlite3`, `mysql` or `postgres`. Any other value stops AList at start-up. Changing it does not move existing data.',
      zh: '可选 `sqlite3`、`mysql`、`postgres`，填其他值 AList 会拒绝启动。修改它不会迁移已有数据。',
    },
  },
  {
    kind: 'field',
    path: 'database.host',
    type: 'string',
    default: '',
    env: 'ALIST_DB_HOST',
    restart: true,
    description: {en: 'MySQL or PostgreSQL server host.', zh: 'MySQL 或 PostgreSQL 服务器地址。'},
  },
  {
    kind: 'field',
    path: 'database.port',
    type: 'int',
    default: 0,
    env: 'ALIST_DB_PORT',
    restart: true,
    description: {
      en: 'MySQL or PostgreSQL server port (usually `3306` or `5432`).',
      zh: 'MySQL 或 PostgreSQL 服务器端口（通常是 `3306` 或 `5432`）。',
    },
  },
  {
    kind: 'field',
    path: 'database.user',
    type: 'string',
    default: '',
    env: 'ALIST_DB_USER',
    restart: true,
    description: {en: 'Database user name.', zh: '数据库用户名。'},
  },
  {
    kind: 'field',
    path: 'database.password',
    type: 'string',
    default: '',
    env: 'ALIST_DB_PASS',
    restart: true,
    description: {
      en: 'Database password. Note that its variable is `ALIST_DB_PASS`, not `…_PASSWORD`.',
      zh: '数据库密码。注意对应的环境变量是 `ALIST_DB_PASS`，不是 `…_PASSWORD`。',
    },
  },
  {
    kind: 'field',
    path: 'database.name',
    type: 'string',
    default: '',
    env: 'ALIST_DB_NAME',
    restart: true,
    description: {
      en: 'Name of the database, which must exist; AList creates the tables.',
      zh: '数据库名，需事先建好；表由 AList 自动创建。',
    },
  },
  {
    kind: 'field',
    path: 'database.db_file',
    type: 'string',
    default: 'data/data.db',
    defaultNote: DATA_DIR_NOTE,
    env: 'ALIST_DB_FILE',
    restart: true,
    description: {
      en: 'SQLite file. The name must end with `.db`. AList opens it in WAL mode, so `data.db-wal` and `data.db-shm` appear next to it.',
      zh: 'SQLite 数据库文件，文件名必须以 `.db` 结尾。AList 以 WAL 模式打开它，所以旁边会出现 `data.db-wal` 和 `data.db-shm`。',
    },
  },
  {
    kind: 'field',
    path: 'database.table_prefix',
    type: 'string',
    default: 'x_',
    env: 'ALIST_DB_TABLE_PREFIX',
    restart: true,
    description: {
      en: 'Prefix of every table name, so several programs can share one database.',
      zh: '所有表名的前缀，便于多个程序共用一个数据库。',
    },
  },
  {
    kind: 'field',
    path: 'database.ssl_mode',
    type: 'string',
    default: '',
    env: 'ALIST_DB_SSL_MODE',
    restart: true,
    description: {
      en: 'TLS mode of the connection: passed as `tls=` to MySQL (e.g. `true`, `skip-verify`) and as `sslmode=` to PostgreSQL (e.g. `disable`, `require`, `verify-full`).',
      zh: '连接的 TLS 模式：对 MySQL 作为 `tls=` 参数（如 `true`、`skip-verify`），对 PostgreSQL 作为 `sslmode=` 参数（如 `disable`、`require`、`verify-full`）。',
    },
  },
  {
    kind: 'field',
    path: 'database.dsn',
    type: 'string',
    default: '',
    env: 'ALIST_DB_DSN',
    restart: true,
    since: 'v3.31.0',
    description: {
      en: 'A complete connection string for MySQL or PostgreSQL. When set, it replaces the one built from the fields above (whose PostgreSQL form fixes `TimeZone=Asia/Shanghai`).',
      zh: 'MySQL 或 PostgreSQL 的完整连接串。填写后取代由上面各字段拼出的连接串（后者在 PostgreSQL 下固定带 `TimeZone=Asia/Shanghai`）。',
    },
  },
  {
    kind: 'section',
    path: 'meilisearch',
    envPrefix: 'MEILISEARCH_',
    since: 'v3.31.0',
    description: {
      en: 'Connection to a Meilisearch server, used when the search index is set to `meilisearch`. Its environment variables work from v3.34.0.',
      zh: 'Meilisearch 服务器的连接信息，搜索索引选为 `meilisearch` 时使用。其环境变量从 v3.34.0 起才生效。',
    },
  },
  {
    kind: 'field',
    path: 'meilisearch.host',
    type: 'string',
    default: 'http://localhost:7700',
    env: 'ALIST_MEILISEARCH_HOST',
    restart: true,
    since: 'v3.31.0',
    description: {en: 'Address of the Meilisearch server.', zh: 'Meilisearch 服务器地址。'},
  },
  {
    kind: 'field',
    path: 'meilisearch.api_key',
    type: 'string',
    default: '',
    env: 'ALIST_MEILISEARCH_API_KEY',
    restart: true,
    since: 'v3.31.0',
    description: {
      en: 'API key of the Meilisearch server, if it requires one.',
      zh: 'Meilisearch 服务器的 API 密钥（如果需要）。',
    },
  },
  {
    kind: 'field',
    path: 'meilisearch.index_prefix',
    type: 'string',
    default: '',
    env: 'ALIST_MEILISEARCH_INDEX_PREFIX',
    restart: true,
    since: 'v3.31.0',
    description: {
      en: 'Put before the index name `alist`, so several AList instances can share one server.',
      zh: '加在索引名 `alist` 前面，便于多个 AList 共用一台服务器。',
    },
  },
  {
    kind: 'section',
    path: 'scheme',
    envPrefix: '',
    description: {
      en: 'Where the web server listens. In v3.20.0 the top-level `address`, `port` and `https_port` fields moved here and `https` was replaced by `https_port`: a file from an older version falls back to the defaults below.',
      zh: 'Web 服务的监听方式。v3.20.0 把顶层的 `address`、`port`、`https_port` 移到这里，并用 `https_port` 取代了 `https` 开关：旧版本的配置文件升级后会回到下面的默认值。',
    },
  },
  {
    kind: 'field',
    path: 'scheme.address',
    type: 'string',
    default: '0.0.0.0',
    env: 'ALIST_ADDR',
    restart: true,
    since: 'v3.20.0',
    description: {
      en: 'Address to listen on, shared by HTTP, HTTPS and the S3 port. `0.0.0.0` accepts connections on every interface; `127.0.0.1` only from the same machine (e.g. behind a reverse proxy).',
      zh: '监听地址，HTTP、HTTPS 和独立的 S3 端口共用。`0.0.0.0` 接受所有网卡的连接；`127.0.0.1` 只接受本机连接（例如放在反向代理之后）。',
    },
  },
  {
    kind: 'field',
    path: 'scheme.http_port',
    type: 'int',
    default: 5244,
    env: 'ALIST_HTTP_PORT',
    restart: true,
    since: 'v3.20.0',
    description: {en: 'HTTP port; `-1` turns plain HTTP off.', zh: 'HTTP 端口；`-1` 表示关闭 HTTP。'},
  },
  {
    kind: 'field',
    path: 'scheme.https_port',
    type: 'int',
    default: -1,
    env: 'ALIST_HTTPS_PORT',
    restart: true,
    since: 'v3.20.0',
    description: {
      en: 'HTTPS port; `-1` (default) turns HTTPS off. Needs `cert_file` and `key_file`.',
      zh: 'HTTPS 端口；默认 `-1` 表示不开启 HTTPS。开启时需要 `cert_file` 和 `key_file`。',
    },
  },
  {
    kind: 'field',
    path: 'scheme.force_https',
    type: 'bool',
    default: false,
    env: 'ALIST_FORCE_HTTPS',
    restart: true,
    since: 'v3.19.0',
    description: {
      en: 'Redirect (302) every plain-HTTP request to HTTPS, swapping the HTTP port for the HTTPS one in the address. Works only when both ports are enabled.',
      zh: '把所有 HTTP 请求 302 跳转到 HTTPS，并把地址里的 HTTP 端口换成 HTTPS 端口。只有两个端口都开启时才生效。',
    },
  },
  {
    kind: 'field',
    path: 'scheme.cert_file',
    type: 'string',
    default: '',
    env: 'ALIST_CERT_FILE',
    restart: true,
    description: {
      en: 'Path of the TLS certificate (PEM, full chain), used by HTTPS and by the S3 port when `s3.ssl` is on.',
      zh: 'TLS 证书路径（PEM，含完整证书链），供 HTTPS 以及开启 `s3.ssl` 的 S3 端口使用。',
    },
  },
  {
    kind: 'field',
    path: 'scheme.key_file',
    type: 'string',
    default: '',
    env: 'ALIST_KEY_FILE',
    restart: true,
    description: {en: 'Path of the certificate’s private key (PEM).', zh: '证书私钥路径（PEM）。'},
  },
  {
    kind: 'field',
    path: 'scheme.unix_file',
    type: 'string',
    default: '',
    env: 'ALIST_UNIX_FILE',
    restart: true,
    since: 'v3.20.0',
    description: {
      en: 'Also listen on this Unix socket, e.g. for a reverse proxy on the same machine. Empty turns it off.',
      zh: '同时监听这个 Unix 套接字文件，例如供同机的反向代理连接。留空表示不使用。',
    },
  },
  {
    kind: 'field',
    path: 'scheme.unix_file_perm',
    type: 'string',
    default: '',
    env: 'ALIST_UNIX_FILE_PERM',
    restart: true,
    since: 'v3.21.0',
    description: {
      en: 'Permissions of the socket file as an octal string, such as `666`. When empty or invalid, AList logs an error and leaves the permissions as they are.',
      zh: '套接字文件的权限，八进制字符串，如 `666`。留空或写错时 AList 会记一条错误日志，权限保持不变。',
    },
  },
  {
    kind: 'field',
    path: 'scheme.enable_h2c',
    type: 'bool',
    default: false,
    env: 'ALIST_ENABLE_H2C',
    restart: true,
    since: 'v3.45.0',
    description: {
      en: 'Accept HTTP/2 without TLS (h2c) on the HTTP port and the Unix socket, for reverse proxies that talk HTTP/2 to their back end.',
      zh: '在 HTTP 端口和 Unix 套接字上接受不加密的 HTTP/2（h2c），供以 HTTP/2 连接后端的反向代理使用。',
    },
  },
  {
    kind: 'field',
    path: 'temp_dir',
    type: 'string',
    default: 'data/temp',
    defaultNote: DATA_DIR_NOTE,
    env: 'ALIST_TEMP_DIR',
    restart: true,
    description: {
      en: 'Folder for temporary files of uploads, copies and offline downloads. AList empties it at start-up (unless offline-download transfers are still pending), so never point it at a folder holding anything else.',
      zh: '上传、复制、离线下载使用的临时目录。AList 启动时会清空它（仍有未完成的离线下载传输任务时除外），所以绝不要把它指向存有其他文件的目录。',
    },
  },
  {
    kind: 'field',
    path: 'bleve_dir',
    type: 'string',
    default: 'data/bleve',
    defaultNote: DATA_DIR_NOTE,
    env: 'ALIST_BLEVE_DIR',
    restart: true,
    since: 'v3.6.0',
    description: {
      en: 'Folder of the search index when the index type is `bleve`.',
      zh: '搜索索引选为 `bleve` 时索引文件所在的目录。',
    },
  },
  {
    kind: 'field',
    path: 'dist_dir',
    type: 'string',
    default: '',
    env: null,
    restart: true,
    since: 'v3.29.0',
    description: {
      en: 'Serve the web interface from this folder (it must contain `index.html`) instead of the copy built into the binary, e.g. to try another front-end release. Cannot be set from the environment.',
      zh: '从这个目录（须包含 `index.html`）提供前端页面，而不是用程序内置的那份，例如试用另一个前端版本。不能用环境变量设置。',
    },
  },
  {
    kind: 'section',
    path: 'log',
    envPrefix: '',
    description: {
      en: 'The log file. Its variables have no common prefix: `ALIST_LOG_ENABLE` and `ALIST_LOG_NAME`, but `ALIST_MAX_SIZE`, `ALIST_MAX_BACKUPS`, `ALIST_MAX_AGE`, `ALIST_COMPRESS`.',
      zh: '日志文件。其环境变量没有统一前缀：`ALIST_LOG_ENABLE`、`ALIST_LOG_NAME`，而其余是 `ALIST_MAX_SIZE`、`ALIST_MAX_BACKUPS`、`ALIST_MAX_AGE`、`ALIST_COMPRESS`。',
    },
  },
  {
    kind: 'field',
    path: 'log.enable',
    type: 'bool',
    default: true,
    env: 'ALIST_LOG_ENABLE',
    restart: true,
    description: {
      en: 'Write the log to a file. When `false`, the log only goes to the console.',
      zh: '把日志写入文件；为 `false` 时日志只输出到控制台。',
    },
  },
  {
    kind: 'field',
    path: 'log.name',
    type: 'string',
    default: 'data/log/log.log',
    defaultNote: DATA_DIR_NOTE,
    env: 'ALIST_LOG_NAME',
    restart: true,
    description: {en: 'Path of the log file.', zh: '日志文件路径。'},
  },
  {
    kind: 'field',
    path: 'log.max_size',
    type: 'int',
    default: 50,
    env: 'ALIST_MAX_SIZE',
    restart: true,
    description: {
      en: 'Size in megabytes at which the file is rotated.',
      zh: '日志文件达到多少 MB 时轮转。',
    },
  },
  {
    kind: 'field',
    path: 'log.max_backups',
    type: 'int',
    default: 30,
    env: 'ALIST_MAX_BACKUPS',
    restart: true,
    description: {en: 'How many rotated files to keep.', zh: '保留多少个轮转后的旧日志。'},
  },
  {
    kind: 'field',
    path: 'log.max_age',
    type: 'int',
    default: 28,
    env: 'ALIST_MAX_AGE',
    restart: true,
    description: {en: 'Days after which rotated files are deleted.', zh: '旧日志保留的天数，超过即删除。'},
  },
  {
    kind: 'field',
    path: 'log.compress',
    type: 'bool',
    default: false,
    env: 'ALIST_COMPRESS',
    restart: true,
    description: {en: 'Gzip rotated files.', zh: '用 gzip 压缩轮转后的旧日志。'},
  },
  {
    kind: 'field',
    path: 'delayed_start',
    type: 'int',
    default: 0,
    env: 'ALIST_DELAYED_START',
    restart: true,
    since: 'v3.19.0',
    description: {
      en: 'Seconds to wait before loading storages, for machines whose network comes up after AList starts at boot.',
      zh: '加载存储前等待的秒数，适用于开机自启时网络比 AList 晚就绪的设备。',
    },
  },
  {
    kind: 'field',
    path: 'max_connections',
    type: 'int',
    default: 0,
    env: 'ALIST_MAX_CONNECTIONS',
    restart: true,
    since: 'v3.7.1',
    description: {
      en: 'Maximum number of requests handled at once; further requests wait for a free slot. `0` means no limit. A small value (10–20) helps weak devices that struggle when a gallery loads many thumbnails.',
      zh: '同时处理的请求数上限，超出的请求排队等待。`0` 表示不限制。性能较弱的设备在相册模式一次加载大量缩略图时容易吃不消，可设为 10～20。',
    },
  },
  {
    kind: 'field',
    path: 'max_concurrency',
    type: 'int',
    default: 64,
    env: 'ALIST_MAX_CONCURRENCY',
    restart: true,
    since: 'v3.42.0',
    description: {
      en: 'Upper bound on the download connections AList itself opens to storages when it proxies or copies files in parallel parts; beyond it a download fails with `ExceedMaxConcurrency`. `0` or less means no limit. In v3.45.0 this value is read before environment variables are applied, so set it in the file.',
      zh: 'AList 代理或分片复制文件时，自身向存储发起的下载连接总数上限；超出时下载报 `ExceedMaxConcurrency`。小于等于 `0` 表示不限制。v3.45.0 在应用环境变量之前就读取了它，所以请在文件里设置。',
    },
  },
  {
    kind: 'field',
    path: 'tls_insecure_skip_verify',
    type: 'bool',
    default: true,
    env: 'ALIST_TLS_INSECURE_SKIP_VERIFY',
    restart: true,
    since: 'v3.11.0',
    description: {
      en: 'Accept invalid TLS certificates when AList calls storage APIs (expired, self-signed, missing intermediates). Added in v3.11.0 as off; on by default since v3.12.0. Set it to `false` on untrusted networks.',
      zh: 'AList 调用存储接口时接受无效的 TLS 证书（过期、自签名、缺少中间证书）。v3.11.0 加入时默认关闭，v3.12.0 起默认开启。在不可信的网络中请设为 `false`。',
    },
  },
  {
    kind: 'section',
    path: 'tasks',
    envPrefix: 'TASKS_',
    since: 'v3.29.0',
    description: {
      en: 'Background task queues, one object per kind of task.',
      zh: '后台任务队列，每类任务一个对象。',
    },
  },
  ...task(
    'download',
    'DOWNLOAD',
    {
      en: 'Offline downloads: fetching a URL with aria2, qBittorrent, Transmission, the built-in HTTP downloader or a cloud drive’s own offline download.',
      zh: '离线下载：用 aria2、qBittorrent、Transmission、内置 HTTP 下载器或网盘自带的离线下载拉取链接。',
    },
    {workers: 5, retry: 1, persist: false},
    {persistChanged: true},
  ),
  ...task(
    'transfer',
    'TRANSFER',
    {
      en: 'Moving finished offline downloads from the temporary folder into the target storage.',
      zh: '把已完成的离线下载从临时目录传输到目标存储。',
    },
    {workers: 5, retry: 2, persist: false},
    {persistChanged: true},
  ),
  ...task(
    'upload',
    'UPLOAD',
    {
      en: 'Uploads added as tasks from the web interface.',
      zh: '在网页上以“添加为任务”方式上传的文件。',
    },
    {workers: 5, retry: 0, persist: false},
    {persistNote: NOT_PERSISTED},
  ),
  ...task(
    'copy',
    'COPY',
    {en: 'Copies between storages.', zh: '存储之间的复制。'},
    {workers: 5, retry: 2, persist: false},
    {persistChanged: true},
  ),
  ...task(
    'decompress',
    'DECOMPRESS',
    {
      en: 'Extracting archives: downloading and unpacking them.',
      zh: '解压压缩包：下载并解开压缩包。',
    },
    {workers: 5, retry: 2, persist: false},
    {since: 'v3.42.0'},
  ),
  ...task(
    'decompress_upload',
    'DECOMPRESS_UPLOAD',
    {
      en: 'Uploading the extracted files to the target storage.',
      zh: '把解压出的文件上传到目标存储。',
    },
    {workers: 5, retry: 2, persist: false},
    {since: 'v3.42.0', persistNote: NOT_PERSISTED},
  ),
  {
    kind: 'field',
    path: 'tasks.allow_retry_canceled',
    type: 'bool',
    default: false,
    env: 'ALIST_TASKS_ALLOW_RETRY_CANCELED',
    restart: true,
    since: 'v3.42.0',
    description: {
      en: 'Let cancelled tasks be retried; by default a cancelled task stays cancelled.',
      zh: '允许重试已取消的任务；默认已取消的任务不能再重试。',
    },
  },
  {
    kind: 'section',
    path: 'cors',
    envPrefix: 'CORS_',
    since: 'v3.29.0',
    description: {
      en: 'Cross-origin (CORS) answers, for web pages on other sites that call AList’s API. In environment variables, separate several values with commas.',
      zh: '跨域（CORS）响应，供其他网站的网页调用 AList 的 API。用环境变量设置时，多个值以逗号分隔。',
    },
  },
  {
    kind: 'field',
    path: 'cors.allow_origins',
    type: 'string[]',
    default: ['*'],
    env: 'ALIST_CORS_ALLOW_ORIGINS',
    restart: true,
    since: 'v3.29.0',
    description: {
      en: 'Origins allowed to call the API, such as `https://app.example.com`; `*` allows any.',
      zh: '允许调用 API 的来源，如 `https://app.example.com`；`*` 表示任意来源。',
    },
  },
  {
    kind: 'field',
    path: 'cors.allow_methods',
    type: 'string[]',
    default: ['*'],
    env: 'ALIST_CORS_ALLOW_METHODS',
    restart: true,
    since: 'v3.29.0',
    description: {en: 'HTTP methods allowed cross-origin.', zh: '允许跨域使用的 HTTP 方法。'},
  },
  {
    kind: 'field',
    path: 'cors.allow_headers',
    type: 'string[]',
    default: ['*'],
    env: 'ALIST_CORS_ALLOW_HEADERS',
    restart: true,
    since: 'v3.29.0',
    description: {en: 'Request headers allowed cross-origin.', zh: '允许跨域携带的请求头。'},
  },
  {
    kind: 'section',
    path: 's3',
    envPrefix: 'S3_',
    since: 'v3.33.0',
    description: {
      en: 'The S3-compatible server that exposes AList folders as buckets (keys and buckets are set in the admin panel’s S3 settings). In v3.32.0 the server was switched on by an admin setting and answered only under `/s3`; this section replaced that switch in v3.33.0.',
      zh: '兼容 S3 的服务端，把 AList 的目录作为存储桶提供出去（密钥和存储桶在管理面板的 S3 设置中配置）。v3.32.0 中它由管理面板里的一个开关启用，且只在 `/s3` 路径下提供；v3.33.0 起由本分节取代该开关。',
    },
  },
  {
    kind: 'field',
    path: 's3.enable',
    type: 'bool',
    default: false,
    env: 'ALIST_S3_ENABLE',
    restart: true,
    since: 'v3.33.0',
    description: {
      en: 'Turn the S3 server on. While it is off, requests under `/s3` get “S3 server is not enabled”.',
      zh: '开启 S3 服务。关闭时，访问 `/s3` 会得到 “S3 server is not enabled”。',
    },
  },
  {
    kind: 'field',
    path: 's3.port',
    type: 'int',
    default: 5246,
    env: 'ALIST_S3_PORT',
    restart: true,
    since: 'v3.33.0',
    description: {
      en: 'Port of the S3 server, on `scheme.address`. With `-1`, the server answers under `/s3` on the main port instead.',
      zh: 'S3 服务的端口，监听在 `scheme.address` 上。设为 `-1` 时改为在主端口的 `/s3` 路径下提供。',
    },
  },
  {
    kind: 'field',
    path: 's3.ssl',
    type: 'bool',
    default: false,
    env: 'ALIST_S3_SSL',
    restart: true,
    since: 'v3.33.0',
    description: {
      en: 'Serve the S3 port over HTTPS with `scheme.cert_file` and `scheme.key_file`.',
      zh: '使用 `scheme.cert_file` 和 `scheme.key_file` 以 HTTPS 提供 S3 端口。',
    },
  },
  {
    kind: 'section',
    path: 'ftp',
    envPrefix: 'FTP_',
    since: 'v3.41.0',
    description: {
      en: 'The built-in FTP server, which serves files to users who have the FTP permission. TLS, the public address and passive ports are set in the admin panel’s FTP settings.',
      zh: '内置 FTP 服务，向拥有 FTP 权限的用户提供文件。TLS、公网地址和被动端口在管理面板的 FTP 设置中配置。',
    },
  },
  {
    kind: 'field',
    path: 'ftp.enable',
    type: 'bool',
    default: false,
    env: 'ALIST_FTP_ENABLE',
    restart: true,
    since: 'v3.41.0',
    description: {en: 'Turn the FTP server on.', zh: '开启 FTP 服务。'},
  },
  {
    kind: 'field',
    path: 'ftp.listen',
    type: 'string',
    default: ':5221',
    env: 'ALIST_FTP_LISTEN',
    restart: true,
    since: 'v3.41.0',
    description: {
      en: 'Address and port of the control connection; `:5221` listens on every interface.',
      zh: '控制连接的地址和端口；`:5221` 表示监听所有网卡。',
    },
  },
  {
    kind: 'field',
    path: 'ftp.find_pasv_port_attempts',
    type: 'int',
    default: 50,
    env: 'ALIST_FTP_FIND_PASV_PORT_ATTEMPTS',
    restart: true,
    since: 'v3.41.0',
    description: {
      en: 'How many ports to try when opening a passive-mode data connection.',
      zh: '建立被动模式数据连接时最多尝试多少个端口。',
    },
  },
  {
    kind: 'field',
    path: 'ftp.active_transfer_port_non_20',
    type: 'bool',
    default: false,
    env: 'ALIST_FTP_ACTIVE_TRANSFER_PORT_NON_20',
    restart: true,
    since: 'v3.41.0',
    description: {
      en: 'In active mode, connect to clients from a random port instead of port 20.',
      zh: '主动模式下从随机端口而不是 20 端口连接客户端。',
    },
  },
  {
    kind: 'field',
    path: 'ftp.idle_timeout',
    type: 'int',
    default: 900,
    env: 'ALIST_FTP_IDLE_TIMEOUT',
    restart: true,
    since: 'v3.41.0',
    description: {
      en: 'Seconds of inactivity after which a client is disconnected.',
      zh: '客户端空闲多少秒后断开。',
    },
  },
  {
    kind: 'field',
    path: 'ftp.connection_timeout',
    type: 'int',
    default: 30,
    env: 'ALIST_FTP_CONNECTION_TIMEOUT',
    restart: true,
    since: 'v3.41.0',
    description: {
      en: 'Seconds allowed for opening a data connection.',
      zh: '建立数据连接的超时秒数。',
    },
  },
  {
    kind: 'field',
    path: 'ftp.disable_active_mode',
    type: 'bool',
    default: false,
    env: 'ALIST_FTP_DISABLE_ACTIVE_MODE',
    restart: true,
    since: 'v3.41.0',
    description: {en: 'Refuse active-mode (PORT) transfers.', zh: '拒绝主动模式（PORT）传输。'},
  },
  {
    kind: 'field',
    path: 'ftp.default_transfer_binary',
    type: 'bool',
    default: false,
    env: 'ALIST_FTP_DEFAULT_TRANSFER_BINARY',
    restart: true,
    since: 'v3.41.0',
    description: {
      en: 'Start sessions in binary mode instead of ASCII, for clients that never send `TYPE I`.',
      zh: '会话默认使用二进制模式而非 ASCII，适用于从不发送 `TYPE I` 的客户端。',
    },
  },
  {
    kind: 'field',
    path: 'ftp.enable_active_conn_ip_check',
    type: 'bool',
    default: true,
    env: 'ALIST_FTP_ENABLE_ACTIVE_CONN_IP_CHECK',
    restart: true,
    since: 'v3.41.0',
    description: {
      en: 'In active mode, require the data connection to go to the client’s own IP address.',
      zh: '主动模式下要求数据连接的目标就是客户端自己的 IP。',
    },
  },
  {
    kind: 'field',
    path: 'ftp.enable_pasv_conn_ip_check',
    type: 'bool',
    default: true,
    env: 'ALIST_FTP_ENABLE_PASV_CONN_IP_CHECK',
    restart: true,
    since: 'v3.41.0',
    description: {
      en: 'In passive mode, accept the data connection only from the client’s IP address.',
      zh: '被动模式下只接受来自客户端同一 IP 的数据连接。',
    },
  },
  {
    kind: 'section',
    path: 'sftp',
    envPrefix: 'SFTP_',
    since: 'v3.41.0',
    description: {
      en: 'The built-in SFTP server (over SSH), for the same users as FTP.',
      zh: '内置 SFTP 服务（基于 SSH），面向与 FTP 相同的用户。',
    },
  },
  {
    kind: 'field',
    path: 'sftp.enable',
    type: 'bool',
    default: false,
    env: 'ALIST_SFTP_ENABLE',
    restart: true,
    since: 'v3.41.0',
    description: {en: 'Turn the SFTP server on.', zh: '开启 SFTP 服务。'},
  },
  {
    kind: 'field',
    path: 'sftp.listen',
    type: 'string',
    default: ':5222',
    env: 'ALIST_SFTP_LISTEN',
    restart: true,
    since: 'v3.41.0',
    description: {en: 'Address and port of the SFTP server.', zh: 'SFTP 服务的地址和端口。'},
  },
  {
    kind: 'field',
    path: 'last_launched_version',
    type: 'string',
    default: '',
    defaultNote: {
      en: 'Filled in by AList with its own version.',
      zh: '由 AList 写入自身的版本号。',
    },
    env: null,
    restart: true,
    since: 'v3.42.0',
    description: {
      en: 'The version that last started with this file. AList uses it to run one-off upgrade steps after an update; do not edit it.',
      zh: '上次用这个文件启动的版本。升级后 AList 据此执行一次性的升级步骤，请勿手动修改。',
    },
  },
];

export type CliFlagType = 'string' | 'bool';

export interface CliFlag {
  /** Name without the leading `--`. */
  readonly flag: string;
  readonly type: CliFlagType;
  readonly default: string | boolean;
  readonly description: Localized;
}

/** Flags every `alist` command accepts (`cmd/root.go`). */
export const CLI_FLAGS: readonly CliFlag[] = [
  {
    flag: 'data',
    type: 'string',
    default: 'data',
    description: {
      en: 'Data folder holding `config.json`, the SQLite database, logs and temporary files. A relative path is resolved against the current working directory, not the program’s folder.',
      zh: '数据目录，存放 `config.json`、SQLite 数据库、日志和临时文件。相对路径以当前工作目录为准，而不是程序所在目录。',
    },
  },
  {
    flag: 'debug',
    type: 'bool',
    default: false,
    description: {
      en: 'Debug logging: more detail, database queries, and the log also goes to standard output. Debug logs can contain tokens and passwords.',
      zh: '调试日志：信息更详细，含数据库查询，日志同时输出到标准输出。调试日志可能包含令牌和密码。',
    },
  },
  {
    flag: 'no-prefix',
    type: 'bool',
    default: false,
    description: {
      en: 'Read environment variables without the `ALIST_` prefix (`HTTP_PORT` instead of `ALIST_HTTP_PORT`). The official Docker image starts AList this way.',
      zh: '读取不带 `ALIST_` 前缀的环境变量（`HTTP_PORT` 而非 `ALIST_HTTP_PORT`）。官方 Docker 镜像就是这样启动的。',
    },
  },
  {
    flag: 'dev',
    type: 'bool',
    default: false,
    description: {
      en: 'Development mode for working on AList itself: an in-memory database, the fixed token `dev_token` and debug logging. Never use it for a real site.',
      zh: '开发 AList 本身时使用：内存数据库、固定令牌 `dev_token`、调试日志。切勿用于正式站点。',
    },
  },
  {
    flag: 'force-bin-dir',
    type: 'bool',
    default: false,
    description: {
      en: 'Resolve a relative `--data` against the folder of the executable instead of the working directory (added in v3.3.0; `alist start` uses it).',
      zh: '把相对的 `--data` 路径解析到可执行文件所在目录，而不是工作目录（v3.3.0 加入；`alist start` 会带上它）。',
    },
  },
  {
    flag: 'log-std',
    type: 'bool',
    default: false,
    description: {
      en: 'Copy the log to standard output even when a log file is written.',
      zh: '即使写入日志文件，也同时输出到标准输出。',
    },
  },
];
