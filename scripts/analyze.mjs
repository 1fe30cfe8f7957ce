#!/usr/bin/env node
// Bundle analysis: builds one locale with the bundler's stats
// (src/plugins/bundle-stats), then runs webpack-bundle-analyzer on them:
//
// - tests/.artifacts/analyze/<locale>.html: the interactive tree map (open it
//   in a browser; "Gzipped" sizes are per module, compressed alone);
// - a summary printed here: the entry chunk (main.js) by package or source
//   folder, and the largest chunks.
//
// Usage: npm run analyze [-- --locale zh-CN] [-- --no-build] [-- --top 40]
// `--no-build` reuses the stats and files of the last analysis build.
// The build goes to build-analyze/ so that build/ (tests, benchmarks) stays as it is.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import analyzer from 'webpack-bundle-analyzer/lib/analyzer.js';
import viewer from 'webpack-bundle-analyzer/lib/viewer.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const locale = arg('--locale', 'en');
const top = Number(arg('--top', '30'));
const statsDir = path.join(root, 'tests/.artifacts/analyze');
const statsFile = path.join(statsDir, `${locale}.json`);
const outDir = path.join(root, 'build-analyze');

if (!process.argv.includes('--no-build')) {
  console.log(`▶ docusaurus build --locale ${locale} --out-dir build-analyze (with bundler stats)`);
  const build = spawnSync('npx', ['--no-install', 'docusaurus', 'build', '--locale', locale, '--out-dir', outDir], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, BUNDLE_STATS_DIR: statsDir},
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(statsFile)) {
  console.error(`analyze: no stats at ${statsFile} (run without --no-build)`);
  process.exit(1);
}

const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
// Parts of a concatenated module that the bundler summarised without a name
// (a group of filtered children) cannot be placed in the tree: keep the named ones.
for (const m of stats.modules ?? []) {
  if (Array.isArray(m.modules)) m.modules = m.modules.filter((inner) => typeof inner.name === 'string');
  if (m.modules?.length === 0) delete m.modules;
}
// The bundle files sit in the build's output path (build-analyze/ or build-analyze/zh/).
const bundleDir = stats.outputPath;
const quiet = {debug() {}, info() {}, warn() {}, error: console.error};
const reportFile = path.join(statsDir, `${locale}.html`);
await viewer.generateReport(stats, {
  openBrowser: false,
  reportFilename: reportFile,
  reportTitle: `Bundles (${locale})`,
  bundleDir,
  defaultSizes: 'gzip',
  logger: quiet,
});

const chunks = analyzer.getViewerData(stats, bundleDir, {logger: quiet});
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** Where a module comes from: a package name, or the site's folder. */
function ownerOf(modulePath) {
  const p = modulePath.replace(/^\.\//, '').replace(/ \+ \d+ modules$/, '');
  const nm = p.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = p.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const parts = p.split('/');
  if (parts[0] === '.docusaurus') return `.docusaurus/${parts[1]}`;
  if (parts[0] === 'src') return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || p;
  return parts.slice(0, 2).join('/');
}

/** Leaf modules of a chunk's tree with their minified source. */
function leaves(groups, out = []) {
  for (const g of groups ?? []) {
    if (g.groups && g.groups.length > 0) leaves(g.groups, out);
    else out.push(g);
  }
  return out;
}

const summary = {locale, chunks: []};
const entry = chunks.find((c) => /(^|\/)main\.[0-9a-f]+\.js$/.test(c.label));
if (entry) {
  const byOwner = new Map();
  for (const leaf of leaves(entry.groups)) {
    const owner = ownerOf(leaf.path ?? leaf.label);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + (leaf.parsedSize ?? 0));
  }
  const rows = [...byOwner].sort((a, b) => b[1] - a[1]);
  console.log(`\n${entry.label}: ${kib(entry.parsedSize)} minified, ${kib(entry.gzipSize)} gzip`);
  console.log('Largest contributors (minified bytes):');
  for (const [owner, bytes] of rows.slice(0, top)) console.log(`  ${kib(bytes).padStart(10)}  ${owner}`);
  summary.main = {file: entry.label, parsed: entry.parsedSize, gzip: entry.gzipSize, owners: rows};
}

const sorted = [...chunks].sort((a, b) => (b.gzipSize ?? 0) - (a.gzipSize ?? 0));
console.log(`\nLargest chunks (gzip):`);
for (const c of sorted.slice(0, Math.min(top, 20))) {
  const biggest = leaves(c.groups).sort((a, b) => (b.parsedSize ?? 0) - (a.parsedSize ?? 0))[0];
  console.log(
    `  ${kib(c.gzipSize ?? 0).padStart(10)}  ${c.label}  (largest module: ${biggest ? ownerOf(biggest.path ?? biggest.label) : '-'})`,
  );
}
for (const c of chunks) {
  const raw = existsSync(path.join(bundleDir, c.label)) ? readFileSync(path.join(bundleDir, c.label)) : null;
  summary.chunks.push({file: c.label, parsed: c.parsedSize, gzip: raw ? gzipSync(raw, {level: 9}).length : null});
}
writeFileSync(path.join(statsDir, `${locale}-summary.json`), JSON.stringify(summary, null, 2));
console.log(`\nTree map: ${path.relative(root, reportFile)}; summary: tests/.artifacts/analyze/${locale}-summary.json`);
