/**
 * The few mdast shapes and tree helpers the local remark plugins need. Written
 * here rather than imported from `unist-util-visit`, which is ESM only: the
 * plugins then load unchanged in the Docusaurus config, in Jest and in Node.
 */
export interface MdNode {
  type: string;
  value?: string;
  name?: string;
  children?: MdNode[];
  attributes?: Record<string, string | null | undefined>;
  data?: {hName?: string; hProperties?: Record<string, unknown>; directiveLabel?: boolean; [key: string]: unknown};
  position?: {start: {line: number; offset?: number}; end: {line: number; offset?: number}};
}

export interface MdParent extends MdNode {
  children: MdNode[];
}

export function isParent(node: MdNode): node is MdParent {
  return Array.isArray(node.children);
}

/** Calls `fn` for every parent node, children first, so replacements never revisit new nodes. */
export function eachParent(node: MdNode, fn: (parent: MdParent) => void): void {
  if (!isParent(node)) return;
  for (const child of node.children) eachParent(child, fn);
  fn(node);
}

/** Node types whose text is literal: nothing inside them is rewritten. */
export const LITERAL_TYPES = new Set(['code', 'inlineCode', 'html', 'mdxFlowExpression', 'mdxTextExpression', 'yaml']);
