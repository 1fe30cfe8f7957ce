/**
 * Pure helpers behind the configuration reference tables: anchor ids,
 * selecting rows and formatting values (the text of the current locale:
 * src/lib/site/localized.ts).
 * No React, no Docusaurus, so every rule here is unit-tested on its own.
 */
import type {ConfigEntry, ConfigValue} from '@site/src/data/config/configFile';
import type {SettingGroup, SettingItem} from '@site/src/data/config/settings';

/** Anchor of a config-file entry: `scheme.http_port` → `config-scheme-http_port`. */
export function configAnchorId(path: string): string {
  return `config-${path.replace(/\./g, '-')}`;
}

/** Anchor of an admin setting: `site_title` → `setting-site_title`. */
export function settingAnchorId(key: string): string {
  return `setting-${key}`;
}

/** Anchor of a command-line flag: `no-prefix` → `flag-no-prefix`. */
export function flagAnchorId(flag: string): string {
  return `flag-${flag}`;
}

/** How deep an entry sits: `force` → 0, `tasks.copy.workers` → 2. */
export function configDepth(path: string): number {
  return path.split('.').length - 1;
}

export interface ConfigSelection {
  /** Path of a section: its entries (nested sections included), without the section itself. */
  readonly section?: string;
  /** Only the scalar fields at the top level of the file. */
  readonly topLevel?: boolean;
}

/**
 * The entries a table shows, in file order. With neither option, every entry.
 * Throws on an unknown section, so a typo in a page fails the build instead of
 * rendering an empty table.
 */
export function selectConfigEntries(
  entries: readonly ConfigEntry[],
  {section, topLevel}: ConfigSelection = {},
): ConfigEntry[] {
  if (topLevel) return entries.filter((e) => e.kind === 'field' && configDepth(e.path) === 0);
  if (section === undefined) return [...entries];
  if (!entries.some((e) => e.kind === 'section' && e.path === section)) {
    throw new Error(`Unknown config section "${section}"`);
  }
  return entries.filter((e) => e.path.startsWith(`${section}.`));
}

/** The section entry of `path`, if any. */
export function findConfigSection(entries: readonly ConfigEntry[], path: string): ConfigEntry | undefined {
  return entries.find((e) => e.kind === 'section' && e.path === path);
}

/** A config value as it is written in the JSON file: `"sqlite3"`, `5244`, `true`, `["*"]`. */
export function formatConfigValue(value: ConfigValue): string {
  return JSON.stringify(value);
}

/** Whether a value is too long or multi-line to sit in a table cell. */
export function isLongValue(value: string, limit = 48): boolean {
  return value.length > limit || value.includes('\n');
}

/** Settings of one group, in the order the program creates them. Throws when the group has none. */
export function settingsOfGroup(settings: readonly SettingItem[], group: SettingGroup): SettingItem[] {
  const rows = settings.filter((s) => s.group === group);
  if (rows.length === 0) throw new Error(`No settings in group "${group}"`);
  return rows;
}

/** Compares release tags such as `v3.9.0` and `v3.41.0` numerically. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string): number[] =>
    v
      .replace(/^v/, '')
      .split('.')
      .map((n) => Number.parseInt(n, 10));
  const pa = parse(a);
  const pb = parse(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The name of an environment variable when AList runs with `--no-prefix` (as in the Docker image). */
export function envWithoutPrefix(env: string, prefix = 'ALIST_'): string {
  return env.startsWith(prefix) ? env.slice(prefix.length) : env;
}

/** A piece of a description: plain text, or text that was between backticks. */
export interface TextPart {
  readonly text: string;
  readonly code: boolean;
  /** `**strong**` outside code: a label of a button or field, as the driver descriptions write them. */
  readonly strong?: boolean;
}

/**
 * Splits a description on backticks, so `code` renders as code without a
 * Markdown parser. An unmatched backtick is kept as plain text.
 */
export function splitInlineCode(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const plain = (chunk: string): void => {
    const strong = /\*\*([^*]+)\*\*/g;
    let at = 0;
    for (let m = strong.exec(chunk); m !== null; m = strong.exec(chunk)) {
      if (m.index > at) parts.push({text: chunk.slice(at, m.index), code: false});
      parts.push({text: m[1] ?? '', code: false, strong: true});
      at = m.index + m[0].length;
    }
    if (at < chunk.length) parts.push({text: chunk.slice(at), code: false});
  };
  const re = /`([^`]+)`/g;
  let last = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m.index > last) plain(text.slice(last, m.index));
    parts.push({text: m[1] ?? '', code: true});
    last = m.index + m[0].length;
  }
  if (last < text.length) plain(text.slice(last));
  return parts;
}

/** A JSON value as written to config.json. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | {[key: string]: JsonValue};

/**
 * The file `DefaultConfig()` writes, rebuilt from the reference data: sections
 * become objects, fields take their default, and generated defaults (`null`)
 * take `placeholder`. Keys keep the order of the data, which is the file's.
 */
export function buildDefaultConfig(entries: readonly ConfigEntry[], placeholder: string): {[key: string]: JsonValue} {
  const root: {[key: string]: JsonValue} = {};
  const objects = new Map<string, {[key: string]: JsonValue}>([['', root]]);
  for (const entry of entries) {
    const cut = entry.path.lastIndexOf('.');
    const parentPath = cut === -1 ? '' : entry.path.slice(0, cut);
    const name = entry.path.slice(cut + 1);
    const parent = objects.get(parentPath);
    if (!parent) throw new Error(`Entry "${entry.path}" comes before its section "${parentPath}"`);
    if (entry.kind === 'section') {
      const object: {[key: string]: JsonValue} = {};
      parent[name] = object;
      objects.set(entry.path, object);
    } else {
      parent[name] = entry.default === null ? placeholder : (entry.default as JsonValue);
    }
  }
  return root;
}

/**
 * Splits an identifier after each `.`, `_` and `-`, so a long key such as
 * `tasks.decompress_upload.task_persistant` can wrap between its words
 * instead of in the middle of one.
 */
export function breakPoints(name: string, after: RegExp = /(?<=[._-])/): string[] {
  return name.split(after);
}

/** Where a default value may wrap: after commas, slashes and colons. */
export const VALUE_BREAKS = /(?<=[,/:])/;
