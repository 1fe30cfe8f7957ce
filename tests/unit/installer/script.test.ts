/**
 * @jest-environment node
 */
// The one-line installer as a file: how v3.sh and beta.sh are generated,
// shellcheck, the download address of each channel, the command line, and
// the documentation pages that describe it.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {INSTALLER_FILES, INSTALLER_SOURCE, installerScripts} from '@site/src/lib/content/installer';
import {FakeReleaseServer, Machine, generateScripts, workFolder, type Channel} from './harness';

jest.setTimeout(30_000);

const SITE_DIR = path.resolve(__dirname, '../../..');
const source = readFileSync(path.join(SITE_DIR, INSTALLER_SOURCE), 'utf8');

let work: ReturnType<typeof workFolder>;
let scripts: Record<Channel, string>;
let mirror: FakeReleaseServer;

beforeAll(async () => {
  work = workFolder();
  scripts = generateScripts(work.dir);
  mirror = new FakeReleaseServer(work.dir);
  await mirror.start();
});

afterAll(async () => {
  await mirror.stop();
  work.cleanup();
});

describe('generation', () => {
  it('writes v3.sh (stable) and beta.sh (beta), which differ only in the CHANNEL line', () => {
    const [stable, beta] = installerScripts(source);
    expect(stable?.file).toBe('v3.sh');
    expect(beta?.file).toBe('beta.sh');
    expect(stable?.content).toBe(source);
    const a = stable?.content.split('\n') ?? [];
    const b = beta?.content.split('\n') ?? [];
    expect(b.length).toBe(a.length);
    const differing = a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]]]));
    expect(differing).toEqual([['CHANNEL=stable', 'CHANNEL=beta']]);
  });

  it('fails the build when the CHANNEL line is missing or repeated', () => {
    expect(() => installerScripts(source.replace('CHANNEL=stable\n', ''))).toThrow(
      /exactly one line "CHANNEL=stable" \(found 0\)/,
    );
    expect(() => installerScripts(`${source}\nCHANNEL=stable\n`)).toThrow(/found 2/);
  });
});

describe('shellcheck', () => {
  const files = [
    ...INSTALLER_FILES.map(({file}) => file),
    'tests/unit/installer/stubs/service-manager.sh',
    'tests/unit/installer/stubs/fake-alist.sh',
  ];
  it.each(files)('%s has no finding', (file) => {
    const target = file.endsWith('.sh') && !file.includes('/') ? path.join(work.dir, file) : path.join(SITE_DIR, file);
    let output = '';
    try {
      output = execFileSync('shellcheck', ['--format=gcc', target], {encoding: 'utf8'});
    } catch (error) {
      const e = error as {code?: string; stdout?: string};
      if (e.code === 'ENOENT')
        throw new Error('shellcheck is not installed: run `npm run setup:test` (Debian package shellcheck)');
      output = e.stdout ?? String(error);
    }
    expect(output).toBe('');
  });

  it('disables no shellcheck rule', () => {
    expect(source).not.toMatch(/shellcheck\s+disable/);
  });
});

describe('download address', () => {
  it.each([
    ['stable', 'https://github.com/alist-org/alist/releases/latest/download/alist-linux-musl-amd64.tar.gz'],
    ['beta', 'https://github.com/alist-org/alist/releases/download/beta/alist-linux-musl-amd64.tar.gz'],
  ] as const)('the %s script downloads %s, through ALIST_MIRROR when set', async (channel, url) => {
    const m = new Machine(work.dir, 'none');
    const asked = mirror.requests.length;
    const result = await m.run(scripts[channel], ['install'], {env: {ALIST_MIRROR: `${mirror.url}/mirror/`}});
    // The mirror answers 404, so the script stops before changing anything.
    expect(result.code).toBe(6);
    expect(mirror.requests.slice(asked)).toEqual([`/mirror/${url}`]);
    expect(result.stdout).toContain(`(${channel})`);
  });

  it.each([
    ['stable', 'v3.45.0', 'v3.45.0'],
    ['beta', '3.44.0', 'v3.44.0'],
  ] as const)(
    'the %s script with ALIST_VERSION=%s downloads the files of release %s',
    async (channel, version, tag) => {
      const m = new Machine(work.dir, 'none');
      const asked = mirror.requests.length;
      const result = await m.run(scripts[channel], ['install'], {
        env: {ALIST_MIRROR: `${mirror.url}/mirror/`, ALIST_VERSION: version},
      });
      expect(result.code).toBe(6);
      expect(mirror.requests.slice(asked)).toEqual([
        `/mirror/https://github.com/alist-org/alist/releases/download/${tag}/alist-linux-musl-amd64.tar.gz`,
      ]);
      expect(result.stdout).toContain(`(${tag})`);
      expect(result.stderr).toContain(`Check that ${tag} is a release of AList v3`);
    },
  );

  it('reads ALIST_VERSION=latest as the newest release of the channel', async () => {
    const m = new Machine(work.dir, 'none');
    const asked = mirror.requests.length;
    await m.run(scripts.stable, ['install'], {env: {ALIST_MIRROR: `${mirror.url}/mirror/`, ALIST_VERSION: 'latest'}});
    expect(mirror.requests.slice(asked)).toEqual([
      '/mirror/https://github.com/alist-org/alist/releases/latest/download/alist-linux-musl-amd64.tar.gz',
    ]);
  });

  it.each(['v2.6.4', 'v3.45', 'v3.45.0/../../x', 'v3.45.0;reboot', 'beta', 'v3..1'])(
    'refuses ALIST_VERSION=%s before downloading anything',
    async (version) => {
      const m = new Machine(work.dir, 'systemd');
      const before = m.snapshot();
      const asked = mirror.requests.length;
      const result = await m.run(scripts.stable, ['install'], {
        env: {ALIST_MIRROR: `${mirror.url}/mirror/`, ALIST_VERSION: version},
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('ALIST_VERSION must be latest or a v3 release tag such as v3.45.0');
      expect(mirror.requests.length).toBe(asked);
      expect(m.snapshot()).toEqual(before);
    },
  );

  it('points readers in mainland China to ALIST_MIRROR when the download from GitHub fails', async () => {
    const m = new Machine(work.dir, 'none');
    // A proxy that refuses connections: the download from GitHub fails at once, without network.
    const offline = {https_proxy: 'http://127.0.0.1:9', HTTPS_PROXY: 'http://127.0.0.1:9'};
    const en = await m.run(scripts.stable, ['install'], {env: offline});
    expect(en.code).toBe(6);
    expect(en.stderr).toContain('If this server is in mainland China');
    expect(en.stderr).toContain('ALIST_MIRROR=https://<mirror>/');
    expect(en.stderr).toContain('https://alist.nn.ci/guide/install/script#mirror');
    const zh = await m.run(scripts.stable, ['install'], {env: {...offline, LANG: 'zh_CN.UTF-8'}});
    expect(zh.code).toBe(6);
    expect(zh.stderr).toContain('服务器在中国大陆时，访问 GitHub 常常很慢或失败，请通过镜像下载');
    const viaMirror = await m.run(scripts.stable, ['install'], {env: {ALIST_MIRROR: `${mirror.url}/mirror/`}});
    expect(viaMirror.stderr).toContain('The mirror or download folder did not deliver the file');
    expect(viaMirror.stderr).not.toContain('mainland China');
  });

  it('has no limit on the total download time, only on a stalled transfer', () => {
    const curls = source.split('\n').filter((line) => /^\s*curl -/.test(line));
    expect(curls.length).toBeGreaterThan(0);
    for (const line of curls) {
      expect(line).not.toContain('--max-time');
      expect(line).toContain('"${LOW_SPEED[@]}"');
    }
    expect(source).toMatch(/^readonly LOW_SPEED=\(--speed-limit \d+ --speed-time \d+\)$/m);
  });

  it('refuses a mirror that is not an http(s) address', async () => {
    const m = new Machine(work.dir, 'none');
    const result = await m.run(scripts.stable, ['install'], {env: {ALIST_MIRROR: 'ftp://mirror.example/'}});
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('ALIST_MIRROR must start with http:// or https://');
  });
});

describe('command line', () => {
  it('prints the help in English, naming the script of its channel', async () => {
    const m = new Machine(work.dir, 'none');
    const result = await m.run(scripts.beta, ['help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('AList v3 installer (beta channel)');
    expect(result.stdout).toContain('Usage: bash beta.sh COMMAND [PATH] [OPTIONS]');
    for (const word of [
      'install [PATH]',
      'update [PATH]',
      'uninstall [PATH]',
      'status [PATH]',
      '--force',
      '--purge',
      '--keep-data',
    ]) {
      expect(result.stdout).toContain(word);
    }
  });

  it('prints the help in Chinese when LANG starts with zh', async () => {
    const m = new Machine(work.dir, 'none');
    const result = await m.run(scripts.stable, ['--help'], {env: {LANG: 'zh_CN.UTF-8'}});
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('用法：bash v3.sh 命令 [路径] [选项]');
  });

  it.each([
    [[], 'no command given.'],
    [['reinstall'], 'unknown command: reinstall'],
    [['install', 'opt/alist'], 'PATH must be absolute (start with /): opt/alist'],
    [['install', '/opt', '/srv'], 'only one PATH can be given, got: /opt and /srv'],
    [['install', '/opt/my alist'], 'PATH may contain only letters, digits and . _ - /'],
    [['install', '/opt/$(reboot)'], 'PATH may contain only letters, digits and . _ - /'],
    [['install', '/opt/../etc'], 'PATH must not contain empty, . or .. parts'],
    [['install', '--purge'], '--purge and --keep-data apply to uninstall only.'],
    [['uninstall', '--force'], '--force applies to install and update only.'],
    [['install', '--yes'], 'unknown option: --yes'],
  ])('exits with 2 on %j', async (args, message) => {
    const m = new Machine(work.dir, 'systemd');
    const before = m.snapshot();
    const result = await m.run(scripts.stable, args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(m.snapshot()).toEqual(before);
  });
});

describe('documentation', () => {
  const pages = {
    en: readFileSync(path.join(SITE_DIR, 'docs/guide/install/script.mdx'), 'utf8'),
    zh: readFileSync(
      path.join(SITE_DIR, 'i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/install/script.mdx'),
      'utf8',
    ),
  };
  const variables = [...new Set(source.match(/\bALIST_[A-Z_]+\b/g) ?? [])].sort();
  const exitCodes = [...source.matchAll(/^readonly E_FAIL=.*$/gm)].flatMap((m) =>
    [...m[0].matchAll(/=(\d+)/g)].map((d) => d[1]),
  );

  it('reads the environment variables and exit codes from the script', () => {
    expect(variables).toEqual(
      expect.arrayContaining(['ALIST_MIRROR', 'ALIST_DOWNLOAD_BASE', 'ALIST_ROOT', 'ALIST_SYSTEMCTL']),
    );
    expect(exitCodes).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it.each(Object.entries(pages))('the %s page names every environment variable of the script', (_locale, page) => {
    const missing = variables.filter((name) => !page.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(pages))('the %s page shows the systemd unit the script writes', (_locale, page) => {
    const heredoc = /^\s+systemd\)\n\s+cat >"\$file" <<EOF\n([\s\S]*?)\nEOF$/m.exec(source)?.[1];
    expect(heredoc).toBeDefined();
    const written = (heredoc ?? '')
      .replaceAll('$DIR', '/opt/alist')
      .replaceAll('$DOCS_URL', 'https://alist.nn.ci/guide/install/script');
    const shown = /```ini title="\/etc\/systemd\/system\/alist\.service"\n([\s\S]*?)\n```/.exec(page)?.[1];
    expect(shown).toBe(written);
  });

  it.each(Object.entries(pages))('the %s page explains every exit code of the script', (_locale, page) => {
    const missing = exitCodes.filter((code) => !new RegExp(`^\\| \`${code}\` \\|`, 'm').test(page));
    expect(missing).toEqual([]);
  });
});
