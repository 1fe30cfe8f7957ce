/**
 * Test bench of the one-line installer (src/installer/install.sh): the real
 * script, generated as the build generates it, runs against
 *
 * - a fake GitHub release served over HTTP on 127.0.0.1: `.tar.gz` archives
 *   holding a stand-in `alist` program (stubs/fake-alist.sh) and the MD5
 *   lists the real release publishes next to them;
 * - a temporary folder used as `/` (ALIST_ROOT): /opt, /etc, /run and
 *   /proc/net/tcp live there, so nothing outside it is touched;
 * - recording stand-ins for systemctl, rc-service and rc-update
 *   (stubs/service-manager.sh) that really start the program named by the
 *   unit file, so a crash at start is noticed.
 *
 * No network, no root, no real service manager.
 */
import {spawn, execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {INSTALLER_SOURCE, installerScripts} from '@site/src/lib/content/installer';

const SITE_DIR = path.resolve(__dirname, '../../..');
const STUBS = path.join(__dirname, 'stubs');

export type Channel = 'stable' | 'beta';

/** Writes v3.sh and beta.sh from the source into a folder, as the build does. */
export function generateScripts(dir: string): Record<Channel, string> {
  const source = readFileSync(path.join(SITE_DIR, INSTALLER_SOURCE), 'utf8');
  const out = {} as Record<Channel, string>;
  for (const script of installerScripts(source)) {
    const file = path.join(dir, script.file);
    writeFileSync(file, script.content, {mode: 0o755});
    out[script.channel] = file;
  }
  return out;
}

export type FakeMode = 'ok' | 'no-version' | 'crash';

/** The stand-in program with its version and behaviour filled in. */
export function fakeProgram(version: string, mode: FakeMode = 'ok'): string {
  const template = readFileSync(path.join(STUBS, 'fake-alist.sh'), 'utf8');
  return template.replace(/^VERSION=.*$/m, `VERSION=${version}`).replace(/^MODE=.*$/m, `MODE=${mode}`);
}

const md5 = (data: Buffer): string => createHash('md5').update(data).digest('hex');

/** Packs a program as `alist` into a .tar.gz, the layout of the real release archives. */
function archive(program: string, work: string): Buffer {
  const dir = mkdtempSync(path.join(work, 'pack-'));
  writeFileSync(path.join(dir, 'alist'), program, {mode: 0o755});
  const out = path.join(dir, 'out.tar.gz');
  execFileSync('tar', ['-czf', out, '-C', dir, 'alist']);
  return readFileSync(out);
}

/** The MD5 list in the form the release's build.sh writes it (`md5sum` of `./name`). */
function md5List(files: Record<string, Buffer>): string {
  return Object.entries(files)
    .map(([name, data]) => `${md5(data)}  ./${name}\n`)
    .join('');
}

export interface ReleaseOptions {
  readonly version: string;
  readonly mode?: FakeMode;
  /** Publish the MD5 lists (default true). */
  readonly checksums?: boolean;
  /** Write a wrong MD5 for every archive. */
  readonly badChecksums?: boolean;
}

/** Archive names of the fake releases and the MD5 list each belongs to (as in build.sh). */
export const FAKE_ASSETS: Readonly<Record<string, string>> = {
  'alist-linux-musl-amd64.tar.gz': 'md5-linux-musl.txt',
  'alist-linux-musl-arm64.tar.gz': 'md5-linux-musl.txt',
  'alist-linux-386.tar.gz': 'md5.txt',
  'alist-linux-amd64.tar.gz': 'md5.txt',
  'alist-linux-riscv64.tar.gz': 'md5.txt',
  'alist-linux-musleabihf-armv7l.tar.gz': 'md5-linux-musl-arm.txt',
  'alist-linux-musleabi-armv5l.tar.gz': 'md5-linux-musl-arm.txt',
};

function releaseFiles(options: ReleaseOptions, work: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const program = archive(fakeProgram(options.version, options.mode), work);
  const lists: Record<string, Record<string, Buffer>> = {};
  for (const [name, list] of Object.entries(FAKE_ASSETS)) {
    files.set(name, program);
    (lists[list] ??= {})[name] = options.badChecksums ? Buffer.from(`${name} tampered`) : program;
  }
  if (options.checksums !== false) {
    for (const [list, entries] of Object.entries(lists)) files.set(list, Buffer.from(md5List(entries)));
  }
  return files;
}

/** A local HTTP server with one folder per fake release: `<url>/<release>/<file>`. */
export class FakeReleaseServer {
  private server: Server | undefined;
  private readonly releases = new Map<string, Map<string, Buffer>>();
  /** Paths requested so far, in order. */
  readonly requests: string[] = [];
  url = '';

  constructor(private readonly work: string) {}

  add(name: string, options: ReleaseOptions): this {
    this.releases.set(name, releaseFiles(options, this.work));
    return this;
  }

  /** Base URL of a release folder (ALIST_DOWNLOAD_BASE); an unknown name answers 404. */
  base(name: string): string {
    return `${this.url}/${name}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      this.requests.push(pathname);
      const [, release = '', ...rest] = pathname.split('/');
      const body = this.releases.get(release)?.get(rest.join('/'));
      if (!body) {
        response.writeHead(404, {'Content-Type': 'text/plain'}).end('Not Found');
        return;
      }
      response.writeHead(200, {'Content-Type': 'application/octet-stream', 'Content-Length': body.length});
      response.end(body);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

export type Init = 'systemd' | 'openrc' | 'none';

export interface RunResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout and stderr together. */
  readonly output: string;
}

/** A listening socket on 127.0.0.1:5244 as /proc/net/tcp shows it. */
const LISTEN_5244 =
  '   0: 0100007F:147C 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 12345 1';
const TCP_HEADER = '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode';

/**
 * One machine: a fake root, a service manager (or none), the stubs' state,
 * and a temporary folder for the script's downloads (checked to be emptied).
 */
export class Machine {
  readonly root: string;
  readonly state: string;
  readonly tmp: string;
  private readonly bin: string;

  constructor(
    readonly work: string,
    readonly init: Init = 'systemd',
  ) {
    const base = mkdtempSync(path.join(work, 'machine-'));
    this.root = path.join(base, 'root');
    this.state = path.join(base, 'state');
    this.tmp = path.join(base, 'tmp');
    this.bin = path.join(base, 'bin');
    for (const dir of [this.root, this.state, this.tmp, this.bin, path.join(this.root, 'proc/net')]) {
      mkdirSync(dir, {recursive: true});
    }
    writeFileSync(path.join(this.root, 'proc/net/tcp'), `${TCP_HEADER}\n`);
    writeFileSync(path.join(this.root, 'proc/net/tcp6'), `${TCP_HEADER}\n`);
    if (init === 'systemd') mkdirSync(path.join(this.root, 'run/systemd/system'), {recursive: true});
    if (init === 'openrc') mkdirSync(path.join(this.root, 'run/openrc'), {recursive: true});
    for (const tool of ['systemctl', 'rc-service', 'rc-update']) {
      symlinkSync(path.join(STUBS, 'service-manager.sh'), path.join(this.bin, tool));
    }
    writeFileSync(path.join(this.state, 'calls.log'), '');
  }

  /** A path inside the fake root. */
  at(p: string): string {
    return path.join(this.root, p);
  }

  /** Something else listens on port 5244. */
  takePort(): void {
    writeFileSync(path.join(this.root, 'proc/net/tcp'), `${TCP_HEADER}\n${LISTEN_5244}\n`);
  }

  /** Calls made to systemctl, rc-service and rc-update, one per line. */
  calls(): string[] {
    return readFileSync(path.join(this.state, 'calls.log'), 'utf8').split('\n').filter(Boolean);
  }

  clearCalls(): void {
    writeFileSync(path.join(this.state, 'calls.log'), '');
  }

  /** Whether the stub service manager has the service running. */
  running(service = 'alist'): boolean {
    return (
      existsSync(path.join(this.state, `${service}.pid`)) && !existsSync(path.join(this.state, `${service}.exited`))
    );
  }

  enabled(service = 'alist'): boolean {
    return existsSync(path.join(this.state, `${service}.enabled`));
  }

  /** Ends what the stub service manager started. */
  stopAll(): void {
    for (const file of readdirSync(this.state).filter((f) => f.endsWith('.pid'))) {
      const pid = Number(readFileSync(path.join(this.state, file), 'utf8'));
      try {
        if (pid > 0) process.kill(pid);
      } catch {
        // already ended
      }
    }
  }

  /**
   * Every file and folder under the fake root with its type, mode and
   * content hash: equal snapshots mean the script changed nothing.
   */
  snapshot(): Record<string, string> {
    const out: Record<string, string> = {};
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir).sort()) {
        const full = path.join(dir, name);
        const rel = path.relative(this.root, full);
        const stat = statSync(full);
        if (stat.isDirectory()) {
          out[rel] = `dir ${(stat.mode & 0o777).toString(8)}`;
          walk(full);
        } else {
          out[rel] = `file ${(stat.mode & 0o777).toString(8)} ${md5(readFileSync(full))}`;
        }
      }
    };
    walk(this.root);
    return out;
  }

  /** Leftovers of the script in its temporary folder. */
  tmpLeftovers(): string[] {
    return readdirSync(this.tmp);
  }

  /**
   * Runs a generated script with the test overrides. `env` adds or replaces
   * variables (a value of undefined removes one); `answers` is what the
   * script reads when it asks a question (no terminal when omitted).
   */
  run(
    script: string,
    args: readonly string[],
    {env = {}, answers}: {env?: Record<string, string | undefined>; answers?: string} = {},
  ): Promise<RunResult> {
    const tty = path.join(this.state, 'tty');
    rmSync(tty, {force: true});
    if (answers !== undefined) writeFileSync(tty, answers);
    const merged: Record<string, string | undefined> = {
      PATH: process.env.PATH,
      HOME: this.tmp,
      LANG: 'C.UTF-8',
      LC_ALL: undefined,
      LC_MESSAGES: undefined,
      TMPDIR: this.tmp,
      ALIST_ROOT: this.root,
      ALIST_ARCH: 'x86_64',
      // A stand-in that crashes does so at once; tests about that wait 2 s.
      ALIST_START_WAIT: '0',
      ALIST_TTY: tty,
      ALIST_SYSTEMCTL: path.join(this.bin, 'systemctl'),
      ALIST_RC_SERVICE: path.join(this.bin, 'rc-service'),
      ALIST_RC_UPDATE: path.join(this.bin, 'rc-update'),
      STUB_STATE: this.state,
      ...env,
    };
    const childEnv = Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    return new Promise((resolve, reject) => {
      // A new session: the script can never open the terminal jest runs in.
      const child = spawn('bash', [script, ...args], {
        env: childEnv,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        output += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        output += chunk.toString();
      });
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`${path.basename(script)} ${args.join(' ')} did not finish in 30 s:\n${output}`));
      }, 30_000);
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({code, stdout, stderr, output});
      });
    });
  }
}

/** A working folder for one test file, removed by `cleanup`. */
export function workFolder(): {dir: string; cleanup: () => void} {
  const dir = mkdtempSync(path.join(tmpdir(), 'alist-installer-test-'));
  return {dir, cleanup: () => rmSync(dir, {recursive: true, force: true})};
}

/** Makes a file executable (for programs placed by a test). */
export function makeExecutable(file: string): void {
  chmodSync(file, 0o755);
}
