#!/usr/bin/env node
// Stub of an AList v3 server for the request console's end-to-end tests
// (tests/e2e/api-console.spec.ts): plain Node http on 127.0.0.1:3245 by
// default. It answers like AList does, with the `{code, message, data}`
// envelope and HTTP 200 even for errors, and with the CORS headers of
// AList's default `cors` config (any origin, method and header).
//
//   POST /api/auth/login/hash  admin + SHA-256("secret-pass-https://github.com/alist-org/alist") → a token
//   GET  /api/me               the user of the token; 401 without one
//   POST /api/fs/list          a folder listing for `/`; `/missing` → code 500 (storage not found)
//   GET  /ping                 pong
//   /nocors/…                  the same routes without any CORS header (a server whose cors config
//                              does not allow the page); preflights there get no CORS headers either
//
// GET /__requests lists the requests received (method, path, headers), POST /__reset clears it.
import {createHash} from 'node:crypto';
import http from 'node:http';

const PORT = Number(process.env.STUB_ALIST_PORT ?? 3245);
const HOST = process.env.STUB_ALIST_HOST ?? '127.0.0.1';
export const TOKEN = 'stub-token-eyJhbGciOiJIUzI1NiJ9.stub';
const PASSWORD_HASH = createHash('sha256').update('secret-pass-https://github.com/alist-org/alist').digest('hex');

const log = [];

function cors(res, enabled) {
  if (!enabled) return;
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, PATCH, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
  res.setHeader('Access-Control-Max-Age', '43200');
}

function json(res, body, enabled) {
  cors(res, enabled);
  res.writeHead(200, {'Content-Type': 'application/json; charset=utf-8'});
  res.end(JSON.stringify(body));
}

const ok = (data = null) => ({code: 200, message: 'success', data});
const fail = (code, message) => ({code, message, data: null});

function readBody(req) {
  return new Promise((resolve) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      try {
        resolve(raw ? JSON.parse(raw) : {});
      } catch {
        resolve({});
      }
    });
  });
}

const T = '2025-05-20T10:31:07+08:00';
const entry = (name, size, isDir, type) => ({
  id: '',
  path: '',
  name,
  size,
  is_dir: isDir,
  modified: T,
  created: T,
  sign: '',
  thumb: '',
  type,
  hashinfo: 'null',
  hash_info: null,
});

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${HOST}:${PORT}`);
  if (url.pathname === '/__requests') {
    res.writeHead(200, {'Content-Type': 'application/json'});
    res.end(JSON.stringify(log));
    return;
  }
  if (url.pathname === '/__reset') {
    log.length = 0;
    res.writeHead(204);
    res.end();
    return;
  }
  const noCors = url.pathname === '/nocors' || url.pathname.startsWith('/nocors/');
  const path = noCors ? url.pathname.slice('/nocors'.length) || '/' : url.pathname;
  const allow = !noCors;
  log.push({method: req.method, path: url.pathname, query: url.search, headers: req.headers});

  if (req.method === 'OPTIONS') {
    cors(res, allow);
    res.writeHead(204);
    res.end();
    return;
  }
  if (path === '/ping') {
    cors(res, allow);
    res.writeHead(200, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end('pong');
    return;
  }
  const token = req.headers.authorization ?? '';
  const body = req.method === 'GET' ? {} : await readBody(req);
  switch (path) {
    case '/api/auth/login/hash': {
      if (body.username !== 'admin') return json(res, fail(400, 'failed find user: record not found'), allow);
      if (body.password !== PASSWORD_HASH) return json(res, fail(400, 'password is incorrect'), allow);
      return json(res, ok({token: TOKEN}), allow);
    }
    case '/api/me':
      if (token !== TOKEN) return json(res, fail(401, 'Guest user is disabled, login please'), allow);
      return json(
        res,
        ok({
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
        allow,
      );
    case '/api/fs/list': {
      if (token !== TOKEN) return json(res, fail(401, 'Guest user is disabled, login please'), allow);
      if (body.path === '/missing') {
        return json(res, fail(500, 'failed get storage: storage not found; please add a storage first'), allow);
      }
      return json(
        res,
        ok({
          content: [entry('movies', 0, true, 1), entry('stub-readme.txt', 1843, false, 4)],
          total: 2,
          readme: '',
          header: '',
          write: true,
          provider: 'Local',
        }),
        allow,
      );
    }
    default:
      cors(res, allow);
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('404 page not found');
  }
});

server.listen(PORT, HOST, () => {
  process.stdout.write(`stub AList server on http://${HOST}:${PORT}\n`);
});
