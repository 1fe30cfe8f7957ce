/**
 * Admonition titles must use the directive label, `:::warning[Title]`. The
 * older `:::warning Title` form needs `mdx1Compat.admonitions`, which this
 * site turns off, and then renders as a plain paragraph with the colons.
 */
import fs from 'fs';
import path from 'path';
import {isMarkdown, listFiles} from '@site/src/lib/site/files';

const root = path.resolve(__dirname, '../../..');
const dirs = [path.join(root, 'docs'), path.join(root, 'i18n/zh-CN/docusaurus-plugin-content-docs/current')];

const listDocs = (dir: string): string[] => listFiles(dir, isMarkdown).map((file) => path.join(dir, file));

const LEGACY_TITLE = /^:::(note|tip|info|warning|danger|caution)[ \t]+\S/;

describe('admonitions', () => {
  it('use `:::type[Title]` for titles', () => {
    const offending: string[] = [];
    for (const file of dirs.flatMap(listDocs)) {
      let inFence = false;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
          if (!inFence && LEGACY_TITLE.test(line)) offending.push(`${path.relative(root, file)}:${i + 1}: ${line}`);
        });
    }
    expect(offending).toEqual([]);
  });
});
