/**
 * The storage-driver reference is data (src/data/drivers/<dir>.ts); this test
 * holds it against the program's facts, driver by driver and field by field,
 * and checks that the pages document every driver:
 *
 * - tests/fixtures/facts/drivers-v3.45.0.json: every registered driver of AList
 *   v3.45.0 with its form fields and flags (trimmed copy of the fact pack);
 * - drivers-changes-3.38-to-3.45.0.json: what changed per driver since v3.38;
 * - driver-capabilities-v3.45.0.json: the write operations each driver
 *   implements (scripts/facts/driver-capabilities.mjs).
 *
 * Every failure names the driver and field and says what to change. When the
 * program changes, refresh the fixtures and follow the messages.
 */
import fs from 'fs';
import path from 'path';
import facts from '@site/tests/fixtures/facts/drivers-v3.45.0.json';
import changes from '@site/tests/fixtures/facts/drivers-changes-3.38-to-3.45.0.json';
import capabilities from '@site/tests/fixtures/facts/driver-capabilities-v3.45.0.json';
import {COMMON_FIELDS} from '@site/src/data/drivers/common';
import type {DriverConfig, DriverData, DriverFile} from '@site/src/data/drivers/types';
import {
  commonItems,
  copiesThroughAList,
  downloadMode,
  driverUsages,
  type DriverUsage,
} from '@site/src/lib/content/drivers';
import {DRIVER_FILES} from '@site/src/data/drivers/all';
import {compareVersions} from '@site/src/lib/content/configReference';

const root = path.resolve(__dirname, '../../..');
const dataDir = path.join(root, 'src/data/drivers');
const DOCS = {
  en: path.join(root, 'docs/guide/drivers'),
  zh: path.join(root, 'i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/drivers'),
};

type Json = boolean | number | string | null | Json[] | {[key: string]: Json};
type Fact = Record<string, Json | undefined>;
interface FactDriver {
  name: string;
  display_name_en: string;
  display_name_zh: string;
  config: Record<string, boolean | string>;
  common_items: string[];
  fields: Fact[];
  alert?: {level: string; text_en: string; text_zh: string};
}
interface FactDir {
  dir: string;
  registered_names: string[];
  drivers: FactDriver[];
  build_constraint?: string;
}

const FACT_DIRS = facts.directories as unknown as FactDir[];
const CHANGED = new Map(
  (changes.drivers_changed as unknown as {name: string; [k: string]: Json}[]).map((c) => [c.name, c]),
);
const ADDED = new Map(
  (changes.drivers_added as unknown as {name: string; first_release_tag: string}[]).map((a) => [
    a.name,
    a.first_release_tag,
  ]),
);
const CAPS = capabilities.drivers as Record<string, Record<string, boolean>>;
/** Per driver folder: what the `model.Link` values its code builds carry (scripts/facts/driver-capabilities.mjs). */
const LINKS = capabilities.links as Record<string, {kinds: string[]; headers: string[]}>;
const NEED_HEADER = {'user-agent': 'User-Agent', referer: 'Referer'} as const;

const GO_FLAGS: Record<keyof DriverConfig, string> = {
  localSort: 'LocalSort',
  onlyLocal: 'OnlyLocal',
  onlyProxy: 'OnlyProxy',
  noCache: 'NoCache',
  noUpload: 'NoUpload',
  needMs: 'NeedMs',
  defaultRoot: 'DefaultRoot',
  checkStatus: 'CheckStatus',
  noOverwriteUpload: 'NoOverwriteUpload',
  proxyRangeOption: 'ProxyRangeOption',
};

function show(value: unknown): string {
  return JSON.stringify(value);
}

const DATA: ReadonlyMap<string, DriverFile> = new Map(Object.entries(DRIVER_FILES));

function driverProblems(data: DriverData, fact: FactDriver, dir: FactDir): string[] {
  const where = `src/data/drivers/${dir.dir}.ts driver "${fact.name}"`;
  const problems: string[] = [];
  const expect = (what: string, actual: unknown, expected: unknown): void => {
    if (show(actual) !== show(expected)) {
      problems.push(`${where}: ${what} is ${show(actual)}, the facts say ${show(expected)}`);
    }
  };
  expect('name', data.name, fact.name);
  expect('dir', data.dir, dir.dir);
  expect('displayName', data.displayName, {en: fact.display_name_en, zh: fact.display_name_zh});
  expect('since', data.since, ADDED.get(fact.name));
  expect('platforms', data.platforms, dir.build_constraint);
  for (const [key, go] of Object.entries(GO_FLAGS)) {
    expect(`config.${key}`, data.config[key as keyof DriverConfig], fact.config[go]);
  }
  expect('the common items derived from its flags', commonItems(data.config), fact.common_items);
  expect('operations', data.operations, CAPS[fact.name]);
  expect(
    'alert',
    data.alert,
    fact.alert ? {level: fact.alert.level, text: {en: fact.alert.text_en, zh: fact.alert.text_zh}} : undefined,
  );

  // Fields, in form order.
  expect(
    'the field list',
    data.fields.map((f) => f.name),
    fact.fields.map((f) => f.name),
  );
  const change = CHANGED.get(fact.name) as
    | {
        fields_added?: {name: string; first_release_tag: string}[];
        fields_removed?: {name: string; first_release_tag: string}[];
        fields_changed?: {field: string; key: string; from: Json; first_release_tag: string}[];
        config_changes?: {flag: string; from: Json; first_release_tag: string}[];
      }
    | undefined;
  for (const f of fact.fields) {
    const field = data.fields.find((x) => x.name === f.name);
    if (!field) continue;
    const at = `field "${f.name}"`;
    expect(`${at} label`, field.label, {en: f.label_en, zh: f.label_zh});
    expect(`${at} type`, field.type, f.type);
    expect(`${at} default`, field.default, f.default);
    expect(`${at} required`, field.required, f.required);
    const zhLabels = (f.option_labels_zh ?? {}) as Record<string, string>;
    expect(
      `${at} options`,
      field.options ?? [],
      (f.options as string[]).map((value) => (zhLabels[value] ? {value, zh: zhLabels[value]} : {value})),
    );
    expect(`${at} help`, field.help, f.help ? (f.help_zh ? {en: f.help, zh: f.help_zh} : {en: f.help}) : undefined);
    expect(`${at} since`, field.since, change?.fields_added?.find((a) => a.name === f.name)?.first_release_tag);
    const fieldChanges = (change?.fields_changed ?? [])
      .filter((c) => c.field === f.name && c.key !== 'help')
      .map((c) => ({
        version: c.first_release_tag,
        key: c.key,
        from: Array.isArray(c.from) ? c.from.join(',') : String(c.from),
      }))
      .sort((a, b) => b.version.localeCompare(a.version, 'en', {numeric: true}));
    expect(`${at} changes`, field.changes ?? [], fieldChanges);
  }
  expect(
    'removedFields',
    data.removedFields ?? [],
    (change?.fields_removed ?? []).map((r) => ({name: r.name, version: r.first_release_tag})),
  );
  expect(
    'configChanges',
    data.configChanges ?? [],
    (change?.config_changes ?? []).map((c) => ({
      flag: Object.entries(GO_FLAGS).find(([, go]) => go === c.flag)?.[0],
      from: c.from,
      version: c.first_release_tag,
    })),
  );
  return problems;
}

describe('driver data against the facts of AList v3.45.0', () => {
  it('has one data file per driver directory, and no other', () => {
    expect([...DATA.keys()].sort()).toEqual(FACT_DIRS.map((d) => d.dir).sort());
  });

  it('lists every data file in src/data/drivers/all.ts', () => {
    const files = fs
      .readdirSync(dataDir)
      .filter((f) => f.endsWith('.ts') && !['types.ts', 'common.ts', 'all.ts'].includes(f))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(Object.keys(DRIVER_FILES).sort()).toEqual(files.sort());
  });

  it('has one entry per registered driver, under its registered name', () => {
    const problems: string[] = [];
    for (const dir of FACT_DIRS) {
      const file = DATA.get(dir.dir);
      if (!file) continue;
      const names = Object.keys(file).sort();
      if (show(names) !== show([...dir.registered_names].sort())) {
        problems.push(
          `src/data/drivers/${dir.dir}.ts registers ${show(names)}, the facts ${show(dir.registered_names)}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('matches every driver: flags, common items, operations, fields, defaults, required flags and changes', () => {
    const problems: string[] = [];
    for (const dir of FACT_DIRS) {
      for (const fact of dir.drivers) {
        const data = DATA.get(dir.dir)?.[fact.name];
        if (data) problems.push(...driverProblems(data, fact, dir));
      }
    }
    expect(problems).toEqual([]);
  });

  it('calls local exactly the OnlyLocal drivers whose links are files the server opens itself', () => {
    const problems: string[] = [];
    for (const dir of FACT_DIRS) {
      const link = LINKS[dir.dir];
      for (const fact of dir.drivers) {
        const data = DATA.get(dir.dir)?.[fact.name];
        if (!data || !link) continue;
        // MFile only: a disk, a connection the server holds, generated data. A URL or a RangeReadCloser means
        // AList fetches the provider's data (with its headers, or decrypting it) and streams it.
        const opensFiles = link.kinds.length > 0 && link.kinds.every((k) => k === 'MFile');
        const local = fact.config.OnlyLocal === true && opensFiles;
        if (Boolean(data.localFiles) !== local) {
          problems.push(
            `src/data/drivers/${dir.dir}.ts driver "${fact.name}": localFiles is ${show(data.localFiles)}, but OnlyLocal is ${show(fact.config.OnlyLocal)} and its links carry ${show(link.kinds)}; ${local ? 'add localFiles: true' : 'remove localFiles'}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('marks a redirect as needing a header only where the driver sets that header on its links', () => {
    const problems: string[] = [];
    for (const dir of FACT_DIRS) {
      const link = LINKS[dir.dir];
      for (const fact of dir.drivers) {
        const data = DATA.get(dir.dir)?.[fact.name];
        if (!data?.redirectNeeds || !link) continue;
        const where = `src/data/drivers/${dir.dir}.ts driver "${fact.name}": redirectNeeds ${show(data.redirectNeeds)}`;
        if (downloadMode(data) !== 'redirect') problems.push(`${where}, but its downloads are not redirected`);
        const header = NEED_HEADER[data.redirectNeeds];
        // `*`: the header set is built at run time (115 copies the one the provider answers with).
        if (!link.headers.includes(header) && !link.headers.includes('*')) {
          problems.push(`${where}, but its links set only ${show(link.headers)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names an earlier default in a description only as the field’s recorded change says', () => {
    // "The default was 56 before v3.39.1." / "… until v3.39.2." / "Before v3.40.0 the default was empty."
    // "v3.39.1 之前默认值是 56。" / "v3.40.0 之前默认值为空。"
    const VERSION = String.raw`(v\d+\.\d+\.\d+)`;
    const VALUE = String.raw`(\x60[^\x60]*\x60|empty|[^\s\x60。，,;；]+?)`;
    const forms = {
      en: [
        new RegExp(String.raw`\b[Tt]he default was ${VALUE} (?:before|until) ${VERSION}`, 'g'),
        new RegExp(String.raw`\bBefore ${VERSION},? the default was ${VALUE}(?=[.,;]|$)`, 'g'),
      ],
      zh: [new RegExp(String.raw`${VERSION} ?之前默认值(?:是 ?${VALUE}(?=[。，；]|$)|(为空))`, 'g')],
    };
    const unquote = (v: string): string => (v === 'empty' || v === '为空' ? '' : v.replace(/^\x60|\x60$/g, ''));
    const problems: string[] = [];
    for (const [dir, file] of DATA) {
      for (const driver of Object.values(file)) {
        for (const field of driver.fields) {
          const where = `src/data/drivers/${dir}.ts driver "${driver.name}" field "${field.name}"`;
          const recorded = (field.changes ?? []).filter((c) => c.key === 'default');
          for (const lang of ['en', 'zh'] as const) {
            const text = field.description[lang];
            const named: {version: string; from: string}[] = [];
            for (const m of text.matchAll(forms[lang][0]!)) {
              named.push(
                lang === 'en' ? {from: unquote(m[1]!), version: m[2]!} : {version: m[1]!, from: unquote(m[2] ?? m[3]!)},
              );
            }
            if (lang === 'en')
              for (const m of text.matchAll(forms.en[1]!)) named.push({version: m[1]!, from: unquote(m[2]!)});
            // Every sentence that names an earlier default and a release must be in one of the forms above.
            const mentions = text
              .split(lang === 'en' ? /(?<=\.)\s+/ : /(?<=。)/)
              .filter(
                (sentence) =>
                  /v\d+\.\d+\.\d+/.test(sentence) &&
                  (lang === 'en'
                    ? /\bdefault\b/i.test(sentence) && /\b(?:before|until|earlier|previously|used to)\b/i.test(sentence)
                    : /默认/.test(sentence) && /之前|以前|此前|原先/.test(sentence)),
              );
            if (mentions.length > named.length) {
              problems.push(
                `${where} (${lang}): write the earlier default as "${lang === 'en' ? 'The default was X before vN' : 'vN 之前默认值是 X'}": ${show(mentions)}`,
              );
            }
            for (const n of named) {
              const change = recorded.find((c) => c.version === n.version);
              if (!change || change.from !== n.from) {
                problems.push(
                  `${where} (${lang}): says the default was ${show(n.from)} before ${n.version}, the recorded change is ${show(recorded)}`,
                );
              }
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('dates an upload newer than its driver only for a driver that can upload, after the driver itself', () => {
    const problems: string[] = [];
    for (const [dir, file] of DATA) {
      for (const driver of Object.values(file)) {
        if (!driver.uploadSince) continue;
        const where = `src/data/drivers/${dir}.ts driver "${driver.name}": uploadSince ${driver.uploadSince}`;
        if (!CAPS[driver.name]?.upload) problems.push(`${where}, but it has no upload in v3.45.0`);
        if (driver.configChanges?.some((c) => c.flag === 'noUpload')) {
          problems.push(`${where}, but its noUpload flag change already dates it`);
        }
        if (compareVersions(driver.uploadSince, driver.since ?? 'v3.38.0') <= 0) {
          problems.push(`${where} is not later than the driver (${driver.since ?? 'v3.38'})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents every common item once, as the facts describe it', () => {
    const common = facts.common_storage_fields as unknown as Fact[];
    const used = new Set(FACT_DIRS.flatMap((d) => d.drivers.flatMap((x) => x.common_items)));
    expect(COMMON_FIELDS.map((f) => f.name).sort()).toEqual([...used].sort());
    const problems: string[] = [];
    for (const field of COMMON_FIELDS) {
      const fact = common.find((c) => c.name === field.name);
      if (!fact) {
        problems.push(`common item ${field.name} is not a storage column of the facts`);
        continue;
      }
      if (show(field.label) !== show({en: fact.label_en, zh: fact.label_zh})) {
        problems.push(
          `common item ${field.name}: label ${show(field.label)}, facts ${fact.label_en} / ${fact.label_zh}`,
        );
      }
      if (field.type !== fact.ui_type)
        problems.push(`common item ${field.name}: type ${field.type}, facts ${fact.ui_type}`);
      if (field.required !== Boolean(fact.required)) {
        problems.push(`common item ${field.name}: required ${field.required}, facts ${show(fact.required)}`);
      }
      const options = (fact.options ??
        (fact.variants as {options: string[]}[] | undefined)?.[0]?.options ??
        []) as string[];
      if (show((field.options ?? []).map((o) => o.value)) !== show(options)) {
        problems.push(`common item ${field.name}: options ${show(field.options)}, facts ${show(options)}`);
      }
      if (field.description.en.trim() === '' || field.description.zh.trim() === '') {
        problems.push(`common item ${field.name}: write its description in both languages`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/* --------------------------------------------------------------- the pages */

interface Usage extends Omit<DriverUsage, 'dir'> {
  readonly file: string;
  readonly dir: string;
}

function usages(file: string): Usage[] {
  return driverUsages(fs.readFileSync(file, 'utf8')).map((u) => ({
    ...u,
    file,
    dir: u.dir ?? '(no import of its data)',
  }));
}

function pages(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f));
}

const USES = {en: pages(DOCS.en).flatMap(usages), zh: pages(DOCS.zh).flatMap(usages)};
const REGISTERED = FACT_DIRS.flatMap((d) => d.drivers.map((x) => ({dir: d.dir, name: x.name})));

describe('driver pages', () => {
  it.each(['en', 'zh'] as const)('(%s) name drivers that exist, with the data file that holds them', (locale) => {
    const problems = USES[locale]
      .filter((u) => !DATA.get(u.dir)?.[u.driver])
      .map((u) => `${path.relative(root, u.file)}: <${u.component} driver="${u.driver}"> with data ${u.dir}`);
    expect(problems).toEqual([]);
  });

  it.each(['en', 'zh'] as const)(
    '(%s) show every registered driver of v3.45.0 on exactly one page, with its option table and its behaviour',
    (locale) => {
      const problems: string[] = [];
      for (const {name} of REGISTERED) {
        for (const component of ['DriverOptions', 'DriverBehaviour']) {
          const files = [
            ...new Set(USES[locale].filter((u) => u.driver === name && u.component === component).map((u) => u.file)),
          ];
          if (files.length !== 1) {
            problems.push(
              `${name}: <${component}> on ${files.length} pages (${files.map((f) => path.relative(root, f)).join(', ')}), expected exactly one`,
            );
          }
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    },
  );

  it('document each driver on the same page in both locales', () => {
    const pageOf = (locale: 'en' | 'zh', name: string): string | undefined =>
      USES[locale].find((u) => u.driver === name && u.component === 'DriverOptions')?.file.replace(/^.*\//, '');
    const problems = REGISTERED.filter(({name}) => pageOf('en', name) !== pageOf('zh', name)).map(
      ({name}) => `${name}: English page ${pageOf('en', name)}, Chinese page ${pageOf('zh', name)}`,
    );
    expect(problems).toEqual([]);
  });

  it.each(['en', 'zh'] as const)(
    '(%s) do not call copy unsupported where it runs as a download-and-upload task (v3.42.0)',
    (locale) => {
      const unsupported =
        locale === 'en'
          ? /\bcop(?:y|ying)\b[^.|\n]{0,30}\bnot (?:supported|available)|\bcannot copy\b/i
          : /不支持\**复制|不能复制|复制[^。|\n]{0,8}不支持/;
      const problems: string[] = [];
      for (const file of new Set(USES[locale].map((u) => u.file))) {
        const copying = USES[locale]
          .filter((u) => u.file === file && u.component === 'DriverOptions')
          .map((u) => DATA.get(u.dir)?.[u.driver])
          .filter((d): d is DriverData => d !== undefined && copiesThroughAList(d));
        if (copying.length === 0) continue;
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (unsupported.test(line)) {
              problems.push(
                `${path.relative(root, file)}:${i + 1}: ${copying.map((d) => d.name).join(', ')} copy through a task since v3.42.0 (internal/fs/copy.go); say so instead of "${unsupported.exec(line)![0]}"`,
              );
            }
          });
      }
      expect(problems).toEqual([]);
    },
  );

  it('have the written parts of every documented driver, in both languages', () => {
    const cjk = /[\u4e00-\u9fff]/;
    const problems: string[] = [];
    const documented = new Set(USES.en.map((u) => u.driver));
    for (const {dir, name} of REGISTERED) {
      if (!documented.has(name)) continue;
      const data = DATA.get(dir)?.[name];
      if (!data) continue;
      const where = `src/data/drivers/${dir}.ts driver "${name}"`;
      if (!data.mounts.en.trim() || !cjk.test(data.mounts.zh))
        problems.push(`${where}: write "mounts" in English and Chinese`);
      if (data.login.length === 0) problems.push(`${where}: list its login methods`);
      for (const field of data.fields) {
        const {en, zh} = field.description;
        if (en.trim().length < 20) problems.push(`${where} field "${field.name}": describe it in English`);
        if (!cjk.test(zh) || zh === en) problems.push(`${where} field "${field.name}": describe it in Chinese`);
      }
    }
    expect(problems).toEqual([]);
  });
});
