import { backoffDelay, createActionUploader, MAX_BATCH_ACTIONS, type EventBatch } from '../action-uploader';
import type { TrackedAction } from '../tracked-action';

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

/** A queue like track.ts's (this page load's group is `dc-1`), a manual clock and a manual interval. */
function setUp(
  send: (batch: EventBatch, options: { keepalive: boolean }) => Promise<void>,
  options: { isRefused?: (error: unknown) => boolean; onUploaded?: () => void } = {},
) {
  let groups: { dcId: string; visitId: string | null; actions: TrackedAction[] }[] = [
    { dcId: 'dc-1', visitId: null, actions: [] },
  ];
  const discarded: number[] = [];
  let now = 0;
  let intervalCallback: (() => void) | null = null;
  const without = (dcId: string, sent: readonly TrackedAction[]) => {
    const ids = new Set(sent.map((entry) => entry.sequenceId));
    groups = groups.map((group) =>
      group.dcId === dcId
        ? { ...group, actions: group.actions.filter((entry) => !ids.has(entry.sequenceId)) }
        : group,
    );
  };
  const uploader = createActionUploader({
    queue: {
      pendingGroups: () =>
        groups
          .filter((group) => group.actions.length > 0)
          .map((group) => ({ ...group, actions: group.actions.slice() })),
      confirm: (sent, dcId) => without(dcId, sent),
      discard: (refused, dcId) => {
        discarded.push(...refused.map((entry) => entry.sequenceId));
        without(dcId, refused);
      },
      runBeforeFlushHooks: () => undefined,
    },
    visitId: () => 'visit-1',
    send,
    ...options,
    now: () => now,
    setInterval: (callback) => {
      intervalCallback = callback;
      return 1;
    },
    clearInterval: () => undefined,
  });
  const current = () => groups.find((group) => group.dcId === 'dc-1')!;
  return {
    uploader,
    add: (...ids: number[]) => current().actions.push(...ids.map(action)),
    /** An earlier page load's unsent actions, taken over by this one. */
    addEarlier: (dcId: string, visitId: string, ...ids: number[]) =>
      groups.unshift({ dcId, visitId, actions: ids.map(action) }),
    queue: () => current().actions,
    all: () => groups.flatMap((group) => group.actions),
    discarded,
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
      { actions: [action(0), action(1), action(2)], visitId: 'visit-1', dcId: 'dc-1', app: 'web' },
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

  it('sends an earlier page load’s unsent actions first, under that load’s ids and visit', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const onUploaded = jest.fn();
    const { uploader, add, addEarlier, all } = setUp(send, { onUploaded });
    add(0);
    addEarlier('dc-0', 'visit-0', 7, 8);
    await uploader.tick();
    await uploader.tick();
    expect(send.mock.calls.map(([batch]) => [batch.dcId, batch.visitId, batch.actions.length])).toEqual([
      ['dc-0', 'visit-0', 2],
      ['dc-1', 'visit-1', 1],
    ]);
    expect(send.mock.calls[0]?.[0].actions.map((entry: TrackedAction) => entry.sequenceId)).toEqual([7, 8]);
    expect(all()).toEqual([]);
    expect(onUploaded).toHaveBeenCalledTimes(2);
  });

  it('halves a refused batch until the refused action is alone, gives up only that one, and sends the rest', async () => {
    const refusal = new Error('refused');
    const send = jest.fn(async (batch: EventBatch) => {
      if (batch.actions.some((entry) => entry.sequenceId === 5)) throw refusal;
    });
    const { uploader, add, queue, discarded } = setUp(send, { isRefused: (error) => error === refusal });
    add(0, 1, 2, 3, 4, 5, 6, 7);
    for (let attempt = 0; attempt < 10 && queue().length > 0; attempt += 1) await uploader.tick();
    expect(queue()).toEqual([]);
    expect(discarded).toEqual([5]);
    const delivered = send.mock.calls
      .map(([batch]) => batch.actions.map((entry: TrackedAction) => entry.sequenceId))
      .filter((ids: number[]) => !ids.includes(5))
      .flat();
    expect(delivered.sort((a: number, b: number) => a - b)).toEqual([0, 1, 2, 3, 4, 6, 7]);
  });

  it('flushes every page load’s group within one keepalive budget', () => {
    const send = jest.fn(
      (_batch: EventBatch, _options: { keepalive: boolean }) => new Promise<void>(() => undefined),
    );
    const { uploader, add, addEarlier } = setUp(send);
    addEarlier('dc-0', 'visit-0', 3);
    add(0, 1);
    uploader.flush();
    expect(send.mock.calls.map(([batch, options]) => [batch.dcId, batch.actions.length, options])).toEqual([
      ['dc-0', 1, { keepalive: true }],
      ['dc-1', 2, { keepalive: true }],
    ]);
  });

  it('backs off 3 s, 6 s, 12 s ... up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((failures) => backoffDelay(failures))).toEqual([
      3000, 6000, 12000, 24000, 48000, 60000, 60000, 60000,
    ]);
  });
});

describe('a scheduled upload whose queue breaks', () => {
  it('hands the failure to onTickFailed instead of leaving a rejection unhandled', async () => {
    const failures: unknown[] = [];
    let scheduled: (() => void) | null = null;
    const broken = new Error('storage is gone');
    createActionUploader({
      queue: {
        pendingGroups: () => {
          throw broken;
        },
        confirm: () => undefined,
        discard: () => undefined,
        runBeforeFlushHooks: () => undefined,
      },
      visitId: () => null,
      send: () => Promise.resolve(),
      onTickFailed: (error) => failures.push(error),
      setInterval: (callback) => {
        scheduled = callback;
        return 1;
      },
      clearInterval: () => undefined,
    });
    (scheduled as unknown as () => void)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toEqual([broken]);
  });
});
