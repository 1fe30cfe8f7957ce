/**
 * AList v3 releases, newest first: every version tag of github.com/alist-org/alist
 * from v3.0.0-beta.0 to v3.45.0, with the tag date (UTC+8) and highlights written
 * from the commits between each tag and the one before it (`git log vA..vB`).
 * Rendered by `src/components/Changelog`; the page can add newer releases from
 * GitHub's releases feed in the browser. Adding a release is one entry at the top.
 */
import type {Release, ReleaseHighlight} from '@site/src/lib/content/releases';

function h(en: string, zh: string, breaking = false): ReleaseHighlight {
  return breaking ? {en, zh, breaking} : {en, zh};
}

export const RELEASES: readonly Release[] = [
  {
    version: 'v3.45.0',
    date: '2025-05-24',
    highlights: [
      h(
        'New drivers: Azure Blob Storage, Cloudreve V4 and Doubao share links.',
        '新增驱动：Azure Blob Storage、Cloudreve V4 和豆包分享链接。',
      ),
      h('HTTP/2 without TLS (h2c) can be enabled for the HTTP server.', 'HTTP 服务器可开启明文 HTTP/2（h2c）。'),
      h(
        'UrlTree storages accept new links from the web interface; Doubao supports upload; Cloudreve supports the S3 storage policy.',
        'UrlTree 存储可在网页上直接添加链接；豆包支持上传；Cloudreve 支持 S3 存储策略。',
      ),
      h(
        'Guest users can no longer change their profile; fixes for 115 Open rate limits, Thunder login, PikPak, 139 and Aliyundrive Open paths.',
        '访客不能再修改个人资料；修复 115 Open 限流、迅雷登录、PikPak、中国移动云盘和阿里云盘 Open 路径等问题。',
      ),
    ],
  },
  {
    version: 'v3.44.0',
    date: '2025-03-27',
    highlights: [
      h('New driver: Doubao.', '新增驱动：豆包。'),
      h('Archives split into several parts can be previewed and extracted.', '支持预览和解压分卷压缩包。'),
      h(
        'Alias storages can write to paths that resolve to a single storage; better IPFS support.',
        '别名存储可写入只对应一个存储的路径；改进 IPFS 支持。',
      ),
      h(
        'PostgreSQL trust and peer authentication work without a password; 115 Open supports multipart upload.',
        'PostgreSQL 支持无密码的 trust/peer 认证；115 Open 支持分片上传。',
      ),
    ],
  },
  {
    version: 'v3.43.0',
    date: '2025-03-17',
    highlights: [
      h('New driver: 115 Open.', '新增驱动：115 Open。'),
      h('Limits for task worker counts and file stream rates.', '可限制任务并发数和文件流速率。'),
      h(
        'Recursive move gets a conflict policy to avoid overwriting; WebDAV reports `oc:checksums`.',
        '递归移动增加冲突处理策略，避免误覆盖；WebDAV 支持 `oc:checksums`。',
      ),
      h(
        'Fixes for possible cross-site scripting, archive extraction and S3 bucket paths.',
        '修复潜在的 XSS 漏洞、解压问题和 S3 存储桶路径问题。',
      ),
    ],
  },
  {
    version: 'v3.42.0',
    date: '2025-01-28',
    highlights: [
      h(
        'Archive management: preview the content of archives and extract them into storages.',
        '压缩包管理：可预览压缩包内容并解压到存储中。',
      ),
      h(
        'New drivers: GitHub API, GitHub Releases and Misskey; offline downloads can use any storage and Thunder as a tool.',
        '新增驱动：GitHub API、GitHub Releases 和 Misskey；离线下载可用于任意存储，并新增迅雷离线下载工具。',
      ),
      h(
        'Stricter permissions: the admin account is checked like others, and new installations create it without WebDAV permissions.',
        '权限检查更严格：管理员账号也按权限位检查，新安装创建的管理员默认没有 WebDAV 权限。',
        true,
      ),
      h(
        'Docker: new `-aria2` and `-aio` image tags replace the separate aria2 image.',
        'Docker：新增 `-aria2` 和 `-aio` 镜像标签，取代单独的 aria2 镜像。',
      ),
      h(
        'Copy and move can refuse to overwrite; storages can be kept out of the search index; rapid upload from the web page.',
        '复制和移动可选择不覆盖；存储可排除在搜索索引之外；网页端支持秒传。',
      ),
    ],
  },
  {
    version: 'v3.41.0',
    date: '2024-12-12',
    highlights: [
      h(
        'FTP and SFTP servers: storages can be reached with FTP and SFTP clients.',
        '新增 FTP 和 SFTP 服务器：可用 FTP、SFTP 客户端访问存储。',
      ),
      h(
        '139 Cloud supports multipart upload; single sign-on accepts extra scopes.',
        '中国移动云盘支持分片上传；单点登录支持自定义额外 scope。',
      ),
      h(
        'Fixes for 115 login, OneDrive time-outs, Cloudreve uploads to remote storage and Baidu Photo downloads.',
        '修复 115 登录、OneDrive 超时、Cloudreve 上传到远程存储和一刻相册下载等问题。',
      ),
    ],
  },
  {
    version: 'v3.40.0',
    date: '2024-11-22',
    highlights: [
      h(
        'Security: random strings use a cryptographic generator; the OAuth state of single sign-on is generated and checked.',
        '安全：随机字符串改用密码学安全的生成器；单点登录的 OAuth state 会生成并校验。',
      ),
      h(
        'Local storage keeps the file owner when copying; fixes for PikPak captcha and Baidu Netdisk times.',
        '本机存储复制时保留文件属主；修复 PikPak 验证码和百度网盘时间问题。',
      ),
    ],
  },
  {
    version: 'v3.39.4',
    date: '2024-11-17',
    highlights: [h('Release build fix (missing zig in the build).', '修复发布构建（构建环境缺少 zig）。')],
  },
  {
    version: 'v3.39.3',
    date: '2024-11-17',
    highlights: [h('Release build fix (build machine out of disk space).', '修复发布构建（构建机磁盘空间不足）。')],
  },
  {
    version: 'v3.39.2',
    date: '2024-11-17',
    highlights: [
      h(
        '115: better caching; Baidu Netdisk and Baidu Photo report file hashes.',
        '115 缓存优化；百度网盘和一刻相册提供文件哈希。',
      ),
      h(
        'Fixes for TeraBox large uploads, PikPak domains, and deleting a storage whose initialisation crashed.',
        '修复 TeraBox 大文件上传、PikPak 域名，以及初始化崩溃的存储无法删除的问题。',
      ),
    ],
  },
  {
    version: 'v3.39.1',
    date: '2024-11-02',
    highlights: [
      h('New driver: FebBox.', '新增驱动：FebBox。'),
      h('General users can see and cancel their own tasks.', '普通用户可以查看和取消自己的任务。'),
      h(
        'FreeBSD release binaries; Docker images for ppc64le and riscv64.',
        '新增 FreeBSD 发布文件，以及 ppc64le、riscv64 的 Docker 镜像。',
      ),
      h(
        'Local storage can move files across devices; fixes for 115 large uploads and iLanzou.',
        '本机存储支持跨设备移动；修复 115 大文件上传和蓝奏云优享版问题。',
      ),
    ],
  },
  {
    version: 'v3.38.0',
    date: '2024-10-12',
    highlights: [
      h('Transmission as an offline download tool.', '离线下载新增 Transmission 工具。'),
      h('Fixes for TeraBox and 115 uploads.', '修复 TeraBox 和 115 上传问题。'),
    ],
  },
  {
    version: 'v3.37.4',
    date: '2024-09-19',
    highlights: [h('The 115 driver updates its app version automatically.', '115 驱动自动更新客户端版本号。')],
  },
  {
    version: 'v3.37.3',
    date: '2024-09-17',
    highlights: [
      h(
        'Fixes the version number shown by the release build; new 115 user agent.',
        '修复发布版显示的版本号；更新 115 的 User-Agent。',
      ),
    ],
  },
  {
    version: 'v3.37.2',
    date: '2024-09-14',
    highlights: [
      h(
        'A storage that panics during initialisation no longer stops the program.',
        '存储初始化时崩溃不再导致程序退出。',
      ),
      h(
        'Fixes for Google Photos video copies, Baidu Photo downloads and PikPak.',
        '修复谷歌相册视频复制、一刻相册下载和 PikPak 的问题。',
      ),
    ],
  },
  {
    version: 'v3.37.1',
    date: '2024-09-08',
    highlights: [
      h('Tasks are kept in the database and survive restarts.', '任务持久化保存，重启后不丢失。'),
      h(
        'New drivers: KodBox, Quark TV and UC TV, Lenovo NAS share; 115 as an offline download tool.',
        '新增驱动：可道云、夸克 TV 与 UC TV、联想家庭储存分享；新增 115 离线下载工具。',
      ),
      h(
        'Logging out invalidates the token; fixes for memory leaks in WebDAV and thumbnails.',
        '退出登录会使令牌失效；修复 WebDAV 和缩略图的内存泄漏。',
      ),
    ],
  },
  {
    version: 'v3.36.0',
    date: '2024-07-21',
    highlights: [
      h(
        'New drivers: OneDrive share links, HalalCloud and Thunder Browser.',
        '新增驱动：OneDrive 分享链接、HalalCloud 和迅雷浏览器。',
      ),
      h(
        'PikPak as an offline download tool; S3 server supports AWS Signature V2.',
        '新增 PikPak 离线下载工具；S3 服务器支持 AWS 签名 V2。',
      ),
      h(
        'FTP storages can use another encoding; SFTP accepts private keys with a passphrase.',
        'FTP 存储支持自定义编码；SFTP 支持带口令的私钥。',
      ),
    ],
  },
  {
    version: 'v3.35.0',
    date: '2024-05-23',
    highlights: [
      h('New drivers: Lark, ThunderX and NetEase Cloud Music.', '新增驱动：飞书、迅雷X 和网易云音乐。'),
      h(
        'MEGA supports two-factor login; Alias storages can rename and delete.',
        'MEGA 支持双重身份验证；别名存储支持重命名和删除。',
      ),
      h(
        '`proxy_range` option for 139 Cloud, Alias and AList V3 storages.',
        '中国移动云盘、别名和 AList V3 存储新增 `proxy_range` 选项。',
      ),
    ],
  },
  {
    version: 'v3.34.0',
    date: '2024-05-03',
    highlights: [
      h('Storages are initialised in order at start-up.', '启动时按顺序初始化存储。'),
      h(
        'Seafile supports token login; 189 Cloud PC supports family-cloud transfer upload; Crypt can force stream upload.',
        'Seafile 支持令牌登录；天翼云盘客户端支持家庭云中转上传；Crypt 可强制流式上传。',
      ),
      h('The S3 server no longer binds its port when it is disabled.', 'S3 服务器未启用时不再占用端口。'),
    ],
  },
  {
    version: 'v3.33.0',
    date: '2024-03-25',
    highlights: [
      h('The S3 server can listen on its own port.', 'S3 服务器可以监听独立端口。'),
      h('New driver: Doge Cloud (dogecloud object storage).', '新增驱动：多吉云对象存储。'),
      h(
        'Seafile can open encrypted libraries; 139 Cloud refreshes its token periodically.',
        'Seafile 可访问加密资料库；中国移动云盘定期刷新令牌。',
      ),
    ],
  },
  {
    version: 'v3.32.0',
    date: '2024-03-02',
    highlights: [
      h(
        'S3 server: AList storages can be used through the S3 API.',
        '新增 S3 服务器：可通过 S3 API 访问 AList 中的存储。',
      ),
      h('Works with the Microsoft WebDAV client.', '兼容微软的 WebDAV 客户端。'),
    ],
  },
  {
    version: 'v3.31.0',
    date: '2024-02-23',
    highlights: [
      h('Search with Meilisearch.', '支持使用 Meilisearch 搜索。'),
      h(
        'New drivers: Quqi and Feiji Pan; Local storage can move deleted files to a recycle bin.',
        '新增驱动：曲奇云盘和飞机盘；本机存储可设置回收站路径。',
      ),
      h(
        'Docker images with ffmpeg (`-ffmpeg` tags); Android release binaries.',
        '新增带 ffmpeg 的 Docker 镜像（`-ffmpeg` 标签）和 Android 发布文件。',
      ),
      h('A custom DSN can be given for MySQL and PostgreSQL.', 'MySQL 和 PostgreSQL 可自定义 DSN。'),
    ],
  },
  {
    version: 'v3.30.0',
    date: '2024-01-05',
    highlights: [
      h(
        'Windows 7 and Windows Server 2008 are no longer supported (built with a Go version that needs Windows 10 or Server 2016).',
        '不再支持 Windows 7 和 Windows Server 2008（构建所用的 Go 版本要求 Windows 10 或 Server 2016 及以上）。',
        true,
      ),
      h('LDAP login and passkey (discoverable WebAuthn) login.', '支持 LDAP 登录和通行密钥（可发现的 WebAuthn）登录。'),
      h(
        'Regular expressions now use the regexp2 engine, whose syntax differs from Go’s.',
        '正则表达式改用 regexp2 引擎，语法与 Go 自带的有所不同。',
        true,
      ),
      h(
        '`sign_all` is on by default for new installations; new driver: iLanzou; 115 supports 302 redirects.',
        '新安装默认开启 `sign_all`（全部签名）；新增驱动：蓝奏云优享版；115 支持 302 重定向。',
      ),
    ],
  },
  {
    version: 'v3.29.1',
    date: '2023-11-25',
    highlights: [
      h('Built with Go 1.21.', '改用 Go 1.21 构建。'),
      h('Fixes tasks that were queued but never executed.', '修复任务入队后不执行的问题。'),
    ],
  },
  {
    version: 'v3.29.0',
    date: '2023-11-24',
    highlights: [
      h(
        'Rewritten task and offline download modules: workers and retries per task type, retry all failed tasks, a simple HTTP download tool.',
        '重构任务和离线下载模块：可按任务类型设置并发和重试、一键重试失败任务，新增简单 HTTP 下载工具。',
      ),
      h(
        'New drivers: 115 Share, Chaoxing group drive and VTencent.',
        '新增驱动：115 分享、超星小组盘和腾讯智能创作平台。',
      ),
      h(
        'Allowed CORS origins, headers and methods are configurable; a front end on disk can replace the embedded one (`dist_dir`).',
        '可配置 CORS 的来源、请求头和方法；可用磁盘上的前端替代内置前端（`dist_dir`）。',
      ),
      h(
        'Changing the password invalidates old tokens; fix for a reflected XSS in the plist API.',
        '修改密码后旧令牌失效；修复 plist 接口的反射型 XSS。',
      ),
    ],
  },
  {
    version: 'v3.28.0',
    date: '2023-09-22',
    highlights: [
      h(
        'New driver: 123Pan direct links; `hash_info` in `/fs/get`; hashes for several drivers.',
        '新增驱动：123 云盘直链；`/fs/get` 返回 `hash_info`，多个驱动支持哈希。',
      ),
      h(
        'WebDAV: chunked uploads and direct copy without a task.',
        'WebDAV：支持分块传输上传，复制可直接完成而不建任务。',
      ),
      h('Single sign-on compatibility mode.', '单点登录兼容模式。'),
    ],
  },
  {
    version: 'v3.27.0',
    date: '2023-09-03',
    highlights: [
      h(
        'Uploads keep the modification time sent by the client; Local storage sets it on new files.',
        '上传保留客户端提供的修改时间；本机存储为新文件设置时间。',
      ),
      h(
        'Crypt: custom filename encoding; USS: anti-leech token.',
        'Crypt 支持自定义文件名编码；又拍云支持防盗链令牌。',
      ),
      h('Statically linked Linux (musl) release binaries.', '新增静态链接的 Linux（musl）发布文件。'),
    ],
  },
  {
    version: 'v3.26.0',
    date: '2023-08-21',
    highlights: [
      h('WebAuthn (security key) login.', '支持 WebAuthn（安全密钥）登录。'),
      h(
        'Interrupted uploads to 189 Cloud PC, Baidu Netdisk, Baidu Photo and MoPan can resume; copies use the multi-thread downloader.',
        '天翼云盘客户端、百度网盘、一刻相册和魔盘的上传可断点续传；复制使用多线程下载器。',
      ),
      h('`alist storage list` command.', '新增 `alist storage list` 命令。'),
    ],
  },
  {
    version: 'v3.25.1',
    date: '2023-08-07',
    highlights: [
      h(
        'Passwords are stored as salted hashes: `alist admin` no longer shows the password; use `alist admin random` or `alist admin set`.',
        '密码改为加盐哈希存储：`alist admin` 不再显示密码，请用 `alist admin random` 或 `alist admin set`。',
        true,
      ),
      h(
        'WebDAV accepts the admin token; `alist admin token` prints it.',
        'WebDAV 支持使用管理员令牌；`alist admin token` 可显示令牌。',
      ),
      h(
        'New drivers: Crypt, 123Pan share and Weiyun; Aliyundrive Open can mount the resource drive.',
        '新增驱动：Crypt、123 云盘分享和腾讯微云；阿里云盘 Open 可挂载资源库。',
      ),
      h(
        'Search results are paged and scoped; more prebuilt ARM binaries.',
        '搜索支持分页和范围；新增更多 ARM 预编译文件。',
      ),
    ],
  },
  {
    version: 'v3.24.0',
    date: '2023-07-30',
    highlights: [
      h(
        '123Pan uses the app API; fixes for Aliyundrive Open rate limits, 139 empty files and 115 uploads.',
        '123 云盘改用 App 接口；修复阿里云盘 Open 限流、中国移动云盘空文件和 115 上传问题。',
      ),
      h('The link cache is cleared after a file is overwritten.', '覆盖文件后清除链接缓存。'),
    ],
  },
  {
    version: 'v3.23.0',
    date: '2023-07-21',
    highlights: [
      h('Single sign-on can register AList accounts automatically.', '单点登录可自动注册 AList 账号。'),
      h('123Pan upload fixes.', '修复 123 云盘上传问题。'),
    ],
  },
  {
    version: 'v3.22.1',
    date: '2023-07-16',
    highlights: [h('Aliyundrive Open deletes its temporary files.', '阿里云盘 Open 会删除临时文件。')],
  },
  {
    version: 'v3.22.0',
    date: '2023-07-15',
    highlights: [
      h(
        'Aliyundrive Open supports rapid upload; 123Pan shows thumbnails.',
        '阿里云盘 Open 支持秒传；123 云盘支持缩略图。',
      ),
      h('S3 storages accept a session token.', 'S3 存储支持 `SessionToken`。'),
    ],
  },
  {
    version: 'v3.21.0',
    date: '2023-07-11',
    highlights: [
      h('The server answers `HEAD` requests.', '服务器支持 `HEAD` 请求。'),
      h(
        'Permissions of the Unix socket file are configurable; PikPak can disable media links.',
        '可设置 Unix 套接字文件权限；PikPak 可关闭媒体链接。',
      ),
    ],
  },
  {
    version: 'v3.20.1',
    date: '2023-07-05',
    highlights: [
      h(
        'Fixes the HTTPS port setting and WebDAV errors on `PROPFIND`.',
        '修复 HTTPS 端口设置和 WebDAV `PROPFIND` 出错的问题。',
      ),
    ],
  },
  {
    version: 'v3.20.0',
    date: '2023-07-04',
    highlights: [
      h(
        'All listening settings move into `scheme` of `config.json` (`address`, `http_port`, `https_port`, `unix_file`); the environment variable `PORT` becomes `HTTP_PORT`.',
        '所有监听设置移入 `config.json` 的 `scheme`（`address`、`http_port`、`https_port`、`unix_file`）；环境变量 `PORT` 改为 `HTTP_PORT`。',
        true,
      ),
      h('AList can listen on a Unix socket.', '支持监听 Unix 套接字。'),
      h('New drivers: Dropbox and MoPan.', '新增驱动：Dropbox 和魔盘。'),
    ],
  },
  {
    version: 'v3.19.0',
    date: '2023-06-17',
    highlights: [
      h('HTTP and HTTPS can be served at the same time.', '可同时监听 HTTP 和 HTTPS。', true),
      h(
        'OIDC single sign-on; delayed start (`delayed_start`).',
        '支持 OIDC 单点登录；支持延迟启动（`delayed_start`）。',
      ),
      h(
        'New driver: WoPan; the default HTTP client honours proxy environment variables.',
        '新增驱动：联通云盘；默认 HTTP 客户端使用环境变量中的代理。',
      ),
    ],
  },
  {
    version: 'v3.18.0',
    date: '2023-05-28',
    highlights: [
      h('New driver: UC.', '新增驱动：UC 网盘。'),
      h(
        'Docker image based on Alpine 3.18; S3 uploads keep the content type.',
        'Docker 镜像基于 Alpine 3.18；S3 上传保留内容类型。',
      ),
    ],
  },
  {
    version: 'v3.17.0',
    date: '2023-05-14',
    highlights: [
      h('New driver: IPFS API; Google Drive accepts service accounts.', '新增驱动：IPFS API；谷歌云盘支持服务账号。'),
      h(
        'Local storage caches thumbnails; `robots.txt` is configurable.',
        '本机存储可缓存缩略图；可设置 `robots.txt`。',
      ),
      h(
        'Cloudreve accepts cookie login; Teambition supports S3 upload.',
        'Cloudreve 支持 Cookie 登录；Teambition 支持 S3 上传方式。',
      ),
    ],
  },
  {
    version: 'v3.16.3',
    date: '2023-04-28',
    highlights: [h('Alias storages show thumbnails.', '别名存储支持缩略图。')],
  },
  {
    version: 'v3.16.2',
    date: '2023-04-27',
    highlights: [h('An AList can be allowed to be mounted by another AList.', '可设置是否允许被其他 AList 挂载。')],
  },
  {
    version: 'v3.16.1',
    date: '2023-04-26',
    highlights: [
      h('Casdoor single sign-on.', '支持 Casdoor 单点登录。'),
      h('AList V3 storages log in with user name and password.', 'AList V3 存储支持用户名和密码登录。', true),
    ],
  },
  {
    version: 'v3.16.0',
    date: '2023-04-14',
    highlights: [
      h('API to remove empty folders.', '新增清理空文件夹的接口。'),
      h(
        'S3 storages can leave the bucket name out of the path; 123Pan adapts to its new upload method.',
        'S3 存储可去掉路径中的存储桶名；123 云盘适配新的上传方式。',
      ),
    ],
  },
  {
    version: 'v3.15.1',
    date: '2023-04-07',
    highlights: [
      h(
        'Fixes for 123Pan, S3 very large files and Aliyundrive Open upload links.',
        '修复 123 云盘、S3 超大文件和阿里云盘 Open 上传链接问题。',
      ),
    ],
  },
  {
    version: 'v3.15.0',
    date: '2023-03-25',
    highlights: [
      h('Finer control of which links are signed.', '更细粒度的链接签名控制。'),
      h(
        'New driver: UrlTree; OneDrive supports application authorisation.',
        '新增驱动：地址树（UrlTree）；OneDrive 支持应用授权方式。',
      ),
      h('`/fs/get` returns thumbnails.', '`/fs/get` 返回缩略图。'),
    ],
  },
  {
    version: 'v3.14.0',
    date: '2023-03-16',
    highlights: [
      h(
        'Alias storages combine several paths; new drivers: Trainbit and Baidu share links.',
        '别名存储可合并多个路径；新增驱动：Trainbit 和百度网盘分享。',
      ),
      h(
        'Tasks: clear succeeded ones and retry; batch rename with regular expressions.',
        '任务可清除已完成项并重试；支持正则批量重命名。',
      ),
      h('The Docker image allows overriding the start command.', 'Docker 镜像允许覆盖启动命令。'),
    ],
  },
  {
    version: 'v3.13.2',
    date: '2023-03-08',
    highlights: [
      h(
        '`alist storage disable` command and a `/ping` endpoint.',
        '新增 `alist storage disable` 命令和 `/ping` 接口。',
      ),
      h('Security: tokens are compared in constant time.', '安全：令牌比较改为常数时间。'),
    ],
  },
  {
    version: 'v3.13.1',
    date: '2023-03-06',
    highlights: [
      h('Rebuilt single sign-on.', '重构单点登录。'),
      h('`--log-std` writes the log to the terminal as well.', '新增 `--log-std`，日志同时输出到终端。'),
      h('Local storage creates folders with the configured permissions.', '本机存储按配置的权限创建文件夹。', true),
    ],
  },
  {
    version: 'v3.12.2',
    date: '2023-02-25',
    highlights: [h('Aliyundrive Open link expiry fix.', '修复阿里云盘 Open 链接过期参数问题。')],
  },
  {
    version: 'v3.12.1',
    date: '2023-02-25',
    highlights: [h('Tokens are refreshed only when a request is made.', '仅在发起请求时刷新令牌。')],
  },
  {
    version: 'v3.12.0',
    date: '2023-02-23',
    highlights: [
      h('New driver: Aliyundrive Open.', '新增驱动：阿里云盘 Open。'),
      h(
        'Serving under a sub-path now keeps the prefix: the proxy must pass the path unchanged and `site_url` must contain it.',
        '子路径部署改为保留前缀：反向代理须原样转发路径，`site_url` 须包含该路径。',
        true,
      ),
      h(
        'TLS certificate errors of upstream servers are ignored by default (`tls_insecure_skip_verify`).',
        '默认忽略上游服务器的 TLS 证书错误（`tls_insecure_skip_verify`）。',
        true,
      ),
      h(
        'Video thumbnails for Local storage with ffmpeg; SMB and SFTP support range requests.',
        '本机存储可用 ffmpeg 生成视频缩略图；SMB 和 SFTP 支持范围请求。',
      ),
    ],
  },
  {
    version: 'v3.11.0',
    date: '2023-02-14',
    highlights: [
      h('qBittorrent as an offline download tool.', '离线下载支持 qBittorrent。'),
      h('`sign_all` is off by default.', '`sign_all`（全部签名）默认关闭。', true),
      h(
        'Windows ARM64 binaries; TLS verification can be skipped for upstream servers.',
        '新增 Windows ARM64 版本；可跳过上游服务器的 TLS 验证。',
      ),
    ],
  },
  {
    version: 'v3.10.1',
    date: '2023-02-05',
    highlights: [
      h('Users can be disabled.', '可以禁用用户。', true),
      h('The log goes to the terminal only in debug and dev mode.', '日志仅在调试和开发模式下输出到终端。'),
    ],
  },
  {
    version: 'v3.9.2',
    date: '2023-01-27',
    highlights: [
      h('Docker images with aria2 built automatically.', '自动构建带 aria2 的 Docker 镜像。'),
      h('Fixes for AList V3 storages, Lanzou and S3.', '修复 AList V3 存储、蓝奏云和 S3 的问题。'),
    ],
  },
  {
    version: 'v3.9.1',
    date: '2023-01-19',
    highlights: [
      h('HTTPS is detected from the `X-Forwarded-Proto` header.', '通过 `X-Forwarded-Proto` 请求头判断 HTTPS。', true),
    ],
  },
  {
    version: 'v3.9.0',
    date: '2023-01-18',
    highlights: [
      h('New drivers: Cloudreve and Seafile.', '新增驱动：Cloudreve 和 Seafile。'),
      h(
        'Database search without full-text index; automatic index updates; maximum index depth.',
        '支持非全文的数据库搜索、自动更新索引和索引最大深度。',
      ),
      h('The Docker image includes time-zone data.', 'Docker 镜像内置时区数据。'),
    ],
  },
  {
    version: 'v3.8.0',
    date: '2023-01-05',
    highlights: [h('New driver: TeraBox.', '新增驱动：TeraBox。')],
  },
  {
    version: 'v3.7.2',
    date: '2022-12-30',
    highlights: [
      h(
        'A `docker-compose.yml` in the repository; the Docker image runs as root by default.',
        '仓库提供 `docker-compose.yml`；Docker 镜像默认以 root 运行。',
      ),
    ],
  },
  {
    version: 'v3.7.1',
    date: '2022-12-30',
    highlights: [
      h('Docker image: `PUID`, `PGID` and `UMASK`.', 'Docker 镜像支持 `PUID`、`PGID` 和 `UMASK`。'),
      h('GitHub login; new driver: PikPak share.', '支持 GitHub 登录；新增驱动：PikPak 分享。'),
      h(
        'Search improvements: full-text index, several keywords, partial index updates.',
        '搜索改进：全文索引、多关键词、部分更新索引。',
      ),
      h(
        'Maximum connection count; log to the terminal and the file; batch reload of storages.',
        '可限制最大连接数；日志同时输出到终端和文件；可批量重新加载存储。',
      ),
    ],
  },
  {
    version: 'v3.6.0',
    date: '2022-12-05',
    highlights: [
      h('Search, with a database or bleve index.', '新增搜索，可使用数据库或 bleve 索引。'),
      h(
        '`--force-bin-dir` is ignored when `--data` is an absolute path.',
        '`--data` 为绝对路径时忽略 `--force-bin-dir`。',
        true,
      ),
      h('Optional signing of all files; all CORS headers allowed.', '可选对全部文件签名；允许所有 CORS 请求头。'),
    ],
  },
  {
    version: 'v3.5.1',
    date: '2022-11-22',
    highlights: [
      h('Custom mapping of characters in file names.', '可自定义文件名字符映射。'),
      h(
        'Builds switch to crazy-max/xgo; upload checks the folder password.',
        '改用 crazy-max/xgo 构建；上传时检查文件夹密码。',
      ),
    ],
  },
  {
    version: 'v3.4.0',
    date: '2022-11-11',
    highlights: [
      h(
        '`alist start`, `stop` and `restart` run the server in the background.',
        '新增 `alist start`、`stop`、`restart`，可在后台运行。',
      ),
      h(
        'Links are signed with the full path instead of the file name; older signed links stop working.',
        '链接签名改用完整路径而非文件名，旧的签名链接失效。',
        true,
      ),
      h(
        'New driver: AList V2; Google Drive shortcuts and chunked upload; 115 QR-code login.',
        '新增驱动：AList V2；谷歌云盘支持快捷方式和分片上传；115 支持扫码登录。',
      ),
    ],
  },
  {
    version: 'v3.3.0',
    date: '2022-11-01',
    highlights: [
      h('New drivers: 115, SMB and AList V3.', '新增驱动：115、SMB 和 AList V3。'),
      h(
        '`--force-bin-dir` flag; `ALIST_ADMIN_PASSWORD` sets the first admin password.',
        '新增 `--force-bin-dir` 参数；可用 `ALIST_ADMIN_PASSWORD` 设置初始管理员密码。',
      ),
      h('Local storage can show hidden files.', '本机存储可显示隐藏文件。'),
    ],
  },
  {
    version: 'v3.2.1',
    date: '2022-10-18',
    highlights: [
      h(
        'Google Photos albums; fixes for S3, 189 Cloud PC and Thunder.',
        '谷歌相册支持相册；修复 S3、天翼云盘客户端和迅雷的问题。',
      ),
    ],
  },
  {
    version: 'v3.2.0',
    date: '2022-10-12',
    highlights: [
      h('New driver: MEGA.', '新增驱动：MEGA。'),
      h('OneDrive upload chunk size is configurable.', 'OneDrive 可自定义上传分片大小。'),
    ],
  },
  {
    version: 'v3.1.0',
    date: '2022-10-07',
    highlights: [h('New driver: Google Photos.', '新增驱动：谷歌相册。')],
  },
  {
    version: 'v3.0.3',
    date: '2022-09-27',
    highlights: [
      h(
        'Configurable token lifetime; correct base path from `site_url`.',
        '可配置令牌有效期；修复从 `site_url` 取得的基础路径。',
      ),
    ],
  },
  {
    version: 'v3.0.2',
    date: '2022-09-25',
    highlights: [
      h(
        'Fixes for sorting by modification time, Aliyundrive share and 123Pan.',
        '修复按修改时间排序、阿里云盘分享和 123 云盘的问题。',
      ),
    ],
  },
  {
    version: 'v3.0.1',
    date: '2022-09-22',
    highlights: [
      h('First stable v3 release.', 'v3 首个正式版。'),
      h(
        'New drivers: Aliyundrive share and Lanzou; form upload API.',
        '新增驱动：阿里云盘分享和蓝奏云；新增表单上传接口。',
      ),
    ],
  },
  {
    version: 'v3.0.0-rc.1',
    date: '2022-09-18',
    prerelease: true,
    highlights: [
      h(
        'Release candidate: aria2 magnet links, MySQL fixes, IPA install links.',
        '候选版：修复 aria2 磁力链接、MySQL 和 IPA 安装链接问题。',
      ),
    ],
  },
  {
    version: 'v3.0.0-rc.0',
    date: '2022-09-15',
    prerelease: true,
    highlights: [
      h(
        'Release candidate: new driver Baidu Photo; copying between storages fixed.',
        '候选版：新增一刻相册驱动；修复跨存储复制。',
      ),
    ],
  },
  {
    version: 'v3.0.0-beta.2',
    date: '2022-09-11',
    prerelease: true,
    highlights: [
      h('New driver: Thunder; WebDAV links under a base path fixed.', '新增驱动：迅雷；修复基础路径下的 WebDAV 链接。'),
    ],
  },
  {
    version: 'v3.0.0-beta.1',
    date: '2022-09-10',
    prerelease: true,
    highlights: [
      h(
        '`alist admin` shows the admin user name; fixes for Quark, 123Pan, S3 and PikPak.',
        '`alist admin` 显示管理员用户名；修复夸克、123 云盘、S3 和 PikPak 的问题。',
      ),
    ],
  },
  {
    version: 'v3.0.0-beta.0',
    date: '2022-09-09',
    prerelease: true,
    highlights: [
      h(
        'First v3 pre-release: AList rewritten from scratch, with a new SolidJS web interface. Not compatible with v2 configuration or data.',
        'v3 首个预发布版：AList 完全重写，并采用新的 SolidJS 网页界面。与 v2 的配置和数据不兼容。',
        true,
      ),
      h(
        'Storages are drivers mounted at paths: Local, OneDrive, Aliyundrive, Google Drive, 123Pan, Baidu Netdisk, Quark, PikPak, S3, FTP, SFTP, WebDAV, 189 Cloud, 139 Cloud, Yandex Disk and more.',
        '存储以驱动形式挂载到路径：本机存储、OneDrive、阿里云盘、谷歌云盘、123 云盘、百度网盘、夸克、PikPak、对象存储、FTP、SFTP、WebDAV、天翼云盘、中国移动云盘、Yandex 等。',
      ),
      h(
        'Built-in WebDAV server, users with permissions, two-factor login, aria2 offline downloads and a command line.',
        '内置 WebDAV 服务器、带权限的用户、双重身份验证、aria2 离线下载和命令行。',
      ),
    ],
  },
];
