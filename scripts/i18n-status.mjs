#!/usr/bin/env node
// Translation status: for every English page (docs/ and src/pages/, with the
// `_partials.md` they include), whether its Chinese page is missing or outdated (the English file changed in git
// after the Chinese one last did, with the size of that English diff), which
// heading ids differ and which front-matter keys are missing; plus empty or
// untranslated strings in i18n/zh-CN/**/*.json and in the bilingual texts
// ({en, zh}) of the data modules under src/data/.
//
//   npm run i18n:status              print and write tests/.artifacts/i18n-status.json; exit 0
//   npm run i18n:status -- --strict  exit 1 on a missing or orphan page or differing heading ids
//   npm run i18n:status -- --json    print the JSON instead of the summary
//
// The logic lives in src/lib/site/i18nStatus.ts (unit-tested); this file reads.
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, alias: {'@site': root}});
const status = jiti(path.join(root, 'src/lib/site/i18nStatus.ts'));
const strict = process.argv.includes('--strict');
const asJson = process.argv.includes('--json');

const SOURCES = [
  {en: 'docs', zh: 'i18n/zh-CN/docusaurus-plugin-content-docs/current'},
  {en: 'src/pages', zh: 'i18n/zh-CN/docusaurus-plugin-content-pages'},
];

const files = jiti(path.join(root, 'src/lib/site/files.ts'));
/** Files under `dir` (relative to the root) whose name passes `test`, as root-relative paths. */
const list = (dir, test) => files.listFiles(path.join(root, dir), test).map((file) => `${dir}/${file}`);

// Pages and the `_partials.md` they include (src/remark/README.md): a Chinese page includes the Chinese
// partial next to it, so a partial is mirrored, and reported when missing or outdated, like a page.
const isMirrored = files.isMarkdown;

function git(args) {
  const child = spawnSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  return child.status === 0 ? child.stdout : undefined;
}

const log = git(['log', '--format=%x00%H %ct', '--name-only', '--', ...SOURCES.flatMap((s) => [s.en, s.zh])]);
const commits = log === undefined ? new Map() : status.lastCommits(log);

const pages = [];
const orphans = [];
for (const source of SOURCES) {
  const enFiles = list(source.en, isMirrored);
  const zhFiles = new Set(list(source.zh, isMirrored));
  for (const enPath of enFiles) {
    const relative = enPath.slice(source.en.length + 1);
    const zhPath = `${source.zh}/${relative}`;
    const en = readFileSync(path.join(root, enPath), 'utf8');
    const zh = zhFiles.has(zhPath) ? readFileSync(path.join(root, zhPath), 'utf8') : undefined;
    const page = {...status.comparePage(enPath, en, zh)};
    const enCommit = commits.get(enPath);
    const zhCommit = commits.get(zhPath);
    if (zh !== undefined && status.isOutdated(enCommit, zhCommit)) {
      const diff = git(['diff', '--numstat', zhCommit.commit, enCommit.commit, '--', enPath]) ?? '';
      page.outdated = {enCommit: enCommit.commit, zhCommit: zhCommit.commit, ...status.numstat(diff)};
    }
    pages.push(page);
    zhFiles.delete(zhPath);
  }
  orphans.push(...zhFiles);
}

const strings = [];
for (const file of list('i18n/zh-CN', (name) => name.endsWith('.json'))) {
  strings.push(...status.jsonIssues(file, JSON.parse(readFileSync(path.join(root, file), 'utf8'))));
}
const unreadable = [];
// Modules with bilingual texts (`zh:` keys or `h(en, zh)` calls); aggregating
// modules (`all.ts`, `index.ts`) last, so a text is reported where it is written.
const aggregate = (file) => /\/(all|index)\.ts$/.test(file);
const dataFiles = list('src/data', (name) => /\.ts$/.test(name) && !name.endsWith('.d.ts'))
  .filter((file) => /\bzh\s*:|\bh\(/.test(readFileSync(path.join(root, file), 'utf8')))
  .sort((a, b) => Number(aggregate(a)) - Number(aggregate(b)) || a.localeCompare(b));
const seen = new Set();
for (const file of dataFiles) {
  try {
    strings.push(...status.localizedTextIssues(file, jiti(path.join(root, file)), seen));
  } catch (error) {
    unreadable.push({file, error: String(error instanceof Error ? error.message : error).split('\n')[0]});
  }
}

const report = {
  generated: new Date().toISOString(),
  gitHistory: log !== undefined && commits.size > 0,
  pages,
  orphans,
  strings,
  unreadable,
};
const failures = status.strictFailures(report);
mkdirSync(path.join(root, 'tests/.artifacts'), {recursive: true});
writeFileSync(
  path.join(root, 'tests/.artifacts/i18n-status.json'),
  `${JSON.stringify({...report, failures}, null, 2)}\n`,
);

if (asJson) console.log(JSON.stringify({...report, failures}, null, 2));
else {
  for (const line of status.formatReport(report)) console.log(line);
  if (!report.gitHistory) console.log('(no git history: outdated pages are not detected)');
  console.log('Written to tests/.artifacts/i18n-status.json');
}
if (strict && failures.length > 0) {
  console.error(`\ni18n:status --strict: ${failures.length} problem(s):`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
