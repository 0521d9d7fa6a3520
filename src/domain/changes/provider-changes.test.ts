import { diffProviders, readProviderChanges } from './provider-changes';

const bank = { id: '10001', name: 'Harbour Bank', bank: true };
const lender = { id: '10002', name: 'Wattle Home Lending', bank: false };
const gone = { id: '10003', name: 'Old Credit Union', bank: true };

describe('banks and lenders added or withdrawn by an import', () => {
  test.each<[string, (typeof bank)[] | null, (typeof bank)[], unknown[]]>([
    ['a first import records none', null, [bank, lender], []],
    ['the same providers: none', [bank], [bank], []],
    [
      'a new non-bank lender and a bank gone',
      [bank, gone],
      [bank, lender],
      [
        { on: '2026-11-26', providerId: '10002', name: 'Wattle Home Lending', bank: false, change: 'added' },
        { on: '2026-11-26', providerId: '10003', name: 'Old Credit Union', bank: true, change: 'withdrawn' },
      ],
    ],
  ])('%s', (_case, before, after, expected) => {
    expect(diffProviders(before, after, '2026-11-26')).toEqual(expected);
  });
});

describe('reading them back', () => {
  test('a changes file from before they were recorded has none', () => {
    expect(readProviderChanges({ changes: [] })).toEqual([]);
  });

  test('each entry is checked', () => {
    const entry = { on: '2026-11-26', providerId: '10002', name: 'Wattle', bank: false, change: 'added' };
    expect(readProviderChanges({ providers: [entry] })).toEqual([entry]);
    expect(() => readProviderChanges({ providers: [{ ...entry, change: 'renamed' }] })).toThrow(
      /change must be "added" or "withdrawn"/,
    );
    expect(() => readProviderChanges({ providers: [{ ...entry, bank: 'no' }] })).toThrow(/bank must be/);
  });
});
