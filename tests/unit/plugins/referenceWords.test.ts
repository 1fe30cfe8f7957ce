import fs from 'fs';
import path from 'path';
import {
  catalogWords,
  dataWords,
  jsonWords,
  referenceLocale,
  referenceWords,
} from '@site/src/plugins/page-data/referenceWords';
import {normalizeFrontMatter} from '@site/src/lib/content/frontMatter';
import {addCounts, countMarkdown, readingTimeOf, type TextCount} from '@site/src/lib/chrome/readingTime';

const SITE = path.resolve(__dirname, '../../..');
const ZH_DOCS = 'i18n/zh-CN/docusaurus-plugin-content-docs/current';

function doc(relative: string): string {
  return fs.readFileSync(path.join(SITE, relative), 'utf8');
}

/** Words and CJK characters together. */
const total = (count: TextCount): number => count.words + count.cjk;

describe('dataWords', () => {
  test('counts every string, the locale side of {en, zh} pairs, and nothing else', () => {
    const data = {
      name: 'client_id',
      description: {en: 'The ID of your app', zh: '你的应用 ID'},
      count: 3,
      flag: true,
      nothing: null,
      options: ['global', 'cn'],
      nested: [{label: {en: 'Region', zh: '区域'}}],
    };
    expect(dataWords(data, 'en')).toEqual({words: 1 + 5 + 2 + 1, cjk: 0});
    // 你的应用 ID: four characters and a word; 区域: two characters.
    expect(dataWords(data, 'zh')).toEqual({words: 1 + 1 + 2, cjk: 4 + 2});
  });

  test('an empty Chinese text counts as the English one the page shows instead', () => {
    expect(total(dataWords({label: {en: 'Encoding', zh: ''}}, 'zh'))).toBe(1);
  });

  test('an object with more keys than en and zh is not a translation', () => {
    expect(total(dataWords({en: 'a b', zh: 'c', other: 'd'}, 'en'))).toBe(4);
  });

  test("a shape's property names are words the page shows; other keys are not", () => {
    const shape = {type: 'object', properties: {name: {type: 'string'}, size: {type: 'integer'}}};
    expect(total(dataWords(shape, 'en'))).toBe(2 + 3);
  });
});

describe('jsonWords', () => {
  test('counts the keys and values of an example as printed', () => {
    expect(
      total(jsonWords({code: 200, message: 'success', data: {content: [{name: 'a.txt', is_dir: false}], total: null}})),
    ).toBe(
      // code 200 message success data content name a.txt is_dir false total null
      12,
    );
    expect(total(jsonWords('plain text reply'))).toBe(3);
    expect(total(jsonWords(undefined))).toBe(0);
  });
});

describe('catalogWords', () => {
  test('counts the descriptions a catalog lists', () => {
    expect(catalogWords({'guide/a': 'Install with Docker', 'guide/b': '用 Docker 安装'})).toEqual({
      words: 3 + 1,
      cjk: 3,
    });
    expect(total(catalogWords(undefined))).toBe(0);
  });
});

describe('referenceLocale', () => {
  test.each([
    ['/site/docs/guide/api/fs.mdx', 'en'],
    ['docs/guide/api/fs.mdx', 'en'],
    [`/site/${ZH_DOCS}/guide/api/fs.mdx`, 'zh'],
    [`C:\\site\\${ZH_DOCS.split('/').join('\\')}\\guide\\api\\fs.mdx`, 'zh'],
    ['/site/i18n/en-GB/docusaurus-plugin-content-docs/current/x.md', 'en'],
  ])('%s reads %s data', (file, locale) => {
    expect(referenceLocale(file)).toBe(locale);
  });
});

describe('referenceWords', () => {
  test('a page without reference components adds nothing', () => {
    expect(total(referenceWords(doc('docs/guide/install/docker.mdx'), 'en'))).toBe(0);
  });

  test('each kind of tag adds its data', () => {
    expect(total(referenceWords('<ApiRoute group={fs} id="fs-list" />', 'en'))).toBeGreaterThan(100);
    expect(total(referenceWords('<DriverOptions data={onedrive} driver="Onedrive" />', 'en'))).toBeGreaterThan(100);
    expect(total(referenceWords('<ConfigTable section="database" />', 'en'))).toBeGreaterThan(50);
    expect(total(referenceWords('<ConfigTable topLevel />', 'en'))).toBeGreaterThan(50);
    expect(total(referenceWords('<SettingsTable group="site" />', 'en'))).toBeGreaterThan(50);
    expect(total(referenceWords('<CommonOptions />', 'en'))).toBeGreaterThan(100);
    // Every driver of the index, in the page's language.
    expect(total(referenceWords('<DriverIndex />', 'en'))).toBeGreaterThan(1000);
    expect(total(referenceWords('<DriverIndex />', 'zh'))).not.toBe(total(referenceWords('<DriverIndex />', 'en')));
    // The shapes the page's routes use, after the routes themselves.
    const route = '<ApiRoute group={fs} id="fs-list" />';
    expect(total(referenceWords(`${route}\n<ApiShapes groups={[fs]} />`, 'en'))).toBeGreaterThan(
      total(referenceWords(route, 'en')),
    );
    expect(total(referenceWords('<ApiShapes groups={[fs]} />', 'en'))).toBe(0);
    // Unknown routes and drivers add nothing (the page's build fails on them).
    expect(total(referenceWords('<ApiRoute group={fs} id="no-such-route" />', 'en'))).toBe(0);
    expect(total(referenceWords('<DriverOptions data={x} driver="NoSuchDriver" />', 'en'))).toBe(0);
  });

  test('an unknown configuration section or settings group fails, as the table does', () => {
    expect(() => total(referenceWords('<ConfigTable section="nope" />', 'en'))).toThrow(/nope/);
    expect(() => total(referenceWords('<SettingsTable group="nope" />', 'en'))).toThrow(/nope/);
  });

  test('a route counts its Chinese texts on a Chinese page', () => {
    const en = total(referenceWords('<ApiRoute group={fs} id="fs-list" />', 'en'));
    const zh = total(referenceWords('<ApiRoute group={fs} id="fs-list" />', 'zh'));
    expect(zh).not.toBe(en);
  });

  test.each([
    ['docs/guide/api/fs.mdx', 'en'],
    [`${ZH_DOCS}/guide/api/fs.mdx`, 'zh'],
    ['docs/config/configuration.mdx', 'en'],
    [`${ZH_DOCS}/config/configuration.mdx`, 'zh'],
    ['docs/guide/drivers/onedrive.mdx', 'en'],
    [`${ZH_DOCS}/guide/drivers/onedrive.mdx`, 'zh'],
  ] as const)('%s: its reference data outweighs or joins its Markdown', (file, locale) => {
    const content = doc(file);
    const markdown = countMarkdown(content);
    const extra = referenceWords(content, locale);
    expect(total(extra)).toBeGreaterThan(total(markdown) / 4);
    const fm = normalizeFrontMatter({}, content, '', extra);
    expect(fm.reading_time).toEqual(readingTimeOf(addCounts(markdown, extra)));
  });

  test('the changelog counts every release it lists, in the page language', () => {
    const en = referenceWords('<Changelog />', 'en');
    const zh = referenceWords('<Changelog />', 'zh');
    // Every release since v3.0.0-beta.0, with its highlights.
    expect(en.words).toBeGreaterThan(1500);
    expect(zh.cjk).toBeGreaterThan(2500);
    expect(readingTimeOf(zh).minutes / readingTimeOf(en).minutes).toBeCloseTo(1, 0);
  });
});

describe('reading time of a page and its translation', () => {
  /** The reading time the build gives a page (docusaurus.config.ts, parseFrontMatter), without its catalog. */
  function minutes(file: string, locale: 'en' | 'zh'): number {
    const content = doc(file);
    return readingTimeOf(addCounts(countMarkdown(content), referenceWords(content, locale))).minutes;
  }

  function docs(dir: string): string[] {
    return fs.readdirSync(path.join(SITE, dir), {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f));
  }

  test('is about the same in both locales, on every translated page of two minutes or more', () => {
    const ratios: [string, number][] = [];
    for (const file of docs('docs')) {
      if (!fs.existsSync(path.join(SITE, ZH_DOCS, file))) continue;
      const en = minutes(`docs/${file}`, 'en');
      if (en < 2) continue;
      ratios.push([file, minutes(`${ZH_DOCS}/${file}`, 'zh') / en]);
    }
    expect(ratios.length).toBeGreaterThan(80);
    // Within a fifth of each other on each page; within a tenth for the median page.
    expect(ratios.filter(([, r]) => r < 0.8 || r > 1.25)).toEqual([]);
    const sorted = ratios.map(([, r]) => r).sort((a, b) => a - b);
    expect(sorted[sorted.length >> 1]).toBeGreaterThan(0.9);
    expect(sorted[sorted.length >> 1]).toBeLessThan(1.1);
  });

  test.each([
    ['docs/guide/changelog.mdx', 'en'],
    [`${ZH_DOCS}/guide/changelog.mdx`, 'zh'],
  ] as const)('%s reads in more than five minutes, not "less than a minute"', (file, locale) => {
    expect(minutes(file, locale)).toBeGreaterThan(5);
  });
});
