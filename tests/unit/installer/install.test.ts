/**
 * @jest-environment node
 */
// `install` of the one-line installer against a fake release (see harness.ts).
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {FakeReleaseServer, Machine, generateScripts, workFolder, type Channel} from './harness';

// Each test runs the script once or twice; a busy CI machine needs the margin.
jest.setTimeout(30_000);

let work: ReturnType<typeof workFolder>;
let scripts: Record<Channel, string>;
let release: FakeReleaseServer;
const machines: Machine[] = [];

function machine(init?: ConstructorParameters<typeof Machine>[1]): Machine {
  const m = new Machine(work.dir, init);
  machines.push(m);
  return m;
}

beforeAll(async () => {
  work = workFolder();
  scripts = generateScripts(work.dir);
  release = new FakeReleaseServer(work.dir)
    .add('good', {version: 'v3.45.0'})
    .add('crash', {version: 'v3.45.0', mode: 'crash'})
    .add('foreign', {version: 'v3.45.0', mode: 'no-version'})
    .add('tampered', {version: 'v3.45.0', badChecksums: true})
    .add('nosums', {version: 'v3.45.0', checksums: false});
  await release.start();
});

afterEach(() => {
  for (const m of machines.splice(0)) m.stopAll();
});

afterAll(async () => {
  await release.stop();
  work.cleanup();
});

const good = (): Record<string, string> => ({ALIST_DOWNLOAD_BASE: release.base('good')});

describe('install', () => {
  it('installs into /opt/alist by default, registers a systemd service and starts it', async () => {
    const m = machine('systemd');
    const result = await m.run(scripts.stable, ['install'], {env: good()});
    expect(result.code).toBe(0);
    const program = m.at('opt/alist/alist');
    expect(statSync(program).mode & 0o777).toBe(0o755);
    expect(readFileSync(program, 'utf8')).toContain('VERSION=v3.45.0');
    const unit = readFileSync(m.at('etc/systemd/system/alist.service'), 'utf8');
    expect(unit).toContain(`WorkingDirectory=${m.at('opt/alist')}\n`);
    expect(unit).toContain(`ExecStart=${m.at('opt/alist')}/alist server\n`);
    expect(unit).toContain('WantedBy=multi-user.target');
    expect(m.calls()).toEqual([
      'systemctl daemon-reload',
      'systemctl enable alist',
      'systemctl start alist',
      'systemctl is-active --quiet alist',
    ]);
    expect(m.running()).toBe(true);
    expect(m.enabled()).toBe(true);
    expect(result.stdout).toContain(`AList v3.45.0 is installed in ${m.at('opt/alist')}.`);
    expect(result.stdout).toContain(
      'Checksum OK (MD5 from md5-linux-musl.txt): the download is complete and undamaged.',
    );
    // The password the stand-in logs at its first start is read back from data/log/log.log.
    expect(result.stdout).toContain('initial password: Fake-Pass-1');
    expect(m.tmpLeftovers()).toEqual([]);
  });

  it('appends an alist folder to a custom PATH that does not end in alist', async () => {
    const m = machine('systemd');
    const result = await m.run(scripts.stable, ['install', '/srv/apps'], {env: good()});
    expect(result.code).toBe(0);
    expect(existsSync(m.at('srv/apps/alist/alist'))).toBe(true);
    expect(readFileSync(m.at('etc/systemd/system/alist.service'), 'utf8')).toContain(
      `WorkingDirectory=${m.at('srv/apps/alist')}\n`,
    );
    expect(existsSync(m.at('opt/alist'))).toBe(false);
  });

  it('keeps a custom PATH that ends in alist, with or without a trailing slash', async () => {
    const m = machine('none');
    const result = await m.run(scripts.stable, ['install', '/home/me/alist/'], {env: good()});
    expect(result.code).toBe(0);
    expect(existsSync(m.at('home/me/alist/alist'))).toBe(true);
    expect(existsSync(m.at('home/me/alist/alist/alist'))).toBe(false);
  });

  it('writes an OpenRC service when OpenRC runs the system', async () => {
    const m = machine('openrc');
    const result = await m.run(scripts.stable, ['install'], {env: good()});
    expect(result.code).toBe(0);
    const service = m.at('etc/init.d/alist');
    expect(statSync(service).mode & 0o777).toBe(0o755);
    const text = readFileSync(service, 'utf8');
    expect(text.startsWith('#!/sbin/openrc-run\n')).toBe(true);
    expect(text).toContain(`directory="${m.at('opt/alist')}"`);
    expect(text).toContain(`command="${m.at('opt/alist')}/alist"`);
    expect(text).toContain('command_args="server"');
    expect(m.calls()).toEqual(['rc-update add alist default', 'rc-service alist start', 'rc-service alist status']);
    expect(m.running()).toBe(true);
    expect(existsSync(m.at('etc/systemd'))).toBe(false);
  });

  it('without systemd or OpenRC, installs the program and prints the commands to start it', async () => {
    const m = machine('none');
    const result = await m.run(scripts.stable, ['install'], {env: good()});
    expect(result.code).toBe(0);
    expect(existsSync(m.at('opt/alist/alist'))).toBe(true);
    expect(m.calls()).toEqual([]);
    expect(existsSync(m.at('etc'))).toBe(false);
    expect(result.stdout).toContain('Neither systemd nor OpenRC runs on this system');
    expect(result.stdout).toContain(`cd ${m.at('opt/alist')} && ./alist server`);
  });

  it('refuses to install over an existing installation and changes nothing', async () => {
    const m = machine('systemd');
    expect((await m.run(scripts.stable, ['install'], {env: good()})).code).toBe(0);
    m.stopAll();
    m.clearCalls();
    const before = m.snapshot();
    const result = await m.run(scripts.stable, ['install'], {env: good()});
    expect(result.code).toBe(5);
    expect(result.stderr).toContain(`AList is already installed in ${m.at('opt/alist')}.`);
    expect(result.stderr).toContain('bash v3.sh update');
    expect(m.snapshot()).toEqual(before);
    expect(m.calls()).toEqual([]);
  });

  it('refuses a folder that already has files, and with --force installs into it keeping them', async () => {
    const m = machine('systemd');
    mkdirSync(m.at('opt/alist/data'), {recursive: true});
    writeFileSync(m.at('opt/alist/data/data.db'), 'my storages');
    writeFileSync(m.at('opt/alist/notes.txt'), 'mine');
    const before = m.snapshot();

    const refused = await m.run(scripts.stable, ['install'], {env: good()});
    expect(refused.code).toBe(5);
    expect(refused.stderr).toContain('already exists and is not empty');
    expect(refused.stderr).toContain('--force');
    expect(m.snapshot()).toEqual(before);

    const forced = await m.run(scripts.stable, ['install', '--force'], {env: good()});
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('--force: installing into');
    expect(readFileSync(m.at('opt/alist/data/data.db'), 'utf8')).toBe('my storages');
    expect(readFileSync(m.at('opt/alist/notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(m.at('opt/alist/alist'))).toBe(true);
  });

  it('refuses when port 5244 is taken, never stopping the program that holds it', async () => {
    const m = machine('systemd');
    m.takePort();
    const before = m.snapshot();
    const result = await m.run(scripts.stable, ['install'], {env: good()});
    expect(result.code).toBe(5);
    expect(result.stderr).toContain('port 5244, which AList listens on, is already in use');
    expect(result.stderr).toContain('does not stop other programs');
    expect(m.snapshot()).toEqual(before);
    expect(m.calls()).toEqual([]);
  });

  it('with --force installs although port 5244 is taken, but does not start the service', async () => {
    const m = machine('systemd');
    m.takePort();
    const result = await m.run(scripts.stable, ['install', '--force'], {env: good()});
    expect(result.code).toBe(0);
    expect(existsSync(m.at('opt/alist/alist'))).toBe(true);
    expect(m.calls()).toEqual(['systemctl daemon-reload', 'systemctl enable alist']);
    expect(m.running()).toBe(false);
    expect(result.stdout).toContain('systemctl start alist');
  });

  it('refuses when the alist service already runs an installation elsewhere', async () => {
    const m = machine('systemd');
    expect((await m.run(scripts.stable, ['install'], {env: good()})).code).toBe(0);
    m.stopAll();
    const before = m.snapshot();
    const result = await m.run(scripts.stable, ['install', '/srv'], {env: good()});
    expect(result.code).toBe(5);
    expect(result.stderr).toContain(`already exists and runs AList from ${m.at('opt/alist')}`);
    expect(m.snapshot()).toEqual(before);
  });

  it('stops on an unsupported CPU with the list of supported ones, before downloading', async () => {
    const m = machine('systemd');
    const before = m.snapshot();
    const asked = release.requests.length;
    const result = await m.run(scripts.stable, ['install'], {env: {...good(), ALIST_ARCH: 'loongarch64'}});
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('AList publishes no Linux build for this CPU (loongarch64).');
    expect(result.stderr).toContain('Supported: x86_64, aarch64');
    expect(release.requests.length).toBe(asked);
    expect(m.snapshot()).toEqual(before);
  });

  it.each([
    ['i686', 'alist-linux-386.tar.gz', 'md5.txt'],
    ['aarch64', 'alist-linux-musl-arm64.tar.gz', 'md5-linux-musl.txt'],
    ['armv7l', 'alist-linux-musleabihf-armv7l.tar.gz', 'md5-linux-musl-arm.txt'],
    ['armv5tel', 'alist-linux-musleabi-armv5l.tar.gz', 'md5-linux-musl-arm.txt'],
    ['riscv64', 'alist-linux-riscv64.tar.gz', 'md5.txt'],
  ])('on %s downloads %s and checks it against %s', async (arch, asset, list) => {
    const m = machine('none');
    const asked = release.requests.length;
    const result = await m.run(scripts.stable, ['install'], {env: {...good(), ALIST_ARCH: arch}});
    expect(result.code).toBe(0);
    expect(release.requests.slice(asked)).toEqual([`/good/${asset}`, `/good/${list}`]);
  });

  it('installs the archive named by ALIST_ASSET instead of the detected one', async () => {
    const m = machine('none');
    const asked = release.requests.length;
    const result = await m.run(scripts.stable, ['install'], {
      env: {...good(), ALIST_ASSET: 'alist-linux-amd64.tar.gz'},
    });
    expect(result.code).toBe(0);
    expect(release.requests.slice(asked)).toEqual(['/good/alist-linux-amd64.tar.gz', '/good/md5.txt']);
  });

  it('leaves the system as it was when the download fails', async () => {
    const m = machine('systemd');
    const before = m.snapshot();
    const result = await m.run(scripts.stable, ['install'], {env: {ALIST_DOWNLOAD_BASE: release.base('gone')}});
    expect(result.code).toBe(6);
    expect(result.stderr).toContain(`could not download ${release.base('gone')}/alist-linux-musl-amd64.tar.gz`);
    expect(result.stderr).toContain('Nothing was changed.');
    expect(m.snapshot()).toEqual(before);
    expect(m.calls()).toEqual([]);
    expect(m.tmpLeftovers()).toEqual([]);
  });

  it('leaves the system as it was when the archive does not match its checksum', async () => {
    const m = machine('systemd');
    const before = m.snapshot();
    const result = await m.run(scripts.stable, ['install'], {env: {ALIST_DOWNLOAD_BASE: release.base('tampered')}});
    expect(result.code).toBe(7);
    expect(result.stderr).toMatch(
      /alist-linux-musl-amd64\.tar\.gz does not match its checksum: MD5 [0-9a-f]{32}, md5-linux-musl\.txt says [0-9a-f]{32}\./,
    );
    expect(result.stderr).toContain('Nothing was changed.');
    expect(m.snapshot()).toEqual(before);
    expect(m.tmpLeftovers()).toEqual([]);
  });

  it('stops when the checksum list is missing, unless ALIST_SKIP_CHECKSUM=1', async () => {
    const m = machine('none');
    const before = m.snapshot();
    const refused = await m.run(scripts.stable, ['install'], {env: {ALIST_DOWNLOAD_BASE: release.base('nosums')}});
    expect(refused.code).toBe(6);
    expect(refused.stderr).toContain('could not download the checksum list');
    expect(m.snapshot()).toEqual(before);

    const skipped = await m.run(scripts.stable, ['install'], {
      env: {ALIST_DOWNLOAD_BASE: release.base('nosums'), ALIST_SKIP_CHECKSUM: '1'},
    });
    expect(skipped.code).toBe(0);
    expect(skipped.stderr).toContain('ALIST_SKIP_CHECKSUM=1: the archive is not checked.');
  });

  it('leaves the system as it was when the downloaded program does not run here', async () => {
    const m = machine('systemd');
    const before = m.snapshot();
    const result = await m.run(scripts.stable, ['install'], {env: {ALIST_DOWNLOAD_BASE: release.base('foreign')}});
    expect(result.code).toBe(8);
    expect(result.stderr).toContain('the downloaded program does not run on this system (alist-linux-musl-amd64)');
    expect(result.stderr).toContain('Exec format error');
    expect(m.snapshot()).toEqual(before);
  });

  it('says where to look when the service does not keep running', async () => {
    const m = machine('systemd');
    const result = await m.run(scripts.stable, ['install'], {
      env: {ALIST_DOWNLOAD_BASE: release.base('crash'), ALIST_START_WAIT: '2'},
    });
    expect(result.code).toBe(8);
    expect(result.stderr).toContain('AList is installed but its service did not keep running');
    expect(result.stderr).toContain('journalctl -u alist');
    expect(m.running()).toBe(false);
  });

  it('downloads with wget when asked to', async () => {
    const m = machine('none');
    const result = await m.run(scripts.stable, ['install'], {env: {...good(), ALIST_DOWNLOADER: 'wget'}});
    expect(result.code).toBe(0);
    expect(existsSync(m.at('opt/alist/alist'))).toBe(true);
  });

  it('speaks Chinese when LANG starts with zh', async () => {
    const m = machine('systemd');
    m.takePort();
    const result = await m.run(scripts.stable, ['install'], {env: {...good(), LANG: 'zh_CN.UTF-8'}});
    expect(result.code).toBe(5);
    expect(result.stderr).toContain('错误：AList 使用的端口 5244 已被占用。');
    expect(result.stderr).toContain('系统未做任何改动。');
  });
});
