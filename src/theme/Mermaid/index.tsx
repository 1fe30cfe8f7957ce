/**
 * Mermaid diagrams without their code on page load (wraps the Mermaid of
 * @docusaurus/theme-mermaid, which every doc page's MDX components carry).
 *
 * A diagram drawn before the build (`npm run diagrams`, src/lib/content/
 * diagrams.ts) is in the page's HTML as two SVG drawings, Mermaid's light and
 * dark themes, of which CSS shows the one of the colour mode: the page loads
 * no Mermaid at all. The browser keeps that HTML (an island,
 * src/components/Island); the drawings are never in a script.
 *
 * Otherwise (a diagram without a drawing, or a page rendered in the browser
 * after a client-side navigation) the theme draws it in the browser: this
 * wrapper renders a placeholder of the diagram's estimated height
 * (src/lib/content/mermaidSize.ts) and loads the theme's diagram, and with it
 * mermaid, once the page has loaded and is idle, and when the diagram is
 * within a screen of the viewport: the page is usable first, and a page read
 * from the top has the diagram drawn before it scrolls into view.
 */
import {lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Mermaid';
import drawnKeys from '@site/src/data/diagrams/keys.json';
import Island from '@site/src/components/Island';
import {afterLoadWhenIdle} from '@site/src/lib/chrome/idle';
import {diagramDrawing} from '@site/src/lib/content/diagramDrawings';
import {diagramKey, type DiagramDrawing, type DiagramKeys} from '@site/src/lib/content/diagrams';
import {estimatedDiagramHeight} from '@site/src/lib/content/mermaidSize';
import styles from './styles.module.css';

/** Diagrams that have a drawing (src/data/diagrams). */
const DRAWN = new Set((drawnKeys as DiagramKeys).keys);

/** The theme's class of a diagram's box (@docusaurus/theme-mermaid's MermaidContainerClassName). */
const MERMAID_CONTAINER = 'docusaurus-mermaid-container';

/** A drawn diagram's island never loads code: it keeps the server's drawing. */
const NO_CODE = (): Promise<void> => Promise.resolve();

const Diagram = lazy(() => import('./Diagram'));

function Placeholder(): ReactNode {
  return (
    <div
      className={styles.placeholder}
      role="img"
      aria-busy="true"
      aria-label={translate({
        id: 'diagram.loading',
        message: 'Diagram (loading)',
        description: 'Accessible name of a diagram while its drawing code loads',
      })}
    />
  );
}

/** Drawn in the browser, near the viewport, after load. */
function LiveDiagram({value}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [draw, setDraw] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let observer: IntersectionObserver | undefined;
    const cancel = afterLoadWhenIdle(() => {
      if (typeof IntersectionObserver !== 'function') {
        setDraw(true);
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          setDraw(true);
        },
        {rootMargin: '100% 0px'},
      );
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, []);

  const style = {'--site-diagram-height': `${estimatedDiagramHeight(value)}px`} as CSSProperties;
  return (
    <div ref={ref} className={styles.diagram} style={style} data-diagram={draw ? 'drawing' : 'waiting'}>
      {draw ? (
        <Suspense fallback={<Placeholder />}>
          <Diagram value={value} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}

/** The light and dark drawings; CSS shows the one of the colour mode. */
function Drawing({drawing}: {readonly drawing: DiagramDrawing}): ReactNode {
  return (
    <div className={styles.drawing} data-diagram="drawn">
      <div
        className={clsx(MERMAID_CONTAINER, styles.light)}
        // eslint-disable-next-line react/no-danger -- Mermaid's own SVG, drawn from our Markdown before the build
        dangerouslySetInnerHTML={{__html: drawing.light}}
      />
      {/* The same labels again: searched once, in the light drawing. */}
      <div
        className={clsx(MERMAID_CONTAINER, styles.dark)}
        data-search-ignore
        // eslint-disable-next-line react/no-danger -- as above
        dangerouslySetInnerHTML={{__html: drawing.dark}}
      />
    </div>
  );
}

export default function MermaidWrapper({value}: Props): ReactNode {
  const key = diagramKey(value);
  if (!DRAWN.has(key)) return <LiveDiagram value={value} />;
  // The drawing exists on the server only; in the browser the island keeps the server's HTML,
  // or, rendered after a client-side navigation, draws the diagram live.
  const drawing = diagramDrawing(key);
  return (
    <Island load={NO_CODE} start={false}>
      {drawing ? <Drawing drawing={drawing} /> : <LiveDiagram value={value} />}
    </Island>
  );
}
