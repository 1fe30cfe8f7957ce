// A stand-in AList v3.45.0 server for screenshots of the admin panel (plain Node `http`, no framework).
//
//   node scripts/admin-standin/server.mjs --web-dist /tmp/alist-web-3.45.0/dist [--port 5244]
//
// It serves a local copy of AList's web front end (the `dist` folder of the alist-org/web-dist repository at the
// release's tag; `--web-dist` or ALIST_WEB_DIST; never committed) and answers the `/api/…` routes the admin panel
// calls from the site's own data (./data.mjs). Every reply is checked against the site's OpenAPI document
// (./contract.mjs); a reply that does not match is not sent: the request gets a 500 and the server records the
// mismatch (`mismatches`), and the command line prints it and exits with status 1. Calls to routes it does not
// answer are recorded in `unanswered`.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadContract} from './contract.mjs';
import {
  ADMIN,
  DRIVERS,
  METAS,
  SSH_KEYS,
  SETTING_GROUP_IDS,
  STORAGES,
  TASKS,
  USERS,
  driverInfo,
  publicSettings,
  settingItems,
} from './data.mjs';

/** The admin's token; the screenshot script puts it in the browser's storage, as signing in does. */
export const TOKEN = 'standin-admin-token';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const ok = (data = null) => ({code: 200, message: 'success', data});
const page = (items) => ({content: items, total: items.length});

/** Handlers by `METHOD path`; each returns the `data` of the envelope (or throws {code, message}). */
function handlers() {
  const byGroup = (query) => {
    const groups = query.get('groups') ?? query.get('group') ?? '';
    return settingItems(groups.split(',').filter(Boolean).map(Number));
  };
  const driver = (query) => {
    const d = DRIVERS.get(query.get('driver') ?? '');
    if (!d) throw {code: 404, message: `driver [${query.get('driver')}] not found`};
    return driverInfo(d);
  };
  const byId = (list) => (query) => {
    const item = list.find((x) => String(x.id) === query.get('id'));
    if (!item) throw {code: 400, message: 'record not found'};
    return item;
  };
  const tasks = (kind) => (_query, params) => TASKS[params.type]?.[kind] ?? [];
  return {
    'GET /api/public/settings': () => publicSettings(),
    'GET /api/public/offline_download_tools': () => [
      'SimpleHttp',
      'aria2',
      'qBittorrent',
      'Transmission',
      '115 Cloud',
      'PikPak',
      'Thunder',
    ],
    'GET /api/public/archive_extensions': () => ['.zip', '.rar', '.7z', '.tar', '.gz', '.tar.gz', '.iso'],
    'POST /api/auth/login/hash': () => ({token: TOKEN}),
    'POST /api/auth/login': () => ({token: TOKEN}),
    'GET /api/me': () => ({...ADMIN, otp: false}),
    'GET /api/admin/driver/list': () => Object.fromEntries([...DRIVERS.values()].map((d) => [d.name, driverInfo(d)])),
    'GET /api/admin/driver/names': () => [...DRIVERS.keys()],
    'GET /api/admin/driver/info': driver,
    'GET /api/admin/storage/list': () => page(STORAGES),
    'GET /api/admin/storage/get': byId(STORAGES),
    'GET /api/admin/setting/list': byGroup,
    'GET /api/admin/user/list': () => page(USERS),
    'GET /api/admin/user/get': byId(USERS),
    'GET /api/admin/user/sshkey/list': (query) =>
      page(SSH_KEYS.filter((k) => String(k.user_id) === query.get('uid')).map(({user_id: _, ...k}) => k)),
    'GET /api/me/sshkey/list': () =>
      page(SSH_KEYS.filter((k) => k.user_id === ADMIN.id).map(({user_id: _, ...k}) => k)),
    'GET /api/admin/meta/list': () => page(METAS),
    'GET /api/admin/meta/get': byId(METAS),
    'GET /api/task/:type/undone': tasks('undone'),
    'GET /api/task/:type/done': tasks('done'),
    'GET /api/admin/task/:type/undone': tasks('undone'),
    'GET /api/admin/task/:type/done': tasks('done'),
    'GET /api/admin/index/progress': () => ({
      obj_count: 1024,
      is_done: true,
      last_done_time: '2025-05-24T09:30:00+08:00',
      error: '',
    }),
  };
}

function matchHandler(table, method, pathname) {
  for (const [key, fn] of Object.entries(table)) {
    const [m, pattern] = key.split(' ');
    // the admin panel sends some GET routes as POST (gin's `Any`): accept either for the routes above
    if (m !== method && !(m === 'GET' && method === 'POST')) continue;
    const names = [];
    const re = new RegExp(`^${pattern.replace(/:(\w+)/g, (_, n) => (names.push(n), '([^/]+)'))}$`);
    const found = re.exec(pathname);
    if (found) return {fn, params: Object.fromEntries(names.map((n, i) => [n, found[i + 1]]))};
  }
  return undefined;
}

/**
 * Starts the server. `webDist`: the front end's `dist` folder. Resolves to {url, close, mismatches, unanswered,
 * requests} once listening.
 */
export async function startServer({webDist, port = 0, host = '127.0.0.1', log = () => {}}) {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`${webDist} is not a web-dist folder (no index.html)`);
  const contract = await loadContract();
  const table = handlers();
  const mismatches = [];
  const unanswered = new Set();
  const requests = new Map();
  // AList writes the site's settings into the page (the `customize head` and `window.ALIST` blocks); keep them empty.
  const html = fs.readFileSync(index, 'utf8');

  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const {pathname} = url;
    if (pathname.startsWith('/api/')) {
      const key = `${req.method} ${pathname}`;
      requests.set(key, (requests.get(key) ?? 0) + 1);
      req.resume();
      const send = (status, body) => {
        res.writeHead(status, {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'});
        res.end(JSON.stringify(body));
      };
      const found = matchHandler(table, req.method, pathname);
      if (!found) {
        unanswered.add(key);
        log(`unanswered: ${key}`);
        return send(200, {code: 404, message: `the stand-in server does not answer ${key}`, data: null});
      }
      let body;
      try {
        body = ok(found.fn(url.searchParams, found.params));
      } catch (err) {
        if (err && typeof err.code === 'number') return send(200, {code: err.code, message: err.message, data: null});
        throw err;
      }
      try {
        contract.check(req.method === 'POST' && contract.route('GET', pathname) ? 'GET' : req.method, pathname, body);
      } catch (err) {
        mismatches.push(err.message);
        log(`CONTRACT MISMATCH ${err.message}`);
        return send(500, {code: 500, message: err.message, data: null});
      }
      return send(200, body);
    }
    // static files of the front end; every other path is the single-page app
    const file = path.join(webDist, path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, ''));
    if (file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      fs.createReadStream(file).pipe(res);
      return;
    }
    res.writeHead(200, {'content-type': TYPES['.html'], 'cache-control': 'no-store'});
    res.end(html);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
    mismatches,
    unanswered,
    requests,
  };
}

function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const webDist = path.resolve(option('web-dist') ?? process.env.ALIST_WEB_DIST ?? '');
  if (!option('web-dist') && !process.env.ALIST_WEB_DIST) {
    console.error('usage: node scripts/admin-standin/server.mjs --web-dist <alist web-dist folder> [--port 5244]');
    process.exit(2);
  }
  const srv = await startServer({webDist, port: Number(option('port') ?? 5244), log: (m) => console.error(m)});
  console.log(`AList stand-in (admin/any password) at ${srv.url}/@manage, front end from ${webDist}`);
  const stop = async () => {
    await srv.close();
    if (srv.mismatches.length) {
      console.error(`${srv.mismatches.length} replies did not match the API reference:\n${srv.mismatches.join('\n')}`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

export {SETTING_GROUP_IDS};
