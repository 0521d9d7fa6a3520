/**
 * Group commit. Requests that write (or look up) the same kind of row hand their item to a
 * batcher instead of running a statement each; the batcher runs everything queued in one call
 * (one multi-row statement, or one transaction), then settles every caller. Each statement has a
 * fixed cost on top of its rows (PGlite: hand-over into WebAssembly, executor start-up, commit, a
 * WAL write; 0.1 to 1 ms of the main thread), so under load the cost per request falls as batches
 * grow.
 *
 * - A run starts on the next turn of the event loop after an item arrives, so that every request
 *   read in the same turn joins it, and only one run is in progress at a time: items that arrive
 *   during a run form the next batch. Light load gives batches of one with no added wait. (Holding
 *   runs back 2 to 4 ms to grow the batches was tried: at 1,000 requests a second its effect on
 *   CPU per request and on p99 stayed within the run-to-run noise of bench:api, so the simpler
 *   rule stays.)
 * - A caller's promise settles only when its batch has finished (for writes: committed), so an
 *   answer sent after it reports a stored write.
 * - When a batch fails, its items are run again one by one, so one item the database refuses fails
 *   only its own request; when the database itself fails, every item is rejected with a
 *   `BatchError` naming what could not be done and why. Nothing already settled is touched.
 */

export class BatchError extends Error {
  constructor(what: string, cause: unknown) {
    super(`Could not ${what}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'BatchError';
  }
}

export interface BatcherOptions<I, O> {
  /** What a run does, for error messages: "store events". */
  what: string;
  /** Runs one batch; returns one result per item, in the items' order. */
  run(items: readonly I[]): Promise<O[]>;
  /** Most items in one run (default 1000). */
  maxItems?: number;
  /** Size of an item towards `maxWeight` (e.g. its rows); default 1. */
  weight?(item: I): number;
  /** Most total weight in one run (default unlimited); a single heavier item still runs alone. */
  maxWeight?: number;
}

interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Batcher<I, O> {
  private queue: Waiting<I, O>[] = [];
  /** The running drain loop, or null; set and cleared synchronously so no item is left unrun. */
  private loop: Promise<void> | null = null;

  constructor(private readonly options: BatcherOptions<I, O>) {}

  /** Queues an item; resolves with its result once its batch has run. */
  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.loop ??= this.drain();
    });
  }

  /** Resolves when everything queued so far has run (used before closing the database). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        // Lets Node read the requests already waiting on sockets, so they join this batch.
        await nextTurn();
        await this.runBatch(this.take());
      }
    } finally {
      this.loop = null;
    }
  }

  private take(): Waiting<I, O>[] {
    const maxItems = this.options.maxItems ?? 1000;
    const maxWeight = this.options.maxWeight ?? Infinity;
    const weight = this.options.weight ?? (() => 1);
    let count = 0;
    let total = 0;
    for (const waiting of this.queue) {
      const next = total + weight(waiting.item);
      if (count >= maxItems || (count > 0 && next > maxWeight)) break;
      total = next;
      count += 1;
    }
    return this.queue.splice(0, count);
  }

  private async runBatch(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await this.runChecked(batch);
      batch.forEach((waiting, index) => waiting.resolve(results[index] as O));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(new BatchError(this.options.what, error));
        return;
      }
      for (const waiting of batch) {
        try {
          const [result] = await this.runChecked([waiting]);
          waiting.resolve(result as O);
        } catch (itemError) {
          waiting.reject(new BatchError(this.options.what, itemError));
        }
      }
    }
  }

  private async runChecked(batch: Waiting<I, O>[]): Promise<O[]> {
    const results = await this.options.run(batch.map((waiting) => waiting.item));
    if (results.length !== batch.length) {
      throw new Error(`${this.options.what}: ${results.length} results for ${batch.length} items`);
    }
    return results;
  }
}
