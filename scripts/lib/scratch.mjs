// What the scripts that try the site in a scratch copy share (`npm run canary`,
// scripts/stock-features.mjs): the copy itself, niced commands, a step report,
// the build served by nginx, and a page opened in Chromium with its errors.
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {launchChromium, waitForServer} from './browser.mjs';

/** The value after `--name` on the command line, or `fallback`. */
export function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
}

/**
 * Hard-links `from`'s node_modules into `to` (seconds, no disk) so that installing there cannot change the shared
 * copy: npm replaces a package's files (it moves the old folder aside and unpacks new files), but it rewrites its
 * hidden lockfile (node_modules/.package-lock.json) in place, which would write through the link; that file is copied
 * instead. The bundler's persistent cache (node_modules/.cache) is left out: the scratch build writes its own.
 */
function linkModules(from, to) {
  execFileSync('cp', ['-al', path.join(from, 'node_modules'), path.join(to, 'node_modules')]);
  rmSync(path.join(to, 'node_modules/.cache'), {recursive: true, force: true});
  const lockfile = path.join(to, 'node_modules/.package-lock.json');
  if (existsSync(lockfile)) {
    rmSync(lockfile);
    copyFileSync(path.join(from, 'node_modules/.package-lock.json'), lockfile);
  }
}

/** Hashes of the shared files an install in a scratch copy could reach: the hidden lockfile and React's manifests. */
export function fingerprintModules(dir) {
  const files = ['.package-lock.json', 'react/package.json', 'react-dom/package.json', 'scheduler/package.json'];
  return Object.fromEntries(
    files.map((file) => {
      const full = path.join(dir, 'node_modules', file);
      return [file, existsSync(full) ? createHash('sha256').update(readFileSync(full)).digest('hex') : 'absent'];
    }),
  );
}

/**
 * A scratch copy of the committed tree of `root` in the system's temporary folder: a local git clone at HEAD (the
 * build reads git history for the pages' last-update dates) with `root`'s installed packages hard-linked in
 * (linkModules). The working tree is not touched.
 */
export function createScratch(root, name) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `alist-docs-${name}-`));
  // mkdtemp makes the folder private to its owner; nginx's workers (another user) must read the build in it.
  chmodSync(dir, 0o755);
  console.log(`scratch copy: ${dir}`);
  const head = execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], {encoding: 'utf8'}).trim();
  execFileSync('git', ['clone', '--quiet', '--no-checkout', root, dir]);
  execFileSync('git', ['-C', dir, 'checkout', '--quiet', '--detach', head]);
  linkModules(root, dir);
  return dir;
}

/** Runs a command niced in `cwd`; returns {ok, tail, output} (tail: the last lines of its output). */
export function run(cwd, command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync('nice', ['-n', '10', command, ...args], {
    cwd,
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const tail = output.trim().split('\n').slice(-25).join('\n');
  return {ok: result.status === 0, tail, output};
}

/** The steps' results: `record` prints each; `finish` prints what broke, writes tests/.artifacts/<name>.json, sets the exit code. */
export function createReport(root, name) {
  const results = [];
  return {
    record(step, ok, detail = '') {
      results.push({step, ok, detail});
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${step}${detail ? `: ${detail}` : ''}`);
    },
    finish() {
      const broke = results.filter((r) => !r.ok);
      console.log(`\n${results.length - broke.length} passed, ${broke.length} failed`);
      if (broke.length > 0) {
        console.log('\nWhat broke:');
        for (const r of broke) console.log(`- ${r.step}${r.detail ? `: ${r.detail}` : ''}`);
      }
      mkdirSync(path.join(root, 'tests/.artifacts'), {recursive: true});
      writeFileSync(
        path.join(root, `tests/.artifacts/${name}.json`),
        `${JSON.stringify({date: new Date().toISOString(), results}, null, 2)}\n`,
      );
      process.exitCode = broke.length > 0 ? 1 : 0;
    },
  };
}

/**
 * Serves `dir`'s build with the site's nginx configuration on `port` and launches Chromium; returns {base, browser,
 * stop}. Throws with nginx's last words if it does not answer within a minute.
 */
export async function serveAndBrowse(dir, port) {
  const nginxLog = path.join(dir, 'nginx.log');
  const logFd = openSync(nginxLog, 'w');
  const server = spawn('bash', ['scripts/serve-nginx.sh'], {
    cwd: dir,
    env: {...process.env, PORT: port},
    stdio: ['ignore', logFd, logFd],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/`, 60_000);
  } catch (error) {
    server.kill();
    throw new Error(
      `${String(error)}; nginx said: ${readFileSync(nginxLog, 'utf8').trim().slice(-500) || '(nothing)'}`,
    );
  }
  const {chromium} = await import('@playwright/test');
  const browser = await launchChromium(chromium);
  return {
    base,
    browser,
    async stop() {
      await browser.close();
      server.kill();
    },
  };
}

/**
 * Opens `url` of `base` in a new context of `browser` (other origins cut off) and waits for hydration; returns {page,
 * context, problems}: `problems` gets the wrong status, a missing hydration and, as they come, every script error
 * and console error of the page (until the context is closed).
 */
export async function openPage(browser, base, url, status = 200) {
  const context = await browser.newContext();
  await context.route(
    (u) => u.origin !== base,
    (route) => route.abort('internetdisconnected'),
  );
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`script error: ${String(error).split('\n')[0]}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(message.text())) {
      problems.push(`script error: ${message.text().split('\n')[0]}`);
    }
  });
  try {
    const response = await page.goto(base + url, {waitUntil: 'load', timeout: 60_000});
    if (response?.status() !== status) problems.push(`status ${response?.status()}, expected ${status}`);
    await page
      .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 30_000})
      .catch(() => problems.push('did not hydrate'));
  } catch (error) {
    problems.push(String(error).split('\n')[0]);
  }
  return {page, context, problems};
}
