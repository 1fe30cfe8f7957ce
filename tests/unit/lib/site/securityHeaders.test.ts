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
    for (const kind of ['page', 'tool', 'asset'] as const) {
      const headers = headersFor(kind, SETTINGS);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
      expect(headers['Permissions-Policy']).toContain('camera=()');
      expect(headers['Referrer-Policy']).toBe(kind === 'tool' ? 'no-referrer' : 'strict-origin-when-cross-origin');
    }
  });

  it('ordinary pages allow the configured ad and statistics hosts, and no API server', () => {
    const csp = contentSecurityPolicy('page', SETTINGS);
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        "'sha256-AAA='",
        'https://cdn.wwads.cn',
        'https://sdk.51.la',
        'https://hm.baidu.com',
      ]),
    );
    expect(directive(csp, 'connect-src')).not.toContain('https://api.nn.ci');
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    // Without ids configured, no third-party host but the video players a <Video> loads on click.
    const bare = contentSecurityPolicy('page', {...SETTINGS, thirdParty: []});
    expect(directive(bare, 'script-src')).toEqual([
      "'self'",
      "'sha256-AAA='",
      "'sha256-BBB='",
      'https://www.youtube.com',
    ]);
    expect(directive(bare, 'frame-src')).toEqual(['https://player.bilibili.com', 'https://www.youtube-nocookie.com']);
    expect(directive(bare, 'media-src')).toEqual(["'self'", 'blob:', 'https:']);
  });

  it('tool pages allow the API servers and the providers the browser calls, and no third party', () => {
    // The header must also let the API console reach the reader's own server; the token tools' meta policy narrows it.
    expect(directive(contentSecurityPolicy('tool', SETTINGS), 'connect-src')).toEqual(
      expect.arrayContaining(['http:', 'https:']),
    );
    const csp = contentSecurityPolicy('tool', SETTINGS, {forMeta: true});
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://api.nn.ci',
      'https://api.xhofe.top',
      'http://localhost:3002',
      'https://oauth2.googleapis.com',
      'https://photoslibrary.googleapis.com',
      'https://oauth.yandex.com',
    ]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(csp).not.toMatch(/wwads|51\.la|baidu|googlesyndication/);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
    expect(directive(csp, 'media-src')).toEqual([]);
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
  const file = renderHeadersFile(headerRules(SETTINGS, TOP_LEVEL));
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
    ['/assets/js/main.1234.js', 'asset'],
    ['/zh/assets/css/styles.css', 'asset'],
  ] as const)('_headers gives %s exactly the nginx headers of a %s', (path, kind) => {
    const fromFile = resolveHeadersFile(file, path);
    const fromNginx = parseNginxSnippet(nginx[NGINX_SNIPPETS[kind]] ?? '');
    expect(fromFile).toEqual(fromNginx);
    expect(fromNginx).toEqual(headersFor(kind, SETTINGS));
  });

  it('never lets two policies meet on one path (hosts join repeated headers)', () => {
    for (const path of ['/', '/tool/x', '/guide/', '/zh/tool', '/assets/a.js']) {
      expect(resolveHeadersFile(file, path)['Content-Security-Policy'] ?? '').not.toMatch(/, default-src/);
    }
  });

  it('quotes values for nginx', () => {
    expect(parseNginxSnippet('add_header X-Test "a \\"b\\" c" always;')).toEqual({'X-Test': 'a "b" c'});
    for (const text of Object.values(nginx)) expect(text).toMatch(/^add_header Content-Security-Policy|Cache-Control/m);
  });
});
