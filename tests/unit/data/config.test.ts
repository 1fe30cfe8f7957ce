/**
 * The configuration reference is data (src/data/config/*.ts); this test holds
 * it against the program's facts, field by field:
 *
 * - tests/fixtures/facts/config.json and settings.json: the shared fact pack,
 *   read from alist at commit 2830575 (v3.38.0 + 2 commits);
 * - tests/fixtures/facts/*-v3.45.0.json: what changed from there to v3.45.0.
 *
 * Every failure names the entry and says what to change. When the program
 * changes, refresh the fixtures from a newer fact pack and follow the messages.
 */
import fs from 'fs';
import path from 'path';
import baseConfig from '@site/tests/fixtures/facts/config.json';
import configDelta from '@site/tests/fixtures/facts/config-v3.45.0.json';
import baseSettings from '@site/tests/fixtures/facts/settings.json';
import settingsDelta from '@site/tests/fixtures/facts/settings-v3.45.0.json';
import {CLI_FLAGS, CONFIG_ENTRIES, ENV_PREFIX, type ConfigEntry} from '@site/src/data/config/configFile';
import {SETTINGS, SETTING_GROUP_IDS, type SettingGroup} from '@site/src/data/config/settings';
import {LATEST_DOCUMENTED_VERSION} from '@site/src/data/config/types';
import {compareVersions, selectConfigEntries} from '@site/src/lib/content/configReference';

/** The release the fact pack's commit belongs to (two commits after the tag). */
const FACTS_RELEASE = 'v3.38.0';
const CONFIG_DATA = 'src/data/config/configFile.ts';
const SETTINGS_DATA = 'src/data/config/settings.ts';

type Json = boolean | number | string | null | Json[] | {[key: string]: Json};
/** One entry of a fixture, as loose JSON. */
type Fact = Record<string, Json | undefined>;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function show(value: unknown): string {
  return JSON.stringify(value);
}

/* ------------------------------------------------------------------ config.json */

interface ExpectedConfig {
  readonly key: string;
  readonly kind: 'section' | 'field';
  readonly goType: string;
  readonly default?: Json;
  readonly env?: string | null;
  readonly envPrefix?: string;
  readonly since?: string;
  readonly defaultChanged?: {version: string; previous: Json};
  readonly origin: string;
}

function expectedConfig(): Map<string, ExpectedConfig> {
  const out = new Map<string, ExpectedConfig>();
  const base = `fact pack ${baseConfig.source.commit.slice(0, 7)}`;
  for (const f of baseConfig.fields as Fact[]) {
    const key = f.key as string;
    out.set(
      key,
      f.kind === 'object'
        ? {
            key,
            kind: 'section',
            goType: f.go_type as string,
            envPrefix: (f.env_prefix_added as string | null) ?? '',
            origin: base,
          }
        : {
            key,
            kind: 'field',
            goType: f.go_type as string,
            default: f.default ?? null,
            env: f.env as string | null,
            origin: base,
          },
    );
  }
  const delta = `${configDelta.source.tag} (${configDelta.source.commit.slice(0, 7)})`;
  for (const f of configDelta.added as Fact[]) {
    const key = f.key as string;
    out.set(
      key,
      f.kind === 'object'
        ? {
            key,
            kind: 'section',
            goType: f.go_type as string,
            envPrefix: f.env_prefix_added as string,
            since: f.since as string,
            origin: delta,
          }
        : {
            key,
            kind: 'field',
            goType: f.go_type as string,
            default: f.default ?? null,
            env: f.env as string | null,
            since: f.since as string,
            origin: delta,
          },
    );
  }
  for (const c of configDelta.default_changed) {
    const prev = out.get(c.key);
    if (prev) out.set(c.key, {...prev, default: c.to, defaultChanged: {version: c.since, previous: c.from}});
  }
  for (const key of configDelta.removed as string[]) out.delete(key);
  return out;
}

const GO_TO_DATA_TYPE: Record<string, string> = {bool: 'bool', int: 'int', string: 'string', '[]string': 'string[]'};

function configProblems(entries: readonly ConfigEntry[]): string[] {
  const expected = expectedConfig();
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const e of entries) {
    const where = `${CONFIG_DATA} entry "${e.path}"`;
    if (seen.has(e.path)) problems.push(`${where} appears twice: remove one`);
    seen.add(e.path);
    const fact = expected.get(e.path);
    if (!fact) {
      problems.push(
        `${where} is not a config.json key in the facts (${FACTS_RELEASE}…${LATEST_DOCUMENTED_VERSION}): remove it or fix its path`,
      );
      continue;
    }
    if (e.kind !== fact.kind) {
      problems.push(`${where} should be kind "${fact.kind}" (Go type ${fact.goType}), not "${e.kind}"`);
      continue;
    }
    if (e.kind === 'section') {
      if (e.envPrefix !== fact.envPrefix) {
        problems.push(
          `${where} has envPrefix ${show(e.envPrefix)}; the facts (${fact.origin}) say ${show(fact.envPrefix)}`,
        );
      }
    } else {
      const wantType = GO_TO_DATA_TYPE[fact.goType];
      if (e.type !== wantType) problems.push(`${where} has type "${e.type}"; Go type ${fact.goType} is "${wantType}"`);
      if (!same(e.default, fact.default)) {
        problems.push(`${where} has default ${show(e.default)}; the facts (${fact.origin}) say ${show(fact.default)}`);
      }
      if (e.default === null && !e.defaultNote) {
        problems.push(`${where} has a generated default (null): add a defaultNote that says how it is made`);
      }
      if (e.env !== fact.env)
        problems.push(`${where} has env ${show(e.env)}; the facts (${fact.origin}) say ${show(fact.env)}`);
      if (!e.restart) {
        problems.push(
          `${where} says no restart is needed, but config.json is only read at start-up: set restart: true`,
        );
      }
      if (!same(e.defaultChanged, fact.defaultChanged)) {
        problems.push(
          `${where} has defaultChanged ${show(e.defaultChanged)}; ${configDelta.source.tag} facts say ${show(fact.defaultChanged)}`,
        );
      }
    }
    if (fact.since !== undefined && e.since !== fact.since) {
      problems.push(`${where} was added in ${fact.since} (${fact.origin}); set since: '${fact.since}'`);
    }
    if (fact.since === undefined && e.since !== undefined && compareVersions(e.since, FACTS_RELEASE) > 0) {
      problems.push(`${where} exists in the ${FACTS_RELEASE} facts, so since ${e.since} cannot be right`);
    }
  }
  for (const key of expected.keys()) {
    if (!seen.has(key)) {
      const f = expected.get(key);
      problems.push(
        `config.json key "${key}" (${f?.origin}) is missing from ${CONFIG_DATA}: add an entry with path '${key}'` +
          (f?.kind === 'field'
            ? `, default ${show(f.default)}, env ${show(f.env)}`
            : `, envPrefix ${show(f?.envPrefix)}`),
      );
    }
  }
  return problems;
}

/** Environment names must be ALIST_ + the prefixes of the enclosing sections + the field's own tag. */
function envNamingProblems(entries: readonly ConfigEntry[]): string[] {
  const prefixes = new Map(entries.filter((e) => e.kind === 'section').map((e) => [e.path, e.envPrefix]));
  const problems: string[] = [];
  for (const e of entries) {
    if (e.kind !== 'field' || e.env === null) continue;
    const parts = e.path.split('.');
    let want = ENV_PREFIX;
    for (let i = 1; i < parts.length; i += 1) want += prefixes.get(parts.slice(0, i).join('.')) ?? '';
    if (!e.env.startsWith(want) || e.env.length === want.length) {
      problems.push(
        `${CONFIG_DATA} entry "${e.path}": env ${e.env} should start with ${want} (prefix + section prefixes)`,
      );
    }
  }
  return problems;
}

describe('config.json reference data', () => {
  it('matches the facts field by field (no missing, no extra, same types, defaults and env names)', () => {
    expect(configProblems(CONFIG_ENTRIES)).toEqual([]);
  });

  it('builds every environment-variable name from ALIST_ and the section prefixes', () => {
    expect(envNamingProblems(CONFIG_ENTRIES)).toEqual([]);
  });

  it('lists the command-line flags of cmd/root.go with their types and defaults', () => {
    const problems: string[] = [];
    const facts = new Map(baseConfig.cli_flags.map((f) => [f.flag, f]));
    for (const flag of CLI_FLAGS) {
      const fact = facts.get(flag.flag);
      if (!fact)
        problems.push(`${CONFIG_DATA} CLI_FLAGS has --${flag.flag}, which cmd/root.go does not define: remove it`);
      else {
        if (flag.type !== fact.type) problems.push(`--${flag.flag} has type ${flag.type}; the facts say ${fact.type}`);
        if (flag.default !== fact.default)
          problems.push(`--${flag.flag} has default ${show(flag.default)}; the facts say ${show(fact.default)}`);
      }
    }
    for (const flag of facts.keys()) {
      if (!CLI_FLAGS.some((f) => f.flag === flag))
        problems.push(`--${flag} (cmd/root.go) is missing from CLI_FLAGS in ${CONFIG_DATA}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps a copy of the facts with the commit they were read at', () => {
    expect(baseConfig.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(configDelta.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(configDelta.source.compared_with).toBe(baseConfig.source.commit);
    expect(configDelta.source.tag).toBe(LATEST_DOCUMENTED_VERSION);
  });

  // The checker itself must catch what it promises to catch.
  describe('reports', () => {
    const field = CONFIG_ENTRIES.find((e) => e.path === 'scheme.http_port');
    if (!field || field.kind !== 'field') throw new Error('scheme.http_port missing');
    const others = CONFIG_ENTRIES.filter((e) => e !== field);

    it('a missing field', () => {
      expect(configProblems(others)).toEqual([
        expect.stringContaining('"scheme.http_port" (fact pack 2830575) is missing'),
      ]);
    });
    it('an extra field', () => {
      expect(configProblems([...CONFIG_ENTRIES, {...field, path: 'scheme.http_port2'}])).toEqual([
        expect.stringContaining('"scheme.http_port2" is not a config.json key'),
      ]);
    });
    it('a wrong default', () => {
      expect(configProblems([...others, {...field, default: 8080}])).toEqual([
        expect.stringContaining('has default 8080; the facts (fact pack 2830575) say 5244'),
      ]);
    });
    it('a wrong environment variable', () => {
      const problems = [...configProblems([...others, {...field, env: 'ALIST_PORT'}])];
      expect(problems).toEqual([
        expect.stringContaining('has env "ALIST_PORT"; the facts (fact pack 2830575) say "ALIST_HTTP_PORT"'),
      ]);
    });
    it('a missing version tag on a field added after the facts', () => {
      const h2c = CONFIG_ENTRIES.find((e) => e.path === 'scheme.enable_h2c');
      if (!h2c) throw new Error('scheme.enable_h2c missing');
      const rest = CONFIG_ENTRIES.filter((e) => e !== h2c);
      const {since: _since, ...untagged} = h2c;
      expect(configProblems([...rest, untagged as ConfigEntry])).toEqual([
        expect.stringContaining("was added in v3.45.0 (v3.45.0 (ffa03bf)); set since: 'v3.45.0'"),
      ]);
    });
  });
});

/* ------------------------------------------------------------------ settings */

interface ExpectedSetting {
  readonly key: string;
  readonly group: string;
  readonly type: string;
  readonly flag: string;
  readonly default: string | null;
  readonly options?: string[];
  readonly labelEn?: string;
  readonly labelZh?: string;
  readonly since?: string;
  readonly defaultChanged?: {version: string; previous: string};
  readonly origin: string;
}

function expectedSettings(): Map<string, ExpectedSetting> {
  const out = new Map<string, ExpectedSetting>();
  const add = (s: Fact, origin: string, since?: string): void => {
    const key = s.key as string;
    out.set(key, {
      key,
      group: s.group as string,
      type: s.type as string,
      flag: s.flag as string,
      default: (s.default as string | null) ?? null,
      ...(s.options ? {options: s.options as string[]} : {}),
      ...(s.label_en ? {labelEn: s.label_en as string, labelZh: s.label_zh as string} : {}),
      ...(since ? {since} : {}),
      origin,
    });
  };
  for (const s of baseSettings.settings as Fact[]) add(s, `fact pack ${baseSettings.source.commit.slice(0, 7)}`);
  for (const s of settingsDelta.added as Fact[]) {
    add(s, `${settingsDelta.source.tag} (${settingsDelta.source.commit.slice(0, 7)})`, s.since as string);
  }
  for (const c of settingsDelta.default_changed) {
    const prev = out.get(c.key);
    if (prev) out.set(c.key, {...prev, default: c.to, defaultChanged: {version: c.since, previous: c.from}});
  }
  for (const key of settingsDelta.removed as string[]) out.delete(key);
  return out;
}

function settingsProblems(): string[] {
  const expected = expectedSettings();
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const s of SETTINGS) {
    const where = `${SETTINGS_DATA} setting "${s.key}"`;
    if (seen.has(s.key)) problems.push(`${where} appears twice: remove one`);
    seen.add(s.key);
    const fact = expected.get(s.key);
    if (!fact) {
      problems.push(
        `${where} is not created by the program (${FACTS_RELEASE}…${LATEST_DOCUMENTED_VERSION}): remove it or fix its key`,
      );
      continue;
    }
    for (const prop of ['group', 'type', 'flag', 'default'] as const) {
      if (s[prop] !== fact[prop])
        problems.push(`${where} has ${prop} ${show(s[prop])}; the facts (${fact.origin}) say ${show(fact[prop])}`);
    }
    if (s.default === null && !s.defaultNote)
      problems.push(`${where} has a computed default (null): add a defaultNote`);
    if (!same(s.options, fact.options))
      problems.push(`${where} has options ${show(s.options)}; the facts say ${show(fact.options)}`);
    if (s.label?.en !== fact.labelEn || s.label?.zh !== fact.labelZh) {
      problems.push(
        `${where} has label ${show(s.label)}; the admin panel shows ${show(fact.labelEn ? {en: fact.labelEn, zh: fact.labelZh} : undefined)}`,
      );
    }
    if (fact.since !== undefined && s.since !== fact.since)
      problems.push(`${where} was added in ${fact.since}; set since: '${fact.since}'`);
    if (fact.since === undefined && s.since !== undefined && compareVersions(s.since, FACTS_RELEASE) > 0) {
      problems.push(`${where} exists in the ${FACTS_RELEASE} facts, so since ${s.since} cannot be right`);
    }
    if (!same(s.defaultChanged, fact.defaultChanged)) {
      problems.push(
        `${where} has defaultChanged ${show(s.defaultChanged)}; the facts say ${show(fact.defaultChanged)}`,
      );
    }
  }
  for (const [key, f] of expected) {
    if (!seen.has(key)) {
      problems.push(
        `setting "${key}" (${f.origin}, group ${f.group}) is missing from ${SETTINGS_DATA}: add it with default ${show(f.default)}`,
      );
    }
  }
  return problems;
}

describe('admin settings reference data', () => {
  it('matches the facts setting by setting (no missing, no extra, same group, type, flag, default, options, label)', () => {
    expect(settingsProblems()).toEqual([]);
  });

  it('leaves out the items that exist only with --dev', () => {
    const dev = baseSettings.dev_only_settings.map((s) => s.key);
    expect(SETTINGS.filter((s) => dev.includes(s.key)).map((s) => s.key)).toEqual([]);
  });

  it('knows every settings group of the program, with its numeric id', () => {
    expect(SETTING_GROUP_IDS).toEqual({...baseSettings.groups, ...settingsDelta.groups_added});
    for (const group of Object.keys(SETTING_GROUP_IDS) as SettingGroup[]) {
      expect(SETTINGS.some((s) => s.group === group)).toBe(true);
    }
  });
});

/* ------------------------------------------------------------------ texts */

describe('descriptions', () => {
  const texts = [
    ...CONFIG_ENTRIES.map((e) => [`config ${e.path}`, e.description] as const),
    ...CONFIG_ENTRIES.flatMap((e) =>
      e.kind === 'field' && e.defaultNote ? [[`config ${e.path} defaultNote`, e.defaultNote] as const] : [],
    ),
    ...CLI_FLAGS.map((f) => [`flag --${f.flag}`, f.description] as const),
    ...SETTINGS.map((s) => [`setting ${s.key}`, s.description] as const),
    ...SETTINGS.flatMap((s) => (s.defaultNote ? [[`setting ${s.key} defaultNote`, s.defaultNote] as const] : [])),
  ];
  it('are given in English and in Chinese, with balanced `code` marks', () => {
    const problems: string[] = [];
    for (const [name, text] of texts) {
      if (text.en.trim() === '') problems.push(`${name}: the English text is empty`);
      if (!/[\u4e00-\u9fff]/.test(text.zh)) problems.push(`${name}: the Chinese text has no Chinese in it`);
      if (text.zh === text.en) problems.push(`${name}: the Chinese text repeats the English one`);
      for (const [lang, value] of Object.entries(text)) {
        if ((value.match(/`/g) ?? []).length % 2 !== 0) problems.push(`${name} (${lang}): unbalanced backtick`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/* ------------------------------------------------------------------ pages */

const root = path.resolve(__dirname, '../../..');
const PAGE_DIRS = {
  en: path.join(root, 'docs/config'),
  'zh-CN': path.join(root, 'i18n/zh-CN/docusaurus-plugin-content-docs/current/config'),
};

function pageSources(dir: string): string {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

describe.each(Object.entries(PAGE_DIRS))('config pages (%s)', (_locale, dir) => {
  const source = pageSources(dir);

  it('show every settings group somewhere', () => {
    const shown = new Set([...source.matchAll(/<SettingsTable\s+group="([a-z0-9_]+)"/g)].map((m) => m[1]));
    expect(Object.keys(SETTING_GROUP_IDS).filter((g) => !shown.has(g))).toEqual([]);
  });

  it('show every config.json entry in a table', () => {
    const covered = new Set<string>();
    for (const m of source.matchAll(/<ConfigTable([^/>]*)\/>/g)) {
      const attrs = m[1] ?? '';
      const section = /section="([^"]+)"/.exec(attrs)?.[1];
      const topLevel = /\btopLevel\b/.test(attrs);
      for (const e of selectConfigEntries(CONFIG_ENTRIES, {section, topLevel})) covered.add(e.path);
      if (section) covered.add(section);
    }
    expect(CONFIG_ENTRIES.map((e) => e.path).filter((p) => !covered.has(p))).toEqual([]);
  });
});
