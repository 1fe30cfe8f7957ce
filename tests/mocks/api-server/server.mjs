#!/usr/bin/env node
// Stub of the API server the token tools call (api.nn.ci and the like), for
// the end-to-end tests: plain Node http with CORS, on 127.0.0.1:3002 by
// default (the address the `local` choice of the selector points to).
// Failure modes are chosen by input values, so one server serves every test:
//   code / client_id / site_url / verify_code …  = fail-500 → HTTP 500 with a JSON body
//                                                  non-json → HTTP 502 with an HTML page
//                                                  slow…    → no answer for 60 s (past the tools' 15 s timeout)
//                                                  bad-code → 200 with an OAuth error
//                                                  flaky…   → HTTP 500 the first time for that value, success after
// GET /__requests lists what was received (newest last), POST /__reset clears it.
import http from 'node:http';

const PORT = Number(process.env.STUB_API_PORT ?? 3002);
const HOST = process.env.STUB_API_HOST ?? '127.0.0.1';
const SLOW_MS = 60_000;

// A 1×1 PNG, so the Aliyundrive QR image never leaves the machine.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const log = [];
const seen = new Map();

function send(res, status, body, type = 'application/json') {
  res.writeHead(status, {'Content-Type': `${type}; charset=utf-8`});
  res.end(type === 'application/json' ? JSON.stringify(body) : body);
}

function hang(res) {
  const timer = setTimeout(() => send(res, 200, {error: 'slow', error_description: 'answered late'}), SLOW_MS);
  res.on('close', () => clearTimeout(timer));
}

/** Applies the failure mode named by `value` (`flaky…` and `slow…` match by prefix); returns true when it answered. */
function failure(res, value, key) {
  const text = String(value ?? '');
  switch (text.startsWith('flaky') ? 'flaky' : text.startsWith('slow') ? 'slow' : text) {
    case 'fail-500':
      send(res, 500, {});
      return true;
    case 'non-json':
      send(res, 502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html');
      return true;
    case 'slow':
      hang(res);
      return true;
    case 'bad-code':
      send(res, 200, {error: 'invalid_grant', error_description: 'The authorization code has expired.'});
      return true;
    case 'flaky': {
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      if (count === 1) {
        send(res, 500, {});
        return true;
      }
      return false;
    }
    default:
      return false;
  }
}

function tokens(prefix, code) {
  return {
    access_token: `${prefix}-access-${code}`,
    refresh_token: `${prefix}-refresh-${code}`,
    expires_in: 3600,
    token_type: 'Bearer',
  };
}

function decodeParts(state) {
  try {
    return Buffer.from(String(state), 'base64').toString('utf8').split('::');
  } catch {
    return [];
  }
}

const routes = {
  'POST /alist/onedrive/get_refresh_token': (res, body) => {
    if (failure(res, body.code, `onedrive:${body.code}`)) return;
    if (decodeParts(body.client).length !== 3)
      return send(res, 400, {error: 'invalid_request', error_description: 'client is not base64 of id::secret::zone'});
    send(res, 200, tokens('od', body.code));
  },
  'POST /alist/onedrive/get_site_id': (res, body) => {
    if (failure(res, String(body.site_url).split('/').pop(), `site:${body.site_url}`)) return;
    if (String(body.site_url).includes('missing'))
      return send(res, 200, {error: {code: 'itemNotFound', message: 'Requested site could not be found'}});
    send(res, 200, {id: `contoso.sharepoint.com,site-id-for-${body.zone}`});
  },
  'POST /alist/ali_open/qr': (res, body) => {
    if (failure(res, body.client_id, `qr:${body.client_id}`)) return;
    send(res, 200, {qrCodeUrl: PIXEL, sid: body.client_id === 'expire' ? 'sid-expired' : `sid-${log.length}`});
  },
  'POST /alist/ali_open/code': (res, body) => {
    if (failure(res, body.code, `ali:${body.code}`)) return;
    if (body.grant_type !== 'authorization_code')
      return send(res, 400, {code: 'InvalidParameter', message: 'grant_type'});
    send(res, 200, tokens('ali', body.code));
  },
  'POST /alist/dropbox/token': (res, body) => {
    if (failure(res, body.code, `dropbox:${body.code}`)) return;
    if (!body.client_id || !body.redirect_uri)
      return send(res, 400, {error: 'invalid_request', error_description: 'client_id and redirect_uri are required'});
    send(res, 200, tokens('dbx', body.code));
  },
  'POST /alist/115/get_token': (res, body) => {
    if (body.uid === 'uid-denied')
      return send(res, 200, {state: 0, code: 40199002, message: 'The QR code has not been confirmed'});
    if (failure(res, body.uid, `115:${body.uid}`)) return;
    send(res, 200, tokens('115', body.uid));
  },
  'POST /alist/wopan/login': (res, body) => {
    if (failure(res, body.password, `wopan-login:${body.password}`)) return;
    if (body.password === 'wrong') return send(res, 200, {error: 'wrong phone number or password'});
    send(res, 200, {});
  },
  'POST /alist/wopan/verify_code': (res, body) => {
    if (
      failure(res, body.verify_code === '5000' ? 'fail-500' : body.verify_code === '9999' ? 'slow' : '', 'wopan-verify')
    )
      return;
    if (body.verify_code === '0000') return send(res, 200, {error: 'invalid verification code'});
    send(res, 200, tokens('wopan', body.verify_code));
  },
};

function routeGet(res, url) {
  if (url.pathname === '/alist/baidu/get_refresh_token') {
    const code = url.searchParams.get('code') ?? '';
    if (failure(res, code, `baidu:${code}`)) return;
    return send(res, 200, tokens('bd', code));
  }
  if (url.pathname === '/alist/115/auth_device_code') {
    const appId = url.searchParams.get('app_id') ?? '';
    const mode = {500: 'fail-500', 502: 'non-json', 408: 'slow'}[appId];
    if (mode && failure(res, mode, '115-device')) return;
    const uid = appId === '403' ? 'uid-denied' : `uid-${appId || 'default'}`;
    return send(res, 200, {
      code_verifier: 'verifier-1',
      resp: {
        uid,
        time: 1700000000,
        qrcode: `https://qrcodeapi.115.com/api/1.0/web/1.0/qrcode?uid=${uid}`,
        sign: 'sign-1',
      },
    });
  }
  const status = /^\/proxy\/https:\/\/open\.aliyundrive\.com\/oauth\/qrcode\/([^/]+)\/status$/.exec(url.pathname);
  if (status) {
    const sid = decodeURIComponent(status[1]);
    if (sid === 'sid-expired') return send(res, 200, {status: 'QRCodeExpired'});
    const count = (seen.get(`status:${sid}`) ?? 0) + 1;
    seen.set(`status:${sid}`, count);
    if (count === 1) return send(res, 200, {status: 'WaitLogin'});
    if (count === 2) return send(res, 200, {status: 'ScanSuccess'});
    return send(res, 200, {status: 'LoginSuccess', authCode: `qr-${sid}`});
  }
  send(res, 404, {error: 'not_found'});
}

const server = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
  res.setHeader('Access-Control-Allow-Private-Network', 'true');
  if (req.method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', `http://${HOST}:${PORT}`);
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    if (url.pathname === '/health') return send(res, 200, {ok: true});
    if (url.pathname === '/__requests') return send(res, 200, log);
    if (url.pathname === '/__reset') {
      log.length = 0;
      seen.clear();
      return send(res, 200, {ok: true});
    }
    let body = {};
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return send(res, 400, {error: 'invalid_json'});
      }
    }
    log.push({
      method: req.method,
      path: url.pathname + url.search,
      body,
      origin: req.headers.origin ?? null,
      referer: req.headers.referer ?? null,
    });
    if (req.method === 'GET') return routeGet(res, url);
    const handler = routes[`${req.method} ${url.pathname}`];
    if (!handler) return send(res, 404, {error: 'not_found'});
    handler(res, body);
  });
});

server.listen(PORT, HOST, () => {
  console.log(`stub API server on http://${HOST}:${PORT}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
