/**
 * Screenshots and pictures of the docs through `@docusaurus/plugin-ideal-image`.
 *
 * A paragraph holding nothing but local PNG/JPEG images (`![Alt](./img/shot.png "Caption")`)
 * becomes one `<DocImage img={require('./img/shot.png')} alt="Alt" caption="Caption" />` per
 * image (src/components/DocImage), imported by the page itself so the component is bundled with
 * the pages that show pictures only. A sibling `shot.dark.png` is passed as `darkImg`, for dark
 * mode. The `require` carries no inline loader, so the ideal-image plugin's webpack rule (sizes,
 * low-quality placeholder) applies; Docusaurus' own image transform builds its `require` the
 * same way (`@docusaurus/mdx-loader/lib/remark/transformImage`), with a `!`-prefixed loader.
 *
 * Left to Docusaurus (a plain `<img>`): remote images, SVG, GIF, WebP, images inside links or
 * inside a sentence, and missing files, so that the build still fails naming the page.
 * Must run before Docusaurus' image transform: register it in `beforeDefaultRemarkPlugins`.
 */
import fs from 'fs';
import path from 'path';
import {eachParent, type MdNode} from './mdast';

/** Name of the component in the compiled page; imported from `DOC_IMAGE_MODULE`. */
export const DOC_IMAGE_NAME = 'DocImage';
export const DOC_IMAGE_MODULE = '@site/src/components/DocImage';

const RASTER = /\.(?:png|jpe?g)$/i;
const REMOTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

interface VFileLike {
  path?: string;
}

interface ImageNode extends MdNode {
  url?: string;
  alt?: string | null;
  title?: string | null;
}

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | {type: 'mdxJsxAttributeValueExpression'; value: string; data: {estree: unknown}};
}

export interface PluginOptions {
  /** The site folder, for `@site/…` paths; the current directory when absent. */
  siteDir?: string;
  /** Folders of absolute paths (`/img/x.png`); `<siteDir>/static` when absent. */
  staticDirs?: string[];
}

/** The dark-mode sibling of an image path: `shot.png` → `shot.dark.png`. */
export function darkVariantPath(imagePath: string): string {
  const ext = path.extname(imagePath);
  return `${imagePath.slice(0, imagePath.length - ext.length)}.dark${ext}`;
}

/** Whether `url` is a local PNG/JPEG path this plugin handles (query strings and hashes aside). */
export function isLocalRaster(url: string): boolean {
  if (!url || REMOTE.test(url)) return false;
  return RASTER.test(url.replace(/[?#].*$/, ''));
}

/** The file an image URL points at, or undefined when it does not exist. */
export function resolveImageFile(url: string, pageFile: string, options: PluginOptions = {}): string | undefined {
  const siteDir = options.siteDir ?? process.cwd();
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.replace(/[?#].*$/, ''));
  } catch {
    return undefined;
  }
  let candidates: string[];
  if (pathname.startsWith('@site/')) candidates = [path.join(siteDir, pathname.slice('@site/'.length))];
  else if (pathname.startsWith('/'))
    candidates = (options.staticDirs ?? [path.join(siteDir, 'static')]).map((dir) => path.join(dir, pathname));
  else candidates = [path.resolve(path.dirname(pageFile), pathname)];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** `require('<request>')` as an MDX attribute value: its source text and its estree. */
function requireAttribute(name: string, request: string): JsxAttribute {
  const literal = JSON.stringify(request);
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `require(${literal})`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'CallExpression',
                callee: {type: 'Identifier', name: 'require'},
                arguments: [{type: 'Literal', value: request, raw: literal}],
                optional: false,
              },
            },
          ],
        },
      },
    },
  };
}

/** The page's `import DocImage from '@site/src/components/DocImage';`. */
function importNode(): MdNode {
  const source = JSON.stringify(DOC_IMAGE_MODULE);
  return {
    type: 'mdxjsEsm',
    value: `import ${DOC_IMAGE_NAME} from ${source};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: DOC_IMAGE_NAME}}],
            source: {type: 'Literal', value: DOC_IMAGE_MODULE, raw: source},
          },
        ],
      },
    },
  };
}

/** A request relative to the page (`./img/shot.png`), as webpack resolves it from the compiled page. */
function relativeRequest(pageFile: string, file: string): string {
  const relative = path.relative(path.dirname(pageFile), file).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

function toDocImage(image: ImageNode, pageFile: string, file: string): MdNode {
  const attributes: JsxAttribute[] = [requireAttribute('img', relativeRequest(pageFile, file))];
  if (!/\.dark\.[^.]+$/i.test(file)) {
    const dark = darkVariantPath(file);
    if (fs.existsSync(dark)) attributes.push(requireAttribute('darkImg', relativeRequest(pageFile, dark)));
  }
  attributes.push({type: 'mdxJsxAttribute', name: 'alt', value: image.alt ?? ''});
  if (image.title) attributes.push({type: 'mdxJsxAttribute', name: 'caption', value: image.title});
  return {
    type: 'mdxJsxFlowElement',
    name: DOC_IMAGE_NAME,
    attributes: attributes as unknown as MdNode['attributes'],
    children: [],
    position: image.position,
  };
}

const isBlank = (node: MdNode): boolean => node.type === 'text' && !(node.value ?? '').trim();

export default function images(options: PluginOptions = {}) {
  return (tree: MdNode, file: VFileLike): void => {
    const pageFile = file.path;
    if (!pageFile) return;
    let used = false;
    eachParent(tree, (parent) => {
      const next: MdNode[] = [];
      let changed = false;
      for (const child of parent.children) {
        const pictures = child.type === 'paragraph' ? pictureRow(child, pageFile, options) : undefined;
        if (pictures) {
          next.push(...pictures);
          changed = true;
        } else next.push(child);
      }
      if (changed) {
        parent.children = next;
        used = true;
      }
    });
    if (used && Array.isArray(tree.children)) tree.children.unshift(importNode());
  };
}

/** The paragraph's images as DocImage elements, if it holds only images this plugin handles. */
function pictureRow(paragraph: MdNode, pageFile: string, options: PluginOptions): MdNode[] | undefined {
  const children = (paragraph.children ?? []).filter((node) => !isBlank(node) && node.type !== 'break');
  if (children.length === 0) return undefined;
  const result: MdNode[] = [];
  for (const child of children) {
    const image = child as ImageNode;
    if (image.type !== 'image' || !image.url || !isLocalRaster(image.url)) return undefined;
    const imageFile = resolveImageFile(image.url, pageFile, options);
    if (!imageFile) return undefined;
    result.push(toDocImage(image, pageFile, imageFile));
  }
  return result;
}
