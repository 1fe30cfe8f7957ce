/**
 * Download, proxy and archive-entry links: `server/handles/down.go`,
 * `archive.go` and the `Down` middleware of AList v3.45.0. They answer with
 * files or redirects, and with the JSON envelope only when they fail.
 */
import {STORAGE_ERROR, STRING, error, l, param} from './common';
import type {ApiGroup, ApiRoute, Param} from './types';

const FILE_PATH: Param = param(
  'path',
  STRING,
  'Full path of the file as the user sees it, each segment URL-encoded (slashes stay).',
  '文件的完整路径（用户视角），每一段分别 URL 编码，斜杠保留。',
  {required: true, wildcard: true},
);

const SIGN: Param = param(
  'sign',
  STRING,
  'Signature of the path, from the `sign` field of `/api/fs/get` or `/api/fs/list`. Needed when the path is password-protected, its storage has “sign” on, or “sign all” is on.',
  '路径的签名，取自 `/api/fs/get` 或 `/api/fs/list` 的 `sign` 字段。路径设有密码、所在存储开启了签名，或开启了“全部签名”时必须提供。',
);

const NO_CONSOLE = l(
  'It answers with a file or a redirect, not JSON; open the link in a browser or with a download tool.',
  '该接口返回文件或重定向而不是 JSON，请在浏览器或下载工具中打开链接。',
);

const PROXY_NOT_ALLOWED = error(
  403,
  'proxy not allowed',
  'The storage does not proxy downloads (neither by its driver nor with “Web proxy”), its WebDAV policy is not “use proxy URL”, and the file’s extension is in neither “proxy types” nor “text types”.',
  '存储不中转下载（驱动本身不要求，也未开启“Web 代理”），WebDAV 策略不是“使用代理地址”，且文件扩展名既不在“代理类型”也不在“文本类型”中。',
);

const down: ApiRoute = {
  id: 'download-d',
  method: 'GET',
  alsoHead: true,
  path: '/d/{path}',
  pathParams: [FILE_PATH],
  guard: 'download-sign',
  summary: l('Download a file', '下载文件'),
  description: l(
    'The download link AList gives out. Usually a 302 redirect to the storage’s own link, so the bytes do not pass through AList; when the storage must be proxied, or the extension is one of the “proxy types”, it serves the file like `/p`. With “forward direct link params” on, the query string is passed on to the storage link.',
    'AList 对外提供的下载链接。通常是 302 重定向到存储自己的直链，数据不经过 AList；存储必须中转，或扩展名属于“代理类型”时，则像 `/p` 一样由 AList 提供文件。开启“转发直链参数”时，查询字符串会附加到存储直链上。',
  ),
  query: [SIGN],
  response: {
    kind: 'raw',
    status: 302,
    description: l('Redirect to the file (or the file itself when proxied).', '重定向到文件（中转时直接返回文件）。'),
  },
  errors: [STORAGE_ERROR],
  example: {
    pathParams: {path: '/local/movies/trailer.mp4'},
    query: {sign: 'Vg7Kq1Lw0oK3h5b1yUe8cJ9pQ2rS4tU6vW8xY0zA1B8=:0'},
    response:
      'HTTP/1.1 302 Found\nLocation: https://storage.example.com/trailer.mp4?token=…\nReferrer-Policy: no-referrer',
  },
  noConsole: NO_CONSOLE,
};

const proxy: ApiRoute = {
  id: 'download-p',
  method: 'GET',
  alsoHead: true,
  path: '/p/{path}',
  pathParams: [FILE_PATH],
  guard: 'download-sign',
  summary: l('Download through AList', '经 AList 中转下载'),
  description: l(
    'Serves the file through AList itself: what the web interface uses when the storage has “web proxy” on, and for previews of text files. Byte ranges work. When the storage has a download proxy URL, the route redirects there instead, unless the query string has `d`. Markdown files are sanitised to HTML when “filter readme scripts” is on.',
    '由 AList 自身提供文件：存储开启“Web 代理”时网页端使用它，文本文件的预览也使用它。支持按范围读取。存储设置了下载代理地址时，会重定向到该地址，除非查询字符串中带有 `d`。开启“过滤说明文件脚本”时，Markdown 文件会被净化后以 HTML 返回。',
  ),
  query: [
    SIGN,
    param(
      'd',
      STRING,
      'Present (any value, even empty): serve from AList even when a download proxy URL is set.',
      '只要出现（值任意，可为空）：即使设置了下载代理地址，也由 AList 直接提供。',
    ),
  ],
  response: {
    kind: 'raw',
    status: 200,
    description: l('The file, with `Content-Range` for range requests.', '文件内容；按范围请求时带 `Content-Range`。'),
  },
  errors: [PROXY_NOT_ALLOWED, STORAGE_ERROR],
  example: {
    pathParams: {path: '/local/docs/readme.txt'},
    response: 'HTTP/1.1 200 OK\nContent-Type: text/plain; charset=utf-8\nContent-Length: 1024\n\n…',
  },
  noConsole: NO_CONSOLE,
};

const ARCHIVE_QUERY: readonly Param[] = [
  param(
    'inner',
    STRING,
    'Path of the entry inside the archive, such as `/2025/beach.jpg`.',
    '条目在压缩包内的路径，如 `/2025/beach.jpg`。',
    {
      required: true,
    },
  ),
  param('pass', STRING, 'Password of an encrypted archive.', '加密压缩包的密码。'),
  param(
    'sign',
    STRING,
    'The archive signature from `/api/fs/archive/meta` (since v3.43.0 it is not the file signature of `/d`).',
    '来自 `/api/fs/archive/meta` 的压缩包签名（自 v3.43.0 起，它与 `/d` 的文件签名不同）。',
  ),
];

const ARCHIVE_PATH: Param = {
  ...FILE_PATH,
  description: l('Path of the archive file, each segment URL-encoded.', '压缩包文件的路径，每一段分别 URL 编码。'),
};

const archiveDown: ApiRoute = {
  id: 'download-ad',
  method: 'GET',
  alsoHead: true,
  path: '/ad/{path}',
  pathParams: [ARCHIVE_PATH],
  guard: 'archive-sign',
  since: 'v3.42.0',
  summary: l('Download an archive entry (storage extraction)', '下载压缩包内的文件（存储解压）'),
  description: l(
    'For storages that extract archives themselves: redirects to the storage’s link of one entry, or serves it through AList like `/ap` when the storage is proxied. `/api/fs/archive/meta` returns this address in `raw_url` when it applies.',
    '适用于自身能解压的存储：重定向到存储为某个条目提供的链接；存储需要中转时，则像 `/ap` 一样由 AList 提供。适用时，`/api/fs/archive/meta` 会在 `raw_url` 中返回这个地址。',
  ),
  query: ARCHIVE_QUERY,
  response: {kind: 'raw', status: 302, description: l('Redirect to the entry.', '重定向到该条目。')},
  errors: [STORAGE_ERROR],
  example: {
    pathParams: {path: '/115/backup/photos.zip'},
    query: {inner: '/2025/beach.jpg'},
    response: 'HTTP/1.1 302 Found\nLocation: https://cdnfhnfile.115.com/…',
  },
  noConsole: NO_CONSOLE,
};

const archiveProxy: ApiRoute = {
  id: 'download-ap',
  method: 'GET',
  alsoHead: true,
  path: '/ap/{path}',
  pathParams: [ARCHIVE_PATH],
  guard: 'archive-sign',
  since: 'v3.42.0',
  summary: l('Download an archive entry through AList', '经 AList 中转下载压缩包内的文件'),
  description: l(
    'Like `/ad`, but the entry the storage extracted is served through AList, under the same rule as `/p`.',
    '与 `/ad` 相同，但存储解压出的条目由 AList 中转提供，规则与 `/p` 相同。',
  ),
  query: ARCHIVE_QUERY,
  response: {kind: 'raw', status: 200, description: l('The entry’s bytes.', '条目内容。')},
  errors: [PROXY_NOT_ALLOWED, STORAGE_ERROR],
  example: {
    pathParams: {path: '/115/backup/photos.zip'},
    query: {inner: '/2025/beach.jpg'},
    response: 'HTTP/1.1 200 OK\nContent-Type: image/jpeg\n\n…',
  },
  noConsole: NO_CONSOLE,
};

const archiveExtract: ApiRoute = {
  id: 'download-ae',
  method: 'GET',
  alsoHead: true,
  path: '/ae/{path}',
  pathParams: [ARCHIVE_PATH],
  guard: 'archive-sign',
  since: 'v3.42.0',
  summary: l('Extract an archive entry in AList', '由 AList 解压并下载条目'),
  description: l(
    'AList reads the archive and streams the one entry as an attachment. This is the `raw_url` of `/api/fs/archive/meta` for storages that cannot extract themselves.',
    'AList 读取压缩包，把单个条目以附件形式流式返回。对自身不能解压的存储，`/api/fs/archive/meta` 的 `raw_url` 就是这个地址。',
  ),
  query: ARCHIVE_QUERY,
  response: {
    kind: 'raw',
    status: 200,
    description: l(
      'The entry, with `Content-Disposition: attachment`.',
      '条目内容，带 `Content-Disposition: attachment`。',
    ),
  },
  errors: [
    error(
      500,
      undefined,
      'The archive cannot be read, the entry does not exist, or the password is wrong.',
      '压缩包无法读取、条目不存在或密码错误。',
    ),
  ],
  example: {
    pathParams: {path: '/local/backup/photos.zip'},
    query: {inner: '/2025/beach.jpg'},
    response:
      'HTTP/1.1 200 OK\nContent-Type: image/jpeg\nContent-Disposition: attachment; filename="beach.jpg"; filename*=UTF-8\'\'beach.jpg\n\n…',
  },
  noConsole: NO_CONSOLE,
};

const group: ApiGroup = {
  id: 'download',
  title: l('Download links', '下载链接'),
  page: 'guide/api/fs',
  routes: [down, proxy, archiveDown, archiveProxy, archiveExtract],
};

export default group;
