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
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  createReport,
  createScratch,
  fingerprintModules,
  openPage,
  option,
  run,
  serveAndBrowse,
} from './lib/scratch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const withDocusaurus = !process.argv.includes('--no-docusaurus');
const port = option('--port', process.env.CANARY_PORT ?? '4295');

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

/**
 * What failed in jest's output: each failed file, and each failed test with the first lines of its error (jest
 * prints a test's failure as a block headed `● <describe> › <test>`: the error, a code frame, the stack).
 */
function jestFailures(output) {
  // eslint-disable-next-line no-control-regex
  const text = output.replace(/\x1b\[[0-9;]*m/g, '');
  const files = [...new Set([...text.matchAll(/^FAIL (\S+)/gm)].map(([, file]) => file))];
  const tests = [...text.matchAll(/^ {2}● (.+)\n([\s\S]*?)(?=^ {2}● |^FAIL |^PASS |^Test Suites:|(?![\s\S]))/gm)].map(
    ([, name, body]) => {
      const error = body
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('at ') && !/^(>\s*)?\d+ \||^\|/.test(line))
        .slice(0, 3)
        .join(' ');
      return `  ${name}: ${error}`;
    },
  );
  return [`  failed: ${files.join(', ')}`, ...tests].join('\n');
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

const {record, finish} = createReport(root, 'canary');
const shared = fingerprintModules(root);
const scratch = createScratch(root, 'canary');
let served;
try {
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
  const summary = /^Tests:.*$/m.exec(unit.output)?.[0] ?? '';
  record('unit tests', unit.ok, unit.ok ? summary : `${summary}\n${jestFailures(unit.output)}`);

  if (build.ok) {
    served = await serveAndBrowse(scratch, port);
    for (const {kind, url, status} of SMOKE_PAGES) {
      const {page, context, problems} = await openPage(served.browser, served.base, url, status);
      const heading = await page
        .locator('h1')
        .first()
        .textContent({timeout: 5_000})
        .catch(() => null);
      if (!heading) problems.push('no heading');
      await page.waitForLoadState('networkidle', {timeout: 30_000}).catch(() => undefined);
      record(`smoke: ${kind} ${url}`, problems.length === 0, problems.join('; '));
      await context.close();
    }
  } else {
    record('smoke test', false, 'skipped: the build failed');
  }
} catch (error) {
  record('canary', false, String(error));
} finally {
  await served?.stop();
  if (!keep) rmSync(scratch, {recursive: true, force: true});
}
finish();
