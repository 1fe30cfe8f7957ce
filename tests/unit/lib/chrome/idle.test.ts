import {afterLoadWhenIdle, runWhenIdle, type IdleDeadline, type IdleHost} from '@site/src/lib/chrome/idle';

function host(withIdle: boolean): IdleHost & {log: string[]; run: () => void} {
  const log: string[] = [];
  let task: ((deadline: IdleDeadline) => void) | (() => void) | undefined;
  return {
    log,
    run: () => task?.({timeRemaining: () => 0}),
    ...(withIdle
      ? {
          requestIdleCallback: (cb: (deadline: IdleDeadline) => void, options?: {timeout: number}) => {
            log.push(`idle:${options?.timeout}`);
            task = cb;
            return 7;
          },
          cancelIdleCallback: (h: number) => log.push(`cancelIdle:${h}`),
        }
      : {}),
    setTimeout: (cb: () => void, ms: number) => {
      log.push(`timeout:${ms}`);
      task = cb;
      return 9;
    },
    clearTimeout: (h: number) => log.push(`clear:${h}`),
  };
}

describe('runWhenIdle', () => {
  it('uses requestIdleCallback with a deadline', () => {
    const h = host(true);
    const task = jest.fn();
    const cancel = runWhenIdle(h, task, {timeoutMs: 3000});
    expect(h.log).toEqual(['idle:3000']);
    expect(task).not.toHaveBeenCalled();
    h.run();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(h.log).toEqual(['idle:3000', 'cancelIdle:7']);
  });

  it('falls back to a timer without requestIdleCallback', () => {
    const h = host(false);
    const task = jest.fn();
    const cancel = runWhenIdle(h, task);
    expect(h.log).toEqual(['timeout:1500']);
    h.run();
    expect(task).toHaveBeenCalled();
    cancel();
    expect(h.log).toEqual(['timeout:1500', 'clear:9']);
  });
});

describe('runWhenIdle without requestIdleCallback', () => {
  it('gives the task a short budget as its deadline', () => {
    const h = host(false);
    let remaining = -1;
    runWhenIdle(h, (deadline) => {
      remaining = deadline.timeRemaining();
    });
    h.run();
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(10);
  });
});

describe('afterLoadWhenIdle', () => {
  const readyState = (state: DocumentReadyState) => jest.spyOn(document, 'readyState', 'get').mockReturnValue(state);
  afterEach(() => jest.restoreAllMocks());

  it('waits for the load event, then for idle time', () => {
    readyState('interactive');
    const h = host(true);
    const task = jest.fn();
    afterLoadWhenIdle(task, h);
    expect(h.log).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(h.log).toEqual(['idle:3000']);
    h.run();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('schedules at once when the page has loaded, and can be cancelled before or after', () => {
    readyState('complete');
    const h = host(false);
    const task = jest.fn();
    afterLoadWhenIdle(task, h)();
    expect(h.log).toEqual(['timeout:200', 'clear:9']);
    readyState('loading');
    const cancel = afterLoadWhenIdle(task, h);
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(h.log).toEqual(['timeout:200', 'clear:9']);
    expect(task).not.toHaveBeenCalled();
  });
});
