import { readQuerySettings, writeQuerySettings } from '../../navigation/query-settings';
import {
  compareChange,
  compareIds,
  filterChange,
  sortChange,
  tableQuerySettings,
  tableView,
  type TableAddress,
} from '../table-address';
import { creditCardTableConfig } from '../configs/credit-cards';
import { homeLoanTableConfig } from '../configs/home-loans';

const cards = creditCardTableConfig([
  { id: 50, name: 'Qantas Frequent Flyer' },
  { id: 300, name: 'Flybuys' },
]);
const cardSettings = tableQuerySettings(cards);
const homeLoanSettings = tableQuerySettings(homeLoanTableConfig);

function viewOf(search: string) {
  return tableView(cards, readQuerySettings(cardSettings, search).values as TableAddress);
}

describe('a comparison table in the address', () => {
  it.each([
    ['', { key: 'annualFee', direction: 'ascending' }],
    ['?sort=purchase-rate', { key: 'purchaseRate', direction: 'ascending' }],
    ['?sort=interest-free-days&dir=desc', { key: 'interestFreeDays', direction: 'descending' }],
    ['?dir=desc', { key: 'annualFee', direction: 'descending' }],
    ['?sort=annualFee', { key: 'annualFee', direction: 'ascending' }],
    ['?sort=name', { key: 'annualFee', direction: 'ascending' }],
    ['?dir=down', { key: 'annualFee', direction: 'ascending' }],
  ])('sorts %s by %p', (search, sort) => {
    expect(viewOf(search).sort).toEqual(sort);
  });

  it.each([
    ['', {}],
    ['?max-fee=100', { maxFee: '100' }],
    ['?max-fee=150', {}],
    ['?program=qantas-frequent-flyer', { program: 'qantas-frequent-flyer' }],
    ['?program=50', {}],
    ['?program=none&balance-transfer=yes', { program: 'none', balanceTransfer: true }],
    ['?min-free-days=55&max-rate=0.15', { minFreeDays: '55', maxRate: '0.15' }],
    ['?balance-transfer=1', {}],
  ])('filters %s as %p', (search, filters) => {
    expect(viewOf(search).filters).toEqual({
      maxFee: 'any',
      maxRate: 'any',
      program: 'any',
      minFreeDays: 'any',
      balanceTransfer: false,
      ...filters,
    });
  });

  it('reads a number filter within its range only', () => {
    const amountOf = (search: string) =>
      tableView(homeLoanTableConfig, readQuerySettings(homeLoanSettings, search).values as TableAddress)
        .filters.amount;
    expect(amountOf('?amount=450000')).toBe(450_000);
    const defaultAmount = homeLoanTableConfig.filters.find((filter) => filter.id === 'amount')?.initial;
    expect(amountOf('?amount=12')).toBe(defaultAmount);
  });

  it('writes a filter and a sort in kebab case, with short directions', () => {
    const values = readQuerySettings(cardSettings, '').values;
    const changed = {
      ...values,
      ...filterChange('maxFee', '200'),
      ...filterChange('balanceTransfer', true),
      ...sortChange({ key: 'purchaseRate', direction: 'descending' }),
    };
    expect(writeQuerySettings(cardSettings, changed, '')).toBe(
      '?sort=purchase-rate&dir=desc&max-fee=200&balance-transfer=yes',
    );
  });

  it('names only sortable columns', () => {
    expect(viewOf('?sort=balance-transfer').sort.key).toBe('balanceTransfer');
    expect(Object.keys(cardSettings)).toEqual([
      'sort',
      'dir',
      'max-fee',
      'max-rate',
      'program',
      'min-free-days',
      'balance-transfer',
      'compare',
    ]);
  });
});

describe('the products to compare in the address', () => {
  const compared = (search: string) => compareIds(readQuerySettings(cardSettings, search).values);

  it.each<[string, string[]]>([
    ['', []],
    ['?compare=10004-CC00001,10004-CC00002', ['10004-CC00001', '10004-CC00002']],
    ['?compare=10004-CC00002,10004-CC00001', ['10004-CC00002', '10004-CC00001']],
    ['?compare=10004-CC00001,10004-CC00001', ['10004-CC00001']],
    ['?compare=a,b,c,d,e', ['a', 'b', 'c', 'd']],
    ['?compare=10004-CC00001,<script>,,', ['10004-CC00001']],
    ['?compare=', []],
    ['?compare=%20', []],
  ])('%s compares %p', (search, ids) => {
    expect(compared(search)).toEqual(ids);
  });

  it('writes the ids in the order picked, and leaves the parameter out when none is picked', () => {
    const values = readQuerySettings(cardSettings, '?sort=purchase-rate').values;
    expect(
      writeQuerySettings(
        cardSettings,
        { ...values, ...compareChange(['10004-CC00002', '10004-CC00001']) },
        '',
      ),
    ).toBe('?sort=purchase-rate&compare=10004-CC00002%2C10004-CC00001');
    expect(writeQuerySettings(cardSettings, { ...values, ...compareChange([]) }, '')).toBe(
      '?sort=purchase-rate',
    );
  });
});
