import { groupInOrder } from './ordered-groups';

describe('groupInOrder', () => {
  const byNumber = (a: number, b: number) => a - b;
  const parity = (value: number) => (value % 2 === 0 ? 'even' : 'odd');

  test.each([
    [
      'groups in the order given, items sorted',
      [3, 2, 1, 4],
      ['odd', 'even'],
      [
        ['odd', [1, 3]],
        ['even', [2, 4]],
      ],
    ],
    [
      'the other order',
      [3, 2, 1, 4],
      ['even', 'odd'],
      [
        ['even', [2, 4]],
        ['odd', [1, 3]],
      ],
    ],
    ['an empty group is left out', [3, 1], ['even', 'odd'], [['odd', [1, 3]]]],
    ['no items, no groups', [], ['even', 'odd'], []],
  ] as const)('%s', (_, items, order, expected) => {
    expect(groupInOrder(items, order, parity, byNumber).map((group) => [group.key, group.items])).toEqual(
      expected,
    );
  });

  test('leaves the items it was given as they were', () => {
    const items = [3, 2, 1];
    groupInOrder(items, ['odd', 'even'], parity, byNumber);
    expect(items).toEqual([3, 2, 1]);
  });
});
