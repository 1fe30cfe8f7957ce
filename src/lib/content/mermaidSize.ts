/**
 * A Mermaid diagram's height before it is drawn, from its source, to reserve
 * its space (src/theme/Mermaid): each statement line of a top-down chart
 * adds a rank, a left-to-right chart grows slowly. An estimate: the drawing
 * replaces it.
 */
export const DIAGRAM_HEIGHT = {min: 160, max: 640, perTopDownLine: 64, perLeftRightLine: 24, base: 120} as const;

export function estimatedDiagramHeight(source: string): number {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('%%'));
  const header = lines[0] ?? '';
  const statements = Math.max(0, lines.length - 1);
  const leftRight = /^(flowchart|graph)\s+(LR|RL)\b/i.test(header);
  const perLine = leftRight ? DIAGRAM_HEIGHT.perLeftRightLine : DIAGRAM_HEIGHT.perTopDownLine;
  const height = DIAGRAM_HEIGHT.base + statements * perLine;
  return Math.min(DIAGRAM_HEIGHT.max, Math.max(DIAGRAM_HEIGHT.min, Math.round(height)));
}
