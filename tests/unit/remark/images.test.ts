/**
 * Pictures of the docs (src/remark/images.ts) through the site's real Markdown
 * pipeline: Docusaurus' MDX processor with the plugins of src/remark, rendered
 * by render.mjs, where a stand-in for src/components/DocImage shows its props
 * as data attributes of a <figure>.
 */
import path from 'path';
import {renderCases, type RenderCase, type Rendered} from './renderHarness';
import {darkVariantPath, isLocalRaster, resolveImageFile} from '@site/src/remark/images';

const root = path.resolve(__dirname, '../../..');
const PAGE = 'tests/unit/remark/fixtures/images.md';

const md = (name: string, source: string, filePath = PAGE): RenderCase => ({name, source, filePath});

const CASES: RenderCase[] = [
  md('png with dark variant and caption', '![The token tool](./img/shot.png "The API server list")'),
  md('jpg without variant', 'Before.\n\n![A photo](./img/photo.jpg)\n\nAfter.'),
  md('dark file written directly', '![Dark only](./img/shot.dark.png)'),
  md('two in a paragraph', '![One](./img/shot.png)\n![Two](./img/photo.jpg)'),
  md('in a list', '- ![In a list](./img/photo.jpg)'),
  md('mdx page', 'import clsx from "clsx";\n\n![In MDX](./img/photo.jpg)', 'tests/unit/remark/fixtures/images.mdx'),
  md('remote', '![Remote](https://example.com/shot.png)'),
  md('svg', '![Logo](/img/logo.svg)'),
  md('gif', '![Animation](./img/anim.gif)'),
  md('in a link', '[![Linked](./img/photo.jpg)](https://example.com/)'),
  md('in a sentence', 'Click ![icon](./img/photo.jpg) to start.'),
  md('missing file', '![Missing](./img/nowhere.png)'),
];

let results: Record<string, Rendered> = {};

beforeAll(() => {
  results = renderCases(CASES);
}, 150_000);

const result = (name: string): Required<Pick<Rendered, 'html' | 'code'>> => {
  const r = results[name];
  if (!r?.html || !r.code) throw new Error(`${name}: ${r?.error ?? 'no result'}`);
  return {html: r.html, code: r.code};
};

describe('local PNG and JPEG pictures', () => {
  it('become DocImage with a require of the file, its dark sibling and the title as caption', () => {
    const {html, code} = result('png with dark variant and caption');
    expect(html).toBe(
      '<figure data-img="./img/shot.png" data-dark-img="./img/shot.dark.png" data-alt="The token tool" data-caption="The API server list"></figure>',
    );
    // Plain requests, so the ideal-image plugin's webpack rule applies (no `!` inline loader).
    expect(code).toContain('require("./img/shot.png")');
    expect(code).toContain('require("./img/shot.dark.png")');
    expect(code).not.toMatch(/require\("![^"]*shot/);
    expect(code).toContain('import DocImage from "@site/src/components/DocImage";');
  });

  it('replace the paragraph, so the figure is not inside a <p>', () => {
    expect(result('jpg without variant').html).toBe(
      '<p>Before.</p>\n<figure data-img="./img/photo.jpg" data-alt="A photo"></figure>\n<p>After.</p>',
    );
    expect(result('two in a paragraph').html).toBe(
      '<figure data-img="./img/shot.png" data-dark-img="./img/shot.dark.png" data-alt="One"></figure>\n<figure data-img="./img/photo.jpg" data-alt="Two"></figure>',
    );
    expect(result('in a list').html).toBe(
      '<ul>\n<li>\n<figure data-img="./img/photo.jpg" data-alt="In a list"></figure>\n</li>\n</ul>',
    );
  });

  it('a .dark file written directly has no variant of its own; MDX pages work the same', () => {
    expect(result('dark file written directly').html).toBe(
      '<figure data-img="./img/shot.dark.png" data-alt="Dark only"></figure>',
    );
    expect(result('mdx page').html).toBe('<figure data-img="./img/photo.jpg" data-alt="In MDX"></figure>');
  });
});

describe('left to Docusaurus', () => {
  it('remote, SVG and GIF images stay plain <img>', () => {
    expect(result('remote').html).toBe('<p><img src="https://example.com/shot.png" alt="Remote"/></p>');
    expect(result('svg').html).toMatch(/^<p><img alt="Logo" src="\/img\/logo\.svg" width="\d+" height="\d+"\/><\/p>$/);
    expect(result('gif').html).toMatch(/^<p><img alt="Animation" src="[^"]*anim\.gif" width="20" height="20"\/><\/p>$/);
  });

  it('images inside a link or a sentence stay plain <img>', () => {
    expect(result('in a link').html).toMatch(
      /^<p><a href="https:\/\/example\.com\/"><img alt="Linked" src="[^"]*photo\.jpg" width="30" height="20"\/><\/a><\/p>$/,
    );
    expect(result('in a sentence').html).toMatch(
      /^<p>Click <img alt="icon" src="[^"]*photo\.jpg"[^>]*\/> to start\.<\/p>$/,
    );
    // Docusaurus' own transform: a require through its inline url-loader.
    expect(result('in a link').code).toMatch(/require\("![^"]*url-loader[^"]*!\.\/img\/photo\.jpg"\)/);
    expect(result('in a sentence').code).not.toContain('DocImage');
  });

  it('a missing file fails with the page named, as Docusaurus does for every image', () => {
    expect(results['missing file']?.error).toMatch(
      /Markdown image with URL `\.\/img\/nowhere\.png` in source file "tests\/unit\/remark\/fixtures\/images\.md"/,
    );
  });
});

describe('helpers', () => {
  it('darkVariantPath puts .dark before the extension', () => {
    expect(darkVariantPath('./img/shot.png')).toBe('./img/shot.dark.png');
    expect(darkVariantPath('/a/b.c/photo.JPG')).toBe('/a/b.c/photo.dark.JPG');
  });

  it('isLocalRaster accepts local PNG/JPEG paths only', () => {
    expect(isLocalRaster('./img/shot.png')).toBe(true);
    expect(isLocalRaster('img/photo.jpeg?v=1#x')).toBe(true);
    expect(isLocalRaster('@site/static/img/x.JPG')).toBe(true);
    expect(isLocalRaster('https://example.com/x.png')).toBe(false);
    expect(isLocalRaster('//cdn.example.com/x.png')).toBe(false);
    expect(isLocalRaster('pathname:///img/x.png')).toBe(false);
    expect(isLocalRaster('./x.svg')).toBe(false);
    expect(isLocalRaster('./x.gif')).toBe(false);
  });

  it('resolveImageFile finds relative, @site/ and static paths, and nothing for missing files', () => {
    const page = path.join(root, PAGE);
    const shot = path.join(root, 'tests/unit/remark/fixtures/img/shot.png');
    expect(resolveImageFile('./img/shot.png', page, {siteDir: root})).toBe(shot);
    expect(resolveImageFile('@site/tests/unit/remark/fixtures/img/shot.png', page, {siteDir: root})).toBe(shot);
    expect(resolveImageFile('/img/shot.png', page, {staticDirs: [path.join(root, 'tests/unit/remark/fixtures')]})).toBe(
      shot,
    );
    expect(resolveImageFile('./img/nowhere.png', page, {siteDir: root})).toBeUndefined();
  });
});
