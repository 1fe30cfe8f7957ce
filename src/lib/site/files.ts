/**
 * The one folder walk of the content checks (Node only: the content tests and
 * scripts/i18n-status.mjs, never the site's bundle).
 */
import fs from 'fs';
import path from 'path';

/** Files under `dir` whose name passes `accept`, as sorted `/`-separated paths relative to `dir`; a missing folder has none. */
export function listFiles(dir: string, accept: (name: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (accept(entry.name)) out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out.sort();
}

/** Markdown and MDX files: pages, and the `_partials` they include. */
export const isMarkdown = (name: string): boolean => /\.mdx?$/.test(name);

/**
 * Whether a Markdown file, by its path relative to a docs folder, is a page:
 * Docusaurus makes no page of a file or folder whose name starts with `_`
 * (the partials other pages include).
 */
export const isDocPage = (relativePath: string): boolean => !/(^|\/)_/.test(relativePath);
