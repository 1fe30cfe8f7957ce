import type {Location} from 'history';
import type {NProgress} from 'nprogress';
import {PROGRESS_BAR_DELAY_MS, progressBar} from '@site/src/clientModules/progressBar';

function loc(pathname: string, hash = ''): Location {
  return {pathname, search: '', hash, state: undefined, key: pathname + hash} as Location;
}

function fakeNProgress(): NProgress & {calls: string[]} {
  const calls: string[] = [];
  return {
    calls,
    configure: jest.fn(() => {
      calls.push('configure');
    }),
    start: jest.fn(() => {
      calls.push('start');
    }),
    done: jest.fn(() => {
      calls.push('done');
    }),
  } as unknown as NProgress & {calls: string[]};
}

/** A loader whose promise the test settles. */
function deferredLoader(): {load: jest.Mock<Promise<NProgress>>; resolve: (n: NProgress) => void; reject: () => void} {
  let resolve: (n: NProgress) => void = () => undefined;
  let reject: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<NProgress>((res, rej) => {
        resolve = res;
        reject = () => rej(new Error('offline'));
      }),
  );
  return {load, resolve: (n) => resolve(n), reject: () => reject()};
}

/** Runs one navigation: its start, `ms` of loading, and its end (cleanup, then did-update). */
async function navigate(
  bar: ReturnType<typeof progressBar>,
  from: string,
  to: string,
  ms: number,
  duringLoad: () => Promise<void> = async () => undefined,
): Promise<void> {
  const cleanup = bar.onRouteUpdate({location: loc(to), previousLocation: loc(from)});
  await duringLoad();
  await jest.advanceTimersByTimeAsync(ms);
  if (typeof cleanup === 'function') cleanup();
  bar.onRouteDidUpdate({location: loc(to), previousLocation: loc(from)});
  await jest.advanceTimersByTimeAsync(0);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the first render loads nothing', () => {
  const load = jest.fn();
  const bar = progressBar(load);
  bar.onRouteDidUpdate({location: loc('/guide/'), previousLocation: null});
  expect(load).not.toHaveBeenCalled();
});

test('a change of hash on the same page loads nothing', () => {
  const load = jest.fn();
  const bar = progressBar(load);
  expect(bar.onRouteUpdate({location: loc('/guide/', '#a'), previousLocation: loc('/guide/')})).toBeUndefined();
  expect(load).not.toHaveBeenCalled();
});

test('a slow navigation shows the bar after the delay, configured with the site timings, and ends it', async () => {
  const nprogress = fakeNProgress();
  const bar = progressBar(async () => nprogress);
  await navigate(bar, '/guide/', '/guide/sponsor', PROGRESS_BAR_DELAY_MS + 500);
  expect(nprogress.calls).toEqual(['configure', 'start', 'done']);
  expect(nprogress.configure).toHaveBeenCalledWith(expect.objectContaining({showSpinner: false, minimum: 0.08}));
});

test('a navigation faster than the delay shows no bar; nprogress is loaded once', async () => {
  const nprogress = fakeNProgress();
  const load = jest.fn(async () => nprogress);
  const bar = progressBar(load);
  await navigate(bar, '/a', '/b', PROGRESS_BAR_DELAY_MS - 50);
  await navigate(bar, '/b', '/c', PROGRESS_BAR_DELAY_MS - 50);
  expect(nprogress.start).not.toHaveBeenCalled();
  expect(load).toHaveBeenCalledTimes(1);
});

test('nprogress arriving after its delay starts the bar if the page is still loading', async () => {
  const nprogress = fakeNProgress();
  const {load, resolve} = deferredLoader();
  const bar = progressBar(load);
  await navigate(bar, '/a', '/b', PROGRESS_BAR_DELAY_MS + 300, async () => {
    await jest.advanceTimersByTimeAsync(PROGRESS_BAR_DELAY_MS + 100);
    expect(nprogress.start).not.toHaveBeenCalled();
    resolve(nprogress);
  });
  expect(nprogress.calls).toEqual(['configure', 'start', 'done']);
});

test('nprogress arriving after the page does not start a bar that nothing would end', async () => {
  const nprogress = fakeNProgress();
  const {load, resolve} = deferredLoader();
  const bar = progressBar(load);
  await navigate(bar, '/a', '/b', PROGRESS_BAR_DELAY_MS + 300);
  resolve(nprogress);
  await jest.advanceTimersByTimeAsync(0);
  expect(nprogress.start).not.toHaveBeenCalled();
});

test('when nprogress cannot load there is no bar and no error, and the next navigation tries again', async () => {
  const first = deferredLoader();
  const nprogress = fakeNProgress();
  const load = jest.fn<Promise<NProgress>, []>().mockImplementationOnce(first.load).mockResolvedValue(nprogress);
  const bar = progressBar(load);
  await navigate(bar, '/a', '/b', PROGRESS_BAR_DELAY_MS + 300, async () => first.reject());
  expect(nprogress.start).not.toHaveBeenCalled();
  await navigate(bar, '/b', '/c', PROGRESS_BAR_DELAY_MS + 300);
  expect(load).toHaveBeenCalledTimes(2);
  expect(nprogress.calls).toEqual(['configure', 'start', 'done']);
});
