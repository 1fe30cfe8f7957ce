/** Front matter of the earlier site: `pageInfo` selects the page-info row, `sticky`/`star`/`dir`/`index` and unknown icons warn. */
import {legacyFrontMatterWarnings, normalizeFrontMatter} from '@site/src/lib/content/frontMatter';
import {pageInfoItems, pageInfoSelection} from '@site/src/lib/chrome/pageInfo';

describe('pageInfo', () => {
  const fm = {
    author: 'AList',
    date: '2024-01-02',
    category: ['Guide'],
    tag: 'docker',
    reading_time: {words: 300, minutes: 1.5},
  };

  it('shows every item without the key', () => {
    expect(pageInfoItems(fm).map((i) => i.kind)).toEqual(['author', 'date', 'readingTime', 'category', 'tag']);
  });

  it('`false` hides the row', () => {
    expect(pageInfoItems({...fm, pageInfo: false})).toEqual([]);
  });

  it('a list keeps the named items (earlier-site names, any case), in the fixed order', () => {
    expect(pageInfoItems({...fm, pageInfo: ['Tag', 'Author', 'Word']}).map((i) => i.kind)).toEqual([
      'author',
      'readingTime',
      'tag',
    ]);
    expect(pageInfoSelection(['ReadingTime', 'nonsense'])).toEqual(new Set(['readingTime']));
    expect(pageInfoSelection(true)).toBeUndefined();
  });
});

describe('legacyFrontMatterWarnings', () => {
  it('names each key without a meaning here and what to do instead', () => {
    expect(legacyFrontMatterWarnings({sticky: 1, dir: {order: 1}, title: 'x'})).toEqual([
      'front matter `sticky` is ignored: pinning applies to blog lists, which this site has none of',
      'front matter `dir` is ignored: set folder labels and order in sidebars.ts',
    ]);
    expect(legacyFrontMatterWarnings({index: false, star: true})).toHaveLength(2);
    expect(legacyFrontMatterWarnings({title: 'x', pageInfo: false})).toEqual([]);
  });

  it('keeps the keys in the front matter (they do no harm)', () => {
    expect(normalizeFrontMatter({sticky: true, title: 'x'}, 'body', 'guide')).toMatchObject({sticky: true, title: 'x'});
  });
});

describe('icon', () => {
  it('a known icon goes to the sidebar item (customProps), the key stays for the title', () => {
    const fm = normalizeFrontMatter({title: 'x', icon: 'storage'}, 'body', 'guide/drivers');
    expect(fm).toMatchObject({icon: 'storage', sidebar_custom_props: {icon: 'storage'}});
    expect(legacyFrontMatterWarnings({icon: 'storage'})).toEqual([]);
  });

  it('keeps customProps the page sets itself', () => {
    const fm = normalizeFrontMatter({icon: 'key', sidebar_custom_props: {badge: 'new'}}, 'body', 'tool');
    expect(fm.sidebar_custom_props).toEqual({icon: 'key', badge: 'new'});
  });

  it('a page without an icon gets no customProps', () => {
    const fm = normalizeFrontMatter({title: 'x'}, 'body', 'guide');
    expect(fm).not.toHaveProperty('sidebar_custom_props');
    expect(fm).not.toHaveProperty('icon');
  });

  it('an unknown icon is dropped (nothing renders) and the build warns with its name', () => {
    const fm = normalizeFrontMatter({title: 'x', icon: 'rocket-ship'}, 'body', 'guide');
    expect(fm).not.toHaveProperty('icon');
    expect(fm).not.toHaveProperty('sidebar_custom_props');
    const warnings = legacyFrontMatterWarnings({icon: 'rocket-ship'});
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^front matter `icon: rocket-ship` is ignored: no bundled icon has that name \(.*storage/,
    );
    expect(legacyFrontMatterWarnings({icon: 7})[0]).toContain('`icon: 7`');
  });
});
