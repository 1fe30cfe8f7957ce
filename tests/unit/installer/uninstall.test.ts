/**
 * @jest-environment node
 */
// `uninstall` and `status` of the one-line installer (see harness.ts).
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {FakeReleaseServer, Machine, generateScripts, workFolder, type Channel, type Init} from './harness';

jest.setTimeout(30_000);

let work: ReturnType<typeof workFolder>;
let scripts: Record<Channel, string>;
let release: FakeReleaseServer;
const machines: Machine[] = [];

beforeAll(async () => {
  work = workFolder();
  scripts = generateScripts(work.dir);
  release = new FakeReleaseServer(work.dir).add('good', {version: 'v3.45.0'});
  await release.start();
});

afterEach(() => {
  for (const m of machines.splice(0)) m.stopAll();
});

afterAll(async () => {
  await release.stop();
  work.cleanup();
});

/** A machine with AList installed by the script in PATH, running, with a data folder. */
async function installed(init: Init = 'systemd', pathArg?: string): Promise<Machine> {
  const m = new Machine(work.dir, init);
  machines.push(m);
  const args = pathArg ? ['install', pathArg] : ['install'];
  const result = await m.run(scripts.stable, args, {env: {ALIST_DOWNLOAD_BASE: release.base('good')}});
  expect(result.code).toBe(0);
  mkdirSync(m.at('opt/alist/data'), {recursive: true});
  writeFileSync(m.at('opt/alist/data/data.db'), 'users and storages');
  m.clearCalls();
  return m;
}

describe('uninstall', () => {
  it('with --keep-data removes the program and the service and keeps data/', async () => {
    const m = await installed();
    const result = await m.run(scripts.stable, ['uninstall', '--keep-data']);
    expect(result.code).toBe(0);
    expect(existsSync(m.at('opt/alist/alist'))).toBe(false);
    expect(existsSync(m.at('etc/systemd/system/alist.service'))).toBe(false);
    expect(existsSync(m.at('opt/alist/data/data.db'))).toBe(true);
    expect(m.calls()).toEqual(['systemctl disable alist', 'systemctl stop alist', 'systemctl daemon-reload']);
    expect(m.running()).toBe(false);
    expect(m.enabled()).toBe(false);
    expect(result.stdout).toContain(`Kept: ${m.at('opt/alist/data')}`);
  });

  it('with --purge removes data/ and the folder as well', async () => {
    const m = await installed();
    const result = await m.run(scripts.stable, ['uninstall', '--purge']);
    expect(result.code).toBe(0);
    expect(existsSync(m.at('opt/alist'))).toBe(false);
    expect(existsSync(m.at('opt'))).toBe(true);
    expect(existsSync(m.at('etc/systemd/system/alist.service'))).toBe(false);
  });

  it('asks before deleting data/ and deletes it on "y"', async () => {
    const m = await installed();
    const result = await m.run(scripts.stable, ['uninstall'], {answers: 'y\n'});
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Delete ${m.at('opt/alist/data')} too?`);
    expect(existsSync(m.at('opt/alist'))).toBe(false);
  });

  it('keeps data/ when the answer is anything but yes', async () => {
    const m = await installed();
    const result = await m.run(scripts.stable, ['uninstall'], {answers: '\n'});
    expect(result.code).toBe(0);
    expect(existsSync(m.at('opt/alist/data/data.db'))).toBe(true);
    expect(existsSync(m.at('opt/alist/alist'))).toBe(false);
  });

  it('keeps data/ when there is no terminal to ask and no flag', async () => {
    const m = await installed();
    const result = await m.run(scripts.stable, ['uninstall']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('No terminal to ask about');
    expect(result.stdout).toContain('--purge');
    expect(existsSync(m.at('opt/alist/data/data.db'))).toBe(true);
  });

  it('leaves files it did not install, and the folder holding them', async () => {
    const m = await installed('openrc');
    writeFileSync(m.at('opt/alist/my-notes.txt'), 'mine');
    const result = await m.run(scripts.stable, ['uninstall', '--purge']);
    expect(result.code).toBe(0);
    expect(existsSync(m.at('opt/alist/my-notes.txt'))).toBe(true);
    expect(existsSync(m.at('opt/alist/data'))).toBe(false);
    expect(existsSync(m.at('etc/init.d/alist'))).toBe(false);
    expect(m.calls()).toEqual(['rc-service alist stop', 'rc-update del alist default']);
    expect(result.stdout).toContain('still holds other files and was left in place');
  });

  it('leaves the alist service alone when it runs another installation', async () => {
    const m = await installed('systemd');
    mkdirSync(m.at('srv/alist'), {recursive: true});
    writeFileSync(m.at('srv/alist/alist'), '#!/bin/sh\n', {mode: 0o755});
    const result = await m.run(scripts.stable, ['uninstall', '/srv', '--purge']);
    expect(result.code).toBe(0);
    expect(existsSync(m.at('srv/alist'))).toBe(false);
    expect(existsSync(m.at('etc/systemd/system/alist.service'))).toBe(true);
    expect(m.calls()).toEqual([]);
    expect(m.running()).toBe(true);
  });

  it('refuses when nothing is installed at PATH and changes nothing', async () => {
    const m = new Machine(work.dir, 'systemd');
    machines.push(m);
    mkdirSync(m.at('srv/alist/data'), {recursive: true});
    const before = m.snapshot();
    const result = await m.run(scripts.stable, ['uninstall', '/srv', '--purge']);
    expect(result.code).toBe(5);
    expect(result.stderr).toContain(`AList is not installed in ${m.at('srv/alist')}`);
    expect(m.snapshot()).toEqual(before);
  });
});

describe('status', () => {
  it('reports the version, the service and the port of an installation', async () => {
    const m = await installed();
    const result = await m.run(scripts.stable, ['status']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${m.at('opt/alist')}/alist, version v3.45.0`);
    expect(result.stdout).toContain('systemd service alist, running');
    expect(result.stdout).toContain('5244 free');
  });

  it('exits with 5 when nothing is installed', async () => {
    const m = new Machine(work.dir, 'none');
    machines.push(m);
    m.takePort();
    const result = await m.run(scripts.stable, ['status', '/srv']);
    expect(result.code).toBe(5);
    expect(result.stdout).toContain('program:  not installed');
    expect(result.stdout).toContain('5244 in use');
  });
});
