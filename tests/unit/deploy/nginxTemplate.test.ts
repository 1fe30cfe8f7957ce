/**
 * @jest-environment node
 */
// The production virtual hosts, filled in as deploy/README.md says, with a
// throw-away certificate and the header snippets of a build, pass `nginx -t`:
// the docs host alone (one origin), and the docs and tools hosts together.
import {execFileSync, spawnSync} from 'child_process';
import {copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'fs';
import {tmpdir} from 'os';
import path from 'path';
import {renderNginxSnippets} from '@site/src/lib/site/securityHeaders';

const repo = path.join(__dirname, '../../..');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);
const openssl = spawnSync('openssl', ['version']).status === 0;

(nginx && openssl ? describe : describe.skip)(
  'deploy/nginx/alist-docs.conf.template and alist-tools.conf.template',
  () => {
    it('is a valid nginx configuration once its values are filled in, with one origin or two', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'alist-nginx-'));
      mkdirSync(path.join(dir, 'snippets'));
      mkdirSync(path.join(dir, 'build'));
      mkdirSync(path.join(dir, 'logs'));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=docs.test',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
        ],
        {stdio: 'ignore'},
      );
      copyFileSync(
        path.join(repo, 'deploy/nginx/site-locations.conf'),
        path.join(dir, 'snippets/alist-docs-locations.conf'),
      );
      copyFileSync(
        path.join(repo, 'deploy/nginx/alist-docs-logging.conf'),
        path.join(dir, 'snippets/alist-docs-logging.conf'),
      );
      const snippets = renderNginxSnippets({
        apiServers: ['https://api.nn.ci'],
        giscus: false,
        thirdParty: [],
        inlineScriptHashes: [],
      });
      for (const [name, text] of Object.entries(snippets)) writeFileSync(path.join(dir, 'snippets', name), text);
      const fill = (file: string, values: Record<string, string>): string => {
        const text = readFileSync(path.join(repo, 'deploy/nginx', file), 'utf8')
          .replace(/\$\{(\w+)\}/g, (_m, name: string) => values[name] ?? `\${${name}}`)
          .replaceAll('/var/log/nginx/', `${dir}/logs/`);
        expect(text).not.toMatch(/\$\{[A-Z_]+\}/);
        expect(text).toContain('return 301 https://$host$request_uri;');
        return text;
      };
      const docs = {
        DOCS_HOST: 'docs.test',
        DOCS_ROOT: path.join(dir, 'build'),
        TLS_CERTIFICATE: path.join(dir, 'cert.pem'),
        TLS_CERTIFICATE_KEY: path.join(dir, 'key.pem'),
      };
      const check = (sites: readonly string[]): void => {
        sites.forEach((site, i) => writeFileSync(path.join(dir, `site-${i}.conf`), site));
        const includes = sites.map((_site, i) => `  include ${dir}/site-${i}.conf;\n`).join('');
        writeFileSync(
          path.join(dir, 'nginx.conf'),
          `pid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n${includes}}\n`,
        );
        const result = spawnSync(nginx!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {encoding: 'utf8'});
        expect(result.stderr).toContain('syntax is ok');
        expect(result.status).toBe(0);
      };
      // One origin: TOOLS_URL empty.
      const oneOrigin = fill('alist-docs.conf.template', {...docs, TOOLS_URL: ''});
      expect(oneOrigin).toContain('set $alist_tools_origin "";');
      check([oneOrigin]);
      // Two origins: the docs host sends /tool… to the tools host, which is the second template.
      const docsHost = fill('alist-docs.conf.template', {...docs, TOOLS_URL: 'https://tools.test'});
      expect(docsHost).toContain('set $alist_tools_origin "https://tools.test";');
      const toolsHost = fill('alist-tools.conf.template', {
        ...docs,
        TOOLS_HOST: 'tools.test',
        TOOLS_TLS_CERTIFICATE: docs.TLS_CERTIFICATE,
        TOOLS_TLS_CERTIFICATE_KEY: docs.TLS_CERTIFICATE_KEY,
      });
      expect(toolsHost).toContain('set $alist_docs_origin "https://docs.test";');
      check([docsHost, toolsHost]);
    });
  },
);
