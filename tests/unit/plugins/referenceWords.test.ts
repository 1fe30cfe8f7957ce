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
import {readingTime} from '@site/src/lib/chrome/readingTime';

const SITE = path.resolve(__dirname, '../../..');
const ZH_DOCS = 'i18n/zh-CN/docusaurus-plugin-content-docs/current';

function doc(relative: string): string {
  return fs.readFileSync(path.join(SITE, relative), 'utf8');
}

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
    expect(dataWords(data, 'en')).toBe(1 + 5 + 2 + 1);
    expect(dataWords(data, 'zh')).toBe(1 + 5 + 2 + 2);
  });

  test('an empty Chinese text counts as the English one the page shows instead', () => {
    expect(dataWords({label: {en: 'Encoding', zh: ''}}, 'zh')).toBe(1);
  });

  test('an object with more keys than en and zh is not a translation', () => {
    expect(dataWords({en: 'a b', zh: 'c', other: 'd'}, 'en')).toBe(4);
  });

  test("a shape's property names are words the page shows; other keys are not", () => {
    const shape = {type: 'object', properties: {name: {type: 'string'}, size: {type: 'integer'}}};
    expect(dataWords(shape, 'en')).toBe(2 + 3);
  });
});

describe('jsonWords', () => {
  test('counts the keys and values of an example as printed', () => {
    expect(
      jsonWords({code: 200, message: 'success', data: {content: [{name: 'a.txt', is_dir: false}], total: null}}),
    ).toBe(
      // code 200 message success data content name a.txt is_dir false total null
      12,
    );
    expect(jsonWords('plain text reply')).toBe(3);
    expect(jsonWords(undefined)).toBe(0);
  });
});

describe('catalogWords', () => {
  test('counts the descriptions a catalog lists', () => {
    expect(catalogWords({'guide/a': 'Install with Docker', 'guide/b': '用 Docker 安装'})).toBe(3 + 4);
    expect(catalogWords(undefined)).toBe(0);
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
    expect(referenceWords(doc('docs/guide/install/docker.mdx'), 'en')).toBe(0);
  });

  test('each kind of tag adds its data', () => {
    expect(referenceWords('<ApiRoute group={fs} id="fs-list" />', 'en')).toBeGreaterThan(100);
    expect(referenceWords('<DriverOptions data={onedrive} driver="Onedrive" />', 'en')).toBeGreaterThan(100);
    expect(referenceWords('<ConfigTable section="database" />', 'en')).toBeGreaterThan(50);
    expect(referenceWords('<ConfigTable topLevel />', 'en')).toBeGreaterThan(50);
    expect(referenceWords('<SettingsTable group="site" />', 'en')).toBeGreaterThan(50);
    expect(referenceWords('<CommonOptions />', 'en')).toBeGreaterThan(100);
    // Every driver of the index, in the page's language.
    expect(referenceWords('<DriverIndex />', 'en')).toBeGreaterThan(1000);
    expect(referenceWords('<DriverIndex />', 'zh')).not.toBe(referenceWords('<DriverIndex />', 'en'));
    // The shapes the page's routes use, after the routes themselves.
    const route = '<ApiRoute group={fs} id="fs-list" />';
    expect(referenceWords(`${route}\n<ApiShapes groups={[fs]} />`, 'en')).toBeGreaterThan(referenceWords(route, 'en'));
    expect(referenceWords('<ApiShapes groups={[fs]} />', 'en')).toBe(0);
    // Unknown routes and drivers add nothing (the page's build fails on them).
    expect(referenceWords('<ApiRoute group={fs} id="no-such-route" />', 'en')).toBe(0);
    expect(referenceWords('<DriverOptions data={x} driver="NoSuchDriver" />', 'en')).toBe(0);
  });

  test('an unknown configuration section or settings group fails, as the table does', () => {
    expect(() => referenceWords('<ConfigTable section="nope" />', 'en')).toThrow(/nope/);
    expect(() => referenceWords('<SettingsTable group="nope" />', 'en')).toThrow(/nope/);
  });

  test('a route counts its Chinese texts on a Chinese page', () => {
    const en = referenceWords('<ApiRoute group={fs} id="fs-list" />', 'en');
    const zh = referenceWords('<ApiRoute group={fs} id="fs-list" />', 'zh');
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
    const markdown = readingTime(content).words;
    const extra = referenceWords(content, locale);
    expect(extra).toBeGreaterThan(markdown / 4);
    const fm = normalizeFrontMatter({}, content, '', extra);
    expect(fm.reading_time).toEqual({words: markdown + extra, minutes: (markdown + extra) / 300});
  });
});
