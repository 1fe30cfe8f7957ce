import {CJK_CHARS_PER_MINUTE, WORDS_PER_MINUTE} from '@site/src/lib/chrome/constants';
import {
  countMarkdown,
  countText,
  readingTime,
  readingTimeLabel,
  readingTimeOf,
  visibleMarkdown,
} from '@site/src/lib/chrome/readingTime';

describe('reading time', () => {
  it('counts Latin words and CJK characters, not front matter, links or heading ids', () => {
    const md = '---\ntitle: X\n---\nOne two three [four](./a-very-long-link.md).\n\n## Five {#five}\n挂载存储';
    expect(countMarkdown(md)).toEqual({words: 5, cjk: 4});
    expect(readingTime(md).words).toBe(5 + 4);
  });

  it('counts what the reader sees of an MDX page: no imports, exports, comments or tag attributes', () => {
    const mdx = [
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  ApiRoute,',
      "} from '@site/src/components/ApiReference';",
      'export const toc = [];',
      '',
      '{/* a note to writers */}',
      '<Tabs groupId="operating-systems-and-more">',
      'Shown text here.',
      '</Tabs>',
    ].join('\n');
    expect(countMarkdown(mdx)).toEqual({words: 3, cjk: 0});
  });

  it('keeps the import and export lines of code blocks, which the reader sees', () => {
    const md = ['```go', 'import (', '\t"fmt"', ')', '```', '', '```bash', 'export HTTP_PROXY=x', '```'].join('\n');
    expect(visibleMarkdown(md)).toContain('import (');
    expect(visibleMarkdown(md)).toContain('export HTTP_PROXY=x');
  });

  it('reads words and CJK characters each at its own rate, so a page and its translation read alike', () => {
    expect(readingTimeOf({words: WORDS_PER_MINUTE, cjk: 0}).minutes).toBe(1);
    expect(readingTimeOf({words: 0, cjk: CJK_CHARS_PER_MINUTE}).minutes).toBe(1);
    expect(readingTimeOf({words: WORDS_PER_MINUTE, cjk: CJK_CHARS_PER_MINUTE})).toEqual({
      words: WORDS_PER_MINUTE + CJK_CHARS_PER_MINUTE,
      minutes: 2,
    });
    // The documented speeds: English 200–250 words, Chinese 300–500 characters a minute.
    expect(WORDS_PER_MINUTE).toBeGreaterThanOrEqual(200);
    expect(WORDS_PER_MINUTE).toBeLessThanOrEqual(250);
    expect(CJK_CHARS_PER_MINUTE).toBeGreaterThanOrEqual(300);
    expect(CJK_CHARS_PER_MINUTE).toBeLessThanOrEqual(500);
    const en = countText('Mount the storage at the path you chose and save it.');
    const zh = countText('把存储挂载到你选择的路径上，然后保存。');
    expect(readingTimeOf(zh).minutes / readingTimeOf(en).minutes).toBeGreaterThan(0.8);
    expect(readingTimeOf(zh).minutes / readingTimeOf(en).minutes).toBeLessThan(1.25);
  });

  it('is "less than 1 minute" below one minute, else rounded minutes', () => {
    expect(readingTimeLabel(0.4)).toEqual({kind: 'lessThanOne'});
    expect(readingTimeLabel(1.4)).toEqual({kind: 'about', minutes: 1});
    expect(readingTimeLabel(2.5)).toEqual({kind: 'about', minutes: 3});
    expect(readingTime('word '.repeat(WORDS_PER_MINUTE * 2)).minutes).toBe(2);
  });
});
