import {createMatcher} from '@docusaurus/utils';
import {
  readToolsUrl,
  redirectsFiles,
  rewriteToolLinks,
  sitemapIgnorePatterns,
  toolsUrlFromEnv,
} from '@site/src/lib/site/toolsOrigin';

const SITE = 'https://alist.nn.ci';
const TOOLS = 'https://tools.alist.nn.ci';

describe('TOOLS_URL', () => {
  it('is unset by default, and a bare origin when set', () => {
    expect(toolsUrlFromEnv({}, SITE)).toBeUndefined();
    expect(toolsUrlFromEnv({TOOLS_URL: ' '}, SITE)).toBeUndefined();
    expect(toolsUrlFromEnv({TOOLS_URL: 'https://tools.alist.nn.ci/'}, SITE)).toBe(TOOLS);
    expect(toolsUrlFromEnv({TOOLS_URL: 'http://127.0.0.1:4412'}, SITE)).toBe('http://127.0.0.1:4412');
  });

  it('refuses what is no origin of its own, naming the variable', () => {
    for (const bad of [
      'tools',
      'http://tools.example.com',
      'https://tools.example.com/tool',
      'ftp://x.example',
      SITE,
    ]) {
      expect(() => toolsUrlFromEnv({TOOLS_URL: bad}, SITE)).toThrow(/TOOLS_URL/);
    }
  });

  it('is read back from customFields, anything else meaning one origin', () => {
    expect(readToolsUrl({toolsUrl: TOOLS})).toBe(TOOLS);
    expect(readToolsUrl({toolsUrl: null})).toBeUndefined();
    expect(readToolsUrl({toolsUrl: 'javascript:alert(1)'})).toBeUndefined();
    expect(readToolsUrl(undefined)).toBeUndefined();
  });
});

describe('links of the built pages under a tools origin', () => {
  // As the minifier writes them: unquoted where it can, quoted where it must.
  const docPage = [
    '<link rel=stylesheet href=/assets/css/styles.css>',
    `<link rel=canonical href=${SITE}/guide/install>`,
    `<meta property=og:url content=${SITE}/guide/install>`,
    '<a class=navbar__link href=/tool>Tools</a>',
    '<a href=/zh/tool/onedrive/request>中文</a>',
    '<a href="/tool/google/request?x=1#step">Google</a>',
    `<a href="${SITE}/tool/baidu/">Baidu</a>`,
    '<a href=/toolbox>not a tool</a>',
    '<a href=/guide/drivers/onedrive>OneDrive</a>',
    '<a href=https://github.com/alist-org/alist>GitHub</a>',
    '<a href=//cdn.example/tool/x>protocol-relative</a>',
    '<script src=/assets/js/main.js></script>',
    '<p>href=/tool/x in prose</p>',
  ].join('');

  it('points doc pages at the tools origin for tool pages, and at nothing else', () => {
    const out = rewriteToolLinks(docPage, {siteUrl: SITE, toolsUrl: TOOLS, onToolPage: false});
    expect(out).toContain(`<a class=navbar__link href=${TOOLS}/tool>Tools</a>`);
    expect(out).toContain(`<a href=${TOOLS}/zh/tool/onedrive/request>`);
    expect(out).toContain(`<a href="${TOOLS}/tool/google/request?x=1#step">`);
    expect(out).toContain(`<a href="${TOOLS}/tool/baidu/">`);
    // Everything else as it was.
    for (const kept of [
      '<link rel=stylesheet href=/assets/css/styles.css>',
      `<link rel=canonical href=${SITE}/guide/install>`,
      `<meta property=og:url content=${SITE}/guide/install>`,
      '<a href=/toolbox>',
      '<a href=/guide/drivers/onedrive>',
      '<a href=https://github.com/alist-org/alist>',
      '<a href=//cdn.example/tool/x>',
      '<script src=/assets/js/main.js>',
      '<p>href=/tool/x in prose</p>',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it('gives tool pages their tools-origin addresses and links back to the docs origin', () => {
    const toolPage = [
      '<link rel=stylesheet href=/assets/css/styles.css>',
      `<link rel=canonical href=${SITE}/tool/onedrive/request>`,
      `<link rel=alternate href=${SITE}/zh/tool/onedrive/request hreflang=zh-CN>`,
      `<meta property=og:url content=${SITE}/tool/onedrive/request>`,
      '<link rel=icon href=/img/logo.svg>',
      '<a href=/tool/onedrive/callback>callback</a>',
      '<a href=/guide/drivers/onedrive>driver</a>',
      "<a href='/zh/faq'>FAQ</a>",
    ].join('');
    const out = rewriteToolLinks(toolPage, {siteUrl: SITE, toolsUrl: TOOLS, onToolPage: true});
    expect(out).toBe(
      [
        '<link rel=stylesheet href=/assets/css/styles.css>',
        `<link rel=canonical href=${TOOLS}/tool/onedrive/request>`,
        `<link rel=alternate href=${TOOLS}/zh/tool/onedrive/request hreflang=zh-CN>`,
        `<meta property=og:url content=${TOOLS}/tool/onedrive/request>`,
        '<link rel=icon href=/img/logo.svg>',
        `<a href=${TOOLS}/tool/onedrive/callback>callback</a>`,
        `<a href=${SITE}/guide/drivers/onedrive>driver</a>`,
        `<a href='${SITE}/zh/faq'>FAQ</a>`,
      ].join(''),
    );
  });

  it('writes the redirects of both origins for Netlify and Cloudflare Pages', () => {
    const {docs, tools} = redirectsFiles(`${SITE}/`, TOOLS);
    const rules = (text: string): string[] => text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules(docs)).toEqual([
      `/tool ${TOOLS}/tool 301!`,
      `/tool ${TOOLS}/tool 301`,
      `/tool.html ${TOOLS}/tool.html 301!`,
      `/tool.html ${TOOLS}/tool.html 301`,
      `/tool/* ${TOOLS}/tool/:splat 301!`,
      `/tool/* ${TOOLS}/tool/:splat 301`,
      `/zh/tool ${TOOLS}/zh/tool 301!`,
      `/zh/tool ${TOOLS}/zh/tool 301`,
      `/zh/tool.html ${TOOLS}/zh/tool.html 301!`,
      `/zh/tool.html ${TOOLS}/zh/tool.html 301`,
      `/zh/tool/* ${TOOLS}/zh/tool/:splat 301!`,
      `/zh/tool/* ${TOOLS}/zh/tool/:splat 301`,
    ]);
    const toolRules = rules(tools);
    // What the tools origin serves comes first; everything else moves to the docs origin, last.
    expect(toolRules).toContain('/tool/* /tool/:splat 200!');
    expect(toolRules).toContain('/zh/assets/* /zh/assets/:splat 200');
    expect(toolRules).toContain('/img/* /img/:splat 200!');
    expect(toolRules.slice(-2)).toEqual([`/* ${SITE}/:splat 301!`, `/* ${SITE}/:splat 301`]);
  });
});

describe('sitemap', () => {
  // The sitemap plugin matches its ignorePatterns with this matcher.
  const listed = (toolsUrl: string | undefined) => {
    const ignored = createMatcher(sitemapIgnorePatterns(toolsUrl));
    return (path: string) => !ignored(path);
  };

  it('lists the tool pages but not their callbacks on one origin', () => {
    const inSitemap = listed(undefined);
    for (const path of ['/tool', '/tool/onedrive/request', '/zh/tool/115/token', '/guide/', '/zh/tools-page']) {
      expect(inSitemap(path)).toBe(true);
    }
    for (const path of ['/tool/onedrive/callback', '/zh/tool/google/callback']) expect(inSitemap(path)).toBe(false);
  });

  it('lists no tool page on the docs origin when the tools have an origin of their own', () => {
    const inSitemap = listed(TOOLS);
    for (const path of [
      '/tool',
      '/tool/onedrive/request',
      '/zh/tool',
      '/zh/tool/115/token',
      '/tool/onedrive/callback',
    ]) {
      expect(inSitemap(path)).toBe(false);
    }
    for (const path of ['/', '/zh/', '/guide/drivers/onedrive', '/zh/guide/install/docker', '/tools-page']) {
      expect(inSitemap(path)).toBe(true);
    }
  });
});
