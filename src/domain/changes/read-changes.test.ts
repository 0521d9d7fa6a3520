import { changesByProduct, lastChangeDays, readChanges } from './read-changes';

const entry = {
  on: '2026-11-26',
  providerId: '10001',
  productId: '10001-CC00001',
  cdrProductId: 'c',
  field: 'annualFee',
  from: 59,
  to: 79,
};

describe('readChanges', () => {
  test('reads a valid file', () => {
    expect(readChanges({ changes: [entry] })).toEqual([entry]);
  });

  test.each<[string, unknown, RegExp]>([
    ['no list', {}, /expected \{ "changes": \[\.\.\.\] \}/],
    [
      'a day that is not a date',
      { changes: [{ ...entry, on: '26/11/2026' }] },
      /changes record 0: on "26\/11\/2026" is not a YYYY-MM-DD date/,
    ],
    [
      'an unknown field',
      { changes: [{ ...entry, field: 'mood' }] },
      /field "mood" is not one the site knows/,
    ],
    ['a value that is text', { changes: [{ ...entry, to: '79' }] }, /from and to must be numbers/],
    [
      'a value that is not finite',
      { changes: [entry, { ...entry, to: Number.NaN }] },
      /changes record 1: from and to/,
    ],
    ['a missing product id', { changes: [{ ...entry, productId: '' }] }, /productId must be text/],
  ])('fails naming the entry: %s', (_label, raw, message) => {
    expect(() => readChanges(raw)).toThrow(message);
  });

  test('groups entries by product, oldest first', () => {
    const older = { ...entry, on: '2024-08-12', from: 49, to: 59 };
    const other = { ...entry, productId: 'x' };
    expect(changesByProduct([entry, other, older]).get('10001-CC00001')).toEqual([older, entry]);
  });
});

describe('lastChangeDays', () => {
  test('the latest day of each product, its withdrawal aside', () => {
    const days = lastChangeDays([
      { ...entry, on: '2024-08-12' },
      { ...entry, on: '2026-11-26' },
      { ...entry, on: '2025-01-01' },
      { ...entry, productId: 'added', field: 'product', from: null, to: 'offered' },
      { ...entry, productId: 'gone', field: 'product', from: 'offered', to: null },
    ]);
    expect(Object.fromEntries(days)).toEqual({ '10001-CC00001': '2026-11-26', added: '2026-11-26' });
  });
});
