/**
 * @jest-environment node
 */
import {readFileSync} from 'fs';
import path from 'path';
import {TRANSLATION_FEATURES, UNUSED_THEME_STRINGS} from '../../../src/i18n/features';
import {listFiles} from '../../../src/lib/site/files';

/**
 * The strings of the features in src/i18n/features.ts are not in the entry
 * bundle (src/plugins/slim): a file that uses one of their ids must import
 * the feature's module, which adds them before the file's code renders.
 */
const root = path.resolve(__dirname, '../../..');

const ID = /id(?:=|:\s*)['"]([\w.-]+)['"]/g;

describe('strings loaded with their feature', () => {
  const files = listFiles(path.join(root, 'src'), (name) => /\.(ts|tsx)$/.test(name))
    .filter((file) => !file.startsWith('i18n/'))
    .map((file) => path.join(root, 'src', file));

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

  it('leaves out only the strings of parts the site does not have: no blog, no doc with tags', () => {
    // Versions, the version badge and doc cards are stock features that work (issue 44): their strings stay.
    expect(UNUSED_THEME_STRINGS).toEqual(['theme.blog.', 'theme.tags.', 'theme.docs.tagDocListPageTitle']);
    const config = readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
    expect(config).toMatch(/blog:\s*false/);
    // Each doc read once: its path, text and front matter.
    const docs = ['docs', 'i18n'].flatMap((dir) =>
      listFiles(path.join(root, dir), (name) => /\.mdx?$/.test(name)).map((file) => {
        const text = readFileSync(path.join(root, dir, file), 'utf8');
        return {file: path.join(dir, file), text, frontMatter: text.split(/\n---\n/)[0] ?? ''};
      }),
    );
    const matching = (test: (doc: (typeof docs)[number]) => boolean): string[] =>
      docs.filter(test).map((doc) => doc.file);
    expect(matching((doc) => /^---\n[\s\S]*?^tags:/m.test(doc.frontMatter))).toEqual([]);
    // No doc is unlisted: a production build shows no visibility banner (src/theme/ContentVisibility).
    expect(matching((doc) => /^---\n[\s\S]*?^unlisted:\s*true/m.test(doc.frontMatter))).toEqual([]);
  });
});
