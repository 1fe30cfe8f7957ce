/**
 * @jest-environment node
 */
import {readdirSync, readFileSync, statSync} from 'fs';
import path from 'path';
import {TRANSLATION_FEATURES} from '../../../src/i18n/features';

/**
 * The strings of the features in src/i18n/features.ts are not in the entry
 * bundle (src/plugins/slim): a file that uses one of their ids must import
 * the feature's module, which adds them before the file's code renders.
 */
const root = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const ID = /id(?:=|:\s*)['"]([\w.-]+)['"]/g;

describe('strings loaded with their feature', () => {
  const files = sourceFiles(path.join(root, 'src')).filter((f) => !f.includes(`${path.sep}i18n${path.sep}`));

  it.each(Object.entries(TRANSLATION_FEATURES))('a file using %s strings imports its module', (feature, prefixes) => {
    const missing = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      const uses = [...text.matchAll(ID)].some((m) => prefixes.some((prefix) => m[1]!.startsWith(prefix)));
      return uses && !text.includes(`import '@site/src/i18n/${feature}';`);
    });
    expect(missing.map((f) => path.relative(root, f))).toEqual([]);
  });

  it('every feature has its module', () => {
    for (const feature of Object.keys(TRANSLATION_FEATURES)) {
      const text = readFileSync(path.join(root, 'src/i18n', `${feature}.ts`), 'utf8');
      expect(text).toContain(`'@generated/codeTranslations?feature=${feature}'`);
    }
  });
});
