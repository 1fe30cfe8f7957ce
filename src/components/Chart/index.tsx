/**
 * <Chart> draws an ECharts chart, loading ECharts only when the chart comes
 * near the viewport: until then (and during server rendering) a box of the
 * chart's height holds its place, so nothing shifts. It follows the colour
 * mode and resizes with the page. The option is a typed object (`option`) or
 * the URL of a JSON file (`src`, fetched with a time-out). Import it in the
 * page that uses it; see README.md in this folder.
 */
import '@site/src/i18n/chart';
import {Component, lazy, Suspense, useEffect, useRef, useState, type ErrorInfo, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useColorMode} from '@docusaurus/theme-common';
import type {EChartsCoreOption} from 'echarts/core';
import styles from './styles.module.css';

const EChart = lazy(() => import('./EChart'));

export const DEFAULT_HEIGHT = 320;
export const FETCH_TIMEOUT_MS = 10_000;
/** Start loading a little before the chart is visible. */
const ROOT_MARGIN = '200px 0px';

interface Props {
  /** What the chart shows, for screen readers and as the caption. */
  readonly title: string;
  readonly option?: EChartsCoreOption;
  /** URL of a JSON file holding the option, used when `option` is not given. */
  readonly src?: string;
  readonly height?: number;
  readonly className?: string;
  /** Injected by tests. */
  readonly fetchImpl?: typeof fetch;
}

type Loaded =
  {state: 'idle' | 'loading'} | {state: 'ready'; option: EChartsCoreOption} | {state: 'error'; message: string};

/** Whether the element is, or gets, near the viewport. Without IntersectionObserver: at once. */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // Old browsers: load at once (after this commit, as the observer would).
      void Promise.resolve().then(() => setNear(true));
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: ROOT_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

export async function fetchOption(
  src: string,
  fetchImpl: typeof fetch,
  timeoutMs = FETCH_TIMEOUT_MS,
): Promise<EChartsCoreOption> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(src, {signal: controller.signal});
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data: unknown = await response.json();
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('not a chart option object');
    return data as EChartsCoreOption;
  } finally {
    clearTimeout(timer);
  }
}

/** Shows a message instead of a blank box when the chart code cannot load. */
class LoadBoundary extends Component<{children: ReactNode}, {failed: boolean}> {
  override state = {failed: false};
  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Chart failed to load', error, info.componentStack);
  }
  override render(): ReactNode {
    return this.state.failed ? (
      <p className={styles.message} role="alert">
        <Translate id="components.chart.loadError">
          The chart could not be loaded. Check your connection and reload the page.
        </Translate>
      </p>
    ) : (
      this.props.children
    );
  }
}

export default function Chart({title, option, src, height = DEFAULT_HEIGHT, className, fetchImpl}: Props): ReactNode {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const {colorMode} = useColorMode();
  const [loaded, setLoaded] = useState<Loaded>({state: 'idle'});

  useEffect(() => {
    if (!near || option || !src) return undefined;
    let cancelled = false;
    fetchOption(src, fetchImpl ?? fetch)
      .then((data) => !cancelled && setLoaded({state: 'ready', option: data}))
      .catch((error: unknown) => {
        if (!cancelled) setLoaded({state: 'error', message: error instanceof Error ? error.message : String(error)});
      });
    return () => {
      cancelled = true;
    };
  }, [near, option, src, fetchImpl]);

  const current = option ?? (loaded.state === 'ready' ? loaded.option : undefined);
  const loading = (
    <p className={styles.message}>
      <Translate id="components.chart.loading">Loading the chart…</Translate>
    </p>
  );
  let body: ReactNode = null;
  if (near) {
    if (loaded.state === 'error') {
      body = (
        <p className={styles.message} role="alert">
          <Translate id="components.chart.dataError" values={{error: loaded.message}}>
            {'The chart data could not be loaded ({error}).'}
          </Translate>
        </p>
      );
    } else if (!current) {
      body = src ? loading : null;
    } else {
      body = (
        <LoadBoundary>
          <Suspense fallback={loading}>
            <EChart option={current} theme={colorMode === 'dark' ? 'dark' : undefined} height={height} />
          </Suspense>
        </LoadBoundary>
      );
    }
  }
  return (
    <figure ref={ref} className={clsx(styles.chart, className)} data-chart-state={near ? 'near' : 'waiting'}>
      <div className={styles.canvas} style={{height}} role="img" aria-label={title}>
        {body}
      </div>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}
