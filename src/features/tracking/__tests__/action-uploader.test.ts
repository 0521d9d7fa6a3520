import { backoffDelay, createActionUploader, MAX_BATCH_ACTIONS, type EventBatch } from '../action-uploader';
import type { TrackedAction } from '../track';

function action(sequenceId: number): TrackedAction {
  return {
    action: 'content-browsing',
    data: null,
    url: '/',
    timestamp: 1000 + sequenceId,
    sequenceId,
    startTimestamp: 1000,
  };
}

/** A queue like track.ts's, a manual clock and a manual interval. */
function setUp(send: (batch: EventBatch, options: { keepalive: boolean }) => Promise<void>) {
  let queue: TrackedAction[] = [];
  let now = 0;
  let intervalCallback: (() => void) | null = null;
  const uploader = createActionUploader({
    queue: {
      pending: () => queue.slice(),
      confirm: (sent) => {
        const ids = new Set(sent.map((entry) => entry.sequenceId));
        queue = queue.filter((entry) => !ids.has(entry.sequenceId));
      },
      runBeforeFlushHooks: () => undefined,
    },
    context: () => ({ visitId: 'visit-1', dcId: 'dc-1' }),
    send,
    now: () => now,
    setInterval: (callback) => {
      intervalCallback = callback;
      return 1;
    },
    clearInterval: () => undefined,
  });
  return {
    uploader,
    add: (...ids: number[]) => queue.push(...ids.map(action)),
    queue: () => queue,
    advance: (ms: number) => {
      now += ms;
    },
    hasInterval: () => intervalCallback !== null,
  };
}

describe('uploading tracked actions', () => {
  it('sends nothing when there are no new actions', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const { uploader, hasInterval } = setUp(send);
    await uploader.tick();
    expect(send).not.toHaveBeenCalled();
    expect(hasInterval()).toBe(true);
  });

  it('sends new actions as one batch with the visit and data-collection ids, then only newer ones', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const { uploader, add, queue } = setUp(send);
    add(0, 1, 2);
    await uploader.tick();
    expect(send).toHaveBeenCalledWith(
      { visitId: 'visit-1', dcId: 'dc-1', app: 'web', actions: [action(0), action(1), action(2)] },
      { keepalive: false },
    );
    expect(queue()).toEqual([]);
    add(3);
    await uploader.tick();
    expect(send.mock.calls[1]?.[0].actions).toEqual([action(3)]);
  });

  it('keeps the actions of a failed upload and resends them, same sequence ids, after a growing wait', async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const { uploader, add, queue, advance } = setUp(send);
    add(0, 1);
    await uploader.tick(); // fails (1st)
    advance(3000);
    add(2);
    await uploader.tick(); // retried at the next tick, fails (2nd)
    advance(3000);
    await uploader.tick(); // 2nd failure waits 6 s: too early
    expect(send).toHaveBeenCalledTimes(2);
    advance(3000);
    await uploader.tick(); // succeeds
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls[0]?.[0].actions.map((entry: TrackedAction) => entry.sequenceId)).toEqual([0, 1]);
    expect(send.mock.calls[2]?.[0].actions.map((entry: TrackedAction) => entry.sequenceId)).toEqual([
      0, 1, 2,
    ]);
    expect(queue()).toEqual([]);
  });

  it('runs one upload at a time', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { uploader, add } = setUp(send);
    add(0);
    const first = uploader.tick();
    await uploader.tick();
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    await first;
  });

  it('does not drop actions tracked while an upload is in flight', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { uploader, add, queue } = setUp(send);
    add(0);
    const upload = uploader.tick();
    add(1);
    finish();
    await upload;
    expect(queue().map((entry) => entry.sequenceId)).toEqual([1]);
  });

  it('sends at most the server’s batch limit at once', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const { uploader, add, queue } = setUp(send);
    add(...Array.from({ length: MAX_BATCH_ACTIONS + 20 }, (_, index) => index));
    await uploader.tick();
    expect(send.mock.calls[0]?.[0].actions).toHaveLength(MAX_BATCH_ACTIONS);
    expect(queue()).toHaveLength(20);
  });

  it('flushes everything unconfirmed with keepalive, and forgets it only once the server confirms', async () => {
    let confirm: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (confirm = resolve)));
    const { uploader, add, queue } = setUp(send);
    add(0, 1);
    uploader.flush();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ actions: [action(0), action(1)] }), {
      keepalive: true,
    });
    expect(queue()).toHaveLength(2);
    confirm();
    await Promise.resolve();
    await Promise.resolve();
    expect(queue()).toEqual([]);
  });

  it('backs off 3 s, 6 s, 12 s ... up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((failures) => backoffDelay(failures))).toEqual([
      3000, 6000, 12000, 24000, 48000, 60000, 60000, 60000,
    ]);
  });
});
