import type { ActionGroup, TrackedAction } from '../tracked-action';
import {
  keepNewest,
  readUnsent,
  saveOwnedGroups,
  takeOverUnsent,
  UNSENT_ACTIONS_KEY,
  type TextStore,
} from '../unsent-actions';

function action(sequenceId: number, timestamp = 1000 + sequenceId): TrackedAction {
  return { action: 'search', data: null, url: '/', timestamp, sequenceId, startTimestamp: 1000 };
}

function memoryStore(initial?: string): TextStore & { text: () => string | null } {
  let text: string | null = initial ?? null;
  return {
    get: (key) => (key === UNSENT_ACTIONS_KEY ? text : null),
    set: (_key, value) => {
      text = value;
    },
    remove: () => {
      text = null;
    },
    text: () => text,
  };
}

const group = (dcId: string, ...ids: number[]): ActionGroup => ({
  dcId,
  visitId: `visit-${dcId}`,
  actions: ids.map((id) => action(id)),
});

describe('reading what earlier page loads left unsent', () => {
  it.each([
    ['nothing stored', null, 0],
    ['not JSON', '{oops', 0],
    ['JSON of the wrong shape', '[1,2,3]', 0],
    ['a group without actions', JSON.stringify({ groups: [{ dcId: 'a', actions: [] }], dropped: 0 }), 0],
    [
      'a group with one malformed action among good ones',
      JSON.stringify({ groups: [{ dcId: 'a', actions: [action(0), { sequenceId: 'x' }, action(1)] }] }),
      2,
    ],
    ['two good groups', JSON.stringify({ groups: [group('a', 0), group('b', 0, 1)], dropped: 3 }), 3],
  ])('%s: %d actions, never an error', (_name, text, expected) => {
    const stored = readUnsent(memoryStore(text ?? undefined));
    expect(stored.groups.reduce((sum, entry) => sum + entry.actions.length, 0)).toBe(expected);
  });
});

describe('saving and taking over', () => {
  it('rewrites only the groups a page owns, so another tab’s group survives', () => {
    const store = memoryStore(
      JSON.stringify({ groups: [group('other-tab', 0, 1), group('mine', 0)], dropped: 0 }),
    );
    saveOwnedGroups(store, new Set(['mine']), [group('mine', 0, 1, 2)]);
    expect(readUnsent(store).groups.map((entry) => [entry.dcId, entry.actions.length])).toEqual([
      ['other-tab', 2],
      ['mine', 3],
    ]);
    saveOwnedGroups(store, new Set(['mine']), [group('mine')]);
    expect(readUnsent(store).groups.map((entry) => entry.dcId)).toEqual(['other-tab']);
  });

  it('removes the key when nothing is left, and adds drops to report', () => {
    const store = memoryStore();
    saveOwnedGroups(store, new Set(['mine']), [group('mine', 0)], 2);
    expect(readUnsent(store).dropped).toBe(2);
    saveOwnedGroups(store, new Set(['mine']), [], 1);
    expect(readUnsent(store)).toEqual({ groups: [], dropped: 3 });
    const taken = takeOverUnsent(store, 'next-load');
    expect(taken.dropped).toBe(3);
    expect(store.text()).toBeNull();
  });

  it('takes over every earlier group but the current page load’s, and reports drops once', () => {
    const store = memoryStore(JSON.stringify({ groups: [group('a', 0), group('now', 1)], dropped: 4 }));
    expect(takeOverUnsent(store, 'now')).toEqual({ groups: [group('a', 0)], dropped: 4 });
    expect(takeOverUnsent(store, 'now').dropped).toBe(0);
  });
});

describe('the cap on unsent actions', () => {
  it.each([
    ['under the cap', [group('a', 0, 1), group('b', 0)], 5, [2, 1], 0],
    ['at the cap', [group('a', 0, 1), group('b', 0)], 3, [2, 1], 0],
    ['over it: the oldest go first', [group('a', 0, 1, 2), group('b', 5, 6)], 3, [1, 2], 2],
    ['nothing kept', [group('a', 0)], 0, [0], 1],
  ])('%s', (_name, groups, cap, sizes, dropped) => {
    const kept = keepNewest(groups, cap);
    expect(kept.groups.map((entry) => entry.actions.length)).toEqual(sizes);
    expect(kept.dropped).toBe(dropped);
  });

  it('drops by time across page loads, not by group', () => {
    const older = { dcId: 'b', visitId: null, actions: [action(0, 10)] };
    const newer = { dcId: 'a', visitId: null, actions: [action(0, 50), action(1, 60)] };
    const kept = keepNewest([newer, older], 2);
    expect(kept.groups.map((entry) => entry.actions.map((item) => item.timestamp))).toEqual([[50, 60], []]);
  });
});
