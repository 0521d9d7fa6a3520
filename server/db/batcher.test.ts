import { BatchError, Batcher } from './batcher';

/** A store of numbers behind a batcher that records every run. */
function numberStore(options: { failWhen?: (items: readonly number[]) => boolean; maxItems?: number } = {}) {
  const stored: number[] = [];
  const runs: number[][] = [];
  let running = 0;
  let overlapped = false;
  const batcher = new Batcher<number, number>({
    what: 'store the numbers',
    maxItems: options.maxItems,
    weight: (item) => item,
    maxWeight: 100,
    run: async (items) => {
      runs.push([...items]);
      running += 1;
      overlapped ||= running > 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (options.failWhen?.(items)) throw new Error('database unavailable');
      stored.push(...items);
      return items.map((item) => item * 10);
    },
  });
  return { batcher, stored, runs, overlapped: () => overlapped };
}

describe('Batcher', () => {
  test('requests made in the same turn share one run, and each gets its own result', async () => {
    const { batcher, runs } = numberStore();
    const results = await Promise.all([1, 2, 3].map((item) => batcher.add(item)));
    expect(results).toEqual([10, 20, 30]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  test('items that arrive during a run form the next batch; runs never overlap', async () => {
    const { batcher, runs, stored, overlapped } = numberStore();
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [batcher.add(2), batcher.add(3)];
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30]);
    expect(runs).toEqual([[1], [2, 3]]);
    expect(stored).toEqual([1, 2, 3]);
    expect(overlapped()).toBe(false);
  });

  test('a run takes at most maxItems, and at most maxWeight unless one item alone is heavier', async () => {
    const byCount = numberStore({ maxItems: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((item) => byCount.batcher.add(item)));
    expect(byCount.runs).toEqual([[1, 2], [3, 4], [5]]);

    const byWeight = numberStore();
    await Promise.all([60, 30, 20, 150, 5].map((item) => byWeight.batcher.add(item)));
    expect(byWeight.runs).toEqual([[60, 30], [20], [150], [5]]);
  });

  test('when a batch fails, its items run alone: only the item the database refuses fails', async () => {
    const { batcher, stored } = numberStore({ failWhen: (items) => items.includes(13) });
    const outcomes = await Promise.allSettled([12, 13, 14].map((item) => batcher.add(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stored).toEqual([12, 14]);
    const failure = (outcomes[1] as PromiseRejectedResult).reason as BatchError;
    expect(failure).toBeInstanceOf(BatchError);
    expect(failure.message).toBe('Could not store the numbers: database unavailable');
    expect((failure.cause as Error).message).toBe('database unavailable');
  });

  test('when the database fails, every waiting caller gets a clear error and nothing acknowledged is lost', async () => {
    let down = false;
    const { batcher, stored } = numberStore({ failWhen: () => down });
    const acknowledged = await Promise.all([1, 2].map((item) => batcher.add(item)));
    expect(acknowledged).toEqual([10, 20]);

    down = true;
    const waiting = await Promise.allSettled([3, 4, 5].map((item) => batcher.add(item)));
    for (const outcome of waiting) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toEqual(
        new BatchError('store the numbers', new Error('database unavailable')),
      );
    }
    expect(stored).toEqual([1, 2]);

    down = false;
    expect(await batcher.add(6)).toBe(60);
    expect(stored).toEqual([1, 2, 6]);
  });

  test('a run that returns a different number of results than items fails rather than mismatching them', async () => {
    const batcher = new Batcher<number, number>({ what: 'count', run: async () => [] });
    await expect(batcher.add(1)).rejects.toThrow('Could not count: count: 0 results for 1 items');
  });

  test('idle() resolves once everything queued has run', async () => {
    const { batcher, stored } = numberStore();
    void batcher.add(1);
    void batcher.add(2);
    await batcher.idle();
    expect(stored).toEqual([1, 2]);
    await batcher.idle();
  });
});
