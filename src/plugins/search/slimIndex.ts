import {promises as fs} from 'fs';
import path from 'path';

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

/** The index files the plugin wrote into a locale's output folder. */
export function isSearchIndexFile(name: string): boolean {
  return /^search-index.*\.json$/.test(name);
}

/** Rewrites every index file in `outDir` (not its subfolders) without positions. */
export async function slimSearchIndexes(outDir: string): Promise<string[]> {
  const names = (await fs.readdir(outDir)).filter(isSearchIndexFile);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(outDir, name);
      const slim = withoutPositions(JSON.parse(await fs.readFile(file, 'utf8')));
      await fs.writeFile(file, JSON.stringify(slim));
    }),
  );
  return names;
}
