/** The server build's ./diagramDrawings.ts (src/plugins/diagrams): the drawings of src/data/diagrams. */
import drawings from '@site/src/data/diagrams/drawings.json';
import type {DiagramDrawing, DiagramDrawings} from './diagrams';

const DRAWINGS = (drawings as DiagramDrawings).drawings;

export function diagramDrawing(key: string): DiagramDrawing | undefined {
  return Object.hasOwn(DRAWINGS, key) ? DRAWINGS[key] : undefined;
}
