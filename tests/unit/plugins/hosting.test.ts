import {createHash} from 'crypto';
import {mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync} from 'fs';
import {tmpdir} from 'os';
import path from 'path';
import hostingPlugin, {inlineScriptHashes, insertFirstInHead} from '@site/src/plugins/hosting';
import {CAPTURE_SCRIPT} from '@site/src/lib/oauth/callbackParams';
import {SWEEP_SCRIPT} from '@site/src/lib/tools/storageSweep';
import {parseNginxSnippet, resolveHeadersFile} from '@site/src/lib/site/securityHeaders';

const sha = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (body: string): string =>
  `<!doctype html><html><head><meta charset=UTF-8><title>x</title>${body}</head><body></body></html>`;

describe('inline scripts', () => {
  it('hashes executable inline scripts only', () => {
    const html = page(
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"@type":"x"}</script><script type="module">b()</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('goes first in the head, right after the charset', () => {
    expect(insertFirstInHead(page(''), '<script>x</script>')).toContain(
      '<meta charset=UTF-8><script>x</script><title>',
    );
    expect(insertFirstInHead('<html><head><title>t</title></head></html>', '<x>')).toBe(
      '<html><head><x><title>t</title></head></html>',
    );
  });
});

describe('hosting plugin', () => {
  const settings = {apiServers: ['https://api.nn.ci'], giscus: false, thirdParty: [] as never[]};

  it('puts the storage sweep into the head of every page, as an inline script', () => {
    const plugin = hostingPlugin(settings)();
    const tags = plugin.injectHtmlTags?.({content: undefined});
    expect(tags).toEqual({headTags: [{tagName: 'script', innerHTML: SWEEP_SCRIPT}]});
  });

  function build(): string {
    const root = mkdtempSync(path.join(tmpdir(), 'hosting-'));
    const write = (file: string, html: string): void => {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), html);
    };
    write('index.html', page('<script>theme()</script>'));
    write('404.html', page('<script>theme()</script>'));
    write('tool/onedrive/request.html', page('<script>theme()</script>'));
    write('tool/onedrive/callback.html', page('<script>theme()</script>'));
    write('zh/404.html', page('<script>theme()</script>'));
    write('zh/tool/onedrive/callback.html', page('<script>theme()</script>'));
    return root;
  }

  async function run(
    root: string,
    locale: 'en' | 'zh-CN',
    origins?: {siteUrl: string; toolsUrl?: string},
  ): Promise<void> {
    const i18n = {
      defaultLocale: 'en',
      currentLocale: locale,
      localeConfigs: {en: {baseUrl: '/'}, 'zh-CN': {baseUrl: '/zh/'}},
    };
    const baseUrl = locale === 'en' ? '/' : '/zh/';
    const outDir = locale === 'en' ? root : path.join(root, 'zh');
    await hostingPlugin(settings, origins)().postBuild?.({outDir, i18n, baseUrl} as never);
  }

  it('scrubs callbacks first thing, sends Chinese misses to the Chinese 404, and writes both header files', async () => {
    const root = build();
    await run(root, 'en');
    await run(root, 'zh-CN');
    const callback = readFileSync(path.join(root, 'tool/onedrive/callback.html'), 'utf8');
    expect(callback).toMatch(
      new RegExp(
        `^<!doctype html><html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="[^"]+"><script>`,
      ),
    );
    expect(callback).toContain(`<script>${CAPTURE_SCRIPT}</script>`);
    expect(readFileSync(path.join(root, 'zh/tool/onedrive/callback.html'), 'utf8')).toContain(CAPTURE_SCRIPT);
    expect(readFileSync(path.join(root, 'tool/onedrive/request.html'), 'utf8')).not.toContain(CAPTURE_SCRIPT);
    expect(readFileSync(path.join(root, 'index.html'), 'utf8')).not.toContain('Content-Security-Policy');
    expect(readFileSync(path.join(root, '404.html'), 'utf8')).toContain('/404.html');
    expect(readFileSync(path.join(root, 'zh/404.html'), 'utf8')).toContain('replaceState');

    // Every inline script of the site is allowed by hash, in both outputs.
    const headers = readFileSync(path.join(root, '_headers'), 'utf8');
    const tool = resolveHeadersFile(headers, '/tool/onedrive/callback');
    const nginxTool = parseNginxSnippet(readFileSync(path.join(root, '_nginx/alist-docs-headers-tool.conf'), 'utf8'));
    expect(tool).toEqual(nginxTool);
    for (const file of ['index.html', '404.html', 'zh/404.html', 'tool/onedrive/callback.html']) {
      for (const hash of inlineScriptHashes(readFileSync(path.join(root, file), 'utf8'))) {
        expect(tool['Content-Security-Policy']).toContain(hash);
      }
    }
    expect(existsSync(path.join(root, '_nginx/alist-docs-headers-page.conf'))).toBe(true);
    // The meta tag allows every inline script of its page (the locales are built one after the other,
    // so it knows those built so far), and nothing the header does not.
    const meta = /content="([^"]+)"/.exec(callback)?.[1] ?? '';
    for (const hash of inlineScriptHashes(callback)) expect(meta).toContain(hash);
    expect(meta).not.toContain('frame-ancestors');
    for (const source of meta.split(/[ ;]+/)) expect(tool['Content-Security-Policy']).toContain(source);
  });

  it("under TOOLS_URL points the links across and writes both origins' redirects; without it, neither", async () => {
    const origins = {siteUrl: 'https://docs.example', toolsUrl: 'https://tools.example'};
    const root = build();
    writeFileSync(path.join(root, 'index.html'), page('<a href=/tool/onedrive/request>x</a><a href=/faq>f</a>'));
    writeFileSync(
      path.join(root, 'tool/onedrive/request.html'),
      page('<a href=/tool/onedrive/callback>c</a><a href=/faq>f</a>'),
    );
    await run(root, 'en', origins);
    expect(readFileSync(path.join(root, 'index.html'), 'utf8')).toContain(
      '<a href=https://tools.example/tool/onedrive/request>x</a><a href=/faq>f</a>',
    );
    expect(readFileSync(path.join(root, 'tool/onedrive/request.html'), 'utf8')).toContain(
      '<a href=https://tools.example/tool/onedrive/callback>c</a><a href=https://docs.example/faq>f</a>',
    );
    expect(readFileSync(path.join(root, '_redirects'), 'utf8')).toContain(
      '/tool/* https://tools.example/tool/:splat 301',
    );
    expect(readFileSync(path.join(root, '_redirects.tools'), 'utf8')).toContain('/* https://docs.example/:splat 301');

    const oneOrigin = build();
    writeFileSync(path.join(oneOrigin, 'index.html'), page('<a href=/tool/onedrive/request>x</a>'));
    await run(oneOrigin, 'en', {siteUrl: 'https://docs.example'});
    expect(readFileSync(path.join(oneOrigin, 'index.html'), 'utf8')).toContain('<a href=/tool/onedrive/request>');
    expect(existsSync(path.join(oneOrigin, '_redirects'))).toBe(false);
  });

  it('can run twice on the same build', async () => {
    const root = build();
    await run(root, 'en');
    await run(root, 'en');
    const callback = readFileSync(path.join(root, 'tool/onedrive/callback.html'), 'utf8');
    expect(callback.split(CAPTURE_SCRIPT)).toHaveLength(2);
    expect(callback.split('http-equiv="Content-Security-Policy"')).toHaveLength(2);
  });
});
