import type { TrackedAction } from '../tracked-action';
import { readUnsent, takeOverUnsent, type TextStore } from '../unsent-actions';
import { DROPPED_ACTIONS_KEY, UNSENT_ACTIONS_PREFIX } from '../unsent-keys';

function action(sequenceId: number, timestamp = 1000 + sequenceId): TrackedAction {
  return { action: 'search', data: null, url: '/', timestamp, sequenceId, startTimestamp: 1000 };
}

function memoryStore(entries: Record<string, string> = {}): TextStore & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

const stored = (visitId: string | null, ...actions: unknown[]) => JSON.stringify({ visitId, actions });

describe('reading what earlier page loads left unsent', () => {
  it.each([
    ['nothing stored', {}, 0],
    ['not JSON', { [`${UNSENT_ACTIONS_PREFIX}a`]: '{oops' }, 0],
    ['JSON of the wrong shape', { [`${UNSENT_ACTIONS_PREFIX}a`]: '[1,2,3]' }, 0],
    ['a group without actions', { [`${UNSENT_ACTIONS_PREFIX}a`]: stored('v') }, 0],
    [
      'one malformed action among good ones',
      { [`${UNSENT_ACTIONS_PREFIX}a`]: stored('v', action(0), { sequenceId: 'x' }, action(1)) },
      2,
    ],
    [
      'two page loads, and keys that are not ours',
      {
        [`${UNSENT_ACTIONS_PREFIX}a`]: stored('v', action(0)),
        [`${UNSENT_ACTIONS_PREFIX}b`]: stored(null, action(0), action(1)),
        'staysmart.browser-id': 'abc',
      },
      3,
    ],
  ])('%s: %d actions, never an error', (_name, entries, expected) => {
    const { groups } = readUnsent(memoryStore(entries));
    expect(groups.reduce((sum, group) => sum + group.actions.length, 0)).toBe(expected);
  });

  it('orders page loads oldest first and keeps each one’s visit', () => {
    const { groups } = readUnsent(
      memoryStore({
        [`${UNSENT_ACTIONS_PREFIX}newer`]: stored('visit-2', action(0, 5000)),
        [`${UNSENT_ACTIONS_PREFIX}older`]: stored('visit-1', action(3, 2000)),
      }),
    );
    expect(groups.map((group) => [group.dcId, group.visitId])).toEqual([
      ['older', 'visit-1'],
      ['newer', 'visit-2'],
    ]);
  });
});

describe('taking over', () => {
  it('takes every earlier page load’s group but the current one, and reports drops once', () => {
    const store = memoryStore({
      [`${UNSENT_ACTIONS_PREFIX}earlier`]: stored('v', action(0)),
      [`${UNSENT_ACTIONS_PREFIX}now`]: stored('v', action(1)),
      [DROPPED_ACTIONS_KEY]: '4',
    });
    const taken = takeOverUnsent(store, 'now');
    expect(taken.groups.map((group) => group.dcId)).toEqual(['earlier']);
    expect(taken.dropped).toBe(4);
    expect(takeOverUnsent(store, 'now').dropped).toBe(0);
  });

  it.each([['-3'], ['1.5'], ['lots']])('ignores a drop count of %s', (text) => {
    expect(readUnsent(memoryStore({ [DROPPED_ACTIONS_KEY]: text })).dropped).toBe(0);
  });
});
