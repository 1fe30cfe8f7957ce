/**
 * Mermaid diagrams without their code on page load (wraps the Mermaid of
 * @docusaurus/theme-mermaid, which every doc page's MDX components carry).
 *
 * The theme renders diagrams in the browser only. This wrapper renders a
 * placeholder of the diagram's estimated height (src/lib/mermaidSize.ts)
 * and loads the theme's diagram, and with it mermaid, only on a page that
 * has a diagram, once the page has loaded and is idle, and when the diagram
 * is within a screen of the viewport: the page is usable first, and a page
 * read from the top has the diagram drawn before it scrolls into view.
 */
import {lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Mermaid';
import {afterLoadWhenIdle} from '@site/src/lib/chrome/idle';
import {estimatedDiagramHeight} from '@site/src/lib/content/mermaidSize';
import styles from './styles.module.css';

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

export default function MermaidWrapper({value}: Props): ReactNode {
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
