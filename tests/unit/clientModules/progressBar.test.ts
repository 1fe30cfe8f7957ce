import type {Location} from 'history';
import {PROGRESS_BAR} from '@site/src/lib/chrome/constants';
import {
  PROGRESS_BAR_DELAY_MS,
  createProgressBar,
  progressBar,
  type ProgressBar,
} from '@site/src/clientModules/progressBar';

const {minimum, speed, trickleSpeed} = PROGRESS_BAR;

function loc(pathname: string, hash = ''): Location {
  return {pathname, search: '', hash, state: undefined, key: pathname + hash} as Location;
}

/** How far the bar is drawn, from its transform (0 to 1). */
function drawn(): number | undefined {
  const bar = document.querySelector<HTMLElement>('#nprogress [role="bar"]');
  const match = bar?.style.transform.match(/translate3d\((-?[\d.]+)%/);
  return match ? 1 + Number(match[1]) / 100 : undefined;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the bar', () => {
  it('shows at the minimum, creeps on without reaching the end, then fills, fades and goes', () => {
    const bar = createProgressBar(document);
    bar.start();
    const root = document.getElementById('nprogress');
    expect(root?.querySelector('.bar .peg')).not.toBeNull();
    expect(drawn()).toBeCloseTo(minimum);
    jest.advanceTimersByTime(trickleSpeed);
    const first = drawn() ?? 0;
    expect(first).toBeGreaterThan(minimum);
    jest.advanceTimersByTime(trickleSpeed * 200);
    expect(drawn()).toBeGreaterThan(first);
    expect(drawn()).toBeLessThan(1);

    bar.done();
    expect(drawn()).toBe(1);
    jest.advanceTimersByTime(speed);
    expect(root?.style.opacity).toBe('0');
    jest.advanceTimersByTime(speed);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('done without a start does nothing', () => {
    createProgressBar(document).done();
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('a start while the last bar fades keeps one bar, from the beginning, and stops its removal', () => {
    const bar = createProgressBar(document);
    bar.start();
    bar.done();
    jest.advanceTimersByTime(speed);
    bar.start();
    expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
    expect(document.getElementById('nprogress')?.style.opacity).toBe('1');
    expect(drawn()).toBeCloseTo(minimum);
    jest.advanceTimersByTime(speed * 10);
    expect(document.getElementById('nprogress')).not.toBeNull();
  });
});

describe('the route hooks', () => {
  function fakeBar(): ProgressBar & {calls: string[]} {
    const calls: string[] = [];
    return {calls, start: () => calls.push('start'), done: () => calls.push('done')};
  }

  /** One navigation: its start, `ms` of loading, its end (cleanup, then did-update). */
  function navigate(hooks: ReturnType<typeof progressBar>, from: string, to: string, ms: number): void {
    const cleanup = hooks.onRouteUpdate({location: loc(to), previousLocation: loc(from)});
    jest.advanceTimersByTime(ms);
    if (typeof cleanup === 'function') cleanup();
    hooks.onRouteDidUpdate({location: loc(to), previousLocation: loc(from)});
  }

  it('show the bar for a navigation still loading after the delay, and end it', () => {
    const bar = fakeBar();
    navigate(progressBar(bar), '/guide/', '/guide/sponsor', PROGRESS_BAR_DELAY_MS + 500);
    expect(bar.calls).toEqual(['start', 'done']);
  });

  it('show no bar for a navigation faster than the delay', () => {
    const bar = fakeBar();
    navigate(progressBar(bar), '/a', '/b', PROGRESS_BAR_DELAY_MS - 50);
    expect(bar.calls).toEqual(['done']);
  });

  it('ignore a change of hash on the same page', () => {
    const bar = fakeBar();
    const hooks = progressBar(bar);
    expect(hooks.onRouteUpdate({location: loc('/guide/', '#a'), previousLocation: loc('/guide/')})).toBeUndefined();
    jest.advanceTimersByTime(PROGRESS_BAR_DELAY_MS * 2);
    expect(bar.calls).toEqual([]);
  });
});
