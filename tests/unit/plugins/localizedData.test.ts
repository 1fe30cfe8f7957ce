import {readFileSync, statSync} from 'fs';
import path from 'path';
import ts from 'typescript';
import {listFiles} from '@site/src/lib/site/files';
import {isLocalized, pickLocalized} from '@site/src/lib/site/localized';
import {LOCALIZED_DATA} from '@site/src/plugins/slim';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {keepLanguage, helpersOf} = require('@site/src/plugins/slim/localizedData.cjs') as {
  keepLanguage: (source: string, fileName: string, language: Language, helpers: Map<string, number>) => string;
  helpersOf: (roots: readonly string[]) => Map<string, number>;
};

type Language = 'en' | 'zh';
const SITE = path.resolve(__dirname, '../../..');
const ROOTS = LOCALIZED_DATA.map((dir) => path.join(SITE, dir));
const HELPERS = helpersOf(ROOTS);

const FILES = ROOTS.flatMap((root) =>
  listFiles(root, (name) => name.endsWith('.ts') && !name.endsWith('.d.ts')).map((file) => path.join(root, file)),
);

function resolveModule(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@site/')
    ? path.join(SITE, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (file) => statSync(file, {throwIfNoEntry: false})?.isFile() ?? false,
  );
}

/**
 * The exports of a data module as the build would run it: with the loader for
 * `language`, or untouched (`null`); its own imports loaded the same way.
 */
function loader(language: Language | null): (file: string) => Record<string, unknown> {
  const cache = new Map<string, {exports: Record<string, unknown>}>();
  const load = (file: string): Record<string, unknown> => {
    const cached = cache.get(file);
    if (cached) return cached.exports;
    const module = {exports: {} as Record<string, unknown>};
    cache.set(file, module);
    let source = readFileSync(file, 'utf8');
    const inRoots = ROOTS.some((root) => file.startsWith(root + path.sep));
    if (language && inRoots) source = keepLanguage(source, file, language, HELPERS);
    if (file.endsWith('.json')) {
      module.exports = JSON.parse(source) as Record<string, unknown>;
      return module.exports;
    }
    const {outputText} = ts.transpileModule(source, {
      compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true},
      fileName: file,
    });
    const localRequire = (specifier: string): unknown => {
      const resolved = resolveModule(file, specifier);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      return resolved ? load(resolved) : require(specifier);
    };
    new Function('exports', 'require', 'module', outputText)(module.exports, localRequire, module);
    return module.exports;
  };
  return load;
}

/** What a page in `language` can show of `value`: each pair as `pickLocalized` reads it. */
function shown(value: unknown, language: Language): unknown {
  if (isLocalized(value)) return pickLocalized(value, language === 'zh' ? 'zh-CN' : 'en');
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return value.map((item) => shown(item, language));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shown(item, language)]));
  }
  return value;
}

/** Pairs that still hold a text the language does not show. */
function wholePairs(value: unknown, language: Language, seen = new Set<unknown>()): number {
  if (!value || typeof value !== 'object' || seen.has(value)) return 0;
  seen.add(value);
  if (isLocalized(value))
    return language === 'en' ? Number(value.zh !== '') : Number(value.zh !== '' && value.en !== '');
  return Object.values(value).reduce<number>((sum, item) => sum + wholePairs(item, language, seen), 0);
}

const original = loader(null);

describe.each(['en', 'zh'] as const)('reference data for %s pages (src/plugins/slim/localizedData.cjs)', (language) => {
  const stripped = loader(language);

  it.each(FILES.map((file) => [path.relative(SITE, file), file]))('%s shows the same texts', (_name, file) => {
    expect(shown(stripped(file), language)).toEqual(shown(original(file), language));
  });

  // Pairs built in other ways (a tuple spread into l(...), for one) stay whole:
  // they cost bytes, not texts. Most must go.
  it('leaves few texts of the other language in the data the pages read', () => {
    const whole = FILES.reduce((sum, file) => sum + wholePairs(stripped(file), language), 0);
    const before = FILES.reduce((sum, file) => sum + wholePairs(original(file), language), 0);
    expect(before).toBeGreaterThan(2000);
    expect(whole / before).toBeLessThan(0.01);
  });
});

describe('the loader', () => {
  const helpers = new Map([
    ['l', 0],
    ['param', 2],
  ]);
  const keep = (source: string, language: Language): string => keepLanguage(source, 'x.ts', language, helpers);

  it('empties the other side of each pair and keeps the shape', () => {
    expect(keep(`const a = {en: 'Root', zh: '根目录'};`, 'en')).toBe(`const a = {en: 'Root', zh: ''};`);
    expect(keep(`const a = {en: 'Root', zh: '根目录'};`, 'zh')).toBe(`const a = {en: '', zh: '根目录'};`);
    expect(keep(`param('path', STRING, 'The path' + ' of it', '路径', {required: true})`, 'en')).toBe(
      `param('path', STRING, 'The path' + ' of it', '', {required: true})`,
    );
    expect(keep('l(`Plain`, `纯文本`)', 'zh')).toBe("l('', `纯文本`)");
  });

  it('keeps the English text where the Chinese one is or may be empty (what Chinese pages show then)', () => {
    expect(keep(`const a = {en: 'Encoding', zh: ''};`, 'zh')).toBe(`const a = {en: 'Encoding', zh: ''};`);
    expect(keep(`const a = {en: 'Name', zh: name};`, 'zh')).toBe(`const a = {en: 'Name', zh: name};`);
  });

  it('empties texts that read other texts, but not calls', () => {
    expect(keep("l('Done. ' + SCOPE.en, '完成。' + SCOPE.zh)", 'zh')).toBe("l('', '完成。' + SCOPE.zh)");
    expect(keep("l('Done. ' + SCOPE.en, '完成。' + SCOPE.zh)", 'en')).toBe("l('Done. ' + SCOPE.en, '')");
    expect(keep('const a = {en: `${n} files`, zh: `${n} 个文件`};', 'en')).toBe(
      "const a = {en: `${n} files`, zh: ''};",
    );
    expect(keep("l('Done', done('zh'))", 'en')).toBe("l('Done', done('zh'))");
  });

  it('leaves alone what is not a pair of string constants', () => {
    for (const source of [
      "const a = {en: describe(x), zh: '名称'};",
      "const a = {en: 'A', zh: 'B', extra: 1};",
      "const a = {en: 'A', ...rest};",
      "other('A', 'B');",
      "param('A', 'B');",
    ]) {
      expect(keep(source, 'en')).toBe(source);
      expect(keep(source, 'zh')).toBe(source);
    }
  });

  it('finds the helpers of the data by their (en, zh) parameters', () => {
    expect(HELPERS.get('l')).toBe(0);
    expect(HELPERS.get('param')).toBe(2);
    expect(HELPERS.get('error')).toBe(2);
    expect(HELPERS.get('str')).toBe(0);
  });
});
