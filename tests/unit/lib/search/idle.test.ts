import {addPreconnect, runWhenIdle, type HeadDocument, type IdleHost} from '../../../../src/lib/search/idle';

function host(withIdle: boolean): IdleHost & {log: string[]; run: () => void} {
  const log: string[] = [];
  let task: (() => void) | undefined;
  return {
    log,
    run: () => task?.(),
    ...(withIdle
      ? {
          requestIdleCallback: (cb: () => void, options?: {timeout: number}) => {
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

describe('addPreconnect', () => {
  it('adds a crossorigin preconnect link once', () => {
    document.head.innerHTML = '';
    const doc = document as unknown as HeadDocument;
    expect(addPreconnect(doc, 'https://app-dsn.algolia.net')).toBe(true);
    expect(addPreconnect(doc, 'https://app-dsn.algolia.net')).toBe(false);
    const links = document.head.querySelectorAll('link[rel="preconnect"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://app-dsn.algolia.net');
    expect(links[0]?.getAttribute('crossorigin')).toBe('anonymous');
  });
});
