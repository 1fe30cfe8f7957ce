#!/usr/bin/env node
// `npm run canary`: does the site still build and run on the next stack?
//
// In a scratch copy of the committed tree (a local git clone at HEAD, in the
// system's temporary folder; the working tree is not touched), with this
// checkout's node_modules hard-linked in, it:
//
// 1. installs React 19 (react, react-dom and their types) and, when one is
//    published, the next Docusaurus 3 minor (every @docusaurus/* package of
//    package.json at that version);
// 2. builds both locales;
// 3. runs the unit tests (jest);
// 4. serves the build with the site's nginx configuration and opens one page of
//    each kind in Chromium (home, doc, driver, HTTP API, tool, pricing, 404, the
//    Chinese home): status, hydration, no script error, the page's heading;
//
// and prints what broke. Every step runs even if one before it failed (a
// failed build skips the smoke test). Exit status 1 when anything broke.
// Heavy (a full build): it runs niced. Record the result in UPGRADING.md.
//
// Options: --keep (leave the scratch copy), --no-docusaurus (React 19 only),
// --port N (nginx, default 4295).
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
import {fileURLToPath} from 'node:url';
import {launchChromium, waitForServer} from './lib/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const withDocusaurus = !process.argv.includes('--no-docusaurus');
const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? process.argv[portArg + 1] : (process.env.CANARY_PORT ?? '4295');

/** The pages of the smoke test: one of each kind, with the status it must answer. */
export const SMOKE_PAGES = [
  {kind: 'home', url: '/', status: 200},
  {kind: 'doc', url: '/guide/install/docker', status: 200},
  {kind: 'driver', url: '/guide/drivers/onedrive', status: 200},
  {kind: 'HTTP API', url: '/guide/api/fs', status: 200},
  {kind: 'tool', url: '/tool/onedrive/request', status: 200},
  {kind: 'pricing', url: '/pricing', status: 200},
  {kind: '404', url: '/no/such/page', status: 404},
  {kind: 'zh home', url: '/zh/', status: 200},
  {kind: 'zh doc', url: '/zh/guide/install/docker', status: 200},
];

const results = [];
function record(step, ok, detail = '') {
  results.push({step, ok, detail});
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${step}${detail ? `: ${detail}` : ''}`);
}

/** Runs a command niced in `cwd`; returns {ok, tail} (the last lines of its output). */
function run(cwd, command, args, env = {}) {
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

/** The newest Docusaurus 3 release above the installed one, if any. */
function nextDocusaurus(current) {
  const versions = JSON.parse(
    execFileSync('npm', ['view', '@docusaurus/core', 'versions', '--json'], {encoding: 'utf8'}),
  );
  const [major, minor] = current.split('.').map(Number);
  const stable = versions.filter((v) => /^\d+\.\d+\.\d+$/.test(v));
  const next = stable.filter((v) => {
    const [a, b] = v.split('.').map(Number);
    return a === major && b > minor;
  });
  return next.at(-1);
}

/**
 * Hard-links `root`'s node_modules into `scratch` (seconds, no disk) so that installing there cannot change the
 * shared copy: npm replaces a package's files (it moves the old folder aside and unpacks new files), but it rewrites
 * its hidden lockfile (node_modules/.package-lock.json) in place, which would write through the link; that file is
 * copied instead. The bundler's persistent cache (node_modules/.cache) is left out: the scratch build writes its own.
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

/** Hashes of the shared files an install in the scratch copy could reach: the hidden lockfile and React's manifests. */
function fingerprintModules(dir) {
  const files = ['.package-lock.json', 'react/package.json', 'react-dom/package.json', 'scheduler/package.json'];
  return Object.fromEntries(
    files.map((file) => {
      const full = path.join(dir, 'node_modules', file);
      return [file, existsSync(full) ? createHash('sha256').update(readFileSync(full)).digest('hex') : 'absent'];
    }),
  );
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'alist-docs-canary-'));
// mkdtemp makes the folder private to its owner; nginx's workers (another user) must read the build in it.
chmodSync(scratch, 0o755);
console.log(`scratch copy: ${scratch}`);
let server;
try {
  // The committed tree, as a local clone (the build reads git history for the pages' last-update dates), and this
  // checkout's installed packages, hard-linked (see linkModules).
  const head = execFileSync('git', ['-C', root, 'rev-parse', 'HEAD'], {encoding: 'utf8'}).trim();
  execFileSync('git', ['clone', '--quiet', '--no-checkout', root, scratch]);
  execFileSync('git', ['-C', scratch, 'checkout', '--quiet', '--detach', head]);
  const shared = fingerprintModules(root);
  linkModules(root, scratch);

  const pkg = JSON.parse(readFileSync(path.join(scratch, 'package.json'), 'utf8'));
  const installs = ['react@19', 'react-dom@19', '@types/react@19', '@types/react-dom@19'];
  if (withDocusaurus) {
    const current = JSON.parse(
      readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
    ).version;
    const next = nextDocusaurus(current);
    if (next) {
      const names = Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter((n) =>
        n.startsWith('@docusaurus/'),
      );
      installs.push(...names.map((name) => `${name}@${next}`));
      record('next Docusaurus minor', true, `${current} → ${next}`);
    } else {
      record('next Docusaurus minor', true, `none published after ${current}; React 19 only`);
    }
  }
  const install = run(scratch, 'npm', ['install', '--no-audit', '--no-fund', ...installs]);
  record(`npm install ${installs.join(' ')}`, install.ok, install.ok ? '' : `\n${install.tail}`);
  const changed = Object.entries(fingerprintModules(root))
    .filter(([file, hash]) => shared[file] !== hash)
    .map(([file]) => file);
  record('shared node_modules untouched by the install', changed.length === 0, changed.join(', '));

  const versions = ['react', 'react-dom', '@docusaurus/core'].map((name) => {
    const file = path.join(scratch, 'node_modules', name, 'package.json');
    return `${name} ${existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : '?'}`;
  });
  console.log(`\nversions: ${versions.join(', ')}`);

  const build = run(scratch, 'npx', ['docusaurus', 'build']);
  record('build (both locales)', build.ok, build.ok ? '' : `\n${build.tail}`);

  const unit = run(scratch, 'npx', ['jest', '--ci', '--silent'], {CI: 'true'});
  const failedSuites = [...unit.output.matchAll(/^FAIL (\S+)/gm)].map(([, file]) => file);
  const summary = /^Tests:.*$/m.exec(unit.output)?.[0] ?? '';
  record('unit tests', unit.ok, unit.ok ? summary : `${summary}\n  failed: ${failedSuites.join(', ')}`);

  if (build.ok) {
    const nginxLog = path.join(scratch, 'nginx.log');
    const logFd = openSync(nginxLog, 'w');
    server = spawn('bash', ['scripts/serve-nginx.sh'], {
      cwd: scratch,
      env: {...process.env, PORT: port},
      stdio: ['ignore', logFd, logFd],
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForServer(`${base}/`, 60_000);
    } catch (error) {
      throw new Error(
        `${String(error)}; nginx said: ${readFileSync(nginxLog, 'utf8').trim().slice(-500) || '(nothing)'}`,
      );
    }
    const {chromium} = await import('@playwright/test');
    const browser = await launchChromium(chromium);
    for (const {kind, url, status} of SMOKE_PAGES) {
      const context = await browser.newContext();
      await context.route(
        (u) => u.origin !== base,
        (route) => route.abort('internetdisconnected'),
      );
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(String(error).split('\n')[0]));
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          !/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(message.text())
        ) {
          errors.push(message.text().split('\n')[0]);
        }
      });
      const problems = [];
      try {
        const response = await page.goto(base + url, {waitUntil: 'load', timeout: 60_000});
        if (response?.status() !== status) problems.push(`status ${response?.status()}, expected ${status}`);
        await page
          .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 30_000})
          .catch(() => problems.push('did not hydrate'));
        const heading = await page
          .locator('h1')
          .first()
          .textContent({timeout: 5_000})
          .catch(() => null);
        if (!heading) problems.push('no heading');
        await page.waitForLoadState('networkidle', {timeout: 30_000}).catch(() => undefined);
      } catch (error) {
        problems.push(String(error).split('\n')[0]);
      }
      problems.push(...errors.map((e) => `script error: ${e}`));
      record(`smoke: ${kind} ${url}`, problems.length === 0, problems.join('; '));
      await context.close();
    }
    await browser.close();
  } else {
    record('smoke test', false, 'skipped: the build failed');
  }
} catch (error) {
  record('canary', false, String(error));
} finally {
  server?.kill();
  if (!keep) rmSync(scratch, {recursive: true, force: true});
}

const broke = results.filter((r) => !r.ok);
console.log(`\n${results.length - broke.length} passed, ${broke.length} failed`);
if (broke.length > 0) {
  console.log('\nWhat broke:');
  for (const r of broke) console.log(`- ${r.step}${r.detail ? `: ${r.detail}` : ''}`);
}
mkdirSync(path.join(root, 'tests/.artifacts'), {recursive: true});
writeFileSync(
  path.join(root, 'tests/.artifacts/canary.json'),
  `${JSON.stringify({date: new Date().toISOString(), results}, null, 2)}\n`,
);
process.exitCode = broke.length > 0 ? 1 : 0;
