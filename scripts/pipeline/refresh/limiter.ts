/** Bounded concurrency: at most `concurrency` tasks run at once, the rest wait their turn in order. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimiter(concurrency: number): Limiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`Concurrency must be a positive whole number, not ${concurrency}`);
  }
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its place straight to the next waiting one, so none can slip in between.
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/** Runs `work` on every item with at most `concurrency` at once; results keep the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const limit = createLimiter(concurrency);
  return Promise.all(items.map((item, index) => limit(() => work(item, index))));
}
