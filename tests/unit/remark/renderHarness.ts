/**
 * Renders Markdown cases through the site's real pipeline (Docusaurus' MDX
 * processor with the plugins of src/remark), in one child process running
 * render.mjs: the unified packages are ESM only.
 */
import {spawnSync} from 'child_process';
import path from 'path';

export interface RenderCase {
  name: string;
  source: string;
  filePath: string;
}

/** What render.mjs returns for one case. */
export interface Rendered {
  html?: string;
  code?: string;
  error?: string;
  frontMatter?: Record<string, unknown>;
  warnings: string[];
}

const root = path.resolve(__dirname, '../../..');

/** Each case's result, by name. */
export function renderCases(cases: readonly RenderCase[]): Record<string, Rendered> {
  const child = spawnSync(process.execPath, [path.join(__dirname, 'render.mjs')], {
    cwd: root,
    input: JSON.stringify(cases.map(({source, filePath}) => ({source, filePath}))),
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (child.status !== 0) throw new Error(`render.mjs failed: ${child.stderr}`);
  const list = JSON.parse(child.stdout) as Rendered[];
  return Object.fromEntries(cases.map((c, i) => [c.name, list[i] as Rendered]));
}
