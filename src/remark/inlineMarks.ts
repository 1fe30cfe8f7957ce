/**
 * `==marked==`, `^sup^` and `~sub~` of the earlier site (markdown-it-mark,
 * markdown-it-sup, markdown-it-sub) as <mark>, <sup> and <sub>.
 *
 * - Marks may span formatting (`==**bold** text==`) within one paragraph,
 *   heading, cell or link; `^…^` and `~…~` hold text without spaces, as on the
 *   earlier site (`x^2^`, `H~2~O`).
 * - GFM reads `~x~` as strikethrough before this plugin runs; a `delete` node
 *   written with one tilde and no space inside becomes <sub> again, while
 *   `~~struck~~` stays struck through.
 * - Code, inline code, HTML and MDX expressions are left alone: write a
 *   literal `==` or `^` in inline code.
 */
import {LITERAL_TYPES, eachParent, type MdNode, type MdParent} from './mdast';

interface VFileLike {
  value?: unknown;
}

const textNode = (value: string): MdNode => ({type: 'text', value});

function element(hName: 'mark' | 'sup' | 'sub', children: MdNode[]): MdNode {
  // Unknown node types reach the HTML as the element named by `data.hName`.
  return {type: hName, children, data: {hName}};
}

/** `^x^` and (when GFM is off) `~x~`: no whitespace inside, within one text node. */
const SHORT = [
  {re: /\^([^\s^]+)\^/g, name: 'sup' as const},
  {re: /(?<!~)~([^\s~]+)~(?!~)/g, name: 'sub' as const},
];

function splitShort(value: string): MdNode[] | undefined {
  const parts: {start: number; end: number; node: MdNode}[] = [];
  for (const {re, name} of SHORT) {
    for (const match of value.matchAll(re)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (parts.some((p) => start < p.end && end > p.start)) continue;
      parts.push({start, end, node: element(name, [textNode(match[1] ?? '')])});
    }
  }
  if (parts.length === 0) return undefined;
  parts.sort((a, b) => a.start - b.start);
  const out: MdNode[] = [];
  let at = 0;
  for (const part of parts) {
    if (part.start > at) out.push(textNode(value.slice(at, part.start)));
    out.push(part.node);
    at = part.end;
  }
  if (at < value.length) out.push(textNode(value.slice(at)));
  return out;
}

/** Index of a `==` that can open (followed by non-space) or close (preceded by non-space). */
function findMarker(value: string, from: number, role: 'open' | 'close', atEdge: boolean): number {
  for (let i = value.indexOf('==', from); i !== -1; i = value.indexOf('==', i + 1)) {
    if (value[i - 1] === '=' || value[i + 2] === '=') continue;
    if (role === 'open') {
      const next = value[i + 2];
      // At the end of a text node the mark may open on the following sibling (`==**b**==`).
      if (next === undefined ? atEdge : !/\s/.test(next)) return i;
    } else {
      const prev = value[i - 1];
      if (prev === undefined ? atEdge : !/\s/.test(prev)) return i;
    }
  }
  return -1;
}

/** Wraps `==…==` runs among the children of one parent; returns whether anything changed. */
function wrapMarks(parent: MdParent): boolean {
  const kids = parent.children;
  for (let i = 0; i < kids.length; i += 1) {
    const opener = kids[i];
    if (opener?.type !== 'text' || typeof opener.value !== 'string') continue;
    let open = findMarker(opener.value, 0, 'open', i < kids.length - 1);
    while (open !== -1) {
      // Closing marker in the same text node.
      const close = findMarker(opener.value, open + 3, 'close', false);
      if (close !== -1) {
        const v = opener.value;
        const replacement = [
          textNode(v.slice(0, open)),
          element('mark', [textNode(v.slice(open + 2, close))]),
          textNode(v.slice(close + 2)),
        ].filter((n) => n.type !== 'text' || n.value !== '');
        kids.splice(i, 1, ...replacement);
        return true;
      }
      // Closing marker in a later text sibling.
      for (let j = i + 1; j < kids.length; j += 1) {
        const closer = kids[j];
        if (closer?.type !== 'text' || typeof closer.value !== 'string') continue;
        const end = findMarker(closer.value, 0, 'close', true);
        if (end === -1) continue;
        const before = opener.value.slice(0, open);
        const first = opener.value.slice(open + 2);
        const last = closer.value.slice(0, end);
        const after = closer.value.slice(end + 2);
        const inner = [...(first ? [textNode(first)] : []), ...kids.slice(i + 1, j), ...(last ? [textNode(last)] : [])];
        const replacement = [
          ...(before ? [textNode(before)] : []),
          element('mark', inner),
          ...(after ? [textNode(after)] : []),
        ];
        kids.splice(i, j - i + 1, ...replacement);
        return true;
      }
      open = findMarker(opener.value, open + 2, 'open', i < kids.length - 1);
    }
  }
  return false;
}

function singleTilde(node: MdNode, file: VFileLike | undefined): boolean {
  // Set by the include plugin for text that came from another file.
  if (typeof node.data?.tildes === 'number') return node.data.tildes === 1;
  const source = typeof file?.value === 'string' ? file.value : undefined;
  const offset = node.position?.start.offset;
  if (source === undefined || offset === undefined) return false;
  return source[offset] === '~' && source[offset + 1] !== '~';
}

function plainText(node: MdNode): string | undefined {
  if (node.type === 'text') return node.value;
  return undefined;
}

export function transformInlineMarks(tree: MdNode, file?: VFileLike): void {
  eachParent(tree, (parent) => {
    if (LITERAL_TYPES.has(parent.type)) return;
    // GFM's single-tilde strikethrough back to subscript.
    parent.children = parent.children.map((child) => {
      if (child.type !== 'delete' || !singleTilde(child, file)) return child;
      const only = child.children?.length === 1 ? child.children[0] : undefined;
      const text = only ? plainText(only) : undefined;
      return text !== undefined && !/\s/.test(text) ? element('sub', [textNode(text)]) : child;
    });
    while (wrapMarks(parent)) {
      // Repeat until every pair in this parent is wrapped.
    }
    splitChildren(parent);
  });
}

/** `^…^` / `~…~` in the text children of a parent and of the marks just made in it. */
function splitChildren(parent: MdParent): void {
  parent.children = parent.children.flatMap((child) => {
    if (child.type === 'mark' && child.children) splitChildren(child as MdParent);
    if (child.type !== 'text' || typeof child.value !== 'string') return [child];
    return splitShort(child.value) ?? [child];
  });
}

/** remark plugin: `remarkPlugins: [inlineMarks]`. */
export default function inlineMarks(): (tree: MdNode, file: VFileLike) => void {
  return (tree, file) => transformInlineMarks(tree, file);
}
