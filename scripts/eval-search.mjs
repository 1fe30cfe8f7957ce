#!/usr/bin/env node
// Search evaluation: runs the query set of tests/search/queries.ts against the
// built local index of each locale (build/ and build/zh/, `npm run build`
// first) with the browser's own ranking code (src/lib/search/engine.ts), and
// prints hit@1, hit@3 and MRR per locale and per kind of query, then the
// queries whose answer is not in the first three hits.
//
//   npm run eval:search                    # report
//   npm run eval:search -- --min-hit3 0.9  # also fail below 0.9 in a locale (CI)
//   npm run eval:search -- --query "下载慢" --locale zh-CN   # one query's hits
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const load = require('jiti')(import.meta.url, {interopDefault: true});
const {loadIndex, search} = load(path.join(root, 'src/lib/search/engine.ts'));
const {synonymsOf} = load(path.join(root, 'src/data/search/synonyms.ts'));
const {QUERIES} = load(path.join(root, 'tests/search/queries.ts'));

const {values: args} = parseArgs({
  options: {
    'min-hit3': {type: 'string'},
    query: {type: 'string'},
    locale: {type: 'string'},
    build: {type: 'string', default: 'build'},
    quiet: {type: 'boolean', default: false},
  },
});

const LOCALES = {en: {dir: '', base: '/'}, 'zh-CN': {dir: 'zh', base: '/zh/'}};

function readStage(folder, stage) {
  const names = existsSync(folder) ? readdirSync(folder).filter((n) => n.startsWith(`${stage}-`)) : [];
  if (names.length !== 1) {
    throw new Error(
      `eval-search: expected one ${stage}-*.json in ${folder}, found ${names.length} (run npm run build)`,
    );
  }
  return JSON.parse(readFileSync(path.join(folder, names[0]), 'utf8'));
}

function indexOf(locale) {
  const folder = path.resolve(root, args.build, LOCALES[locale].dir, 'assets/search');
  return loadIndex(readStage(folder, 'head'), readStage(folder, 'body'));
}

/** Page path of a hit, without the locale's base URL, anchor or trailing slash. */
function pageOf(url, base) {
  const noAnchor = url.split('#')[0];
  const rel = noAnchor.startsWith(base) ? noAnchor.slice(base.length - 1) : noAnchor;
  return rel.replace(/\/$/, '') || '/';
}

const pct = (n) => n.toFixed(2);

if (args.query) {
  const locale = args.locale ?? 'en';
  const hits = search(indexOf(locale), args.query, {limit: 10, synonyms: synonymsOf(locale)});
  hits.forEach((hit, i) => console.log(`${i + 1}. ${hit.score.toFixed(2)} ${hit.url}  ${hit.title}`));
  process.exit(0);
}

let failed = false;
const threshold = args['min-hit3'] === undefined ? undefined : Number(args['min-hit3']);
for (const [locale, queries] of Object.entries(QUERIES).filter(([l]) => !args.locale || l === args.locale)) {
  const {base} = LOCALES[locale];
  const index = indexOf(locale);
  const synonyms = synonymsOf(locale);
  const byKind = new Map();
  const misses = [];
  let anchored = 0;
  let anchorHits = 0;
  const statusSpread = [];
  /** Queries below their own floor (`within`): their page's place among the hits' pages. */
  const belowFloor = [];
  for (const query of queries) {
    const hits = search(index, query.q, {limit: 10, synonyms});
    const pages = [query.page, ...(query.also ?? [])];
    // The page of each hit, in the hits' order.
    const hitPages = hits.map((hit) => pageOf(hit.url, base));
    const rank = hitPages.findIndex((page) => pages.includes(page)) + 1;
    const stats = byKind.get(query.kind) ?? {n: 0, hit1: 0, hit3: 0, rr: 0};
    stats.n += 1;
    if (rank === 1) stats.hit1 += 1;
    if (rank >= 1 && rank <= 3) stats.hit3 += 1;
    if (rank >= 1) stats.rr += 1 / rank;
    byKind.set(query.kind, stats);
    if (query.anchor) {
      anchored += 1;
      if (hits.slice(0, 3).some((hit) => hit.url === `${base.replace(/\/$/, '')}${query.page}#${query.anchor}`)) {
        anchorHits += 1;
      }
    }
    if (query.kind === 'status') {
      statusSpread.push({q: query.q, pages: new Set(hitPages.slice(0, 5)).size});
    }
    if (rank === 0 || rank > 3) misses.push({query, rank, top: hits.slice(0, 3)});
    if (query.within) {
      const pageRank = [...new Set(hitPages)].findIndex((page) => pages.includes(page)) + 1;
      if (pageRank === 0 || pageRank > query.within) belowFloor.push({query, pageRank});
    }
  }
  const total = [...byKind.values()].reduce(
    (sum, s) => ({n: sum.n + s.n, hit1: sum.hit1 + s.hit1, hit3: sum.hit3 + s.hit3, rr: sum.rr + s.rr}),
    {n: 0, hit1: 0, hit3: 0, rr: 0},
  );
  console.log(`\n${locale}: ${total.n} queries`);
  console.log('  kind         n  hit@1  hit@3    MRR');
  for (const [kind, s] of [...byKind].sort()) {
    console.log(
      `  ${kind.padEnd(10)} ${String(s.n).padStart(3)}   ${pct(s.hit1 / s.n)}   ${pct(s.hit3 / s.n)}   ${pct(s.rr / s.n)}`,
    );
  }
  const hit3 = total.hit3 / total.n;
  console.log(
    `  ${'all'.padEnd(10)} ${String(total.n).padStart(3)}   ${pct(total.hit1 / total.n)}   ${pct(hit3)}   ${pct(total.rr / total.n)}`,
  );
  console.log(`  anchor in the first three hits: ${anchorHits}/${anchored}`);
  for (const {q, pages} of statusSpread) console.log(`  status "${q}": ${pages} pages in the first five hits`);
  if (!args.quiet) {
    for (const {query, rank, top} of misses) {
      console.log(`  miss "${query.q}" → ${query.page}${query.anchor ? `#${query.anchor}` : ''} (rank ${rank || '-'})`);
      for (const hit of top) console.log(`      ${hit.url}  ${hit.title}`);
    }
  }
  if (threshold !== undefined && hit3 < threshold) {
    console.log(`  ✗ hit@3 ${pct(hit3)} is below ${threshold}`);
    failed = true;
  }
  for (const {query, pageRank} of belowFloor) {
    console.log(
      `  ✗ "${query.q}" → ${query.page} is page ${pageRank || '-'} of the hits, not among the first ${query.within}`,
    );
    if (threshold !== undefined) failed = true;
  }
  if (statusSpread.some(({pages}) => pages < 3)) {
    console.log('  ✗ a status code query shows fewer than three pages in its first five hits');
    if (threshold !== undefined) failed = true;
  }
}
process.exit(failed ? 1 : 0);
