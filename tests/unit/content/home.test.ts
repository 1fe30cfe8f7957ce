/**
 * @jest-environment node
 *
 * The home page front matter in both locales: every entry is complete, every
 * icon is bundled, and the Chinese page has the same structure and links.
 */
import fs from 'fs';
import path from 'path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {hasIcon} from '@site/src/components/Icon';
import {
  homeFrontMatterProblems,
  parseHomeFrontMatter,
  type HomeFrontMatter,
} from '@site/src/lib/content/homeFrontMatter';

const root = path.resolve(__dirname, '../../..');
const FILES = {
  en: path.join(root, 'src/pages/index.mdx'),
  zh: path.join(root, 'i18n/zh-CN/docusaurus-plugin-content-pages/index.mdx'),
};

const parsed: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  for (const file of Object.values(FILES)) {
    const result = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: fs.readFileSync(file, 'utf8')});
    parsed[file] = result.frontMatter;
  }
});

function frontMatter(file: string): Record<string, unknown> {
  const fm = parsed[file];
  if (!fm) throw new Error(`front matter of ${file} not parsed`);
  return fm;
}

function shape(home: HomeFrontMatter): unknown {
  return {
    variant: home.variant,
    heroImage: home.heroImage,
    actions: home.actions.map((a) => [a.link, a.type]),
    features: home.features.map((f) => [f.icon, f.link]),
    highlights: home.highlights.map((h) => [h.type, h.features.map((f) => [f.icon, f.link])]),
  };
}

describe.each(Object.entries(FILES))('home page (%s)', (_locale, file) => {
  let fm: Record<string, unknown> = {};
  let home: HomeFrontMatter = parseHomeFrontMatter({});
  beforeAll(() => {
    fm = frontMatter(file);
    home = parseHomeFrontMatter(fm);
  });

  it('is a home page with a description, a hero and a primary action to the guide', () => {
    expect(fm.home).toBe(true);
    expect(typeof fm.description).toBe('string');
    expect((fm.description as string).length).toBeLessThanOrEqual(160);
    expect(home.heroText).toBe('AList');
    expect(home.tagline).toBeTruthy();
    expect(home.actions[0]).toMatchObject({link: '/guide/', type: 'primary'});
    expect(home.actions[1]?.link).toBe('https://github.com/alist-org/alist');
  });

  it('has no incomplete entry', () => {
    expect(homeFrontMatterProblems(fm)).toEqual([]);
  });

  it('names only bundled icons', () => {
    const icons = [
      ...home.features.map((f) => f.icon),
      ...home.highlights.flatMap((h) => h.features.map((f) => f.icon)),
    ].filter((icon): icon is string => icon !== undefined);
    expect(icons.filter((icon) => !hasIcon(icon))).toEqual([]);
  });

  it('describes features with details and uses all three list styles', () => {
    expect(home.features.length).toBeGreaterThanOrEqual(8);
    for (const feature of home.features) expect(feature.details).toBeTruthy();
    expect(home.highlights.map((h) => h.type).sort()).toEqual(['no-order', 'order', 'un-order']);
  });
});

it('the Chinese home page mirrors the English one', () => {
  expect(shape(parseHomeFrontMatter(frontMatter(FILES.zh)))).toEqual(
    shape(parseHomeFrontMatter(frontMatter(FILES.en))),
  );
});
