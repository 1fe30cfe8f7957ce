/**
 * The earlier site's Markdown through the site's real Markdown pipeline
 * (Docusaurus' MDX processor with the plugins of src/remark, rendered by
 * tests/unit/remark/render.mjs in a child process), in `.md` and `.mdx`.
 */
import fs from 'fs';
import path from 'path';
import {renderCases, type RenderCase, type Rendered} from './renderHarness';

const root = path.resolve(__dirname, '../../..');
const fixtures = path.join(__dirname, 'fixtures');

const md = (name: string, source: string, filePath = 'docs/guide/example.md'): RenderCase => ({name, source, filePath});
const mdx = (name: string, source: string): RenderCase => md(name, source, 'docs/guide/example.mdx');

const CASES: RenderCase[] = [
  md('mark', 'Set the mount path to a ==unique== value.'),
  md('mark across formatting', 'Keep ==**one** admin account== at least.'),
  md('two marks', '==a== and ==b=='),
  md('not a mark', 'a == b and x==y'),
  md('sup', 'The free plan stores 2^30^ bytes.'),
  md('sub', 'Water is H~2~O.'),
  md('strikethrough stays', 'The ~~old~~ option.'),
  md('spaced tilde stays struck', 'A ~not sub~ text.'),
  md('in code', 'Use `==x==`, `x^2^` literally.'),
  md('emoji', ':warning: Back up first; :white_check_mark: done.'),
  md('center', '::: center\nCentered **text**\n:::'),
  md('right', '::: right\nFrom the v3.45.0 release\n:::'),
  md('details with title', '::: details Show the log\n```bash\nalist server\n```\n:::'),
  md('details without title', '::: details\nHidden\n:::'),
  md('details zh', '::: details\n内容\n:::', 'i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/example.md'),
  md('titled admonition', '::: warning Read first\nText\n:::'),
  md('container in code stays', '```md\n::: details Title\n:::\n```'),
  mdx('mdx marks', 'import clsx from "clsx";\n\nA ==mark==, 2^10^, H~2~O and :tada:.'),
  mdx('mdx details', '::: details Title with `code`\nBody\n:::'),
  md(
    'include whole file',
    `<!-- @include: ${path.relative(path.join(root, 'docs/guide'), path.join(fixtures, '_shared.md'))} -->`,
  ),
  md(
    'include range',
    `<!-- @include: ${path.relative(path.join(root, 'docs/guide'), path.join(fixtures, '_shared.md'))}{7-7} -->`,
  ),
  mdx(
    'mdx include',
    `{/* @include: ${path.relative(path.join(root, 'docs/guide'), path.join(fixtures, '_shared.md'))}{4-6} */}`,
  ),
  md('include missing file', '<!-- @include: ./_nowhere.md -->'),
  md(
    'include bad range',
    `<!-- @include: ${path.relative(path.join(root, 'docs/guide'), path.join(fixtures, '_shared.md'))}{40-50} -->`,
  ),
  md('include cycle', '<!-- @include: ./_cycle-a.md -->', 'tests/unit/remark/fixtures/cycle-page.md'),
  {
    name: 'legacy page',
    source: fs.readFileSync(path.join(fixtures, 'legacy-page.md'), 'utf8'),
    filePath: 'tests/unit/remark/fixtures/legacy-page.md',
  },
];

let results: Record<string, Rendered> = {};

beforeAll(() => {
  results = renderCases(CASES);
}, 150_000);

const html = (name: string): string => {
  const r = results[name];
  if (!r?.html) throw new Error(`${name}: ${r?.error ?? 'no result'}`);
  return r.html;
};

describe('inline marks', () => {
  it('==mark== becomes <mark>, also around formatting', () => {
    expect(html('mark')).toBe('<p>Set the mount path to a <mark>unique</mark> value.</p>');
    expect(html('mark across formatting')).toBe(
      '<p>Keep <mark><strong>one</strong> admin account</mark> at least.</p>',
    );
    expect(html('two marks')).toBe('<p><mark>a</mark> and <mark>b</mark></p>');
  });

  it('leaves == between spaces or inside words alone', () => {
    expect(html('not a mark')).toBe('<p>a == b and x==y</p>');
  });

  it('^sup^ and ~sub~, while ~~strikethrough~~ stays', () => {
    expect(html('sup')).toBe('<p>The free plan stores 2<sup>30</sup> bytes.</p>');
    expect(html('sub')).toBe('<p>Water is H<sub>2</sub>O.</p>');
    expect(html('strikethrough stays')).toBe('<p>The <del>old</del> option.</p>');
    expect(html('spaced tilde stays struck')).toBe('<p>A <del>not sub</del> text.</p>');
  });

  it('does not touch inline code', () => {
    expect(html('in code')).toBe('<p>Use <code>==x==</code>, <code>x^2^</code> literally.</p>');
  });

  it('emoji shortcodes render as emoji', () => {
    expect(html('emoji')).toBe('<p>⚠️ Back up first; ✅ done.</p>');
  });

  it('works in MDX pages', () => {
    expect(html('mdx marks')).toBe('<p>A <mark>mark</mark>, 2<sup>10</sup>, H<sub>2</sub>O and 🎉.</p>');
  });
});

describe('containers', () => {
  it('::: center and ::: right align their content', () => {
    expect(html('center')).toBe('<div class="text--center"><p>Centered <strong>text</strong></p></div>');
    expect(html('right')).toBe('<div class="text--right"><p>From the v3.45.0 release</p></div>');
  });

  it('::: details Title is a collapsible block with that summary', () => {
    expect(html('details with title')).toMatch(
      /^<details><summary>Show the log<\/summary><pre><code class="language-bash">alist server\n<\/code><\/pre><\/details>$/,
    );
    expect(html('mdx details')).toBe('<details><summary>Title with <code>code</code></summary><p>Body</p></details>');
  });

  it('an untitled ::: details gets a summary in the page language', () => {
    expect(html('details without title')).toBe('<details><summary>Details</summary><p>Hidden</p></details>');
    expect(html('details zh')).toBe('<details><summary>详情</summary><p>内容</p></details>');
  });

  it('::: warning Title is the theme admonition with that title', () => {
    expect(html('titled admonition')).toBe(
      '<div class="admonition admonition-warning"><p class="admonition-title">Read first</p><p>Text</p></div>',
    );
  });

  it('leaves code blocks alone', () => {
    expect(html('container in code stays')).toContain('::: details Title\n:::');
  });
});

describe('includes', () => {
  it('includes a whole file without its front matter', () => {
    const out = html('include whole file');
    expect(out).toContain('<p class="admonition-title">Keep a backup</p>');
    expect(out).toContain('This line is outside the range.');
    expect(out).not.toContain('shared text');
  });

  it('includes a line range, in .md and .mdx', () => {
    expect(html('include range')).toBe('<p>This line is outside the range.</p>');
    expect(html('mdx include')).toBe(
      '<div class="admonition admonition-warning"><p class="admonition-title">Keep a backup</p><p>Export the settings before an upgrade ⚠️</p></div>',
    );
  });

  it('fails with the page and the include named', () => {
    expect(results['include missing file']?.error).toMatch(
      /docs\/guide\/example\.md: @include \.\/_nowhere\.md: .*ENOENT/,
    );
    expect(results['include bad range']?.error).toMatch(/lines 40-50 are outside the file \(8 lines\)/);
    expect(results['include cycle']?.error).toMatch(/includes itself/);
  });
});

describe('a page written for the earlier site', () => {
  it('renders as it did there', () => {
    const expected = fs.readFileSync(path.join(fixtures, 'legacy-page.html'), 'utf8').trim();
    expect(html('legacy page')).toBe(expected);
  });

  it('maps its front matter and warns about keys without a meaning here', () => {
    const r = results['legacy page'];
    expect(r?.frontMatter).toMatchObject({
      hide_table_of_contents: true,
      sidebar_position: 3,
      pageInfo: ['Author', 'Date'],
    });
    expect(r?.warnings.filter((w) => w.startsWith('front matter'))).toEqual([
      expect.stringContaining('`sticky` is ignored'),
      expect.stringContaining('`star` is ignored'),
      expect.stringContaining('`dir` is ignored'),
      expect.stringContaining('`index` is ignored'),
    ]);
  });
});
