import fs from 'fs';
import path from 'path';
import {render, screen} from '@testing-library/react';
import MermaidWrapper from '@site/src/theme/Mermaid';
import {diagramKey, mermaidSources} from '@site/src/lib/content/diagrams';
import {diagramDrawing} from '@site/src/lib/content/diagramDrawings';

// The server's drawings (src/lib/content/diagramDrawings.server.ts) stand in for the browser's none.
jest.mock('@site/src/lib/content/diagramDrawings', () => ({diagramDrawing: jest.fn(() => undefined)}));
const drawingOf = diagramDrawing as jest.MockedFunction<typeof diagramDrawing>;

const [DRAWN_SOURCE] = mermaidSources(fs.readFileSync(path.resolve(__dirname, '../../../docs/faq/why.md'), 'utf8'));
const DRAWING = {
  light: '<svg id="light-svg"><text>light</text></svg>',
  dark: '<svg id="dark-svg"><text>dark</text></svg>',
};

describe('Mermaid (src/theme/Mermaid)', () => {
  beforeEach(() => drawingOf.mockReset());

  it('renders a drawn diagram as its light and dark drawings, without Mermaid', () => {
    drawingOf.mockImplementation((key) => (key === diagramKey(DRAWN_SOURCE!) ? DRAWING : undefined));
    const {container} = render(<MermaidWrapper value={DRAWN_SOURCE!} />);
    const drawn = container.querySelector('[data-diagram="drawn"]');
    expect(drawn).not.toBeNull();
    const boxes = drawn!.querySelectorAll('.docusaurus-mermaid-container');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toHaveClass('light');
    expect(boxes[0]!.innerHTML).toBe(DRAWING.light);
    expect(boxes[1]).toHaveClass('dark');
    expect(boxes[1]!.innerHTML).toBe(DRAWING.dark);
    // The local search indexes the labels once.
    expect(boxes[0]).not.toHaveAttribute('data-search-ignore');
    expect(boxes[1]).toHaveAttribute('data-search-ignore');
    expect(screen.queryByRole('img', {busy: true})).toBeNull();
  });

  it('draws a diagram live where the browser has no drawing (a page rendered after a client-side navigation)', () => {
    const {container} = render(<MermaidWrapper value={DRAWN_SOURCE!} />);
    expect(drawingOf).toHaveBeenCalledWith(diagramKey(DRAWN_SOURCE!));
    expect(container.querySelector('[data-diagram="drawn"]')).toBeNull();
    expect(container.querySelector('[data-diagram="waiting"]')).not.toBeNull();
    expect(screen.getByRole('img', {busy: true})).toBeInTheDocument();
  });

  it('draws a diagram without a drawing live, without looking one up', () => {
    const {container} = render(<MermaidWrapper value={'flowchart LR\n  new --> diagram'} />);
    expect(drawingOf).not.toHaveBeenCalled();
    expect(container.querySelector('[data-diagram="waiting"]')).not.toBeNull();
  });
});
