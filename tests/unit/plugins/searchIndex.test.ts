import {mkdtempSync, readFileSync, writeFileSync} from 'fs';
import {tmpdir} from 'os';
import path from 'path';
import lunr from 'lunr';
import {
  isSearchIndexFile,
  slimSearchIndexes,
  stagedIndexes,
  stageFileName,
  withoutPositions,
} from '@site/src/plugins/search/slimIndex';

const DOCS = [
  {i: 1, t: 'Mount OneDrive with a refresh token'},
  {i: 2, t: 'The refresh token expires after 90 days of inactivity'},
  {i: 3, t: 'Docker compose file for AList'},
];

type Doc = {i: number; t: string; p?: number};

/** One part as the search plugin builds it: with term positions. */
function pluginPart(docs: readonly Doc[]): {documents: Doc[]; index: Record<string, unknown>} {
  const index = lunr(function build(this: lunr.Builder) {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of docs) this.add({...doc, i: String(doc.i)});
  });
  return {documents: [...docs], index: JSON.parse(JSON.stringify(index)) as Record<string, unknown>};
}

/** An index of one part. */
function pluginIndex(): unknown {
  return [pluginPart(DOCS)];
}

/** The plugin's five parts: titles, headings, descriptions, keywords, paragraphs. */
const PAGES: Doc[] = [
  {i: 1, t: 'OneDrive'},
  {i: 2, t: 'Docker'},
];
const PARTS: Doc[][] = [
  PAGES,
  [{i: 3, t: 'Get a refresh token', p: 1}],
  [{i: 4, t: 'Mount a OneDrive account', p: 1}],
  [],
  [
    {i: 5, t: 'Paste the token into the storage form', p: 1},
    {i: 6, t: 'Run the container with a volume for the data folder', p: 2},
  ],
];
function fivePartIndex(): unknown {
  return PARTS.map(pluginPart);
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

  it('rewrites the index files of a locale folder, not other JSON, and writes their stages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    writeFileSync(path.join(dir, 'search-index-abc123.json'), JSON.stringify(fivePartIndex()));
    writeFileSync(path.join(dir, 'openapi.json'), '{"position": 1}');
    expect(await slimSearchIndexes(dir)).toEqual(['search-index-abc123.json']);
    const whole = readFileSync(path.join(dir, 'search-index-abc123.json'), 'utf8');
    expect(whole).not.toContain('position');
    expect(readFileSync(path.join(dir, 'openapi.json'), 'utf8')).toBe('{"position": 1}');
    const {head, body} = stagedIndexes(withoutPositions(fivePartIndex()));
    expect(JSON.parse(readFileSync(path.join(dir, 'search-index-head-abc123.json'), 'utf8'))).toEqual(head);
    expect(JSON.parse(readFileSync(path.join(dir, 'search-index-body-abc123.json'), 'utf8'))).toEqual(body);
    // A second run (the build's postBuild runs once, but a rebuild into the
    // same folder) rewrites the whole file's stages, not stages of stages.
    expect(await slimSearchIndexes(dir)).toEqual(['search-index-abc123.json']);
    expect(isSearchIndexFile('search-index.json')).toBe(true);
    expect(isSearchIndexFile('search-index-docs-default.json')).toBe(true);
    expect(isSearchIndexFile('index.json')).toBe(false);
  });
});

describe('search index in two stages', () => {
  const ids = (part: {documents: unknown[]}): number[] => (part.documents as Doc[]).map((d) => d.i);
  const find = (part: {index: Record<string, unknown>}, query: string): string[] =>
    lunr.Index.load(part.index as unknown as Parameters<typeof lunr.Index.load>[0])
      .search(query)
      .map((r) => r.ref);

  it('puts titles, headings, descriptions and keywords in the head, paragraphs in the body', () => {
    const {head, body} = stagedIndexes(withoutPositions(fivePartIndex()));
    expect(head.map(ids)).toEqual([[1, 2], [3], [4], [], []]);
    expect(find(head[0]!, 'docker')).toEqual(['2']);
    expect(find(head[4]!, 'container')).toEqual([]);
    // The body searches paragraphs only, and keeps the page titles' documents
    // (the worker names each paragraph's page from them).
    expect(body.map(ids)).toEqual([[1, 2], [], [], [], [5, 6]]);
    expect(find(body[0]!, 'docker')).toEqual([]);
    expect(find(body[4]!, 'container')).toEqual(['6']);
  });

  it('together find what the whole index finds', () => {
    const whole = withoutPositions(fivePartIndex());
    const {head, body} = stagedIndexes(whole);
    for (const query of ['onedrive', 'token', 'docker', 'volume', 'mount']) {
      const all = whole.flatMap((part) => find(part, query)).sort();
      const staged = [...head.flatMap((part) => find(part, query)), ...find(body[4]!, query)].sort();
      expect(staged).toEqual(all);
    }
  });

  it('refuses an index whose parts it does not know', () => {
    expect(() => stagedIndexes(withoutPositions(pluginIndex()))).toThrow(/5 parts/);
  });

  it('names a stage as a search context of the plugin’s worker', () => {
    expect(stageFileName('search-index-50ec5ab2.json', 'head')).toBe('search-index-head-50ec5ab2.json');
    expect(stageFileName('search-index.json', 'body')).toBe('search-index-body.json');
  });
});
