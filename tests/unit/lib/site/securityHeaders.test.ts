import {
  contentSecurityPolicy,
  headerRules,
  headersFor,
  NGINX_SNIPPETS,
  parseNginxSnippet,
  renderHeadersFile,
  renderNginxSnippets,
  resolveHeadersFile,
  responseKindOf,
  type HeaderSettings,
} from '@site/src/lib/site/securityHeaders';
import {isCallbackPage, isToolPage} from '@site/src/lib/site/pageKind';

const SETTINGS: HeaderSettings = {
  apiServers: ['https://api.nn.ci', 'https://api.xhofe.top'],
  giscus: false,
  thirdParty: ['adNetwork', 'statistics', 'analytics', 'secondAdNetwork'],
  inlineScriptHashes: ["'sha256-AAA='", "'sha256-BBB='"],
};
const TOP_LEVEL = [
  'guide',
  'config',
  'faq',
  'tool',
  'tool.html',
  'pricing.html',
  '404.html',
  'index.html',
  'img',
  'zh',
  'assets',
];

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('which response is which', () => {
  it.each([
    ['/tool', 'tool'],
    ['/tool.html', 'tool'],
    ['/tool/', 'tool'],
    ['/tool/onedrive/callback', 'tool'],
    ['/tool/nope', 'tool'],
    ['/zh/tool/baidu/', 'tool'],
    ['/tool/api', 'console'],
    ['/zh/tool/api.html', 'console'],
    ['/tool/apis', 'tool'],
    ['/toolbox', 'page'],
    ['/guide/tool/', 'page'],
    ['/', 'page'],
    ['/zh/404.html', 'page'],
    ['/assets/js/main.js', 'asset'],
    ['/zh/assets/css/x.css', 'asset'],
  ])('%s is a %s', (path, kind) => expect(responseKindOf(path)).toBe(kind));

  it('knows the callback pages', () => {
    expect(isCallbackPage('/tool/google/callback')).toBe(true);
    expect(isCallbackPage('/zh/tool/google/callback.html')).toBe(true);
    expect(isCallbackPage('/tool/google/request')).toBe(false);
    expect(isToolPage('/zh/tool')).toBe(true);
  });
});

describe('policies', () => {
  it('every response carries nosniff, HSTS, a Permissions-Policy and a Referrer-Policy', () => {
    for (const kind of ['page', 'tool', 'console', 'asset'] as const) {
      const headers = headersFor(kind, SETTINGS);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
      expect(headers['Permissions-Policy']).toContain('camera=()');
      expect(headers['Referrer-Policy']).toBe(
        kind === 'tool' || kind === 'console' ? 'no-referrer' : 'strict-origin-when-cross-origin',
      );
    }
  });

  it('keeps tool pages out of the browsing context group of ordinary pages (COOP values differ)', () => {
    expect(headersFor('tool', SETTINGS)['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headersFor('console', SETTINGS)['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headersFor('page', SETTINGS)['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headersFor('asset', SETTINGS)).not.toHaveProperty('Cross-Origin-Opener-Policy');
  });

  it('lets no page frame a tool page, not even one of the site', () => {
    for (const kind of ['tool', 'console'] as const) {
      expect(headersFor(kind, SETTINGS)['X-Frame-Options']).toBe('DENY');
      expect(directive(contentSecurityPolicy(kind, SETTINGS), 'frame-ancestors')).toEqual(["'none'"]);
    }
    expect(headersFor('page', SETTINGS)['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(directive(contentSecurityPolicy('page', SETTINGS), 'frame-ancestors')).toEqual(["'self'"]);
  });

  it("ordinary pages trust the build's hashed scripts and what they load ('strict-dynamic'), no host list", () => {
    const csp = contentSecurityPolicy('page', SETTINGS);
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='", "'strict-dynamic'"]);
    expect(csp).not.toMatch(/script-src[^;]*(https:|\*)/);
    // Beacons, images and frames of the configured third parties are still named host by host.
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(['https://hm.baidu.com']));
    expect(directive(csp, 'connect-src')).not.toContain('https://api.nn.ci');
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    const bare = contentSecurityPolicy('page', {...SETTINGS, thirdParty: []});
    expect(directive(bare, 'frame-src')).toEqual(['https://player.bilibili.com', 'https://www.youtube-nocookie.com']);
    expect(directive(bare, 'media-src')).toEqual(["'self'", 'blob:', 'https:']);
  });

  it('tool pages allow the API servers and the providers the browser calls, and no third party', () => {
    for (const forMeta of [false, true]) {
      const csp = contentSecurityPolicy('tool', SETTINGS, {forMeta});
      // The same narrow list in the header (a 404 under /tool/ included) and in the meta tag.
      expect(directive(csp, 'connect-src')).toEqual([
        "'self'",
        'https://api.nn.ci',
        'https://api.xhofe.top',
        'https://oauth2.googleapis.com',
        'https://photoslibrary.googleapis.com',
        'https://oauth.yandex.com',
      ]);
      expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
      expect(csp).not.toMatch(/wwads|51\.la|baidu|googlesyndication|localhost/);
      expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
      expect(directive(csp, 'media-src')).toEqual([]);
    }
    // A test build lists the stub server among its API servers (TOOLS_API_SERVER_LOCAL); production never does.
    const testBuild = {...SETTINGS, apiServers: [...SETTINGS.apiServers, 'http://localhost:3002']};
    expect(directive(contentSecurityPolicy('tool', testBuild), 'connect-src')).toContain('http://localhost:3002');
  });

  it("the console's own policy reaches the reader's server wherever it is", () => {
    expect(directive(contentSecurityPolicy('console', SETTINGS), 'connect-src')).toEqual(
      expect.arrayContaining(['http:', 'https:']),
    );
    expect(contentSecurityPolicy('console', SETTINGS)).not.toMatch(/wwads|51\.la|baidu|googlesyndication/);
  });

  it('adds giscus and Algolia when configured', () => {
    const configured = {...SETTINGS, giscus: true, algoliaAppId: 'ABC123'};
    expect(directive(contentSecurityPolicy('page', configured), 'frame-src')).toContain('https://giscus.app');
    expect(directive(contentSecurityPolicy('page', configured), 'connect-src')).toContain(
      'https://abc123-dsn.algolia.net',
    );
    // Search works on tool pages too; comments never show there.
    expect(directive(contentSecurityPolicy('tool', configured), 'connect-src')).toContain(
      'https://abc123-dsn.algolia.net',
    );
    expect(contentSecurityPolicy('tool', configured)).not.toContain('giscus');
  });

  it('leaves frame-ancestors out of a <meta> policy, which cannot carry it', () => {
    expect(contentSecurityPolicy('tool', SETTINGS, {forMeta: true})).not.toContain('frame-ancestors');
  });
});

describe('one list of policies, two outputs', () => {
  const TOOL_NAMES = ['onedrive', 'google', '115', 'api.html', 'api', 'onedrive.html'];
  const file = renderHeadersFile(headerRules(SETTINGS, TOP_LEVEL, TOOL_NAMES));
  const nginx = renderNginxSnippets(SETTINGS);

  it.each([
    ['/', 'page'],
    ['/guide/install/docker', 'page'],
    ['/pricing.html', 'page'],
    ['/404.html', 'page'],
    ['/zh/', 'page'],
    ['/zh', 'page'],
    ['/zh/faq/why', 'page'],
    ['/img/logo.svg', 'page'],
    ['/tool', 'tool'],
    ['/tool.html', 'tool'],
    ['/tool/google/callback', 'tool'],
    ['/zh/tool/115/token', 'tool'],
    ['/tool/onedrive.html', 'tool'],
    ['/tool/', 'tool'],
    ['/tool/api', 'console'],
    ['/tool/api.html', 'console'],
    ['/zh/tool/api', 'console'],
    ['/assets/js/main.1234.js', 'asset'],
    ['/zh/assets/css/styles.css', 'asset'],
  ] as const)('_headers gives %s exactly the nginx headers of a %s', (path, kind) => {
    const fromFile = resolveHeadersFile(file, path);
    const fromNginx = parseNginxSnippet(nginx[NGINX_SNIPPETS[kind]] ?? '');
    expect(fromFile).toEqual(fromNginx);
    expect(fromNginx).toEqual(headersFor(kind, SETTINGS));
  });

  it('never lets two policies meet on one path (hosts join repeated headers)', () => {
    for (const path of ['/', '/tool/x', '/guide/', '/zh/tool', '/assets/a.js', '/tool/api', '/tool/api/x']) {
      expect(resolveHeadersFile(file, path)['Content-Security-Policy'] ?? '').not.toMatch(/, default-src/);
    }
  });

  it('quotes values for nginx', () => {
    expect(parseNginxSnippet('add_header X-Test "a \\"b\\" c" always;')).toEqual({'X-Test': 'a "b" c'});
    for (const text of Object.values(nginx)) expect(text).toMatch(/^add_header Content-Security-Policy|Cache-Control/m);
  });
});
