// Renders Markdown the way the site's doc pages do, for the remark plugin
// tests: Docusaurus' own MDX processor (@docusaurus/mdx-loader, with its
// directives, admonitions, emoji, GFM and heading ids) plus the plugins and
// the preprocessor of src/remark registered as in docusaurus.config.ts, then
// the compiled page rendered to static HTML with React.
// Runs as a child process (the unified packages are ESM only, Jest here is
// CommonJS): reads [{source, filePath}] as JSON on stdin, writes
// [{html, code, warnings}] or [{error}] on stdout (`code` is the compiled page).
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath, pathToFileURL} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(path.join(root, 'package.json'));
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const remark = jiti(path.join(root, 'src/remark/index.ts'));
const {normalizeFrontMatter, docDirOfFile, legacyFrontMatterWarnings} = jiti(
  path.join(root, 'src/lib/content/frontMatter.ts'),
);
const {DEFAULT_CONFIG} = require('@docusaurus/core/lib/server/configValidation');
const {createProcessorUncached} = require('@docusaurus/mdx-loader/lib/processor');
const preprocessContent = require('@docusaurus/mdx-loader/lib/preprocessor').default;
const {DEFAULT_PARSE_FRONT_MATTER: parseFrontMatter} = require('@docusaurus/utils');
const React = require('react');
const {renderToStaticMarkup} = require('react-dom/server');

const markdownConfig = {
  ...DEFAULT_CONFIG.markdown,
  format: 'detect',
  mdx1Compat: {comments: false, admonitions: false, headingIds: true},
  preprocessor: ({fileContent}) => remark.legacyContainerSyntax(fileContent),
};
const options = {
  markdownConfig,
  admonitions: true,
  siteDir: root,
  staticDirs: [path.join(root, 'static')],
  beforeDefaultRemarkPlugins: [remark.include, remark.images],
  remarkPlugins: [remark.containers, remark.inlineMarks],
};
const processors = {
  md: await createProcessorUncached({options, format: 'md'}),
  mdx: await createProcessorUncached({options, format: 'mdx'}),
};

// Plain stand-ins for the theme components the compiled page asks for.
const h = React.createElement;
const components = {
  admonition: ({type, title, children}) =>
    h(
      'div',
      {className: `admonition admonition-${type}`},
      title ? h('p', {className: 'admonition-title'}, title) : null,
      children,
    ),
  Details: ({children}) => h('details', null, children),
  details: ({children}) => h('details', null, children),
  Badge: ({type, text}) => h('span', {className: `badge badge--${type ?? 'tip'}`}, text),
};

const outDir = path.join(root, 'node_modules/.cache/remark-tests');
mkdirSync(outDir, {recursive: true});
const cases = JSON.parse(readFileSync(0, 'utf8'));
const results = [];
let n = 0;
for (const {source, filePath} of cases) {
  const warnings = [];
  const warn = console.warn;
  const log = console.log;
  console.warn = (...args) => warnings.push(args.join(' '));
  console.log = (...args) => warnings.push(args.join(' '));
  try {
    const absolute = path.resolve(root, filePath);
    const {frontMatter: raw, content} = await parseFrontMatter({filePath: absolute, fileContent: source});
    const frontMatter = normalizeFrontMatter(raw, content, docDirOfFile(absolute));
    warnings.push(...legacyFrontMatterWarnings(raw));
    const format = absolute.endsWith('.mdx') ? 'mdx' : 'md';
    const preprocessed = preprocessContent({
      fileContent: content,
      filePath: absolute,
      markdownConfig,
      admonitions: true,
    });
    const compiled = await processors[format].process({
      content: preprocessed,
      filePath: absolute,
      frontMatter,
      compilerName: 'server',
    });
    const module = path.join(outDir, `page-${process.pid}-${(n += 1)}.mjs`);
    // Images from static/ compile to `require('!loader!/abs/static/x.svg').default`; the page
    // serves them at `/x.svg`. The pictures of src/remark/images.ts are required without a
    // loader (`require('./img/shot.png')`) and shown as the request.
    const requireStub =
      "const require = (r) => ({default: r.includes('!') ? '/' + r.split('!').pop().split('/static/').pop() : r});\n";
    // The page imports src/components/DocImage (TypeScript); a stand-in shows its props.
    const docImageStub =
      'const DocImage = ({img, darkImg, alt, caption}) => _React.createElement("figure", ' +
      '{"data-img": img.default, "data-dark-img": darkImg?.default, "data-alt": alt, "data-caption": caption});\n';
    const code = compiled.content.replace(
      /^import DocImage from "@site\/src\/components\/DocImage";$/m,
      `import _React from 'react';\n${docImageStub}`,
    );
    writeFileSync(module, requireStub + code);
    const {default: MDXContent} = await import(pathToFileURL(module).href);
    // React 19 adds <link rel="preload"> for images (React 18, the site's, does not); the page itself has none.
    const html = renderToStaticMarkup(h(MDXContent, {components})).replace(/<link rel="preload"[^>]*>/g, '');
    results.push({html, code: compiled.content, frontMatter, warnings});
  } catch (error) {
    results.push({error: error instanceof Error ? error.message : String(error), warnings});
  } finally {
    console.warn = warn;
    console.log = log;
  }
}
process.stdout.write(JSON.stringify(results));
