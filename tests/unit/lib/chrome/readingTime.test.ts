import {readingTime, readingTimeLabel} from '@site/src/lib/chrome/readingTime';

describe('reading time', () => {
  it('counts Latin words and CJK characters, not front matter, links or heading ids', () => {
    const md = '---\ntitle: X\n---\nOne two three [four](./a-very-long-link.md).\n\n## Five {#five}\n挂载存储';
    expect(readingTime(md).words).toBe(5 + 4);
  });

  it('is "less than 1 minute" below one minute, else rounded minutes', () => {
    expect(readingTimeLabel(0.4)).toEqual({kind: 'lessThanOne'});
    expect(readingTimeLabel(1.4)).toEqual({kind: 'about', minutes: 1});
    expect(readingTimeLabel(2.5)).toEqual({kind: 'about', minutes: 3});
    expect(readingTime('word '.repeat(600)).minutes).toBe(2);
  });
});
