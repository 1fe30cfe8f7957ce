#!/usr/bin/env node
// Lighthouse (the `lighthouse` package from the registry) on the measured
// pages of a production build (`npm run build` first), served by nginx with
// the production configuration, in Debian's Chromium: mobile form factor,
// simulated throttling, every host but 127.0.0.1 unreachable. Three runs per
// page (`--runs N` to change); each figure is the median of its runs.
//
// Usage: npm run bench:lighthouse [-- --runs 3] [-- --pages /,/pricing]
//          [-- --against http://127.0.0.1:4296]
// Serves build/ with nginx on BENCH_PORT (default 4292) unless BASE_URL is
// given. With --against, every run of a page is paired with a run of the same
// page on that server (another build: before, after, before, after), and the
// tables show both. Prints Markdown tables and writes
// tests/.artifacts/lighthouse.md and tests/.artifacts/lighthouse.json (figures
// per run and the failing accessibility, best-practices and SEO audits of each
// page). Each run also records Lighthouse's benchmark index of the machine
// (its CPU speed: the simulated 4× slowdown is relative to it), so that figures
// from different days can be told apart, and audits the same trace a second
// time with the slowdown calibrated to that index ("calibrated" columns, see
// CALIBRATED_INDEX): on a slower host those figures are the ones to compare.
// Timings depend on the machine, so this is a benchmark, not part of
// `npm test`; the budgets that are checked are the bytes in
// tests/e2e/page-weight.budgets.json.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import lighthouse from 'lighthouse';
import MEASURED_PAGES from '../tests/e2e/measured-pages.json' with {type: 'json'};
import {CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer} from './lib/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 3);
// The measured pages, the same as the page-weight budgets'.
const PAGES = arg('--pages')?.split(',') ?? MEASURED_PAGES;
// Where to write every run's whole Lighthouse report (JSON), for a closer look.
const REPORTS = arg('--reports');
// Another server to measure in alternating runs (the build before a change).
const AGAINST = arg('--against')?.replace(/\/$/, '');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Lighthouse's default CPU slowdown is 4×, meant for a host whose benchmark index is 1500–2000 (a high-end desktop; its
// docs/throttling.md, "Calibrating the CPU slowdown"). The calibrated audit scales it by the run's own index against
// the middle of that range, so that a slower or busier host simulates the same phone: 4 × index / 1750.
const DEFAULT_SLOWDOWN = 4;
const CALIBRATED_INDEX = 1750;
// Lighthouse's groups of main-thread work, in the order of the second table.
const MAIN_THREAD_GROUPS = [
  ['scriptEvaluation', 'Script evaluation'],
  ['styleLayout', 'Style & layout'],
  ['scriptParseCompile', 'Script parse'],
  ['parseHTML', 'HTML & CSS parse'],
  ['paintCompositeRender', 'Paint'],
  ['garbageCollection', 'GC'],
  ['other', 'Other'],
];
const LIGHTHOUSE_CHROMIUM_ARGS = [
  '--headless',
  ...CHROMIUM_ARGS,
  // Offline as the test machine is: every host name but 127.0.0.1 fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Starts Chromium with a fresh profile and returns its DevTools port (read from DevToolsActivePort). */
async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...LIGHTHOUSE_CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    {stdio: 'ignore'},
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  const until = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (Date.now() > until || child.exitCode !== null) throw new Error('Chromium did not start');
    await sleep(100);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    close: async () => {
      child.kill();
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(profile, {recursive: true, force: true});
    },
  };
}

/** Audits of a category that count towards its score and did not pass. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      items: (audit.details?.items ?? [])
        .slice(0, 10)
        .map((item) =>
          [item.node?.snippet ?? item.url ?? item.sourceLocation?.url ?? item.source?.url, item.description]
            .filter(Boolean)
            .join(' '),
        ),
    }));
}

function figuresOf(lhr) {
  const score = (c) => Math.round((lhr.categories[c].score ?? Number.NaN) * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (lhr.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    jsBytes: scripts?.transferSize ?? Number.NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    // Main-thread time by kind of work (Lighthouse's groups, simulated slowdown included), ms.
    mainThread: Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, i.duration]),
    ),
  };
}

let server;
let base = process.env.BASE_URL;
if (!base) {
  const port = process.env.BENCH_PORT ?? '4292';
  base = `http://127.0.0.1:${port}`;
  server = spawn('bash', ['scripts/serve-nginx.sh'], {cwd: root, env: {...process.env, PORT: port}, stdio: 'ignore'});
}

let chromium;
// Interrupted (Ctrl-C, kill): close the browser and nginx this script started.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await chromium?.close();
    server?.kill();
    process.exit(130);
  });
}
try {
  await waitForServer(`${base}/`);
  chromium = await launchChromium();
  const flags = {
    port: chromium.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  };
  /** Checks a Lighthouse result and returns its report. */
  const reportOf = (result, url) => {
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  };
  /**
   * One Lighthouse run of `url` on `server`: the report at the default slowdown, and the same trace audited again at
   * the slowdown calibrated to the run's benchmark index (Lighthouse's audit mode over the saved artifacts, whose
   * settings must be those of the audit).
   */
  async function runOnce(server, url, i) {
    const saved = mkdtempSync(path.join(tmpdir(), 'lighthouse-artifacts-'));
    try {
      const lhr = reportOf(
        await lighthouse(server + encodeURI(url), {...flags, gatherMode: saved, auditMode: saved}),
        server + url,
      );
      const file = path.join(saved, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(file, 'utf8'));
      const throttling = {
        ...artifacts.settings.throttling,
        cpuSlowdownMultiplier: (DEFAULT_SLOWDOWN * lhr.environment.benchmarkIndex) / CALIBRATED_INDEX,
      };
      artifacts.settings.throttling = throttling;
      writeFileSync(file, JSON.stringify(artifacts));
      const calibrated = reportOf(await lighthouse(undefined, {...flags, auditMode: saved, throttling}), server + url);
      if (REPORTS) {
        mkdirSync(REPORTS, {recursive: true});
        const slug = url.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '_') || 'home';
        const tag = server === base ? '' : '-against';
        writeFileSync(path.join(REPORTS, `${slug}${tag}-${i + 1}.json`), JSON.stringify(lhr));
        writeFileSync(path.join(REPORTS, `${slug}${tag}-${i + 1}-calibrated.json`), JSON.stringify(calibrated));
      }
      return {lhr, calibrated};
    } finally {
      rmSync(saved, {recursive: true, force: true});
    }
  }

  /** The medians of a page's runs, and the audits that failed in any of them. */
  function summary(url, reports) {
    const lhrs = reports.map((r) => r.lhr);
    const runs = lhrs.map(figuresOf);
    const calibratedRuns = reports.map((r) => ({
      ...figuresOf(r.calibrated),
      slowdown: r.calibrated.configSettings.throttling.cpuSlowdownMultiplier,
    }));
    const failing = new Map();
    for (const lhr of lhrs) {
      for (const category of CATEGORIES.slice(1)) {
        for (const audit of failingAudits(lhr, category)) failing.set(`${category}/${audit.id}`, {category, ...audit});
      }
    }
    const m = (key) => median(runs.map((r) => r[key]));
    return {
      url,
      performance: m('performance'),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      seo: m('seo'),
      tbt: Math.round(m('tbt')),
      cls: Number(m('cls').toFixed(3)),
      lcp: Math.round(m('lcp')),
      fcp: Math.round(m('fcp')),
      jsKiB: Math.round(m('jsBytes') / 1024),
      benchmarkIndex: Math.round(m('benchmarkIndex')),
      mainThread: Object.fromEntries(
        MAIN_THREAD_GROUPS.map(([group]) => [group, Math.round(median(runs.map((r) => r.mainThread[group] ?? 0)))]),
      ),
      calibrated: {
        slowdown: Number(median(calibratedRuns.map((r) => r.slowdown)).toFixed(1)),
        performance: median(calibratedRuns.map((r) => r.performance)),
        tbt: Math.round(median(calibratedRuns.map((r) => r.tbt))),
      },
      failingAudits: [...failing.values()],
      runs,
      calibratedRuns,
    };
  }

  const servers = AGAINST ? [AGAINST, base] : [base];
  if (AGAINST) await waitForServer(`${AGAINST}/`);
  /** Server → page summaries. */
  const results = new Map(servers.map((server) => [server, []]));
  for (const url of PAGES) {
    const reports = new Map(servers.map((server) => [server, []]));
    for (let i = 0; i < RUNS; i++) {
      // Alternating: the other server's run, then this build's.
      for (const server of servers) {
        const report = await runOnce(server, url, i);
        reports.get(server).push(report);
        const label = AGAINST ? ` (${server === base ? 'this build' : 'against'})` : '';
        process.stderr.write(
          `${url}${label} run ${i + 1}/${RUNS}: performance ${figuresOf(report.lhr).performance}, ` +
            `benchmark index ${Math.round(report.lhr.environment.benchmarkIndex)}, ` +
            `calibrated ${figuresOf(report.calibrated).performance}\n`,
        );
      }
    }
    for (const server of servers) results.get(server).push(summary(url, reports.get(server)));
  }

  const machine = (list) => Math.round(median(list.flatMap((r) => r.runs.map((run) => run.benchmarkIndex))));
  /** The tables of one server's results. */
  function tables(list, title) {
    const lines = [
      `${title}Lighthouse ${lighthouseVersion}, mobile, simulated throttling, ${RUNS} run(s) per page (medians), Chromium ${CHROMIUM_PATH}, ${new Date().toISOString().slice(0, 10)}, benchmark index ${machine(list)}:`,
      '',
      '| Page | Performance | Accessibility | Best practices | SEO | TBT | CLS | LCP | JS (KiB, transfer) | Calibrated: slowdown, performance, TBT |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...list.map(
        (r) =>
          `| \`${r.url}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.tbt} ms | ${r.cls} | ${(r.lcp / 1000).toFixed(1)} s | ${r.jsKiB} | ${r.calibrated.slowdown}×, ${r.calibrated.performance}, ${r.calibrated.tbt} ms |`,
      ),
    ];
    lines.push(
      '',
      'Main-thread work (ms, medians, at the simulated CPU slowdown):',
      '',
      `| Page | ${MAIN_THREAD_GROUPS.map(([, label]) => label).join(' | ')} |`,
      `| --- | ${MAIN_THREAD_GROUPS.map(() => '---').join(' | ')} |`,
      ...list.map((r) => `| \`${r.url}\` | ${MAIN_THREAD_GROUPS.map(([group]) => r.mainThread[group]).join(' | ')} |`),
    );
    const failingLines = list.flatMap((r) =>
      r.failingAudits.map(
        (a) => `- \`${r.url}\` ${a.category}: ${a.id} (${a.title})${a.items.length ? `: ${a.items.join(' · ')}` : ''}`,
      ),
    );
    if (failingLines.length > 0)
      lines.push('', 'Failing accessibility, best-practices and SEO audits (in any run):', '', ...failingLines);
    return lines;
  }

  const lighthouseVersion = (await import('lighthouse/package.json', {with: {type: 'json'}})).default.version;
  const lines = tables(results.get(base), AGAINST ? `This build (${base}). ` : '');
  if (AGAINST) {
    const before = results.get(AGAINST);
    lines.push(
      '',
      ...tables(before, `Against (${AGAINST}). `),
      '',
      'Paired, alternating runs: against → this build (medians).',
      '',
      '| Page | Performance | TBT (ms) | CLS | LCP (s) | JS (KiB) | Calibrated performance | Calibrated TBT (ms) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...results.get(base).map((r, i) => {
        const b = before[i];
        return `| \`${r.url}\` | ${b.performance} → ${r.performance} | ${b.tbt} → ${r.tbt} | ${b.cls} → ${r.cls} | ${(b.lcp / 1000).toFixed(1)} → ${(r.lcp / 1000).toFixed(1)} | ${b.jsKiB} → ${r.jsKiB} | ${b.calibrated.performance} → ${r.calibrated.performance} | ${b.calibrated.tbt} → ${r.calibrated.tbt} |`;
      }),
    );
  }
  const table = `${lines.join('\n')}\n`;
  const artifacts = path.join(root, 'tests/.artifacts');
  mkdirSync(artifacts, {recursive: true});
  writeFileSync(path.join(artifacts, 'lighthouse.md'), table);
  writeFileSync(
    path.join(artifacts, 'lighthouse.json'),
    `${JSON.stringify({base, against: AGAINST, runs: RUNS, results: Object.fromEntries(results)}, null, 2)}\n`,
  );
  console.log(`\n${table}`);
} finally {
  await chromium?.close();
  server?.kill();
}
