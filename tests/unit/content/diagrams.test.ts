import fs from 'fs';
import path from 'path';
import {
  diagramKey,
  drawingId,
  mermaidSources,
  type DiagramDrawings,
  type DiagramKeys,
} from '@site/src/lib/content/diagrams';
import {docDiagrams} from '@site/src/lib/site/docDiagrams';
import drawings from '@site/src/data/diagrams/drawings.json';
import keys from '@site/src/data/diagrams/keys.json';

const ROOT = path.resolve(__dirname, '../../..');

describe('diagramKey', () => {
  it('is a stable 8-digit hex hash', () => {
    expect(diagramKey('flowchart LR\n  a --> b')).toMatch(/^[0-9a-f]{8}$/);
    expect(diagramKey('flowchart LR\n  a --> b')).toBe(diagramKey('flowchart LR\n  a --> b'));
    expect(diagramKey('')).toBe('811c9dc5');
  });

  it('ignores line ends and blank space around the source, not inside it', () => {
    const key = diagramKey('flowchart LR\n  a --> b');
    expect(diagramKey('\nflowchart LR\r\n  a --> b\n\n')).toBe(key);
    expect(diagramKey('flowchart LR\n a --> b')).not.toBe(key);
    expect(diagramKey('flowchart LR\n  a --> c')).not.toBe(key);
  });
});

describe('mermaidSources', () => {
  it('finds the mermaid blocks of any fence, and no other language', () => {
    const markdown = [
      'Text',
      '```mermaid',
      'flowchart LR',
      '  a --> b',
      '```',
      '',
      '```js',
      'const a = 1;',
      '```',
      '',
      '~~~~mermaid title="x"',
      'sequenceDiagram',
      '~~~~',
    ].join('\n');
    expect(mermaidSources(markdown)).toEqual(['flowchart LR\n  a --> b', 'sequenceDiagram']);
  });

  it('removes the indentation of a fence inside a list item', () => {
    const markdown = '1. Step\n\n   ```mermaid\n   flowchart TB\n     a --> b\n   ```\n';
    expect(mermaidSources(markdown)).toEqual(['flowchart TB\n  a --> b']);
  });
});

describe('the drawings in src/data/diagrams (npm run diagrams)', () => {
  const sources = docDiagrams(ROOT);
  const {drawings: drawn, mermaid} = drawings as DiagramDrawings;
  const listed = keys as DiagramKeys;

  it('finds the diagrams of both locales', () => {
    expect(sources.size).toBeGreaterThanOrEqual(6);
  });

  it('were drawn with the installed Mermaid', () => {
    const installed = (
      JSON.parse(fs.readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string}
    ).version;
    expect({drawings: mermaid, keys: listed.mermaid}).toEqual({drawings: installed, keys: installed});
  });

  it('cover every diagram of the docs, and nothing else (else: npm run diagrams)', () => {
    const missing = [...sources].filter(([key]) => !(key in drawn)).map(([key, {file}]) => `${file} (${key})`);
    expect(missing).toEqual([]);
    expect(Object.keys(drawn).filter((key) => !sources.has(key))).toEqual([]);
    expect([...listed.keys].sort()).toEqual(Object.keys(drawn).sort());
  });

  it('have a light and a dark SVG each, with their own ids', () => {
    for (const [key, drawing] of Object.entries(drawn)) {
      for (const mode of ['light', 'dark'] as const) {
        expect(drawing[mode]).toMatch(new RegExp(`^<svg [^>]*id="${drawingId(key, mode)}"`));
      }
    }
  });
});
