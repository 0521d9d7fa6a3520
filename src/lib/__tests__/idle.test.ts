import { eachInIdleSlices, whenIdle } from '../idle';

function fakeWindow(withIdle: boolean) {
  const queue: (() => void)[] = [];
  const win = {
    setTimeout: jest.fn((callback: () => void) => {
      queue.push(callback);
      return queue.length;
    }),
    ...(withIdle
      ? {
          requestIdleCallback: jest.fn((callback: () => void) => {
            queue.push(callback);
            return queue.length;
          }),
        }
      : {}),
  };
  const runNext = () => queue.shift()?.();
  return { win: win as unknown as Window, queue, runNext, raw: win };
}

describe('eachInIdleSlices', () => {
  it.each([
    // items, per slice, items handled after each slice
    [10, 4, [4, 8, 10]],
    [4, 4, [4]],
    [5, 1, [1, 2, 3, 4, 5]],
    [3, 0, [1, 2, 3]],
    [0, 4, []],
  ])('%i items, %i a slice: handled %j', (count, perSlice, afterEachSlice) => {
    const { win, queue, runNext } = fakeWindow(true);
    const handled: number[] = [];
    const items = Array.from({ length: count }, (_, index) => index);
    eachInIdleSlices(items, (item) => handled.push(item), win, perSlice);
    expect(handled).toEqual([]);
    const seen: number[] = [];
    while (queue.length > 0) {
      runNext();
      seen.push(handled.length);
    }
    expect(seen).toEqual(afterEachSlice);
    expect(handled).toEqual(items);
  });

  it('asks for idle time with a deadline', () => {
    const { win, raw } = fakeWindow(true);
    eachInIdleSlices(['a'], () => undefined, win);
    expect(raw.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(raw.setTimeout).not.toHaveBeenCalled();
  });

  it('falls back to timers where there are no idle callbacks', () => {
    const { win, raw, queue, runNext } = fakeWindow(false);
    const handled: string[] = [];
    eachInIdleSlices(['a', 'b', 'c', 'd', 'e'], (item) => handled.push(item), win, 2);
    while (queue.length > 0) runNext();
    expect(handled).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(raw.setTimeout).toHaveBeenCalledTimes(3);
  });
});

describe('whenIdle', () => {
  it.each([true, false])('runs the work once, later (idle callbacks: %s)', (withIdle) => {
    const { win, queue, runNext } = fakeWindow(withIdle);
    const work = jest.fn();
    whenIdle(work, win);
    expect(work).not.toHaveBeenCalled();
    runNext();
    expect(work).toHaveBeenCalledTimes(1);
    expect(queue).toEqual([]);
  });
});
