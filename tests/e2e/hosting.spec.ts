// The web server's side, against the build served by nginx with the
// repository's configuration (scripts/serve-nginx.sh): the security headers of
// every kind of response, their agreement with the `_headers` file other hosts
// read, the access log of callback pages, and the Chinese 404 page on a plain
// static host. deploy/README.md describes the configuration.
import {existsSync, readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {expect, test} from './test';
import {E2E_PORT} from '../../playwright.config';
import {resolveHeadersFile} from '../../src/lib/site/securityHeaders';
import {assetOf, BUILD_DIR, SECURITY_HEADERS, waitForHydration} from './support';

const ACCESS_LOG = path.join(__dirname, `../.artifacts/nginx-${E2E_PORT}/logs/access.log`);

/**
 * Every kind of response, with the kind of headers it must carry. `_headers`
 * names the build's top-level paths one by one (deploy/README.md), so a miss
 * at an unknown top-level path gets only the common headers there: that one
 * is compared with nginx's own rules only.
 */
type Kind = 'page' | 'tool' | 'console' | 'asset';

const RESPONSES: readonly {url: string; status: number; kind: Kind; onlyNginx?: boolean}[] = [
  {url: '/', status: 200, kind: 'page'},
  {url: '/guide/install/docker', status: 200, kind: 'page'},
  {url: '/guide/install/docker.html', status: 200, kind: 'page'},
  {url: '/zh/faq/', status: 200, kind: 'page'},
  {url: '/img/logo.svg', status: 200, kind: 'page'},
  {url: '/guide/does-not-exist', status: 404, kind: 'page'},
  {url: '/zh/guide/does-not-exist', status: 404, kind: 'page'},
  {url: '/does-not-exist', status: 404, kind: 'page', onlyNginx: true},
  {url: '/zh/does-not-exist', status: 404, kind: 'page', onlyNginx: true},
  {url: '/tool', status: 200, kind: 'tool'},
  {url: '/tool.html', status: 200, kind: 'tool'},
  {url: '/tool/', status: 200, kind: 'tool'},
  {url: '/tool/onedrive/request', status: 200, kind: 'tool'},
  {url: '/zh/tool/115/token', status: 200, kind: 'tool'},
  {url: '/tool/google/callback?code=does-not-exist&state=x', status: 200, kind: 'tool'},
  {url: '/zh/tool/baidu/callback.html?code=does-not-exist', status: 200, kind: 'tool'},
  // The tools' narrow policy on a miss too: a document that began there never gets the console's.
  {url: '/tool/does-not-exist', status: 404, kind: 'tool', onlyNginx: true},
  {url: '/zh/tool/does-not-exist', status: 404, kind: 'tool', onlyNginx: true},
  {url: '/tool/onedrive/does-not-exist', status: 404, kind: 'tool'},
  {url: '/tool/api', status: 200, kind: 'console'},
  {url: '/tool/api.html?route=fs-list', status: 200, kind: 'console'},
  {url: '/zh/tool/api', status: 200, kind: 'console'},
  // Fetched with curl, shown as text: the common headers all the same.
  {url: '/v3.sh', status: 200, kind: 'page'},
  {url: '/docker-compose.yml', status: 200, kind: 'page'},
];

test.describe('security headers', () => {
  const headersFile = existsSync(path.join(BUILD_DIR, '_headers'))
    ? readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8')
    : '';

  const all = [
    ...RESPONSES,
    {url: assetOf(''), status: 200, kind: 'asset' as const},
    {url: assetOf('zh'), status: 200, kind: 'asset' as const},
  ];
  for (const {url, status, kind, onlyNginx} of all) {
    test(`${url} (${kind}, ${status}) has the ${kind} headers, as _headers gives them`, async ({request}) => {
      const response = await request.get(url, {maxRedirects: 0});
      expect(response.status()).toBe(status);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers.server).toBe('nginx');
      const toolish = kind === 'tool' || kind === 'console';
      expect(headers['referrer-policy']).toBe(toolish ? 'no-referrer' : 'strict-origin-when-cross-origin');
      // Different values: a window of one kind opened by the other lands in a browsing context group of its own.
      expect(headers['cross-origin-opener-policy']).toBe(
        kind === 'asset' ? undefined : toolish ? 'same-origin' : 'same-origin-allow-popups',
      );
      const csp = headers['content-security-policy'] ?? '';
      const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      if (kind === 'asset') {
        expect(csp).toBe('');
        expect(headers['cache-control']).toContain('immutable');
      } else {
        expect(csp).toContain(toolish ? "frame-ancestors 'none'" : "frame-ancestors 'self'");
        expect(headers['x-frame-options']).toBe(toolish ? 'DENY' : 'SAMEORIGIN');
        expect(csp).toContain("default-src 'self'");
        if (toolish) {
          // The stub API server is in this test build's policy (TOOLS_API_SERVER_LOCAL), never in production's.
          expect(connect).toContain('http://localhost:3002');
          expect(csp).not.toMatch(/wwads|strict-dynamic/);
          expect(connect.includes('https:')).toBe(kind === 'console');
        } else {
          expect(csp).toMatch(/script-src 'self' [^;]*'strict-dynamic'/);
          expect(csp).not.toMatch(/script-src[^;]*https:/);
          expect(csp).not.toContain('localhost:3002');
        }
      }
      if (onlyNginx) return;
      // The same headers as Netlify and Cloudflare Pages would send from the build's _headers.
      const pathname = new URL(url, 'http://x').pathname;
      const expected = resolveHeadersFile(headersFile, pathname);
      const sent = Object.fromEntries(
        SECURITY_HEADERS.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]),
      );
      expect(sent).toEqual(
        Object.fromEntries(Object.entries(expected).map(([name, value]) => [name.toLowerCase(), value])),
      );
    });
  }

  test("the build's hosting files are not served", async ({request}) => {
    expect((await request.get('/_headers')).status()).toBe(404);
    expect((await request.get('/_nginx/alist-docs-headers-tool.conf')).status()).toBe(404);
  });
});

/** A GET of `rawPath` exactly as written; resolves to the status. */
function rawGet(rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({host: '127.0.0.1', port: E2E_PORT, path: rawPath}, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

test('callback pages are logged without their query or referrer', async ({request}) => {
  const marker = `log-${process.pid}-${Date.now()}`;
  await request.get(`/tool/onedrive/callback?code=${marker}&state=${marker}`, {
    headers: {Referer: `https://login.example/?${marker}`},
  });
  await request.get(`/zh/tool/google/callback.html?code=${marker}`);
  // Addresses nginx normalizes onto a callback page, sent as they are (a URL parser would rewrite them):
  // logged without their query all the same.
  for (const raw of [
    `//tool/onedrive/callback?code=${marker}&state=${marker}`,
    `/zh//tool/dropbox/callback?code=${marker}`,
    `/./tool/baidu/callback?code=${marker}`,
    `/%74ool/yandex/callback?code=${marker}`,
  ]) {
    expect(await rawGet(raw)).toBe(200);
  }
  await request.get(`/guide/?q=${marker}`);
  await expect.poll(() => (existsSync(ACCESS_LOG) ? readFileSync(ACCESS_LOG, 'utf8') : '')).toContain(`q=${marker}`);
  const lines = readFileSync(ACCESS_LOG, 'utf8').split('\n');
  expect(lines.filter((line) => /callback/i.test(line) && line.includes(marker))).toEqual([]);
  expect(lines.some((line) => line.includes('"GET //tool/onedrive/callback HTTP/1.1"'))).toBe(true);
  expect(
    lines.some((line) => line.includes('"GET /tool/onedrive/callback HTTP/1.1" 200') && line.includes('"-"')),
  ).toBe(true);
  // Other pages keep the usual request line.
  expect(lines.some((line) => line.includes(`GET /guide/?q=${marker} HTTP/1.1`))).toBe(true);
});

test.describe('404 under /zh/ on a plain static host', () => {
  test.use({locale: 'zh-CN'});
  // Two documents in a row (the English 404 page, then the Chinese one).
  test.describe.configure({timeout: 60_000});

  test('the English 404.html shows the Chinese 404 page for the address asked for', async ({page}) => {
    // A host that answers every miss with the root 404.html, as GitHub Pages does.
    const english404 = readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8');
    await page.route('**/zh/guide/plain-host-miss**', (route) =>
      route.fulfill({status: 404, contentType: 'text/html', body: english404}),
    );
    await page.goto('/zh/guide/plain-host-miss?x=1');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/zh\/guide\/plain-host-miss\?x=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('找不到页面');
  });

  test('an English miss stays on the English 404 page', async ({page}) => {
    await page.goto('/guide/plain-host-miss');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/guide\/plain-host-miss$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});
