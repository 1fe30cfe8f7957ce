/**
 * @jest-environment node
 */
// `update` of the one-line installer against a fake release (see harness.ts).
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {FakeReleaseServer, Machine, generateScripts, workFolder, type Channel, type Init} from './harness';

jest.setTimeout(30_000);

let work: ReturnType<typeof workFolder>;
let scripts: Record<Channel, string>;
let release: FakeReleaseServer;
const machines: Machine[] = [];

beforeAll(async () => {
  work = workFolder();
  scripts = generateScripts(work.dir);
  release = new FakeReleaseServer(work.dir)
    .add('v3.45.0', {version: 'v3.45.0'})
    .add('v3.45.1', {version: 'v3.45.1'})
    .add('crash', {version: 'v3.45.1', mode: 'crash'})
    .add('foreign', {version: 'v3.45.1', mode: 'no-version'})
    .add('tampered', {version: 'v3.45.1', badChecksums: true});
  await release.start();
});

afterEach(() => {
  for (const m of machines.splice(0)) m.stopAll();
});

afterAll(async () => {
  await release.stop();
  work.cleanup();
});

const DATA = {
  'data/config.json': '{"scheme": {"http_port": 5244}}\n',
  'data/data.db': 'users and storages',
  'data/log/log.log': 'old log\n',
};

/** A machine with v3.45.0 installed by the script, running, with some data. */
async function installed(init: Init = 'systemd'): Promise<Machine> {
  const m = new Machine(work.dir, init);
  machines.push(m);
  const result = await m.run(scripts.stable, ['install'], {env: {ALIST_DOWNLOAD_BASE: release.base('v3.45.0')}});
  expect(result.code).toBe(0);
  for (const [file, content] of Object.entries(DATA)) {
    mkdirSync(m.at(`opt/alist/${file}`).replace(/[^/]+$/, ''), {recursive: true});
    writeFileSync(m.at(`opt/alist/${file}`), content);
  }
  m.clearCalls();
  return m;
}

function expectDataKept(m: Machine): void {
  for (const [file, content] of Object.entries(DATA)) {
    expect(readFileSync(m.at(`opt/alist/${file}`), 'utf8')).toBe(content);
  }
}

const programVersion = (m: Machine, file = 'alist'): string =>
  /^VERSION=(.*)$/m.exec(readFileSync(m.at(`opt/alist/${file}`), 'utf8'))?.[1] ?? '';

describe('update', () => {
  it('replaces the program, keeps data/ and the previous program as alist.bak, and restarts the service', async () => {
    const m = await installed();
    const unit = readFileSync(m.at('etc/systemd/system/alist.service'), 'utf8');
    const result = await m.run(scripts.stable, ['update'], {env: {ALIST_DOWNLOAD_BASE: release.base('v3.45.1')}});
    expect(result.code).toBe(0);
    expect(programVersion(m)).toBe('v3.45.1');
    expect(programVersion(m, 'alist.bak')).toBe('v3.45.0');
    expectDataKept(m);
    expect(readFileSync(m.at('etc/systemd/system/alist.service'), 'utf8')).toBe(unit);
    expect(m.calls()).toEqual(['systemctl stop alist', 'systemctl start alist', 'systemctl is-active --quiet alist']);
    expect(m.running()).toBe(true);
    expect(result.stdout).toContain('v3.45.0 -> v3.45.1; data/ is kept');
    expect(result.stdout).toContain('updated to v3.45.1 and running');
    expect(result.stdout).toContain('config.json and the database copied to');
    expect(existsSync(m.at('opt/alist/.update-snapshot'))).toBe(false);
    expect(m.tmpLeftovers()).toEqual([]);
  });

  it('works the same with OpenRC', async () => {
    const m = await installed('openrc');
    const result = await m.run(scripts.stable, ['update'], {env: {ALIST_DOWNLOAD_BASE: release.base('v3.45.1')}});
    expect(result.code).toBe(0);
    expect(programVersion(m)).toBe('v3.45.1');
    expectDataKept(m);
    expect(m.calls()).toEqual(['rc-service alist stop', 'rc-service alist start', 'rc-service alist status']);
    expect(m.running()).toBe(true);
  });

  it('puts the previous program back and restarts it when the new one does not start', async () => {
    const m = await installed();
    const result = await m.run(scripts.stable, ['update'], {
      env: {ALIST_DOWNLOAD_BASE: release.base('crash'), ALIST_START_WAIT: '2'},
    });
    expect(result.code).toBe(8);
    expect(result.stderr).toContain('the new version did not keep running; putting the previous one back');
    expect(result.stderr).toContain(
      'AList v3.45.0 is back and running; config.json and the database are as they were before the update',
    );
    expect(programVersion(m)).toBe('v3.45.0');
    // The stand-in rewrote config.json and the database and left a -wal file before it crashed.
    expectDataKept(m);
    expect(existsSync(m.at('opt/alist/data/data.db-wal'))).toBe(false);
    expect(existsSync(m.at('opt/alist/.update-snapshot'))).toBe(false);
    expect(m.calls()).toEqual([
      'systemctl stop alist',
      'systemctl start alist',
      'systemctl is-active --quiet alist',
      'systemctl stop alist',
      'systemctl start alist',
      'systemctl is-active --quiet alist',
    ]);
    expect(m.running()).toBe(true);
  });

  it('restores a database that config.json places elsewhere, with its -wal and -shm files', async () => {
    const m = await installed();
    const config = '{\n  "database": {\n    "type": "sqlite3",\n    "db_file": "/var/lib/alist/main.db"\n  }\n}\n';
    writeFileSync(m.at('opt/alist/data/config.json'), config);
    mkdirSync(m.at('var/lib/alist'), {recursive: true});
    writeFileSync(m.at('var/lib/alist/main.db'), 'the real database');
    writeFileSync(m.at('var/lib/alist/main.db-shm'), 'shared memory');
    const result = await m.run(scripts.stable, ['update'], {
      env: {ALIST_DOWNLOAD_BASE: release.base('crash'), ALIST_START_WAIT: '2'},
    });
    expect(result.code).toBe(8);
    expect(readFileSync(m.at('opt/alist/data/config.json'), 'utf8')).toBe(config);
    expect(readFileSync(m.at('var/lib/alist/main.db'), 'utf8')).toBe('the real database');
    expect(readFileSync(m.at('var/lib/alist/main.db-shm'), 'utf8')).toBe('shared memory');
    expect(existsSync(m.at('var/lib/alist/main.db-wal'))).toBe(false);
    expect(readFileSync(m.at('opt/alist/data/data.db'), 'utf8')).toBe(DATA['data/data.db']);
    expect(m.running()).toBe(true);
  });

  it('restores config.json but says that a MySQL or PostgreSQL database is not restored', async () => {
    const m = await installed();
    const config = '{"database": {"type": "mysql", "host": "127.0.0.1", "db_file": "data/data.db"}}\n';
    writeFileSync(m.at('opt/alist/data/config.json'), config);
    const result = await m.run(scripts.stable, ['update'], {
      env: {ALIST_DOWNLOAD_BASE: release.base('crash'), ALIST_START_WAIT: '2'},
    });
    expect(result.code).toBe(8);
    expect(result.stderr).toContain('the database is on a mysql server, which the script cannot copy');
    expect(result.stderr).toContain('config.json is as it was before the update, but the mysql database is not');
    expect(readFileSync(m.at('opt/alist/data/config.json'), 'utf8')).toBe(config);
    expect(existsSync(m.at('opt/alist/.update-snapshot'))).toBe(false);
  });

  it('does not stop the service when the new program does not even run here', async () => {
    const m = await installed();
    const before = m.snapshot();
    const result = await m.run(scripts.stable, ['update'], {env: {ALIST_DOWNLOAD_BASE: release.base('foreign')}});
    expect(result.code).toBe(8);
    expect(result.stderr).toContain('the downloaded program does not run on this system');
    expect(m.snapshot()).toEqual(before);
    expect(m.calls()).toEqual([]);
    expect(m.running()).toBe(true);
  });

  it('changes nothing when the download or its checksum fails', async () => {
    const m = await installed();
    const before = m.snapshot();
    const missing = await m.run(scripts.stable, ['update'], {env: {ALIST_DOWNLOAD_BASE: release.base('gone')}});
    expect(missing.code).toBe(6);
    const tampered = await m.run(scripts.stable, ['update'], {env: {ALIST_DOWNLOAD_BASE: release.base('tampered')}});
    expect(tampered.code).toBe(7);
    expect(m.snapshot()).toEqual(before);
    expect(m.calls()).toEqual([]);
    expect(m.running()).toBe(true);
  });

  it('does nothing when the newest build is installed, unless --force', async () => {
    const m = await installed();
    const before = m.snapshot();
    const same = await m.run(scripts.stable, ['update'], {env: {ALIST_DOWNLOAD_BASE: release.base('v3.45.0')}});
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('is already the newest build; nothing to do');
    expect(m.snapshot()).toEqual(before);
    expect(m.calls()).toEqual([]);

    const forced = await m.run(scripts.stable, ['update', '--force'], {
      env: {ALIST_DOWNLOAD_BASE: release.base('v3.45.0')},
    });
    expect(forced.code).toBe(0);
    expect(m.calls()).toContain('systemctl start alist');
    expect(existsSync(m.at('opt/alist/alist.bak'))).toBe(true);
  });

  it('replaces the program but leaves restarting to the user when no service runs it', async () => {
    const m = await installed('none');
    const result = await m.run(scripts.stable, ['update'], {env: {ALIST_DOWNLOAD_BASE: release.base('v3.45.1')}});
    expect(result.code).toBe(0);
    expect(programVersion(m)).toBe('v3.45.1');
    expectDataKept(m);
    expect(result.stdout).toContain('restart it yourself');
  });

  it('refuses when nothing is installed at PATH', async () => {
    const m = new Machine(work.dir, 'systemd');
    machines.push(m);
    const before = m.snapshot();
    const result = await m.run(scripts.stable, ['update', '/srv'], {
      env: {ALIST_DOWNLOAD_BASE: release.base('v3.45.1')},
    });
    expect(result.code).toBe(5);
    expect(result.stderr).toContain(`AList is not installed in ${m.at('srv/alist')}`);
    expect(m.snapshot()).toEqual(before);
  });

  it('refuses to update an AList v2 installation', async () => {
    const m = await installed();
    writeFileSync(m.at('opt/alist/data/config.json'), '{\n  "address": "0.0.0.0",\n  "assets": "zhimg"\n}\n');
    const before = m.snapshot();
    const result = await m.run(scripts.stable, ['update'], {env: {ALIST_DOWNLOAD_BASE: release.base('v3.45.1')}});
    expect(result.code).toBe(5);
    expect(result.stderr).toContain('belongs to AList v2');
    expect(m.snapshot()).toEqual(before);
    expect(m.calls()).toEqual([]);
  });
});
