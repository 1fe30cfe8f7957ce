import {createMessageStore} from '@site/src/lib/chrome/messages';
import {MESSAGE} from '@site/src/lib/chrome/constants';

describe('message store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message for 3000 ms by default', () => {
    const store = createMessageStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.show('Saved');
    expect(store.list().map((m) => m.text)).toEqual(['Saved']);
    jest.advanceTimersByTime(MESSAGE.duration - 1);
    expect(store.list()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.list()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('pauses on hover only when asked to', () => {
    const store = createMessageStore();
    const paused = store.show('Stay', {pauseOnHover: true, duration: 1000});
    const plain = store.show('Go', {duration: 1000});
    jest.advanceTimersByTime(400);
    store.pause(paused);
    store.pause(plain);
    jest.advanceTimersByTime(5000);
    expect(store.list().map((m) => m.text)).toEqual(['Stay']);
    store.resume(paused);
    jest.advanceTimersByTime(599);
    expect(store.list()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.list()).toHaveLength(0);
  });

  it('dismisses on request and unsubscribes', () => {
    const store = createMessageStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show('x', {type: 'error'});
    expect(store.list()[0]?.type).toBe('error');
    unsubscribe();
    store.dismiss(id);
    expect(store.list()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
