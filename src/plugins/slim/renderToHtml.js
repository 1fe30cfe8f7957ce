/**
 * Docusaurus' page renderer (`@docusaurus/core/lib/client/renderToHtml`) for
 * the server bundle, with one repair. React 18's `renderToPipeableStream`
 * writes its output through a 2 KiB buffer and, when a multi-byte character
 * does not fit at the end of it, flushes the whole buffer, unwritten bytes
 * included: NUL characters land in the page between the characters around
 * the boundary (facebook/react#31134, facebook/docusaurus#9985; React 19 no
 * longer does this). The HTML minifier then shows each as U+FFFD, "�", in the
 * middle of Chinese text. Nothing else is lost, and no page writes a NUL of
 * its own, so the renderer's HTML without them is the page. See
 * src/plugins/slim; tests/e2e/routes.spec.ts checks every built page.
 */
import {renderToHtml as render} from '@docusaurus/core/lib/client/renderToHtml';

export async function renderToHtml(app) {
  return (await render(app)).replaceAll('\0', '');
}
