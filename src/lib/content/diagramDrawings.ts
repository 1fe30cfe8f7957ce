/**
 * The drawing of a diagram, for the page's server-side render. In the browser
 * there is none: the page's HTML already carries it, and a page rendered in
 * the browser (after a client-side navigation) draws the diagram with
 * Mermaid. The server build uses ./diagramDrawings.server.ts instead of this
 * file (src/plugins/diagrams), so the drawings never reach the scripts.
 */
import type {DiagramDrawing} from './diagrams';

export function diagramDrawing(_key: string): DiagramDrawing | undefined {
  return undefined;
}
