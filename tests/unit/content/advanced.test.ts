/**
 * The advanced guide (docs/guide/advanced/ and its Chinese mirror) names
 * admin settings, config.json fields and user permissions in `code spans`.
 * This test holds every such name against the program's facts, so that a
 * misspelt or invented key fails here instead of misleading a reader:
 *
 * - admin settings: tests/fixtures/facts/settings.json (v3.38.0 + 2) plus the
 *   v3.45.0 delta settings-v3.45.0.json;
 * - config.json fields and their environment variables: config.json plus
 *   config-v3.45.0.json;
 * - permissions: src/data/permissions.ts (internal/model/user.go at v3.45.0);
 * - other names a page may show in code (storage and driver options, user and
 *   meta fields, the choices of select options):
 *   tests/fixtures/facts/names-v3.45.0.json, and OTHER_NAMES
 *   below for the few that come from elsewhere.
 *
 * Which spans are checked (the rule a writer needs to know):
 * - `lower_snake_case` (at least one underscore): must be a setting or one of
 *   its choices, a config.json field (full path or last segment), a
 *   permission or a known other name;
 * - `dotted.lower_case.path` that is not a file or host name or a
 *   reverse-domain identifier (`config.json`, `example.com`,
 *   `com.example.app` are skipped): must be a config.json path such as
 *   `s3.port`;
 * - `ALIST_…` (also inside code blocks): must be an environment variable of a
 *   config.json field (or in OTHER_NAMES);
 * - a ```json block whose title mentions config.json: every key path in it
 *   must exist in config.json.
 * - a single word that is a whole settings key or a top-level config.json
 *   name (`token`, `database`, `s3`, `tasks`) counts as that key.
 * Other single words (`enable`, `write`: a typo cannot be told from prose)
 * and paths (`/movies.balance1`) are not checked. Both locales must name the
 * same keys on each page.
 */
import fs from 'fs';
import path from 'path';
import baseConfig from '@site/tests/fixtures/facts/config.json';
import configDelta from '@site/tests/fixtures/facts/config-v3.45.0.json';
import baseSettings from '@site/tests/fixtures/facts/settings.json';
import settingsDelta from '@site/tests/fixtures/facts/settings-v3.45.0.json';
import names from '@site/tests/fixtures/facts/names-v3.45.0.json';
import {USER_PERMISSIONS} from '@site/src/data/permissions';
import {isMarkdown, listFiles} from '@site/src/lib/site/files';

const root = path.resolve(__dirname, '../../..');
const THIS_TEST = 'tests/unit/content/advanced.test.ts';
const EN_DIR = 'docs/guide/advanced';
const ZH_DIR = 'i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/advanced';

/**
 * Names in code spans that are not settings, config fields, permissions or
 * storage/driver/user/meta fields, each with where it comes from. Add an entry
 * only for a real name (of the program, or of a client a page configures),
 * never to silence a typo.
 */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  ALIST_ADMIN_PASSWORD: 'environment variable read by internal/bootstrap/data/user.go for the first admin password',
  raw_url: 'field of the /api/fs/get response (server/handles/fsread.go FsGetResp)',
  ssh_host_rsa_key: 'host key file of the SFTP server in data/ssh (server/sftp/hostkey.go)',
  addressing_style: 'AWS CLI configuration, s3 section (s3.md)',
  request_checksum_calculation: 'AWS CLI / SDK configuration (s3.md)',
  response_checksum_validation: 'AWS CLI / SDK configuration (s3.md)',
  no_check_bucket: 'option of the rclone s3 backend (s3.md)',
  authorized_keys: "OpenSSH's list of accepted public keys, whose line format SSH keys use (ftp.md)",
};

/* ------------------------------------------------------------------ facts */

type Kind =
  | 'setting'
  | 'setting choice'
  | 'config'
  | 'config field name'
  | 'permission'
  | 'storage or driver option'
  | 'option choice'
  | 'model field';

interface Known {
  /** snake_case names and what they are. */
  readonly words: Map<string, Kind>;
  /** Full config.json paths: sections and fields. */
  readonly configPaths: Map<string, 'section' | 'field'>;
  /** Environment variables of config.json fields. */
  readonly envNames: Set<string>;
  /** Keys that are a single word: settings keys and top-level config.json names. */
  readonly singleWords: Set<string>;
}

interface ConfigFact {
  readonly key: string;
  readonly kind?: string;
  readonly env?: string | null;
}

function loadKnown(): Known {
  const words = new Map<string, Kind>();
  const add = (name: string, kind: Kind): void => {
    if (!words.has(name)) words.set(name, kind);
  };
  const removedSettings = new Set<string>(settingsDelta.removed as string[]);
  const settings: {key: string; options?: string[]}[] = [...baseSettings.settings, ...settingsDelta.added];
  for (const s of settings) {
    if (removedSettings.has(s.key)) continue;
    add(s.key, 'setting');
    for (const o of s.options ?? []) add(o, 'setting choice');
  }
  const configPaths = new Map<string, 'section' | 'field'>();
  const envNames = new Set<string>();
  const removedConfig = new Set<string>(configDelta.removed as string[]);
  for (const f of [...baseConfig.fields, ...configDelta.added] as ConfigFact[]) {
    if (removedConfig.has(f.key)) continue;
    configPaths.set(f.key, f.kind === 'object' ? 'section' : 'field');
    if (f.env) envNames.add(f.env);
  }
  const singleWords = new Set<string>();
  for (const s of settings) {
    if (!removedSettings.has(s.key) && /^[a-z][a-z0-9]*$/.test(s.key)) singleWords.add(s.key);
  }
  for (const [p, kind] of configPaths) {
    if (/^[a-z][a-z0-9]*$/.test(p)) singleWords.add(p);
    add(p, 'config');
    if (kind === 'field') add(p.split('.').pop() ?? p, 'config field name');
  }
  for (const p of USER_PERMISSIONS) add(p.key, 'permission');
  for (const n of names.storage_fields) add(n, 'storage or driver option');
  for (const fields of Object.values(names.driver_fields)) for (const n of fields) add(n, 'storage or driver option');
  for (const n of names.option_values) add(n, 'option choice');
  for (const fields of Object.values(names.model_fields)) for (const n of fields) add(n, 'model field');
  return {words, configPaths, envNames, singleWords};
}

/* ------------------------------------------------------------------ reading pages */

interface Span {
  readonly text: string;
  readonly line: number;
}

interface ConfigBlock {
  readonly json: string;
  readonly line: number;
}

interface PageCode {
  /** Inline code spans outside code blocks. */
  readonly spans: Span[];
  /** `ALIST_…` words inside code blocks. */
  readonly blockEnvWords: Span[];
  /** ```json blocks titled with config.json. */
  readonly configBlocks: ConfigBlock[];
}

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;

/** Splits a page into inline code spans (outside fences) and the code blocks that hold config.json or ALIST_ names. */
function readCode(source: string): PageCode {
  const lines = source.split('\n');
  const spans: Span[] = [];
  const blockEnvWords: Span[] = [];
  const configBlocks: ConfigBlock[] = [];
  let fence: {marker: string; info: string; start: number; body: string[]} | null = null;
  let i = 0;
  // Front matter is prose for the page head, not code.
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1;
  }
  for (; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const lineNo = i + 1;
    const m = FENCE.exec(line);
    if (fence) {
      if (m && m[1]?.[0] === fence.marker[0] && (m[1]?.length ?? 0) >= fence.marker.length && !m[2]?.trim()) {
        const info = fence.info;
        if (/^jsonc?\b/.test(info) && /title="[^"]*config\.json[^"]*"/.test(info)) {
          configBlocks.push({json: fence.body.join('\n'), line: fence.start});
        }
        fence = null;
      } else {
        fence.body.push(line);
        for (const w of line.matchAll(/\bALIST_[A-Z0-9_]+\b/g)) blockEnvWords.push({text: w[0], line: lineNo});
      }
      continue;
    }
    if (m) {
      fence = {marker: m[1] ?? '```', info: (m[2] ?? '').trim(), start: lineNo, body: []};
      continue;
    }
    for (const s of line.matchAll(/(`+)([^`]|[^`].*?[^`])\1(?!`)/g)) {
      spans.push({text: (s[2] ?? '').trim(), line: lineNo});
    }
  }
  return {spans, blockEnvWords, configBlocks};
}

/* ------------------------------------------------------------------ checking */

const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
const DOTTED = /^[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+$/;
const ENV = /^ALIST_[A-Z0-9_]+$/;
/** Last parts that make a dotted span a file or host name, not a config path. */
const NOT_CONFIG_ENDINGS = new Set([
  'json',
  'db',
  'yml',
  'yaml',
  'toml',
  'txt',
  'log',
  'md',
  'mdx',
  'go',
  'sh',
  'conf',
  'pem',
  'key',
  'crt',
  'pub',
  'plist',
  'ipa',
  'tipa',
  'html',
  'js',
  'com',
  'org',
  'net',
  'io',
  'cn',
  'ci',
  'local',
]);

/** First parts of reverse-domain identifiers (`com.example.myapp`), which are not config paths either. */
const REVERSE_DOMAIN_STARTS = new Set(['com', 'org', 'net', 'io', 'cn', 'ci', 'dev', 'app']);

function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cur = row[j] ?? 0;
      row[j] = Math.min(cur + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length] ?? 0;
}

function suggest(name: string, candidates: Iterable<string>): string {
  let best = '';
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = distance(name, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 4)) ? ` Did you mean \`${best}\`?` : '';
}

/** The keys a span names, or a problem. `null` when the span is not a key at all. */
function checkSpan(text: string, known: Known): {key: string} | {problem: string} | null {
  if (ENV.test(text)) {
    if (known.envNames.has(text) || text in OTHER_NAMES) return {key: text};
    return {
      problem: `\`${text}\` is not the environment variable of any config.json field.${suggest(text, known.envNames)}`,
    };
  }
  if (DOTTED.test(text)) {
    const parts = text.split('.');
    if (NOT_CONFIG_ENDINGS.has(parts[parts.length - 1] ?? '') || REVERSE_DOMAIN_STARTS.has(parts[0] ?? '')) return null;
    if (known.configPaths.has(text)) return {key: text};
    return {
      problem: `\`${text}\` is not a config.json path (section.field).${suggest(text, known.configPaths.keys())}`,
    };
  }
  if (known.singleWords.has(text)) return {key: text};
  if (SNAKE.test(text)) {
    if (known.words.has(text) || text in OTHER_NAMES) return {key: text};
    return {
      problem: `\`${text}\` is not an admin setting, config.json field, permission or storage option of v3.45.0.${suggest(text, known.words.keys())}`,
    };
  }
  return null;
}

/** Every key path of a config.json excerpt must exist; objects must be sections. */
function checkConfigBlock(json: string, known: Known): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (e) {
    return [`the config.json block is not valid JSON (${(e as Error).message})`];
  }
  const problems: string[] = [];
  const walk = (value: unknown, prefix: string): void => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const p = prefix ? `${prefix}.${k}` : k;
      const kind = known.configPaths.get(p);
      const isObject = v !== null && typeof v === 'object' && !Array.isArray(v);
      if (!kind) {
        problems.push(`config.json block: \`${p}\` is not a config.json key.${suggest(p, known.configPaths.keys())}`);
      } else if (isObject && kind !== 'section') {
        problems.push(`config.json block: \`${p}\` is a field, not a section`);
      } else if (!isObject && kind === 'section') {
        problems.push(`config.json block: \`${p}\` is a section and takes an object`);
      }
      if (isObject) walk(v, p);
    }
  };
  walk(parsed, '');
  return problems;
}

interface PageResult {
  readonly problems: string[];
  readonly keys: Set<string>;
}

function checkPage(source: string, file: string, known: Known): PageResult {
  const code = readCode(source);
  const problems: string[] = [];
  const keys = new Set<string>();
  const fix =
    'Fix the name; if it is a real name of another kind, add it to OTHER_NAMES in ' + `${THIS_TEST} with its source.`;
  for (const span of [...code.spans, ...code.blockEnvWords]) {
    const r = checkSpan(span.text, known);
    if (!r) continue;
    if ('problem' in r) problems.push(`${file}:${span.line}: ${r.problem} ${fix}`);
    else keys.add(r.key);
  }
  for (const block of code.configBlocks) {
    for (const p of checkConfigBlock(block.json, known)) problems.push(`${file}:${block.line}: ${p}`);
  }
  return {problems, keys};
}

/* ------------------------------------------------------------------ tests */

const listPages = (dir: string): string[] => listFiles(path.join(root, dir), isMarkdown);

const known = loadKnown();
const pages = listPages(EN_DIR);

describe('advanced guide: names in code', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(14);
  });

  describe.each([
    ['en', EN_DIR],
    ['zh-CN', ZH_DIR],
  ])('%s', (_locale, dir) => {
    it.each(pages)('%s names only settings, config fields and permissions that exist', (page) => {
      const file = path.join(dir, page);
      const result = checkPage(fs.readFileSync(path.join(root, file), 'utf8'), file, known);
      expect(result.problems).toEqual([]);
    });
  });

  it.each(pages)('%s names the same keys in English and Chinese', (page) => {
    const en = checkPage(fs.readFileSync(path.join(root, EN_DIR, page), 'utf8'), page, known).keys;
    const zh = checkPage(fs.readFileSync(path.join(root, ZH_DIR, page), 'utf8'), page, known).keys;
    const onlyEn = [...en].filter((k) => !zh.has(k)).sort();
    const onlyZh = [...zh].filter((k) => !en.has(k)).sort();
    expect({[`only in ${EN_DIR}/${page}`]: onlyEn, [`only in ${ZH_DIR}/${page}`]: onlyZh}).toEqual({
      [`only in ${EN_DIR}/${page}`]: [],
      [`only in ${ZH_DIR}/${page}`]: [],
    });
  });

  it.each(pages)('%s has the same heading ids, in the same order, in both locales', (page) => {
    const ids = (dir: string): string[] => {
      const text = fs.readFileSync(path.join(root, dir, page), 'utf8');
      const missing = text
        .split('\n')
        .filter((l) => /^#{2,4} /.test(l) && !/\{#[\w-]+\}\s*$/.test(l))
        .map((l) => `${dir}/${page}: heading without an explicit id: ${l}`);
      return [...missing, ...[...text.matchAll(/^#{2,4} .*\{#([\w-]+)\}\s*$/gm)].map((m) => m[1] ?? '')];
    };
    expect(ids(ZH_DIR)).toEqual(ids(EN_DIR));
  });

  it('every permission of the data has a distinct bit from 0 up', () => {
    expect(USER_PERMISSIONS.map((p) => p.bit)).toEqual(USER_PERMISSIONS.map((_, i) => i));
    expect(new Set(USER_PERMISSIONS.map((p) => p.key)).size).toBe(USER_PERMISSIONS.length);
  });

  it('OTHER_NAMES does not repeat a name the facts already know', () => {
    expect(Object.keys(OTHER_NAMES).filter((n) => known.words.has(n) || known.envNames.has(n))).toEqual([]);
  });
});

// The checker must catch what it promises to catch.
describe('advanced guide checker reports', () => {
  const check = (page: string): string[] => checkPage(page, 'page.md', known).problems;

  it('a misspelt settings key, with the right one', () => {
    expect(check('Set `s3_acess_key_id` first.')).toEqual([
      expect.stringMatching(/^page\.md:1: `s3_acess_key_id` is not .*Did you mean `s3_access_key_id`\?/),
    ]);
  });
  it('a misspelt permission', () => {
    expect(check('Tick `ftp_raed`.')).toEqual([expect.stringContaining('Did you mean `ftp_read`?')]);
  });
  it('a wrong config path, on its line', () => {
    expect(check('Intro\n\nTurn on `sftp.enabel`.')).toEqual([
      expect.stringMatching(/^page\.md:3: `sftp\.enabel` is not a config\.json path.*Did you mean `sftp\.enable`\?/),
    ]);
  });
  it('a made-up environment variable, also in a code block', () => {
    expect(check('`ALIST_S3_PORTT`\n\n```bash\nALIST_FTP_ENABEL=true alist server\n```')).toEqual([
      expect.stringContaining('`ALIST_S3_PORTT` is not the environment variable'),
      expect.stringContaining('`ALIST_FTP_ENABEL` is not the environment variable'),
    ]);
  });
  it('an unknown key in a config.json block', () => {
    const page = '```json title="data/config.json"\n{"s3": {"enable": true, "prot": 5246}}\n```';
    expect(check(page)).toEqual([expect.stringContaining('`s3.prot` is not a config.json key')]);
  });
  it('a field given an object in a config.json block', () => {
    const page = '```json title="config.json (excerpt)"\n{"ftp": {"listen": {"port": 21}}}\n```';
    expect(check(page)).toEqual([
      expect.stringContaining('`ftp.listen` is a field, not a section'),
      expect.stringContaining('`ftp.listen.port` is not a config.json key'),
    ]);
  });
  it('nothing for real keys, file and host names, paths, single words or other code blocks', () => {
    const page = [
      '---',
      'title: `not_a_key` in front matter',
      '---',
      'Set `s3_buckets`, `s3.port`, `ftp.listen`, `listen`, `webdav_manage`, `protect_same_name`, `ALIST_S3_PORT`.',
      'Edit `config.json` at `alist.example.com`; mount `/movies.balance1`; open `data/ssh`; install `com.example.app`.',
      '```yaml',
      'made_up_key: `also_made_up`',
      '```',
    ].join('\n');
    expect(check(page)).toEqual([]);
    expect([...checkPage(page, 'page.md', known).keys].sort()).toEqual(
      ['ALIST_S3_PORT', 'ftp.listen', 'protect_same_name', 's3.port', 's3_buckets', 'webdav_manage'].sort(),
    );
  });
  it('single words only when they are whole keys, for the comparison of locales', () => {
    const page = 'The `database` and `tasks` sections, the `token` setting; `enable`, `databse` and `write` are prose.';
    expect(check(page)).toEqual([]);
    expect([...checkPage(page, 'page.md', known).keys].sort()).toEqual(['database', 'tasks', 'token']);
  });
});
