/**
 * Includes of the earlier site: a block-level comment
 *
 *     <!-- @include: ./_partial.md -->          (a whole file)
 *     <!-- @include: ./script.md{87-265} -->    (lines 87 to 265, 1-based, inclusive)
 *     <!-- @include: ./script.md{87-} -->       (line 87 to the end; `{-20}` from the start)
 *
 * is replaced by the Markdown of that file, parsed with the including page's
 * own parser. MDX pages cannot hold HTML comments, so there the same line is
 * written as an expression comment: `{/* @include: ./_partial.md *\/}`.
 *
 * Registered as a `beforeDefaultRemarkPlugins` entry, so the included text
 * goes through every later step (heading ids, admonitions, links, emoji,
 * the other plugins of this folder). Paths are relative to the including
 * file; includes nest; a missing file, an empty range or a cycle fails the
 * build with the page and the include named. A partial meant only for
 * inclusion starts with `_` so Docusaurus does not make a page of it.
 * Links inside included text resolve from the including page.
 */
import fs from 'fs';
import path from 'path';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {legacyContainerSyntax} from './containers';
import {eachParent, type MdNode} from './mdast';

export interface IncludeRef {
  readonly file: string;
  readonly start?: number;
  readonly end?: number;
}

const HTML_INCLUDE = /^<!--\s*@include:\s*(.+?)\s*-->$/;
const MDX_INCLUDE = /^\/\*\s*@include:\s*(.+?)\s*\*\/$/;
const RANGE = /^(.*?)\{(\d*)-(\d*)\}$/;

/** The include of a node, if it is one: an HTML comment (`.md`) or an MDX expression comment (`.mdx`). */
export function includeOf(node: MdNode): IncludeRef | undefined {
  const value = node.value?.trim();
  if (value === undefined) return undefined;
  const match =
    node.type === 'html'
      ? HTML_INCLUDE.exec(value)
      : node.type === 'mdxFlowExpression'
        ? MDX_INCLUDE.exec(value)
        : null;
  if (!match?.[1]) return undefined;
  return parseIncludeTarget(match[1]);
}

/** `./a.md{3-9}` → `{file: './a.md', start: 3, end: 9}`. */
export function parseIncludeTarget(target: string): IncludeRef {
  const range = RANGE.exec(target);
  if (!range) return {file: target};
  const [, file = '', start, end] = range;
  return {
    file,
    ...(start ? {start: Number(start)} : {}),
    ...(end ? {end: Number(end)} : {}),
  };
}

/** Lines `start`..`end` (1-based, inclusive) of a text; front matter is dropped when the range starts at line 1. */
export function sliceLines(text: string, ref: IncludeRef): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const start = ref.start ?? 1;
  const end = ref.end ?? lines.length;
  if (start < 1 || end < start || start > lines.length) {
    throw new Error(`lines ${start}-${end} are outside the file (${lines.length} lines)`);
  }
  let selected = lines.slice(start - 1, end).join('\n');
  if (start === 1) selected = selected.replace(/^---\n[\s\S]*?\n---(?:\n|$)/, '');
  return selected;
}

interface ParserLike {
  parse(text: string): MdNode;
}

interface VFileLike {
  path?: string;
}

export interface IncludeOptions {
  /** The text of an included file before parsing; defaults to the site's own preprocessing. */
  readonly preprocess?: (text: string) => string;
}

const defaultPreprocess = (text: string): string => escapeMarkdownHeadingIds(legacyContainerSyntax(text));

export function expandIncludes(
  tree: MdNode,
  filePath: string,
  parse: (text: string) => MdNode,
  preprocess: (text: string) => string = defaultPreprocess,
  stack: readonly string[] = [filePath],
): void {
  eachParent(tree, (parent) => {
    parent.children = parent.children.flatMap((node) => {
      const ref = includeOf(node);
      if (!ref) return [node];
      const target = path.resolve(path.dirname(filePath), ref.file);
      const where = `${path.relative(process.cwd(), filePath)}: @include ${ref.file}`;
      if (stack.includes(target)) throw new Error(`${where}: the file includes itself`);
      let text: string;
      try {
        text = sliceLines(fs.readFileSync(target, 'utf8'), ref);
      } catch (error) {
        throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const source = preprocess(text);
      const included = parse(source);
      markTildes(included, source);
      expandIncludes(included, target, parse, preprocess, [...stack, target]);
      return (included.children ?? []).filter((child) => child.type !== 'yaml');
    });
  });
}

/**
 * GFM strikethrough of included text, tagged with its tilde count: the inline
 * marks plugin tells `~sub~` from `~~struck~~` by the source, which for these
 * nodes is the included file, not the page.
 */
function markTildes(tree: MdNode, source: string): void {
  eachParent(tree, (parent) => {
    for (const node of parent.children) {
      const offset = node.position?.start.offset;
      if (node.type !== 'delete' || offset === undefined) continue;
      node.data = {...node.data, tildes: source[offset + 1] === '~' ? 2 : 1};
    }
  });
}

/** remark plugin, for `beforeDefaultRemarkPlugins`. */
export default function include(
  this: ParserLike,
  options: IncludeOptions = {},
): (tree: MdNode, file: VFileLike) => void {
  // `this` is the page's processor: included text gets the page's syntax (MDX or CommonMark, directives, GFM).
  const parse = (text: string): MdNode => this.parse(text);
  return (tree, file) => {
    if (!file.path) return;
    expandIncludes(tree, file.path, parse, options.preprocess);
  };
}
