/**
 * The Mermaid diagrams of the docs, both locales (Node only: reads files; for
 * scripts/render-diagrams.mjs and the test that keeps src/data/diagrams in
 * step with the docs).
 */
import fs from 'fs';
import path from 'path';
import {diagramKey, mermaidSources} from '../content/diagrams';
import {isMarkdown, listFiles} from './files';

/** The docs of each locale, relative to the site's folder. */
export const DOC_DIRS = ['docs', 'i18n/zh-CN/docusaurus-plugin-content-docs/current'] as const;

export interface DocDiagram {
  readonly source: string;
  /** The file it is in, relative to the site's folder. */
  readonly file: string;
}

/** Every diagram of the docs under `siteDir`, by key (`diagramKey`). */
export function docDiagrams(siteDir: string): Map<string, DocDiagram> {
  const diagrams = new Map<string, DocDiagram>();
  for (const dir of DOC_DIRS) {
    for (const file of listFiles(path.join(siteDir, dir), isMarkdown)) {
      for (const source of mermaidSources(fs.readFileSync(path.join(siteDir, dir, file), 'utf8'))) {
        diagrams.set(diagramKey(source), {source, file: `${dir}/${file}`});
      }
    }
  }
  return diagrams;
}
