import path from 'path';
import fs from 'fs/promises';
import {execFile} from 'child_process';
import {promisify} from 'util';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {isDocPage, isMarkdown, listFiles} from '../../lib/site/files';
import {lastAuthors, parseGitLog, type Contributor} from '../../lib/site/pageData';
import {namedContributors, type PeopleNames} from '../../lib/site/people';

/**
 * Data a doc page needs about itself that Docusaurus does not give, added to
 * its front matter at parse time (docusaurus.config.ts, `parseFrontMatter`),
 * so it travels with that page's own chunk instead of the global data that
 * every page loads:
 *
 * - `git_contributors`: who edited the source file, from git history, and
 *   `last_updated_by`: who made its newest commit; both only for commit
 *   identities that `CONTRIBUTOR_NAMES` names (src/lib/site/people.ts): the
 *   identities themselves name no person;
 * - `catalog_descriptions`: on a page with `<Catalog />`, the description of
 *   each doc the catalog may list (doc id → description), in the page's
 *   locale (English where a translation has none).
 */
export interface PageFrontMatterData {
  git_contributors?: readonly Contributor[];
  last_updated_by?: string;
  catalog_descriptions?: Readonly<Record<string, string>>;
}

const run = promisify(execFile);
const DOCS_DIR = 'docs';
const LOCALE_DOCS = /^i18n\/([^/]+)\/docusaurus-plugin-content-docs\/current\//;

interface GitHistory {
  readonly contributors: Record<string, Contributor[]>;
  readonly lastAuthor: Record<string, string>;
}

let gitLog: Promise<GitHistory> | undefined;

/** Contributors and last author of every file of the site (paths relative to the site), read once per process. */
function historyByFile(siteDir: string): Promise<GitHistory> {
  gitLog ??= run(
    'git',
    [
      '-c',
      'core.quotePath=false',
      'log',
      '--no-merges',
      '--format=%x1e%an',
      '--name-only',
      '--',
      'docs',
      'i18n',
      'src/pages',
    ],
    {cwd: siteDir, maxBuffer: 64 * 1024 * 1024},
  ).then(
    ({stdout}) => ({contributors: parseGitLog(stdout), lastAuthor: lastAuthors(stdout)}),
    // Not a git checkout (e.g. a source archive): pages simply list no contributors.
    () => ({contributors: {}, lastAuthor: {}}),
  );
  return gitLog;
}

const descriptionCache = new Map<string, Promise<string | undefined>>();

function descriptionOf(file: string): Promise<string | undefined> {
  let cached = descriptionCache.get(file);
  if (!cached) {
    cached = fs.readFile(file, 'utf8').then(
      async (fileContent) => {
        const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent});
        return typeof frontMatter.description === 'string' ? frontMatter.description : undefined;
      },
      () => undefined,
    );
    descriptionCache.set(file, cached);
  }
  return cached;
}

/** The depth a page's `<Catalog depth={n} />` lists (default 2, as the component). */
export function catalogDepth(content: string): number | undefined {
  const tag = /<Catalog\b[^>]*>/.exec(content);
  if (!tag) return undefined;
  const depth = /depth=\{\s*(\d+)\s*\}/.exec(tag[0]);
  return depth ? Number(depth[1]) : 2;
}

/**
 * Descriptions of the docs below the page's folder, down to the catalog's
 * depth (a folder's index counts one level up), for a page with `<Catalog />`.
 */
async function catalogDescriptions(
  siteDir: string,
  relativeFile: string,
  depth: number,
): Promise<Record<string, string>> {
  const locale = LOCALE_DOCS.exec(relativeFile);
  const localeRoot = locale ? relativeFile.slice(0, locale[0].length) : `${DOCS_DIR}/`;
  const docRelative = relativeFile.slice(localeRoot.length);
  const folder = path.posix.dirname(docRelative) === '.' ? '' : path.posix.dirname(docRelative);
  const enFolder = path.join(siteDir, DOCS_DIR, folder);
  const result: Record<string, string> = {};
  for (const file of listFiles(enFolder, isMarkdown).filter(isDocPage)) {
    const parts = file.replace(/\.mdx?$/, '').split('/');
    const levels = parts[parts.length - 1] === 'index' ? parts.length - 1 : parts.length;
    if (levels > depth || levels === 0) continue;
    const docId = [folder, ...parts].filter(Boolean).join('/');
    const translated = locale ? await descriptionOf(path.join(siteDir, localeRoot, folder, file)) : undefined;
    const description = translated ?? (await descriptionOf(path.join(enFolder, file)));
    if (description) result[docId] = description;
  }
  return result;
}

/**
 * The data to add to a doc's front matter; `siteDir` is the site's root,
 * `names` the people of `CONTRIBUTOR_NAMES` (none: no names in the footer).
 */
export async function pageFrontMatterData(
  siteDir: string,
  filePath: string,
  content: string,
  names: PeopleNames = new Map(),
): Promise<PageFrontMatterData> {
  const relativeFile = path.relative(siteDir, filePath).split(path.sep).join('/');
  const data: PageFrontMatterData = {};
  if (names.size > 0) {
    const history = await historyByFile(siteDir);
    const contributors = namedContributors(history.contributors[relativeFile] ?? [], names);
    if (contributors.length > 0) data.git_contributors = contributors;
    const lastAuthor = history.lastAuthor[relativeFile];
    const lastName = lastAuthor === undefined ? undefined : names.get(lastAuthor);
    if (lastName !== undefined) data.last_updated_by = lastName;
  }
  const depth = catalogDepth(content);
  if (depth !== undefined) data.catalog_descriptions = await catalogDescriptions(siteDir, relativeFile, depth);
  return data;
}
