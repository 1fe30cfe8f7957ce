/**
 * Content checks a translator or writer can act on: every English page has a
 * Chinese mirror (and no orphan), front matter uses known keys, titles and
 * descriptions are present, and the Chinese UI strings are translated.
 */
import fs from 'fs';
import path from 'path';
import {ICON_NAMES, hasIcon} from '@site/src/lib/icons';
import {isIconName} from '@site/src/components/Card';
import {isMarkdown, listFiles} from '@site/src/lib/site/files';
import {KEEP_AS_IS} from '@site/src/lib/site/i18nStatus';

const root = path.resolve(__dirname, '../../..');
const enDir = path.join(root, 'docs');
const zhDir = path.join(root, 'i18n/zh-CN/docusaurus-plugin-content-docs/current');

/** A Markdown file named `_x.md` is a partial: included by pages (src/remark/include.ts), never a page itself. */
const isPartial = (file: string): boolean => path.basename(file).startsWith('_');

const listMarkdown = (dir: string): string[] => listFiles(dir, isMarkdown);

function frontMatter(file: string): Record<string, string> {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match?.[1]) return {};
  const entries: Record<string, string> = {};
  for (const line of match[1].split('\n')) {
    const kv = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
    if (kv?.[1]) entries[kv[1]] = (kv[2] ?? '').replace(/^"(.*)"$/, '$1');
  }
  return entries;
}

/** Front matter keys understood by the site (Docusaurus' own plus the theme's page options). */
const ALLOWED_KEYS = new Set([
  'title',
  'description',
  'sidebar_label',
  'sidebar_position',
  'slug',
  'keywords',
  'image',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'hide_title',
  'hide_table_of_contents',
  'pagination_prev',
  'pagination_next',
  'breadcrumb',
  'icon',
  'toc',
  'headerDepth',
  'sidebar',
  'editLink',
  'lastUpdated',
  'contributors',
  'prev',
  'next',
  'order',
  'author',
  'date',
  'category',
  'tag',
  'original',
  'pageview',
  'comment',
  'copyright',
  'license',
  'footer',
  // Docusaurus' own `mdx: {format: mdx}` lets a `.md` page use components (tabs) without
  // renaming the file, so the many links to it keep working.
  'mdx',
  // Earlier-site keys: `pageInfo` selects the page-info items; the others are ignored with a build warning
  // (src/lib/content/frontMatter.ts).
  'pageInfo',
  'sticky',
  'star',
  'dir',
  'index',
]);

const enFiles = listMarkdown(enDir);
const zhFiles = listMarkdown(zhDir);
const enDocs = enFiles.filter((f) => !isPartial(f));
const zhDocs = zhFiles.filter((f) => !isPartial(f));
const enPartials = enFiles.filter(isPartial);
const zhPartials = zhFiles.filter(isPartial);

/** The files a page includes (`<!-- @include: ./_x.md -->`, or its MDX comment form), relative to `dir`. */
function includesOf(dir: string, file: string): string[] {
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  const targets = [...text.matchAll(/^\s*(?:<!--|\{\/\*)\s*@include:\s*(.+?)(?:\{\d*-\d*\})?\s*(?:-->|\*\/\})\s*$/gm)];
  return targets.map((m) => path.relative(dir, path.resolve(path.dirname(path.join(dir, file)), m[1] ?? '')));
}

describe('docs mirror', () => {
  it('has English pages', () => {
    expect(enDocs.length).toBeGreaterThan(100);
  });

  it('every English page has a Chinese translation at the same path', () => {
    expect(enDocs.filter((f) => !zhDocs.includes(f))).toEqual([]);
  });

  it('every Chinese page translates an English one', () => {
    expect(zhDocs.filter((f) => !enDocs.includes(f))).toEqual([]);
  });

  it('a Chinese page has the icon of its English page', () => {
    const differ = enDocs.filter(
      (f) => zhDocs.includes(f) && frontMatter(path.join(enDir, f)).icon !== frontMatter(path.join(zhDir, f)).icon,
    );
    expect(differ).toEqual([]);
  });
});

describe('partials', () => {
  it('every English partial has a Chinese one at the same path, and no Chinese partial is extra', () => {
    expect(zhPartials).toEqual(enPartials);
  });

  it.each([
    ['en', enDir, enDocs, enPartials],
    ['zh-CN', zhDir, zhDocs, zhPartials],
  ])('(%s) every partial is included by a page, and has no front matter of its own', (_locale, dir, docs, partials) => {
    const included = new Set(docs.flatMap((file) => includesOf(dir, file)));
    expect(partials.filter((f) => !included.has(f))).toEqual([]);
    expect(partials.filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').startsWith('---\n'))).toEqual([]);
  });

  it('the task pages share their tables through a partial, in both locales', () => {
    for (const dir of [enDir, zhDir]) {
      expect(includesOf(dir, 'guide/api/task.mdx')).toEqual(['guide/api/_task-types.md']);
      expect(includesOf(dir, 'guide/api/admin/task.mdx')).toEqual(['guide/api/_task-types.md']);
    }
  });
});

describe.each([
  ['en', enDir, enDocs],
  ['zh-CN', zhDir, zhDocs],
])('front matter (%s)', (locale, dir, docs) => {
  it.each(docs)('%s has a title, a description and only known keys', (file) => {
    const fm = frontMatter(path.join(dir, file));
    expect(fm.title).toBeTruthy();
    expect(fm.description).toBeTruthy();
    expect(Object.keys(fm).filter((k) => !ALLOWED_KEYS.has(k))).toEqual([]);
    if (locale === 'zh-CN') {
      expect(`${fm.title ?? ''}${fm.description ?? ''}`).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('names only bundled icons', () => {
    const unknown = docs
      .map((file) => [file, frontMatter(path.join(dir, file)).icon] as const)
      .filter(([, icon]) => icon !== undefined && !hasIcon(icon))
      .map(([file, icon]) => `${file}: icon ${icon ?? ''} (known: ${ICON_NAMES.join(', ')})`);
    expect(unknown).toEqual([]);
  });

  it('gives cards only bundled icon names', () => {
    const unknown = docs.flatMap((file) =>
      [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/<Card\b[^>]*\sicon="([^"]*)"/g)]
        .map((match) => match[1] ?? '')
        .filter((icon) => isIconName(icon) && !hasIcon(icon))
        .map((icon) => `${file}: <Card icon="${icon}"> (known: ${ICON_NAMES.join(', ')})`),
    );
    expect(unknown).toEqual([]);
  });

  it('has no duplicate descriptions', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const file of docs) {
      const d = frontMatter(path.join(dir, file)).description ?? '';
      if (seen.has(d)) duplicates.push(`${file} = ${seen.get(d)}`);
      seen.set(d, file);
    }
    expect(duplicates).toEqual([]);
  });
});

describe('Chinese UI strings', () => {
  const i18nDir = path.join(root, 'i18n/zh-CN');
  const files = [
    'code.json',
    'docusaurus-theme-classic/navbar.json',
    'docusaurus-theme-classic/footer.json',
    'docusaurus-plugin-content-docs/current.json',
  ];

  it.each(files)('%s has a non-empty, translated message for every key', (file) => {
    const data = JSON.parse(fs.readFileSync(path.join(i18nDir, file), 'utf8')) as Record<string, {message: string}>;
    const untranslated = Object.entries(data)
      .filter(
        ([, {message}]) =>
          message.trim() === '' ||
          (!/[\u4e00-\u9fff]/.test(message) && !/^[\W\d{}]*$/.test(message) && !KEEP_AS_IS.has(message)),
      )
      .filter(([key]) => !/^theme\.(docs\.tagDocListPageTitle|blog\.author\.pageTitle)/.test(key))
      .map(([key, {message}]) => `${key}: ${message}`);
    expect(untranslated).toEqual([]);
  });
});

describe.each([
  ['en', enDir, enDocs],
  ['zh-CN', zhDir, zhDocs],
])('components in Markdown (%s)', (_locale, dir, docs) => {
  /** Whether the page is compiled as MDX: an `.mdx` file, or `.md` with `mdx: {format: mdx}` front matter. */
  function compiledAsMdx(file: string, text: string): boolean {
    if (file.endsWith('.mdx')) return true;
    const fm = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
    return /^mdx:\s*\n\s+format:\s*['"]?mdx['"]?\s*$/m.test(fm);
  }

  /** Lines outside fenced code that only MDX understands: ES imports and React components. */
  function mdxOnlyLines(text: string): string[] {
    const out: string[] = [];
    let inFence = false;
    for (const line of text.split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      else if (!inFence && (/^import\s.+\sfrom\s/.test(line) || /^\s*<[A-Z][A-Za-z]*[\s/>]/.test(line))) out.push(line);
    }
    return out;
  }

  // A `.md` page is parsed as CommonMark: imports then show as text and components vanish, and the
  // build still passes. Such a page must be `.mdx` or opt in with `mdx: {format: mdx}`.
  it.each(docs)('%s uses components only when compiled as MDX', (file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (compiledAsMdx(file, text)) return;
    expect(mdxOnlyLines(text)).toEqual([]);
  });
});
