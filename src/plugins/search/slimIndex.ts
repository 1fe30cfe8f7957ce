import {promises as fs} from 'fs';
import path from 'path';
import {SEARCH_STAGES, type SearchStage} from '../../lib/search/stagedResults';

/**
 * The local search plugin stores, for every term of every document, the
 * positions where it occurs (lunr's `position` metadata), for highlighting.
 * They make up more than half of the index file, which every reader's browser
 * downloads, parses and loads before the first answer. The dialog does not
 * need them: it marks the query's words in the text it shows
 * (`tokenRanges` in src/lib/search/localHits.ts). Scores do not use them.
 */

/** A lunr posting list: field → document ref → metadata. */
type Posting = Record<string, unknown>;
type InvertedIndexEntry = [string, Posting];

interface IndexPart {
  documents: unknown[];
  index: {invertedIndex?: InvertedIndexEntry[]; [key: string]: unknown};
}

function isIndexPart(value: unknown): value is IndexPart {
  if (typeof value !== 'object' || value === null) return false;
  const part = value as Partial<IndexPart>;
  return Array.isArray(part.documents) && typeof part.index === 'object' && part.index !== null;
}

/** The posting with every document's metadata emptied (`_index` kept). */
function postingWithoutMetadata(posting: Posting): Posting {
  const slim: Posting = {};
  for (const [field, value] of Object.entries(posting)) {
    if (field === '_index' || typeof value !== 'object' || value === null) {
      slim[field] = value;
      continue;
    }
    slim[field] = Object.fromEntries(Object.keys(value).map((ref) => [ref, {}]));
  }
  return slim;
}

/**
 * The plugin's index (an array of parts: titles, headings, descriptions,
 * keywords, content) without term positions. Throws on anything else, so a
 * change of the plugin's format fails the build instead of shipping a
 * broken index.
 */
export function withoutPositions(searchIndex: unknown): IndexPart[] {
  if (!Array.isArray(searchIndex) || !searchIndex.every(isIndexPart)) {
    throw new Error(
      'search index: not the format of @easyops-cn/docusaurus-search-local (array of {documents, index})',
    );
  }
  return searchIndex.map((part) => {
    const inverted = part.index.invertedIndex;
    if (!Array.isArray(inverted)) throw new Error('search index: a part has no lunr invertedIndex');
    return {
      ...part,
      index: {
        ...part.index,
        invertedIndex: inverted.map(([term, posting]) => [term, postingWithoutMetadata(posting)]),
      },
    };
  });
}

/** Position of the page titles and of the paragraphs in the plugin's array of parts. */
const TITLES = 0;
const CONTENT = 4;

/** A part that finds nothing: same lunr fields and pipeline, no terms. */
function withoutTerms(part: IndexPart, keepDocuments: boolean): IndexPart {
  return {
    documents: keepDocuments ? part.documents : [],
    index: {...part.index, fieldVectors: [], invertedIndex: []},
  };
}

/**
 * The index split in two stages, which the dialog loads one after the other
 * (src/components/SiteSearch/useLocalSearch.ts):
 *
 * - `head`: page titles, headings, descriptions and keywords, with the
 *   paragraphs part emptied. A tenth of the file: it answers the first query.
 * - `body`: the paragraphs, loaded once the head is in. Its other parts find
 *   nothing, but the titles keep their documents, which the plugin's worker
 *   reads to name the page of each paragraph.
 *
 * Together they find what the whole index finds (see `mergeStages` in
 * src/lib/search/stagedResults.ts).
 */
export function stagedIndexes(parts: IndexPart[]): {head: IndexPart[]; body: IndexPart[]} {
  if (parts.length !== CONTENT + 1) {
    throw new Error(`search index: expected ${CONTENT + 1} parts (titles … content), found ${parts.length}`);
  }
  return {
    head: parts.map((part, type) => (type === CONTENT ? withoutTerms(part, false) : part)),
    body: parts.map((part, type) => (type === CONTENT ? part : withoutTerms(part, type === TITLES))),
  };
}

/** The index files the plugin wrote into a locale's output folder. */
export function isSearchIndexFile(name: string): boolean {
  return /^search-index.*\.json$/.test(name);
}

/**
 * The file of a stage next to the plugin's whole index. The plugin names a
 * file `search-index{dir}-<hash>.json` and its worker fills `{dir}` with
 * `-<context>`, so a stage is a search context of its own.
 */
export function stageFileName(wholeIndex: string, stage: SearchStage): string {
  return wholeIndex.replace(/^search-index/, `search-index-${stage}`);
}

/**
 * Rewrites every index file in `outDir` (not its subfolders) without
 * positions, and writes its two stages beside it. The whole file stays for
 * the plugin's search page.
 */
export async function slimSearchIndexes(outDir: string): Promise<string[]> {
  const stagePrefix = new RegExp(`^search-index-(${SEARCH_STAGES.join('|')})-`);
  const names = (await fs.readdir(outDir)).filter((name) => isSearchIndexFile(name) && !stagePrefix.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(outDir, name);
      const slim = withoutPositions(JSON.parse(await fs.readFile(file, 'utf8')));
      const stages = stagedIndexes(slim);
      await Promise.all([
        fs.writeFile(file, JSON.stringify(slim)),
        ...SEARCH_STAGES.map((stage) =>
          fs.writeFile(path.join(outDir, stageFileName(name, stage)), JSON.stringify(stages[stage])),
        ),
      ]);
    }),
  );
  return names;
}
