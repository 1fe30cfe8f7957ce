import {mkdtempSync, readFileSync, writeFileSync} from 'fs';
import {tmpdir} from 'os';
import path from 'path';
import lunr from 'lunr';
import {isSearchIndexFile, slimSearchIndexes, withoutPositions} from '@site/src/plugins/search/slimIndex';

const DOCS = [
  {i: 1, t: 'Mount OneDrive with a refresh token'},
  {i: 2, t: 'The refresh token expires after 90 days of inactivity'},
  {i: 3, t: 'Docker compose file for AList'},
];

/** An index as the search plugin builds it: with term positions. */
function pluginIndex(): unknown {
  const index = lunr(function build(this: lunr.Builder) {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of DOCS) this.add({...doc, i: String(doc.i)});
  });
  return [{documents: DOCS, index: JSON.parse(JSON.stringify(index))}];
}

function results(serialised: unknown, query: string): {ref: string; score: number}[] {
  const [part] = serialised as [{index: object}];
  return lunr.Index.load(part.index as Parameters<typeof lunr.Index.load>[0])
    .search(query)
    .map(({ref, score}) => ({ref, score}));
}

describe('search index without term positions', () => {
  it('drops every position and nothing else', () => {
    const before = pluginIndex();
    const [after] = withoutPositions(before);
    expect(JSON.stringify(before)).toContain('"position"');
    expect(JSON.stringify(after)).not.toContain('"position"');
    expect(after?.documents).toEqual(DOCS);
    const [{index: full}] = before as [{index: {fieldVectors: unknown; invertedIndex: [string, unknown][]}}];
    expect(after?.index.fieldVectors).toEqual(full.fieldVectors);
    expect(after?.index.invertedIndex?.map(([term]) => term)).toEqual(full.invertedIndex.map(([term]) => term));
    expect(JSON.stringify(after).length).toBeLessThan(JSON.stringify(before).length);
  });

  it('finds the same documents with the same scores', () => {
    const before = pluginIndex();
    const after = withoutPositions(before);
    for (const query of ['refresh token', 'docker', 'onedrive', 'expir*', 'tokn~1']) {
      const expected = results(before, query);
      expect(results(after, query)).toEqual(expected);
    }
    expect(results(after, 'refresh token').map((r) => r.ref)).toEqual(expect.arrayContaining(['1', '2']));
  });

  it('refuses an index in another format instead of shipping it broken', () => {
    expect(() => withoutPositions({documents: []})).toThrow(/format/);
    expect(() => withoutPositions([{documents: [], index: {}}])).toThrow(/invertedIndex/);
  });

  it('rewrites the index files of a locale folder, not other JSON', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    writeFileSync(path.join(dir, 'search-index-abc123.json'), JSON.stringify(pluginIndex()));
    writeFileSync(path.join(dir, 'openapi.json'), '{"position": 1}');
    expect(await slimSearchIndexes(dir)).toEqual(['search-index-abc123.json']);
    expect(readFileSync(path.join(dir, 'search-index-abc123.json'), 'utf8')).not.toContain('position');
    expect(readFileSync(path.join(dir, 'openapi.json'), 'utf8')).toBe('{"position": 1}');
    expect(isSearchIndexFile('search-index.json')).toBe(true);
    expect(isSearchIndexFile('search-index-docs-default.json')).toBe(true);
    expect(isSearchIndexFile('index.json')).toBe(false);
  });
});
