/**
 * The earlier site's custom containers: `::: center`, `::: right` and
 * `::: details Title`, plus titled admonitions (`::: tip Title`).
 *
 * Two steps, because the directive syntax Docusaurus parses wants the name
 * right after the colons and the title in brackets (`:::details[Title]`):
 *
 * 1. `legacyContainerSyntax` (the `markdown.preprocessor` of the config)
 *    rewrites the opening line `::: name Title` to `:::name[Title]`, outside
 *    code fences, for the names below only;
 * 2. the remark plugin turns the `center`, `right` and `details` directives
 *    into HTML: `<div class="text--center">`, `<div class="text--right">` and
 *    `<details><summary>Title</summary>…</details>`, which MDX hands to the
 *    theme's collapsible Details (opened for printing by
 *    src/clientModules/print.ts). Admonitions are then the theme's own.
 */
import {eachParent, type MdNode} from './mdast';

const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];
const CONTAINERS = ['details', 'center', 'right'];
const NAMES = new Set([...ADMONITIONS, ...CONTAINERS]);

const OPENING = /^([ \t]*)(:{3,})[ \t]*([A-Za-z][\w-]*)(?:[ \t]+(.*?))?[ \t]*$/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/** Rewrites `::: name Title` openings to `:::name[Title]`; other lines are returned unchanged. */
export function legacyContainerSyntax(content: string): string {
  if (!content.includes(':::')) return content;
  let fence: string | undefined;
  return content
    .split('\n')
    .map((line) => {
      const fenceMatch = FENCE.exec(line);
      if (fenceMatch?.[1]) {
        const marker = fenceMatch[1];
        if (fence === undefined) fence = marker;
        else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
        return line;
      }
      if (fence !== undefined) return line;
      const match = OPENING.exec(line);
      if (!match) return line;
      const [, indent = '', colons = ':::', name = '', title] = match;
      if (!NAMES.has(name.toLowerCase())) return line;
      // Directive labels and attributes (`::: tip [x]`, `:::tip {#id}`) are not titles.
      if (title?.startsWith('[') || title?.startsWith('{')) return line;
      const label = title ? `[${title.replace(/([[\]])/g, '\\$1')}]` : '';
      return `${indent}${colons}${name.toLowerCase()}${label}`;
    })
    .join('\n');
}

interface VFileLike {
  path?: string;
}

/** Summary of a `::: details` block written without a title, in the page's language. */
export function defaultDetailsTitle(filePath: string | undefined): string {
  return filePath && /[\\/]i18n[\\/]zh/.test(filePath) ? '详情' : 'Details';
}

export function transformContainers(tree: MdNode, file?: VFileLike): void {
  eachParent(tree, (parent) => {
    for (const node of parent.children) {
      if (node.type !== 'containerDirective' || !node.name || !CONTAINERS.includes(node.name)) continue;
      if (node.name === 'details') {
        const children = node.children ?? [];
        const first = children[0];
        const summary: MdNode =
          first?.data?.directiveLabel === true
            ? {...first, data: {hName: 'summary'}}
            : {
                type: 'paragraph',
                children: [{type: 'text', value: defaultDetailsTitle(file?.path)}],
                data: {hName: 'summary'},
              };
        node.children = [summary, ...(first?.data?.directiveLabel === true ? children.slice(1) : children)];
        node.data = {hName: 'details'};
      } else {
        // A label on an alignment block (`:::center[x]`) has no meaning: keep it as a paragraph.
        for (const child of node.children ?? []) {
          if (child.data?.directiveLabel) delete child.data.directiveLabel;
        }
        node.data = {hName: 'div', hProperties: {className: [`text--${node.name}`]}};
      }
    }
  });
}

/** remark plugin: `remarkPlugins: [containers]`, with `legacyContainerSyntax` as the preprocessor. */
export default function containers(): (tree: MdNode, file: VFileLike) => void {
  return (tree, file) => transformContainers(tree, file);
}
