/**
 * Routes that need no token: `/ping` (server/router.go) and `/api/public/*`
 * (`server/handles/setting.go`, `offline_download.go`, `archive.go`) of AList v3.45.0.
 */
import {l, ok} from './common';
import type {ApiGroup, ApiRoute} from './types';

const ANY = l(' Any method works; GET is the simplest.', ' 接受任意请求方法，用 GET 最简单。');

const ping: ApiRoute = {
  id: 'public-ping',
  method: 'GET',
  anyMethod: true,
  path: '/ping',
  guard: 'public',
  summary: l('Health check', '健康检查'),
  description: l(
    'Answers the plain text `pong` with HTTP 200, before the storages are loaded too: a cheap check for load balancers and container health checks. Like every route it sits under the path of `site_url`, but outside `/api`.' +
      ANY.en,
    '以 HTTP 200 返回纯文本 `pong`，存储尚未加载完成时也会响应，适合负载均衡和容器健康检查使用。与其他接口一样位于 `site_url` 的路径之下，但不在 `/api` 中。' +
      ANY.zh,
  ),
  response: {kind: 'raw', status: 200, contentType: 'text/plain', description: l('The text `pong`.', '文本 `pong`。')},
  errors: [],
  example: {response: 'pong'},
};

const settings: ApiRoute = {
  id: 'public-settings',
  method: 'GET',
  anyMethod: true,
  path: '/api/public/settings',
  guard: 'public',
  summary: l('Public settings', '公开设置'),
  description: l(
    'Returns, as one flat object of strings, every setting marked public or read-only: what the web interface needs before anyone signs in (site title, logo, announcement, preview options, which sign-in methods are on, the search index in use, the version). Private settings, such as tokens and passwords, are never included.' +
      ANY.en,
    '以一个扁平的字符串对象返回所有标记为公开或只读的设置，即网页端在登录前就需要的内容（站点标题、图标、公告、预览选项、启用了哪些登录方式、所用的搜索索引、版本号）。令牌、密码等私有设置不会包含在内。' +
      ANY.zh,
  ),
  response: {
    kind: 'envelope',
    data: {
      type: 'object',
      additionalProperties: {type: 'string'},
      description: l('Setting key → value, all values as strings.', '设置项的键 → 值，值均为字符串。'),
    },
  },
  errors: [],
  example: {
    response: ok({
      version: 'v3.45.0',
      site_title: 'AList',
      announcement: '### repo\nhttps://github.com/alist-org/alist',
      logo: 'https://cdn.jsdelivr.net/gh/alist-org/logo@main/logo.svg',
      favicon: 'https://cdn.jsdelivr.net/gh/alist-org/logo@main/logo.svg',
      main_color: '#1890ff',
      pagination_type: 'all',
      default_page_size: '30',
      search_index: 'none',
      sso_login_enabled: 'false',
      ldap_login_enabled: 'false',
      webauthn_login_enabled: 'false',
      package_download: 'true',
    }),
  },
};

const offlineTools: ApiRoute = {
  id: 'public-offline-download-tools',
  method: 'GET',
  anyMethod: true,
  path: '/api/public/offline_download_tools',
  guard: 'public',
  summary: l('Offline download tools', '离线下载工具'),
  description: l(
    'Names of the offline download tools that are ready to use, sorted (uppercase before lowercase). A tool appears once it is configured in the admin settings and AList could reach it; pass one of these names as `tool` to `/api/fs/add_offline_download`.' +
      ANY.en,
    '已就绪的离线下载工具名称，按字符排序（大写字母在前）。工具在管理设置中配置好、且 AList 能连上后才会出现；调用 `/api/fs/add_offline_download` 时把其中一个名称作为 `tool` 传入。' +
      ANY.zh,
  ),
  response: {
    kind: 'envelope',
    data: {
      type: 'array',
      items: {
        type: 'string',
        enum: ['115 Cloud', 'PikPak', 'SimpleHttp', 'Thunder', 'Transmission', 'aria2', 'qBittorrent'],
      },
    },
  },
  errors: [],
  example: {response: ok(['SimpleHttp', 'aria2'])},
};

const archiveExtensions: ApiRoute = {
  id: 'public-archive-extensions',
  method: 'GET',
  anyMethod: true,
  path: '/api/public/archive_extensions',
  guard: 'public',
  since: 'v3.42.0',
  summary: l('Archive extensions', '压缩包扩展名'),
  description: l(
    'File extensions that AList’s own archive tools can open, with the dot, in no particular order (the first part of a split archive, such as `.7z.001`, included). The web interface shows archive previews for these.' +
      ANY.en,
    'AList 自带的解压工具能打开的文件扩展名（带点号），顺序不固定，其中包括分卷压缩包的第一卷，如 `.7z.001`。网页端对这些文件显示压缩包预览。' +
      ANY.zh,
  ),
  response: {kind: 'envelope', data: {type: 'array', items: {type: 'string'}}},
  errors: [],
  example: {
    response: ok([
      '.zip',
      '.zip.001',
      '.rar',
      '.part1.rar',
      '.7z',
      '.7z.001',
      '.iso',
      '.tar',
      '.gz',
      '.bz2',
      '.xz',
      '.zst',
      '.br',
      '.lz4',
      '.lz',
      '.sz',
      '.s2',
      '.zz',
    ]),
  },
};

const group: ApiGroup = {
  id: 'public',
  title: l('Public', '公开接口'),
  page: 'guide/api/public',
  routes: [ping, settings, offlineTools, archiveExtensions],
};

export default group;
