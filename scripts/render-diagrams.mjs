// Draws every Mermaid diagram of the docs (both locales) with Mermaid's light
// and dark themes, in Debian's Chromium, into src/data/diagrams: the server
// renders the drawings into the pages' HTML (src/theme/Mermaid), so a page
// with a diagram loads no Mermaid code. Run it after adding or changing a
// diagram, or after upgrading mermaid; a unit test (tests/unit/content/
// diagrams.test.ts) fails while a diagram has no drawing. A diagram without
// one is still drawn in the browser, as before.
//
// Usage: npm run diagrams
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {chromium} from 'playwright-core';
import {launchChromium} from './lib/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true, alias: {'@site': root}});
const {drawingId, DIAGRAM_THEMES} = jiti(path.join(root, 'src/lib/content/diagrams.ts'));
const {docDiagrams} = jiti(path.join(root, 'src/lib/site/docDiagrams.ts'));
const require = createRequire(import.meta.url);
const MERMAID_VERSION = require('mermaid/package.json').version;
const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');

const OUT_DIR = path.join(root, 'src/data/diagrams');

/**
 * Less markup for the same picture: coordinates to two decimals (Mermaid
 * writes up to 14), and without the edges' `data-points` (base64 of their
 * points, for Mermaid's own editing tools). Both drawings of a diagram go
 * into every page that shows it.
 */
function compact(svg) {
  return svg.replace(/ data-points="[^"]*"/g, '').replace(/(\d\.\d{2})\d+/g, '$1');
}

const sources = docDiagrams(root);
const browser = await launchChromium(chromium);
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  await page.addScriptTag({path: MERMAID_SCRIPT});
  const drawings = {};
  for (const key of [...sources.keys()].sort()) {
    const {source, file} = sources.get(key);
    const drawing = {};
    for (const [mode, theme] of Object.entries(DIAGRAM_THEMES)) {
      drawing[mode] = compact(
        await page
          .evaluate(
            async ({id, text, theme}) => {
              const {mermaid} = window;
              mermaid.initialize({startOnLoad: false, theme});
              return (await mermaid.render(id, text)).svg;
            },
            {id: drawingId(key, mode), text: source, theme},
          )
          .catch((error) => {
            throw new Error(`${file}: diagram ${key} (${mode}): ${error.message}`);
          }),
      );
    }
    drawings[key] = drawing;
    console.log(`${key}  ${file}`);
  }
  mkdirSync(OUT_DIR, {recursive: true});
  const keys = Object.keys(drawings);
  writeFileSync(path.join(OUT_DIR, 'drawings.json'), `${JSON.stringify({mermaid: MERMAID_VERSION, drawings})}\n`);
  writeFileSync(path.join(OUT_DIR, 'keys.json'), `${JSON.stringify({mermaid: MERMAID_VERSION, keys}, null, 2)}\n`);
  console.log(`${keys.length} diagrams drawn with mermaid ${MERMAID_VERSION} into ${path.relative(root, OUT_DIR)}`);
} finally {
  await browser.close();
}
