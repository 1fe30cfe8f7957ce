import {withIdlePrefetch} from '@site/src/clientModules/idlePrefetch';
import {idleQueue, type IdleDeadline, type IdleHost} from '@site/src/lib/chrome/idle';

/** Idle periods handed out by the test: each has room for a given number of items. */
function idleHost() {
  const pending: ((deadline: IdleDeadline) => void)[] = [];
  const host: IdleHost = {
    requestIdleCallback: (callback) => pending.push(callback),
    setTimeout: () => {
      throw new Error('the browser has requestIdleCallback');
    },
    clearTimeout: () => undefined,
  };
  return {
    host,
    pending,
    /** Runs the next idle period with room for `items` items. */
    period(items: number) {
      const callback = pending.shift();
      let left = items;
      callback?.({timeRemaining: () => (--left > 0 ? 20 : 0)});
    },
  };
}

describe('idleQueue', () => {
  it('runs nothing until the browser is idle, then as many items as the period allows', () => {
    const host = idleHost();
    const ran: string[] = [];
    const push = idleQueue<string>((item) => ran.push(item), host.host);
    for (const item of ['/a', '/b', '/c', '/d', '/e']) push(item);
    expect(ran).toEqual([]);
    expect(host.pending).toHaveLength(1);
    host.period(2);
    expect(ran).toEqual(['/a', '/b']);
    // The rest waits for the next idle period.
    expect(host.pending).toHaveLength(1);
    host.period(10);
    expect(ran).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(host.pending).toHaveLength(0);
  });

  it('always runs at least one item per period, and each item once', () => {
    const host = idleHost();
    const ran: string[] = [];
    const push = idleQueue<string>((item) => ran.push(item), host.host);
    push('/a');
    push('/a');
    push('/b');
    host.period(0);
    expect(ran).toEqual(['/a']);
    host.period(0);
    expect(ran).toEqual(['/a', '/b']);
    push('/b');
    expect(host.pending).toHaveLength(0);
  });
});

describe('withIdlePrefetch', () => {
  it('gives a client whose prefetch waits for idle time; the frozen original stays as it was', () => {
    const host = idleHost();
    const prefetched: string[] = [];
    const original = Object.freeze({
      prefetch: (path: string) => {
        prefetched.push(path);
        return Promise.resolve([]);
      },
      preload: jest.fn(() => false as const),
    });
    const client = withIdlePrefetch(original, host.host);
    expect(client).toBeDefined();
    expect(client?.preload).toBe(original.preload);
    expect(withIdlePrefetch(client, host.host)).toBeUndefined();
    client?.prefetch('/guide/install');
    client?.prefetch('/faq');
    expect(prefetched).toEqual([]);
    host.period(5);
    expect(prefetched).toEqual(['/guide/install', '/faq']);
  });

  it('leaves a missing client alone', () => {
    expect(withIdlePrefetch(undefined)).toBeUndefined();
  });
});
