/**
 * Translation status of the site: the pure parts of `npm run i18n:status`
 * (scripts/i18n-status.mjs), which reads the files and git history and hands
 * them to these functions. No React, no Docusaurus, no file system.
 */

/** What the status reports about one English page. */
export interface PageStatus {
  /** Path relative to the docs (or pages) folder, e.g. `guide/install/docker.mdx`. */
  readonly file: string;
  readonly missing: boolean;
  /** Set when the English file changed in git after the Chinese one last did. */
  readonly outdated?: {
    readonly enCommit: string;
    readonly zhCommit: string;
    /** Lines added and removed in the English file since the Chinese file's last commit. */
    readonly added: number;
    readonly removed: number;
  };
  /** Heading ids of the English page that the Chinese one lacks, and the reverse. */
  readonly idsOnlyEn: readonly string[];
  readonly idsOnlyZh: readonly string[];
  /** Front-matter keys of the English page absent from the Chinese one. */
  readonly frontMatterMissing: readonly string[];
}

export interface StringIssue {
  /** `i18n/zh-CN/code.json` or `src/data/drivers/115.ts`. */
  readonly file: string;
  /** JSON key, or the path of the text inside the data module (`DRIVER.options[2].label`). */
  readonly key: string;
  readonly reason: 'empty' | 'untranslated';
  readonly text: string;
}

export interface StatusReport {
  readonly pages: readonly PageStatus[];
  /** Chinese pages without an English one. */
  readonly orphans: readonly string[];
  readonly strings: readonly StringIssue[];
  /** Data modules that could not be read (reported, never fatal). */
  readonly unreadable: readonly {file: string; error: string}[];
}

const FENCE = /^\s*(`{3,}|~{3,})/;

/** Lines outside fenced code blocks. */
function proseLines(markdown: string): string[] {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const match = FENCE.exec(line);
    if (match?.[1]) {
      if (fence === undefined) fence = match[1];
      else if (match[1][0] === fence[0] && match[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (fence === undefined) out.push(line);
  }
  return out;
}

/** Explicit heading ids (`## Title {#id}`) in document order. */
export function headingIds(markdown: string): string[] {
  const ids: string[] = [];
  for (const line of proseLines(stripFrontMatter(markdown))) {
    const match = /^\s{0,3}#{1,6}\s.*\{#([^}\s]+)\}\s*$/.exec(line);
    if (match?.[1]) ids.push(match[1]);
  }
  return ids;
}

function stripFrontMatter(markdown: string): string {
  return markdown.replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, '');
}

/** Top-level front-matter keys. */
export function frontMatterKeys(markdown: string): string[] {
  const block = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown)?.[1];
  if (block === undefined) return [];
  return block
    .split(/\r?\n/)
    .map((line) => /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.[1])
    .filter((key): key is string => key !== undefined);
}

export interface FileCommit {
  readonly commit: string;
  /** Committer time, seconds since the epoch. */
  readonly time: number;
}

/**
 * Last commit of each file, from `git log --format=%x00%H %ct --name-only`
 * (newest first): the first commit that lists a file is its last change.
 */
export function lastCommits(log: string): Map<string, FileCommit> {
  const result = new Map<string, FileCommit>();
  for (const entry of log.split('\0')) {
    const [header, ...files] = entry.split('\n');
    const match = /^([0-9a-f]{7,40}) (\d+)$/.exec(header?.trim() ?? '');
    if (!match?.[1] || !match[2]) continue;
    const commit = {commit: match[1], time: Number(match[2])};
    for (const file of files) {
      const name = file.trim();
      if (name !== '' && !result.has(name)) result.set(name, commit);
    }
  }
  return result;
}

/** Whether the English file changed after the Chinese one last did. */
export function isOutdated(en: FileCommit | undefined, zh: FileCommit | undefined): boolean {
  if (!en || !zh) return false;
  return en.commit !== zh.commit && en.time > zh.time;
}

/** Lines added and removed, from `git diff --numstat` output for one file. */
export function numstat(output: string): {added: number; removed: number} {
  const match = /^(\d+|-)\t(\d+|-)\t/m.exec(output);
  return {added: Number(match?.[1]) || 0, removed: Number(match?.[2]) || 0};
}

export function comparePage(file: string, en: string, zh: string | undefined): Omit<PageStatus, 'outdated'> {
  if (zh === undefined) return {file, missing: true, idsOnlyEn: [], idsOnlyZh: [], frontMatterMissing: []};
  const enIds = headingIds(en);
  const zhIds = headingIds(zh);
  const zhKeys = new Set(frontMatterKeys(zh));
  return {
    file,
    missing: false,
    idsOnlyEn: enIds.filter((id) => !zhIds.includes(id)),
    idsOnlyZh: zhIds.filter((id) => !enIds.includes(id)),
    frontMatterMissing: frontMatterKeys(en).filter((key) => !zhKeys.has(key)),
  };
}

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/** Names and technical words that stay as they are in Chinese UI strings. */
export const KEEP_AS_IS: ReadonlySet<string> = new Set([
  'AList',
  'API',
  'Telegram',
  'Discord',
  'GitHub',
  'OneDrive',
  'Google',
  'Dropbox',
  'Yandex',
  '115',
  'FAQ',
]);

/** Why a Chinese UI message looks untranslated, or undefined when it looks fine. */
export function messageIssue(message: unknown): StringIssue['reason'] | undefined {
  if (typeof message !== 'string' || message.trim() === '') return 'empty';
  if (CJK.test(message) || KEEP_AS_IS.has(message.trim()) || /^[\W\d{}_]*$/.test(message)) return undefined;
  return 'untranslated';
}

/** Issues of one `i18n/zh-CN/*.json` file (`{key: {message, description}}`). */
export function jsonIssues(
  file: string,
  data: unknown,
  ignoreKeys: RegExp = /^theme\.(docs\.tagDocListPageTitle|blog\.author\.pageTitle)/,
): StringIssue[] {
  if (typeof data !== 'object' || data === null) return [];
  const issues: StringIssue[] = [];
  for (const [key, entry] of Object.entries(data as Record<string, unknown>)) {
    if (ignoreKeys.test(key)) continue;
    const message = typeof entry === 'object' && entry !== null ? (entry as {message?: unknown}).message : entry;
    const reason = messageIssue(message);
    if (reason) issues.push({file, key, reason, text: typeof message === 'string' ? message : ''});
  }
  return issues;
}

/**
 * Issues of the bilingual texts (`{en, zh}` objects) anywhere in a data
 * module's exports: an empty Chinese text, or one identical to an English
 * sentence (three words or more; short labels such as `Cookie` often stay).
 * `seen` is shared between modules so a text re-exported elsewhere counts once.
 */
export function localizedTextIssues(file: string, exports: unknown, seen: Set<unknown> = new Set()): StringIssue[] {
  const issues: StringIssue[] = [];
  const walk = (value: unknown, key: string): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record.en === 'string' && 'zh' in record) {
      const {en, zh} = record;
      if (typeof zh !== 'string' || (zh.trim() === '' && en.trim() !== '')) {
        issues.push({file, key, reason: 'empty', text: en});
      } else if (
        zh === en &&
        !CJK.test(zh) &&
        en
          .trim()
          .split(/\s+/)
          .filter((w) => /[A-Za-z]{2}/.test(w)).length >= 3
      ) {
        issues.push({file, key, reason: 'untranslated', text: en});
      }
      return;
    }
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${key}[${i}]`));
    else for (const [k, v] of Object.entries(record)) walk(v, key === '' ? k : `${key}.${k}`);
  };
  walk(exports, '');
  return issues;
}

/** What fails `--strict`: missing Chinese pages and heading ids that differ (outdated pages only inform). */
export function strictFailures(report: StatusReport): string[] {
  const failures: string[] = [];
  for (const page of report.pages) {
    if (page.missing) failures.push(`${page.file}: no Chinese page`);
    if (page.idsOnlyEn.length > 0)
      failures.push(`${page.file}: Chinese page lacks heading ids ${page.idsOnlyEn.map((id) => `#${id}`).join(', ')}`);
    if (page.idsOnlyZh.length > 0)
      failures.push(
        `${page.file}: Chinese page has extra heading ids ${page.idsOnlyZh.map((id) => `#${id}`).join(', ')}`,
      );
  }
  for (const orphan of report.orphans) failures.push(`${orphan}: Chinese page without an English one`);
  return failures;
}

/** The printed summary, one line per finding, grouped. */
export function formatReport(report: StatusReport): string[] {
  const lines: string[] = [];
  const missing = report.pages.filter((p) => p.missing);
  const outdated = report.pages.filter((p) => p.outdated);
  const ids = report.pages.filter((p) => p.idsOnlyEn.length > 0 || p.idsOnlyZh.length > 0);
  const keys = report.pages.filter((p) => p.frontMatterMissing.length > 0);
  const section = (title: string, items: string[]): void => {
    lines.push(`${title}: ${items.length}`);
    for (const item of items) lines.push(`  ${item}`);
  };
  lines.push(`English pages: ${report.pages.length}`);
  section(
    'Missing Chinese pages',
    missing.map((p) => p.file),
  );
  section('Chinese pages without an English one', [...report.orphans]);
  section(
    'Outdated Chinese pages (English changed since)',
    outdated.map(
      (p) =>
        `${p.file}  +${p.outdated?.added ?? 0} -${p.outdated?.removed ?? 0} lines (en ${p.outdated?.enCommit.slice(0, 8)}, zh ${p.outdated?.zhCommit.slice(0, 8)})`,
    ),
  );
  section(
    'Heading ids that differ',
    ids.map((p) => `${p.file}  only en: ${p.idsOnlyEn.join(' ') || '-'}; only zh: ${p.idsOnlyZh.join(' ') || '-'}`),
  );
  section(
    'Front-matter keys missing in Chinese',
    keys.map((p) => `${p.file}  ${p.frontMatterMissing.join(', ')}`),
  );
  section(
    'Untranslated or empty strings',
    report.strings.map(
      (s) => `${s.file}  ${s.key}: ${s.reason}${s.text ? ` (${JSON.stringify(s.text.slice(0, 60))})` : ''}`,
    ),
  );
  if (report.unreadable.length > 0)
    section(
      'Data files not read',
      report.unreadable.map((u) => `${u.file}: ${u.error}`),
    );
  return lines;
}
