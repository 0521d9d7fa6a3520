import { nextTask } from '../next-task';

describe('nextTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles in a timer, not in the current task', async () => {
    const done = jest.fn();
    void nextTask().then(done);
    await Promise.resolve();
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
