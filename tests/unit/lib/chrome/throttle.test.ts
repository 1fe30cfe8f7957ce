import {throttle} from '@site/src/lib/chrome/throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, at most once per interval, and once more with the last call', () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 300);
    fn(1);
    fn(2);
    fn(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(299);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    jest.advanceTimersByTime(1000);
    fn(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('can be cancelled', () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 300);
    fn(1);
    fn(2);
    fn.cancel();
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([1]);
  });
});
