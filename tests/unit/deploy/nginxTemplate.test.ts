/**
 * @jest-environment node
 */
// The production virtual host, filled in as deploy/README.md says, with a
// throw-away certificate and the header snippets of a build, passes `nginx -t`.
import {execFileSync, spawnSync} from 'child_process';
import {copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'fs';
import {tmpdir} from 'os';
import path from 'path';
import {renderNginxSnippets} from '@site/src/lib/site/securityHeaders';

const repo = path.join(__dirname, '../../..');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);
const openssl = spawnSync('openssl', ['version']).status === 0;

(nginx && openssl ? describe : describe.skip)('deploy/nginx/alist-docs.conf.template', () => {
  it('is a valid nginx configuration once its four values are filled in', () => {
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
    const values: Record<string, string> = {
      DOCS_HOST: 'docs.test',
      DOCS_ROOT: path.join(dir, 'build'),
      TLS_CERTIFICATE: path.join(dir, 'cert.pem'),
      TLS_CERTIFICATE_KEY: path.join(dir, 'key.pem'),
    };
    const template = readFileSync(path.join(repo, 'deploy/nginx/alist-docs.conf.template'), 'utf8');
    const site = template
      .replace(/\$\{(\w+)\}/g, (_m, name: string) => values[name] ?? `\${${name}}`)
      .replaceAll('/var/log/nginx/', `${dir}/logs/`);
    expect(site).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(site).toContain('return 301 https://$host$request_uri;');
    writeFileSync(path.join(dir, 'alist-docs.conf'), site);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${dir}/alist-docs.conf;\n}\n`,
    );
    const result = spawnSync(nginx!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {encoding: 'utf8'});
    expect(result.stderr).toContain('syntax is ok');
    expect(result.status).toBe(0);
  });
});
