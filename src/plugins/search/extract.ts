/**
 * Reads the documents of the search index (src/lib/search/engine.ts) out of
 * a built doc page: the page itself (title, breadcrumb, description and its
 * opening text), one section per `##`/`###` heading, and one row per
 * reference row, HTTP route and listed error message.
 *
 * - A reference row is a `<tr id>` whose row header carries
 *   `data-search-row` (the title, such as `jwt_secret — config.json`, set by
 *   `RowName` in src/components/ReferenceTable); its text is that row and the
 *   rows after it up to the next row with an id (the description row).
 * - An HTTP route is a `[data-route]` block (src/components/ApiReference):
 *   titled by its signature and heading (`POST /api/fs/list — List a folder`),
 *   at the heading's anchor.
 * - A listed error is a row of a Markdown table whose first cell starts with
 *   code (`| \`AADSTS50011 …\` | cause and fix |`), at its section's anchor.
 *
 * Rows leave their section's text, so a long table no longer dilutes its
 * page's score. Left out: `[data-search-ignore]` blocks (page info, the
 * drivers' downloads box, which /guide/drivers/common explains once),
 * `<nav>` (a section index's page list), `<noscript>`, buttons and the
 * heading links.
 */
import {parse} from 'parse5';
import {adapter} from 'parse5-htmlparser2-tree-adapter';
import {DomUtils} from 'htmlparser2';
import type {AnyNode, Document, Element} from 'domhandler';
import {DOC_KIND} from '../../lib/search/engine';
import type {SourceDoc} from '../../lib/search/buildIndex';

const SKIP_TAGS = new Set(['script', 'style', 'noscript', 'nav', 'button', 'svg', 'template', 'head']);
/** Elements after which the text breaks (so `<td>a</td><td>b</td>` reads `a b`). */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'table',
  'thead',
  'tbody',
  'caption',
  'pre',
  'blockquote',
  'figure',
  'figcaption',
  'section',
  'header',
  'details',
  'summary',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'hr',
]);

const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

function skipped(el: Element): boolean {
  if (SKIP_TAGS.has(el.name)) return true;
  const attrs = el.attribs;
  if ('data-search-ignore' in attrs) return true;
  if (attrs.class?.split(/\s+/).includes('hash-link')) return true;
  return false;
}

/** Visible text of a node, with spaces at block edges, skipping what search leaves out. */
export function textOf(node: AnyNode, exclude?: ReadonlySet<AnyNode>): string {
  const parts: string[] = [];
  const walk = (n: AnyNode): void => {
    if (exclude?.has(n)) return;
    if (n.type === 'text') {
      parts.push((n as unknown as {data: string}).data);
      return;
    }
    if (!isElement(n)) return;
    if (skipped(n)) return;
    const block = BLOCK_TAGS.has(n.name);
    if (block) parts.push(' ');
    for (const child of n.children) walk(child);
    if (block) parts.push(' ');
  };
  walk(node);
  return clean(parts.join(''));
}

export function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function attr(el: Element | null | undefined, name: string): string | undefined {
  return el?.attribs[name];
}

function findAll(root: AnyNode | AnyNode[], test: (el: Element) => boolean): Element[] {
  return DomUtils.findAll(test, Array.isArray(root) ? root : [root]);
}

function findOne(root: AnyNode | AnyNode[], test: (el: Element) => boolean): Element | null {
  return DomUtils.findOne(test, Array.isArray(root) ? root : [root], true);
}

const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/\s+/).includes(name);

/** What a page's HTML says about it, before the sections. */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  /** Breadcrumb categories above the page (the page itself left out). */
  readonly path: readonly string[];
}

interface Section {
  title: string;
  anchor: string;
  nodes: AnyNode[];
}

/** The top-level content of the article split at its `h2` and `h3` headings. */
function sections(markdown: Element): Section[] {
  const list: Section[] = [{title: '', anchor: '', nodes: []}];
  const visit = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (isElement(node) && (node.name === 'h2' || node.name === 'h3') && node.attribs.id) {
        list.push({title: textOf(node), anchor: node.attribs.id, nodes: []});
      } else if (isElement(node) && node.name === 'header') {
        // The page's h1.
      } else if (isElement(node) && node.name === 'div' && !skipped(node) && containsHeading(node)) {
        // A wrapper (an island, a tab panel) around headings: read into it.
        visit(node.children);
      } else {
        list.at(-1)!.nodes.push(node);
      }
    }
  };
  visit(markdown.children);
  return list;
}

function containsHeading(el: Element): boolean {
  return findOne(el.children, (e) => (e.name === 'h2' || e.name === 'h3') && Boolean(e.attribs.id)) !== null;
}

interface Row {
  title: string;
  anchor: string;
  text: string;
}

/** Reference rows (`th[data-search-row]`) in the nodes, with the nodes they cover. */
function referenceRows(nodes: AnyNode[], covered: Set<AnyNode>): Row[] {
  const rows: Row[] = [];
  for (const th of findAll(nodes, (el) => el.name === 'th' && 'data-search-row' in el.attribs)) {
    const tr = th.parent as Element | null;
    if (!tr || tr.name !== 'tr' || !tr.attribs.id) continue;
    const parts = [textOf(tr)];
    covered.add(tr);
    // The rows after it that belong to it (the description row), in its body or the next ones.
    let next: AnyNode | null = tr.next;
    while (next) {
      if (isElement(next) && next.name === 'tr') {
        if (next.attribs.id) break;
        parts.push(textOf(next));
        covered.add(next);
      }
      next = next.next;
    }
    rows.push({title: th.attribs['data-search-row']!, anchor: tr.attribs.id, text: clean(parts.join(' '))});
  }
  return rows;
}

/** HTTP routes of the API reference in the nodes. */
function routes(nodes: AnyNode[], covered: Set<AnyNode>, heading: string, anchor: string): Row[] {
  return findAll(nodes, (el) => 'data-route' in el.attribs).map((block) => {
    covered.add(block);
    // (CSS-module class: `signature_<hash>`.)
    const signature = findOne(block.children, (el) => /(^|\s)signature/.test(el.attribs.class ?? ''));
    const sig = signature ? textOf(signature) : '';
    const text = textOf(block, new Set(signature ? [signature] : []));
    return {
      title: [sig, heading].filter(Boolean).join(' — '),
      anchor: anchor || block.attribs['data-route']!,
      text,
    };
  });
}

/** Rows of plain Markdown tables whose first cell starts with code: listed errors, keys, commands. */
function codeRows(nodes: AnyNode[], covered: Set<AnyNode>, pageTitle: string, anchor: string): Row[] {
  const rows: Row[] = [];
  for (const table of findAll(nodes, (el) => el.name === 'table' && !el.attribs.class)) {
    if (covered.has(table)) continue;
    const body = findAll(table.children, (el) => el.name === 'tr').filter(
      (tr) => !findOne(tr.children, (el) => el.name === 'th'),
    );
    const firstCells = body.map((tr) => tr.children.find((c): c is Element => isElement(c) && c.name === 'td'));
    const codeFirst = firstCells.every((td) => {
      const first = td?.children.find((c) => !(c.type === 'text' && !(c as unknown as {data: string}).data.trim()));
      return first !== undefined && isElement(first) && first.name === 'code';
    });
    if (body.length === 0 || !codeFirst) continue;
    covered.add(table);
    body.forEach((tr, i) => {
      const name = textOf(firstCells[i]!);
      const rest = textOf(tr, new Set([firstCells[i]!]));
      rows.push({title: `${name} — ${pageTitle}`, anchor, text: rest});
    });
  }
  return rows;
}

/** Tags whose children are blocks of their own (a list's items, a note's paragraphs). */
const CONTAINERS = new Set(['ul', 'ol', 'div', 'blockquote', 'details', 'section']);

/** The texts of a top-level node: one per paragraph, list item, table or code block. */
function blocksOf(node: AnyNode, covered: ReadonlySet<AnyNode>): string[] {
  if (covered.has(node)) return [];
  if (isElement(node) && !skipped(node) && CONTAINERS.has(node.name)) {
    const isBlock = (c: AnyNode) => isElement(c) && BLOCK_TAGS.has(c.name);
    const inner = node.children.filter(isBlock).flatMap((child) => blocksOf(child, covered));
    const own = node.children.filter((c) => !isBlock(c));
    const loose = clean(own.map((c) => textOf(c, covered)).join(' '));
    return loose ? [loose, ...inner] : inner;
  }
  const text = textOf(node, covered);
  return text ? [text] : [];
}

function meta(document: AnyNode[], name: string): string {
  return (
    attr(
      findOne(document, (el) => el.name === 'meta' && el.attribs.name === name),
      'content',
    ) ?? ''
  );
}

/**
 * The documents of one built doc page, in order: the page, then its
 * sections and rows. `url` is the page's address with the locale's base URL.
 */
export function extractPage(html: string, url: string): SourceDoc[] {
  // A spec-compliant parser: the build's minified HTML leaves out optional end tags
  // (`</tr>`, `</tbody>`), which only the HTML standard's rules close in the right place.
  const dom = parse(html, {treeAdapter: adapter}) as unknown as Document;
  const root = dom.children;
  const markdown = findOne(root, (el) => el.name === 'div' && hasClass(el, 'theme-doc-markdown'));
  if (!markdown) return [];
  const h1 = findOne(markdown.children, (el) => el.name === 'h1');
  const crumbs = findOne(root, (el) => el.name === 'nav' && hasClass(el, 'theme-doc-breadcrumbs'));
  const crumbItems = crumbs
    ? findAll(crumbs.children, (el) => el.name === 'li' && hasClass(el, 'breadcrumbs__item'))
        .map((li) => clean(DomUtils.textContent(li)))
        .filter(Boolean)
    : [];
  const title = h1 ? textOf(h1) : clean(DomUtils.textContent(findOne(root, (el) => el.name === 'title') ?? []));
  // The last crumb is the page itself.
  const path = crumbItems.at(-1) === title ? crumbItems.slice(0, -1) : crumbItems;
  const summary = [meta(root, 'description'), meta(root, 'keywords')].filter(Boolean).join(' ');

  const docs: SourceDoc[] = [];
  const all = sections(markdown);
  all.forEach((section, i) => {
    const covered = new Set<AnyNode>();
    const rows = [
      ...referenceRows(section.nodes, covered),
      ...routes(section.nodes, covered, section.title, section.anchor),
      ...codeRows(section.nodes, covered, title, section.anchor),
    ];
    const blocks = section.nodes.flatMap((node) => blocksOf(node, covered));
    const text = blocks.join(' ');
    if (i === 0) {
      docs.push({kind: DOC_KIND.page, title, url, anchor: '', path, summary, text, blocks});
    } else if (text || rows.length === 0 || !rows.some((r) => r.anchor === section.anchor)) {
      docs.push({kind: DOC_KIND.section, title: section.title, url, anchor: section.anchor, text, blocks});
    }
    for (const row of rows) docs.push({kind: DOC_KIND.row, title: row.title, url, anchor: row.anchor, text: row.text});
  });
  return docs;
}
